/**
 * A cluster on this machine (issue 43, decision 255): the machine's PostgreSQL (trust on 127.0.0.1:5432, as CI has
 * it) with a database of the cluster's own, an S3-compatible server (s3rver, in this process), two or more
 * instances of one production build (`scripts/serve.ts`, each with its own port and metrics port), and Debian's
 * nginx in front, round robin. Used by `npm run cluster` (scripts/cluster.ts) and by the cluster test
 * (tests/cluster/). Every process it starts is its own process group, stopped by its own id.
 *
 * Ports (CLUSTER_BASE_PORT, 4604 by default): nginx on the base, the S3 server on base+1, the database relay on
 * base+2 (when asked for), instance i on base+10+i and its metrics on base+20+i.
 */
import { randomBytes } from "node:crypto";
import type { ChildProcess } from "node:child_process";
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import S3rver from "s3rver";
import { prepareDatabase } from "./database";
import { run, stopGroup, waitForExit } from "./processes";
import { bundleProductionServer, runProductionServer } from "./production-server";
import { needsBuild } from "./build-state";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy";

export const CLUSTER_DIST = ".next-cluster";

/** Every process group a cluster started and has not stopped: `abandonCluster` ends them (Ctrl-C while starting). */
const started = new Set<ChildProcess>();
function track(child: ChildProcess): ChildProcess {
  started.add(child);
  child.once("exit", () => started.delete(child));
  return child;
}

/** Ends every process a cluster of this process started (their own groups), e.g. on Ctrl-C before it was ready. */
export async function abandonCluster(): Promise<void> {
  const children = [...started];
  for (const child of children) stopGroup(child, "SIGTERM");
  await Promise.all(children.map(waitForExit));
}
const NGINX = "/usr/sbin/nginx";
export const CLUSTER_BUCKET = "aurum-cluster-files";

export interface ClusterOptions {
  /** The PostgreSQL server (an admin URL; the cluster's database is made there). */
  serverUrl?: string;
  database?: string;
  /** Drop and make the database again first (the test); else keep it (npm run cluster: safe to repeat). */
  fresh?: boolean;
  instances?: number;
  basePort?: number;
  /** Put a relay the test can cut between the instances and PostgreSQL. */
  databaseRelay?: boolean;
  /** Extra environment for every instance (SMTP_URL, worker intervals). */
  env?: Record<string, string>;
  log?: (line: string) => void;
  /** Force a new build. */
  rebuild?: boolean;
}

export interface ClusterInstance {
  index: number;
  port: number;
  metricsPort: number;
  base: string;
  process(): ChildProcess | null;
}

export interface Cluster {
  /** nginx, in front. */
  base: string;
  databaseUrl: string;
  /** What the instances use (through the relay when there is one). */
  instanceDatabaseUrl: string;
  s3Endpoint: string;
  instances: ClusterInstance[];
  relay: TcpProxy | null;
  /** SIGTERM to instance i (it drains), then wait for it to exit; resolves with its exit code. */
  stopInstance(index: number): Promise<number>;
  /** Starts instance i again and waits until its /readyz answers ready. */
  startInstance(index: number): Promise<void>;
  stop(): Promise<void>;
}

function ensureNginx(log: (line: string) => void): void {
  if (existsSync(NGINX)) return;
  log("[cluster] nginx is missing: apt-get install -y nginx");
  spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (!existsSync(NGINX)) throw new Error("nginx could not be installed (apt-get install nginx)");
}

async function recreateDatabase(serverUrl: string, database: string, fresh: boolean): Promise<string> {
  if (!/^[a-z0-9_]{1,60}$/.test(database)) throw new Error(`not a database name for the cluster: ${database}`);
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists ${database} with (force)`);
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [database]);
    if (!rowCount) await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function waitUntilReady(base: string, child: ChildProcess | null, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the instance at ${base} exited (${child.exitCode})`);
    try {
      const response = await fetch(`${base}/readyz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${base}/readyz did not answer ready within ${timeoutMs / 1000} s`);
}

function nginxConfig(dir: string, port: number, upstreams: number[]): string {
  return `worker_processes 2;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  client_max_body_size 12m;
  upstream aurum {
    # Round robin (nginx's default). A refused connection (an instance restarting) is passed to the next one; no
    # instance is ever marked down (max_fails=0): on a busy machine one error on each left "no live upstreams".
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join("\n")}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://aurum;
      proxy_http_version 1.1;
      # No kept-alive connections to the instances: a connection a draining instance closes just as nginx reuses
      # it would fail a POST that nginx may not repeat (decision 253).
      proxy_set_header Connection close;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_buffering on;
    }
  }
}
`;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const count = Math.max(1, options.instances ?? 2);
  const base = options.basePort ?? Number(process.env.CLUSTER_BASE_PORT ?? 4604);
  const ports = {
    nginx: base,
    s3: base + 1,
    relay: base + 2,
    instance: (i: number) => base + 10 + i,
    metrics: (i: number) => base + 20 + i,
  };
  const serverUrl =
    options.serverUrl ?? process.env.CLUSTER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const database = options.database ?? process.env.CLUSTER_DATABASE ?? "aurum_cluster";
  const work = mkdtempSync(path.join(tmpdir(), "aurum-cluster-"));
  const children = new Map<number, ChildProcess>();
  let s3: S3rver | null = null;
  let relay: TcpProxy | null = null;
  let nginx: ChildProcess | null = null;

  const stop = async () => {
    if (nginx) {
      stopGroup(nginx, "SIGQUIT");
      await waitForExit(nginx);
      nginx = null;
    }
    await Promise.all(
      [...children.values()].map(async (child) => {
        stopGroup(child, "SIGTERM");
        await waitForExit(child);
      }),
    );
    children.clear();
    await relay?.close();
    await s3?.close().catch(() => {});
    rmSync(work, { recursive: true, force: true });
  };

  try {
    ensureNginx(log);
    const databaseUrl = await recreateDatabase(serverUrl, database, options.fresh ?? false);
    log(`[cluster] PostgreSQL: ${databaseUrl}`);
    const previous = process.env.DATABASE_URL;
    process.env.DATABASE_URL = databaseUrl;
    try {
      await prepareDatabase(); // migrations and the demo data (safe to repeat)
    } finally {
      if (previous === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = previous;
    }

    const bucketDir = path.join(work, "s3");
    mkdirSync(bucketDir);
    s3 = new S3rver({
      port: ports.s3,
      address: "127.0.0.1",
      silent: true,
      directory: bucketDir,
      configureBuckets: [{ name: CLUSTER_BUCKET, configs: [] }],
    });
    await s3.run();
    const s3Endpoint = `http://127.0.0.1:${ports.s3}`;
    log(`[cluster] S3-compatible server (s3rver): ${s3Endpoint}, bucket ${CLUSTER_BUCKET}`);

    let instanceDatabaseUrl = databaseUrl;
    if (options.databaseRelay) {
      const target = new URL(databaseUrl);
      relay = await startTcpProxy({
        port: ports.relay,
        targetHost: target.hostname,
        targetPort: Number(target.port || 5432),
      });
      const through = new URL(databaseUrl);
      through.host = `127.0.0.1:${relay.port}`;
      instanceDatabaseUrl = through.toString();
      log(`[cluster] database relay: 127.0.0.1:${relay.port} → ${target.host}`);
    }

    const siteUrl = `http://127.0.0.1:${ports.nginx}`;
    const shared: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: CLUSTER_DIST,
      NEXT_TELEMETRY_DISABLED: "1",
      SITE_URL: siteUrl,
      PAYMENTS: "sandbox",
      MAIL: options.env?.SMTP_URL ? "" : "log",
      DEV_MAILBOX: "1",
      HEALTH_DATA: "demo",
      // Every instance signs and checks the same cookies and bot-check challenges.
      COOKIE_SECRET: process.env.COOKIE_SECRET || randomBytes(32).toString("base64url"),
      ALTCHA_HMAC_KEY: process.env.ALTCHA_HMAC_KEY || randomBytes(32).toString("base64url"),
      FILE_STORE: "s3",
      S3_BUCKET: CLUSTER_BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_FORCE_PATH_STYLE: "1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      // nginx is the proxy in front: its X-Forwarded-For hop is the visitor's address.
      TRUSTED_PROXIES: "127.0.0.1",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      ...options.env,
    };

    // One build for every instance (pages prerendered at build time read the database).
    log(`[cluster] building into ${CLUSTER_DIST} (when sources changed)…`);
    if (options.rebuild || needsBuild(CLUSTER_DIST)) {
      const build = track(run("next", ["build"], { ...shared, DATABASE_URL: databaseUrl }));
      const code = await waitForExit(build);
      if (code !== 0) throw new Error(`next build failed (${code})`);
    }
    // Every instance runs the one bundle of the server (decision 277).
    const server = await bundleProductionServer(CLUSTER_DIST);

    const instances: ClusterInstance[] = Array.from({ length: count }, (_, index) => ({
      index,
      port: ports.instance(index),
      metricsPort: ports.metrics(index),
      base: `http://127.0.0.1:${ports.instance(index)}`,
      process: () => children.get(index) ?? null,
    }));

    const startInstance = async (index: number) => {
      const instance = instances[index]!;
      const child = track(
        runProductionServer(server, {
          ...shared,
          DATABASE_URL: instanceDatabaseUrl,
          PORT: String(instance.port),
          METRICS_PORT: String(instance.metricsPort),
          // A local folder of its own, as on another machine: uploads must go through the shared store.
          FILE_STORE_DIR: path.join(work, `files-${index}`),
        }),
      );
      children.set(index, child);
      await waitUntilReady(instance.base, child);
    };
    const stopInstance = async (index: number) => {
      const child = children.get(index);
      if (!child) return 0;
      stopGroup(child, "SIGTERM");
      const code = await waitForExit(child);
      children.delete(index);
      return code;
    };

    await Promise.all(instances.map((instance) => startInstance(instance.index)));
    for (const instance of instances)
      log(
        `[cluster] instance ${instance.index}: ${instance.base} (metrics http://127.0.0.1:${instance.metricsPort}/metrics)`,
      );

    const nginxDir = path.join(work, "nginx");
    mkdirSync(nginxDir);
    chmodSync(nginxDir, 0o755);
    writeFileSync(
      path.join(nginxDir, "nginx.conf"),
      nginxConfig(
        nginxDir,
        ports.nginx,
        instances.map((i) => i.port),
      ),
    );
    nginx = track(run(NGINX, ["-c", path.join(nginxDir, "nginx.conf"), "-p", nginxDir], process.env));
    await waitUntilReady(siteUrl, nginx, 20_000);
    log(`[cluster] nginx, round robin: ${siteUrl}`);

    return {
      base: siteUrl,
      databaseUrl,
      instanceDatabaseUrl,
      s3Endpoint,
      instances,
      relay,
      stopInstance,
      startInstance,
      stop,
    };
  } catch (error) {
    await stop();
    await abandonCluster();
    throw error;
  }
}
