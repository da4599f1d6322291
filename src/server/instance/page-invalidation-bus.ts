/**
 * Shared invalidation (issue 43, decision 250): a revalidation Next applies on one instance (its page store's
 * `revalidateTag`, announced by cache-clock.mjs) is sent to every other instance with PostgreSQL's NOTIFY on one
 * channel; each instance LISTENs and applies the same tags to its own page store and page cache. PostgreSQL is
 * already there; no other server is needed.
 *
 * - A notification carries the sender's id (its own echo is ignored), the tags, Next's durations and when it was
 *   sent (the delay is measured). It is at most 8,000 bytes (PostgreSQL's limit): a longer list of tags is sent as
 *   the root layout's tag, which every page carries (forget everything).
 * - Sending uses a connection of its own, retried for about two seconds: the change it announces is committed.
 * - The listening connection is watched: when it drops, it is opened again (backing off to 5 s), and because
 *   notifications sent meanwhile are lost, the instance forgets every page once it listens again.
 * - The embedded database (PGlite) serves one instance by design (decision 090): its one session cannot route a
 *   notification to another connection, and nothing needs it. The bus sees PGlite in `version()` and stays idle.
 *
 * No server-only guard: the server wrapper (scripts/serve.ts) runs it.
 */
import { randomUUID } from "node:crypto";
import { Client, Pool } from "pg";
import { z } from "zod";
import type { Revalidation } from "@/server/http/cache-clock.mjs";

export const INVALIDATION_CHANNEL = "aurum_page_invalidation";
/** The tag of the root layout: every page carries it, so expiring it forgets every page (revalidatePath("/", "layout")). */
export const EVERY_PAGE_TAG = "_N_T_/layout";
const MAX_PAYLOAD_BYTES = 7_900;

const message = z.object({
  from: z.string().max(64),
  sentAt: z.number().finite(),
  tags: z.array(z.string().max(2_048)).min(1).max(512),
  durations: z.object({ expire: z.number().finite().optional() }).optional(),
});
type Message = z.infer<typeof message>;

export interface BusLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface PageInvalidationBusOptions {
  databaseUrl: string;
  /** Applies another instance's revalidation here (next-cache-handler.mjs's applyRevalidation). */
  apply: (revalidation: Revalidation) => Promise<void>;
  /** Hears this instance's own revalidations (cache-clock.mjs's onRevalidation); returns the unsubscribe. */
  subscribe: (listener: (revalidation: Revalidation) => void) => () => void;
  log: BusLog;
  channel?: string;
  instanceId?: string;
  /** Each received revalidation, with its delay in milliseconds (metrics, tests). */
  onReceived?: (revalidation: Revalidation, delayMs: number) => void;
  onSent?: (revalidation: Revalidation) => void;
  maxReconnectDelayMs?: number;
  /** How long the start waits for the first connection (10 s); the bus keeps trying after it. */
  firstListenTimeoutMs?: number;
}

export interface PageInvalidationBus {
  /** `postgres`: listening across instances; `embedded`: PGlite, one instance, nothing to share. */
  readonly mode: "postgres" | "embedded";
  readonly instanceId: string;
  /** True while revalidations reach this instance (always on the embedded database). */
  listening(): boolean;
  /** Sends a revalidation to the other instances (the bus calls it for every local one); resolves when sent. */
  publish(revalidation: Revalidation): Promise<void>;
  stop(): Promise<void>;
}

/** The payload for a revalidation: the tags as they are, or "every page" when they do not fit. */
export function payloadFor(from: string, revalidation: Revalidation, sentAt = Date.now()): string {
  const full: Message = { from, sentAt, tags: revalidation.tags, durations: revalidation.durations };
  const text = JSON.stringify(full);
  if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES && revalidation.tags.length <= 512) return text;
  return JSON.stringify({ from, sentAt, tags: [EVERY_PAGE_TAG] } satisfies Message);
}

/** A notification's payload as a message, or null when it is not one of ours. */
export function parsePayload(payload: string | undefined): Message | null {
  if (!payload) return null;
  try {
    const parsed = message.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startPageInvalidationBus(options: PageInvalidationBusOptions): Promise<PageInvalidationBus> {
  const channel = options.channel ?? INVALIDATION_CHANNEL;
  const instanceId = options.instanceId ?? randomUUID();
  const { log } = options;

  let stopped = false;
  let mode = "unknown" as "postgres" | "embedded" | "unknown";
  const embedded = () => mode === "embedded";
  let listener: Client | null = null;
  let connected = false;
  const sender = new Pool({
    connectionString: options.databaseUrl,
    max: 1,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  sender.on("error", () => {}); // an idle sender connection lost: the next publish opens another

  const receive = (payload: string | undefined) => {
    const parsed = parsePayload(payload);
    if (!parsed || parsed.from === instanceId) return;
    const revalidation: Revalidation = { tags: parsed.tags, durations: parsed.durations };
    void options.apply(revalidation).then(
      () => options.onReceived?.(revalidation, Math.max(0, Date.now() - parsed.sentAt)),
      (error: unknown) => log.warn({ err: String(error) }, "page invalidation: applying a revalidation failed"),
    );
  };

  let reconnectDelay = 250;
  const maxReconnectDelay = options.maxReconnectDelayMs ?? 5_000;
  let everConnected = false;

  /**
   * Connects and listens, again and again while the connection drops. A database that does not answer at start
   * (busy, restarting) is tried again the same way: the instance serves meanwhile, and `/readyz` says it does not
   * hear the others yet.
   */
  async function listen(): Promise<void> {
    while (!stopped) {
      const client = new Client({
        connectionString: options.databaseUrl,
        connectionTimeoutMillis: 5_000,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
      });
      try {
        client.on("notification", (notification) => {
          if (notification.channel === channel) receive(notification.payload);
        });
        const lost = new Promise<void>((resolve) => {
          client.once("error", () => resolve());
          client.once("end", () => resolve());
        });
        await client.connect();
        if (mode === "unknown") {
          const version = String((await client.query<{ version: string }>("select version()")).rows[0]?.version ?? "");
          mode = /PGlite/i.test(version) ? "embedded" : "postgres";
          if (mode === "embedded") {
            log.info({ instanceId }, "page invalidation: embedded database, one instance, nothing to share");
            return;
          }
        }
        await client.query(`LISTEN ${channel}`);
        listener = client;
        connected = true;
        reconnectDelay = 250;
        if (everConnected) {
          // Revalidations sent while this instance was not listening are lost: forget every page once.
          log.warn({ instanceId }, "page invalidation: listening again; forgetting every page once");
          await options.apply({ tags: [EVERY_PAGE_TAG] }).catch(() => {});
        } else {
          log.info({ instanceId, channel }, "page invalidation: listening");
        }
        everConnected = true;
        await lost;
      } catch (error) {
        if (!stopped) log.warn({ err: String(error) }, "page invalidation: cannot listen; trying again");
      } finally {
        connected = false;
        listener = null;
        client.removeAllListeners("notification");
        client.on("error", () => {});
        await client.end().catch(() => {});
      }
      if (stopped) return;
      await wait(reconnectDelay);
      reconnectDelay = Math.min(reconnectDelay * 2, maxReconnectDelay);
    }
  }

  const loop = listen();
  // The first connection is awaited (at most ten seconds), so a new instance normally listens before it serves.
  const deadline = Date.now() + (options.firstListenTimeoutMs ?? 10_000);
  while (!connected && !embedded() && Date.now() < deadline) await wait(10);

  async function publish(revalidation: Revalidation): Promise<void> {
    if (embedded()) return;
    const payload = payloadFor(instanceId, revalidation);
    for (let attempt = 1; ; attempt++) {
      try {
        await sender.query("select pg_notify($1, $2)", [channel, payload]);
        options.onSent?.(revalidation);
        return;
      } catch (error) {
        if (attempt >= 5 || stopped) {
          log.warn(
            { err: String(error), tags: revalidation.tags },
            "page invalidation: could not tell the other instances",
          );
          return;
        }
        await wait(100 * 2 ** attempt);
      }
    }
  }

  const unsubscribe = options.subscribe((revalidation) => void publish(revalidation));

  return {
    get mode() {
      return embedded() ? "embedded" : "postgres";
    },
    instanceId,
    listening: () => connected || embedded(),
    publish,
    async stop() {
      stopped = true;
      unsubscribe();
      await (listener as Client | null)?.end().catch(() => {});
      await loop;
      await sender.end().catch(() => {});
    },
  };
}
