/**
 * Static pages (issue 14): requests per second of one prerendered page served by the built site as `npm start`
 * serves it, against nginx serving the same HTML file (the build's prerendered file), both gzipped, measured by
 * autocannon (BENCH_STATIC_CONNECTIONS kept-alive connections, 10, for BENCH_STATIC_SECONDS, 5, after a
 * one-second warm-up). nginx is Debian's (installed with apt-get when missing), run from a generated
 * configuration in a temporary folder on a free port, never as the system's service. Then the cache headers of
 * a static page and of a /_next/static asset: a CDN must be able to keep them.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { run, stopGroup, waitForExit } from "../lib/processes";
import { freePort, scriptSources, waitForServer } from "../lib/site-build";
import type { BenchRow, BenchSection } from "./report";
import { benchSite } from "./site";
import { PAGE_CACHE_HEADER, sharedCacheable } from "../../src/server/http/page-cache";

/** The prerendered page: a long-form content page, the most common kind. */
const PAGE = "/us/en/faqs";
const NGINX = "/usr/sbin/nginx";

function ensureNginx(): string | null {
  if (existsSync(NGINX)) return null;
  console.error("  [static] nginx is missing: apt-get install -y nginx");
  const update = spawnSync("apt-get", ["update"], { stdio: "inherit" });
  const install =
    update.status === 0
      ? spawnSync("apt-get", ["install", "-y", "nginx"], {
          stdio: "inherit",
          env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
        })
      : update;
  return existsSync(NGINX) ? null : `nginx could not be installed (apt-get ended with ${install.status})`;
}

async function requestsPerSecond(
  url: string,
): Promise<{ rps: number; errors: number; non2xx: number; encoding: string }> {
  const connections = Number(process.env.BENCH_STATIC_CONNECTIONS ?? 10);
  const duration = Number(process.env.BENCH_STATIC_SECONDS ?? 5);
  const headers = { "accept-encoding": "gzip" };
  await autocannon({ url, connections, duration: 1, headers });
  const result = await autocannon({ url, connections, duration, headers });
  const encoding = (await fetch(url, { headers })).headers.get("content-encoding") ?? "identity";
  return { rps: result.requests.average, errors: result.errors + result.timeouts, non2xx: result.non2xx, encoding };
}

export function staticSection(): BenchSection {
  return {
    name: "static pages vs nginx",
    run: async () => {
      const site = await benchSite();
      const rows: BenchRow[] = [];
      const file = path.join(site.distDir, "server/app", `${PAGE}.html`);
      const pageResponse = await fetch(`${site.base}${PAGE}`);
      const pageHtml = await pageResponse.text();

      // Cache headers first (they need no load).
      const pageCache = pageResponse.headers.get("cache-control");
      // How stale a CDN may serve it: its lifetime plus its stale window (decision 251).
      const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(pageCache ?? "")?.[1] ?? Infinity);
      const staleBound = seconds("s-maxage") + seconds("stale-while-revalidate");
      rows.push({
        measure: `cache headers, static page ${PAGE}`,
        value: `${pageCache ?? "none"} (a change is visible behind a CDN within ${staleBound} s)`,
        goal: "a CDN may keep it; a change shows within 60 s",
        verdict: sharedCacheable(pageCache) && staleBound <= 60 ? "PASS" : "FAIL",
      });
      const asset = scriptSources(pageHtml).find((src) => src.startsWith("/_next/static/"));
      if (asset) {
        const assetCache = (await fetch(`${site.base}${asset}`)).headers.get("cache-control");
        const immutable = sharedCacheable(assetCache) && /immutable/.test(assetCache ?? "");
        rows.push({
          measure: "cache headers, /_next/static asset",
          value: assetCache ?? "none",
          goal: "a CDN may keep it, immutable",
          verdict: immutable ? "PASS" : "FAIL",
        });
      } else {
        rows.push({
          measure: "cache headers, /_next/static asset",
          value: "no script on the page",
          goal: "a CDN may keep it",
          verdict: "SKIP",
        });
      }

      if (!existsSync(file))
        return [
          ...rows,
          { measure: "requests per second", value: `${file} is not prerendered`, goal: "measured", verdict: "SKIP" },
        ];
      const site_ = await requestsPerSecond(`${site.base}${PAGE}`);
      // Whether the answers came from the page cache in front of Next (decision 188) or from Next itself.
      const cached =
        (await fetch(`${site.base}${PAGE}`, { headers: { "accept-encoding": "gzip" } })).headers.get(
          PAGE_CACHE_HEADER,
        ) === "hit";
      rows.push({
        measure: `npm start, ${PAGE}`,
        value: `${Math.round(site_.rps)} req/s, ${site_.encoding}, ${cached ? "from the page cache" : "from Next"} (errors ${site_.errors}, non-2xx ${site_.non2xx})`,
        goal: "",
        verdict: "INFO",
      });

      const missing = ensureNginx();
      if (missing) return [...rows, { measure: "nginx, same file", value: missing, goal: "measured", verdict: "SKIP" }];
      const dir = mkdtempSync(path.join(tmpdir(), "aurum-bench-nginx-"));
      writeFileSync(path.join(dir, "index.html"), readFileSync(file));
      // nginx's workers run as an unprivileged user: they must be able to read the folder.
      chmodSync(dir, 0o755);
      chmodSync(path.join(dir, "index.html"), 0o644);
      const port = await freePort();
      writeFileSync(
        path.join(dir, "nginx.conf"),
        `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  default_type text/html;
  sendfile on;
  keepalive_requests 100000;
  gzip on;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location / { try_files /index.html =404; }
  }
}
`,
      );
      const nginx = run(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir], process.env);
      try {
        await waitForServer(`http://127.0.0.1:${port}/`, nginx, 10_000);
        const reference = await requestsPerSecond(`http://127.0.0.1:${port}${PAGE}`);
        rows.push({
          measure: "nginx, the same file",
          value: `${Math.round(reference.rps)} req/s, ${reference.encoding} (errors ${reference.errors}, non-2xx ${reference.non2xx})`,
          goal: "",
          verdict: "INFO",
        });
        const ratio = site_.rps / reference.rps;
        const clean = site_.errors + site_.non2xx === 0;
        rows.push({
          measure: "npm start / nginx",
          value: `${(ratio * 100).toFixed(0)} %${clean ? "" : ", with errors"}`,
          goal: "≥ 50 %",
          verdict: ratio >= 0.5 && clean ? "PASS" : "FAIL",
        });
      } finally {
        stopGroup(nginx, "SIGQUIT");
        await waitForExit(nginx);
        rmSync(dir, { recursive: true, force: true });
      }
      return rows;
    },
  };
}
