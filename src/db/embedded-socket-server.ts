/**
 * The embedded database's wire-protocol server (decision 090).
 *
 * PGlite is one backend session. pglite-socket 0.2.17 (the newest release) queues single protocol messages
 * from all connections and keeps one connection's messages together only while an explicit transaction is
 * open, so the Parse/Bind/Execute/Sync of two connections interleave: one connection binds the other's
 * unnamed statement (wrong rows or `unnamed prepared statement does not exist`), an error makes the backend
 * skip another connection's messages up to its Sync (a request that never answers), and one failed message
 * stops its queue for good (stuck connections). Upstream: electric-sql/pglite issue 1046, PR 977, both open.
 *
 * This server gives the session to one connection at a time, from its first message until the backend is
 * back at ReadyForQuery with status idle (`Z` + `I`): a whole extended-protocol batch or a whole transaction
 * runs without any other connection's messages in between. Waiting connections are served first come,
 * first served. A connection that holds the session without sending anything for `holdTimeoutMs` (an
 * abandoned transaction) is closed and its transaction rolled back, so it cannot block the others for ever.
 */
import { createServer, type Server, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { dbLog } from "./db-log";

const SSL_REQUEST_CODE = 80877103;
const CANCEL_REQUEST_CODE = 80877102;
const PROTOCOL_3 = 196608;
/** A Sync message: ends an extended-protocol batch left half-sent by a connection that went away. */
const SYNC = Uint8Array.from([0x53, 0, 0, 0, 4]);

export interface SessionServerOptions {
  db: PGlite;
  host?: string;
  /** 0 = any free port. */
  port: number;
  maxConnections?: number;
  /** How long a connection may hold the session while sending nothing (idle in a transaction). */
  holdTimeoutMs?: number;
}

/** First come, first served ownership of the one backend session. */
class SessionLock {
  private holder: Connection | null = null;
  private readonly waiting: { conn: Connection; grant: () => void }[] = [];

  isHeldBy(conn: Connection): boolean {
    return this.holder === conn;
  }

  acquire(conn: Connection): Promise<void> {
    if (this.holder === conn) return Promise.resolve();
    if (!this.holder) {
      this.holder = conn;
      return Promise.resolve();
    }
    return new Promise((grant) => this.waiting.push({ conn, grant }));
  }

  release(conn: Connection): void {
    if (this.holder !== conn) return;
    const next = this.waiting.shift();
    this.holder = next?.conn ?? null;
    next?.grant();
  }

  /** A connection that closes while waiting leaves the line (its wait ends without the session). */
  forget(conn: Connection): void {
    const i = this.waiting.findIndex((w) => w.conn === conn);
    if (i >= 0) this.waiting.splice(i, 1)[0]!.grant();
  }

  get queued(): number {
    return this.waiting.length;
  }
}

class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly messages: Buffer[] = [];
  private pumping: Promise<void> | null = null;
  private started = false;
  private closed = false;
  /** Status byte of the last ReadyForQuery sent to this connection ("I" idle, "T" in transaction, "E" failed). */
  private status: "I" | "T" | "E" = "I";
  /** True between a message and the ReadyForQuery that ends its batch. */
  private midBatch = false;
  private holdTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly socket: Socket,
    private readonly db: PGlite,
    private readonly lock: SessionLock,
    private readonly holdTimeoutMs: number,
    private readonly onGone: (conn: Connection) => void,
  ) {
    socket.setNoDelay(true);
    socket.on("data", (data) => this.receive(data));
    socket.on("error", () => this.close());
    socket.on("close", () => this.close());
  }

  private receive(data: Buffer): void {
    if (this.closed) return;
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, data]) : data;
    for (;;) {
      if (!this.started) {
        if (this.buffer.length < 8) break;
        const length = this.buffer.readInt32BE(0);
        const code = this.buffer.readInt32BE(4);
        if (this.buffer.length < length) break;
        const message = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        if (code === SSL_REQUEST_CODE) {
          this.socket.write("N");
        } else if (code === CANCEL_REQUEST_CODE) {
          // PGlite has no backend process to signal: nothing to cancel.
          this.socket.end();
          return;
        } else if (code === PROTOCOL_3) {
          this.started = true;
          this.messages.push(Buffer.from(message));
        } else {
          this.socket.destroy();
          return;
        }
        continue;
      }
      if (this.buffer.length < 5) break;
      const length = 1 + this.buffer.readInt32BE(1);
      if (this.buffer.length < length) break;
      const message = Buffer.from(this.buffer.subarray(0, length));
      this.buffer = this.buffer.subarray(length);
      if (message[0] === 0x58 /* Terminate */) {
        this.socket.end();
        return;
      }
      this.messages.push(message);
    }
    if (this.messages.length) this.pump();
  }

  private pump(): void {
    this.pumping ??= this.run().finally(() => {
      this.pumping = null;
      if (this.messages.length && !this.closed) this.pump();
    });
  }

  private async run(): Promise<void> {
    while (this.messages.length && !this.closed) {
      this.stopHoldTimer();
      await this.lock.acquire(this);
      if (this.closed) break;
      const message = this.messages.shift()!;
      const output = await this.execute(message);
      if (!this.closed && output.length) this.socket.write(output);
      this.midBatch = true;
      const ready = lastReadyStatus(output);
      if (ready) {
        this.status = ready;
        this.midBatch = false;
      }
      if (!this.midBatch && this.status === "I") {
        // Between batches: let the next connection in (it may have waited while this one had more queued).
        this.lock.release(this);
      }
    }
    if (this.lock.isHeldBy(this) && !this.closed) this.startHoldTimer();
  }

  private async execute(message: Uint8Array): Promise<Buffer> {
    const chunks: Uint8Array[] = [];
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(message, { onRawData: (data) => chunks.push(Uint8Array.from(data)) }),
      );
    } catch (error) {
      // The backend threw instead of answering: tell the client, end the batch, keep the session usable.
      chunks.push(errorResponse(error instanceof Error ? error.message : String(error)));
      if (this.midBatch || message[0] !== 0x51 /* Query */) {
        chunks.push(...(await this.rawQuietly(SYNC)));
      } else {
        chunks.push(readyForQuery(this.db.isInTransaction() ? "T" : "I"));
      }
    }
    return Buffer.concat(chunks);
  }

  private async rawQuietly(message: Uint8Array): Promise<Uint8Array[]> {
    const chunks: Uint8Array[] = [];
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(message, { onRawData: (data) => chunks.push(Uint8Array.from(data)) }),
      );
    } catch {
      chunks.length = 0;
    }
    return chunks;
  }

  private startHoldTimer(): void {
    if (this.holdTimeoutMs <= 0) return;
    this.holdTimer = setTimeout(() => {
      dbLog.warn(
        { holdTimeoutMs: this.holdTimeoutMs },
        "a connection held the embedded database without sending anything; closing it",
      );
      this.socket.destroy();
      void this.close();
    }, this.holdTimeoutMs);
    this.holdTimer.unref();
  }

  private stopHoldTimer(): void {
    if (this.holdTimer) clearTimeout(this.holdTimer);
    this.holdTimer = null;
  }

  /** Leave the session as a fresh connection would find it, then hand it on. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopHoldTimer();
    this.messages.length = 0;
    this.lock.forget(this);
    await this.pumping;
    if (this.lock.isHeldBy(this)) {
      if (this.midBatch) await this.rawQuietly(SYNC);
      if (this.status !== "I" || this.db.isInTransaction()) {
        try {
          await this.db.exec("ROLLBACK");
        } catch {
          // Nothing more to undo.
        }
      }
      this.lock.release(this);
    }
    this.onGone(this);
  }
}

/** Status of the last ReadyForQuery ('Z') message in a run of backend messages, if any. */
function lastReadyStatus(output: Buffer): "I" | "T" | "E" | null {
  let status: "I" | "T" | "E" | null = null;
  let offset = 0;
  while (offset + 5 <= output.length) {
    const type = output[offset];
    const length = output.readInt32BE(offset + 1);
    if (type === 0x5a && length === 5 && offset + 6 <= output.length) {
      status = String.fromCharCode(output[offset + 5]!) as "I" | "T" | "E";
    }
    offset += 1 + length;
  }
  return status;
}

function errorResponse(message: string): Buffer {
  const fields = Buffer.concat([
    Buffer.from("SERROR\0"),
    Buffer.from("CXX000\0"),
    Buffer.from(`M${message.replace(/\0/g, "")}\0`),
    Buffer.from("\0"),
  ]);
  const head = Buffer.alloc(5);
  head.write("E", 0);
  head.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([head, fields]);
}

function readyForQuery(status: "I" | "T" | "E"): Buffer {
  return Buffer.from([0x5a, 0, 0, 0, 5, status.charCodeAt(0)]);
}

export class SessionSocketServer {
  private server: Server | null = null;
  private readonly lock = new SessionLock();
  private readonly connections = new Set<Connection>();
  private readonly sockets = new Set<Socket>();
  private host: string;
  private port: number;

  constructor(private readonly options: SessionServerOptions) {
    this.host = options.host ?? "127.0.0.1";
    this.port = options.port;
  }

  async start(): Promise<void> {
    await this.options.db.waitReady;
    const max = this.options.maxConnections ?? 200;
    this.server = createServer((socket) => {
      if (this.connections.size >= max) {
        socket.destroy();
        return;
      }
      this.sockets.add(socket);
      socket.on("close", () => this.sockets.delete(socket));
      const conn = new Connection(socket, this.options.db, this.lock, this.options.holdTimeoutMs ?? 30_000, (c) =>
        this.connections.delete(c),
      );
      this.connections.add(conn);
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(this.port, this.host, () => {
        const address = this.server!.address();
        if (address && typeof address === "object") this.port = address.port;
        resolve();
      });
    });
  }

  address(): string {
    return `${this.host}:${this.port}`;
  }

  stats(): { connections: number; waiting: number } {
    return { connections: this.connections.size, waiting: this.lock.queued };
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await Promise.all([...this.connections].map((c) => c.close()));
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
