/**
 * A TCP relay that can be cut (the cluster test, decision 255): the instances reach PostgreSQL through it, so the
 * test can make the database unreachable for them without stopping the machine's shared PostgreSQL. Cut: every
 * relayed connection is destroyed and new ones are closed as they arrive (the client sees a reset at once, as
 * with a database that went away); restored: connections are relayed again.
 */
import { createServer, Socket, type Server } from "node:net";

export interface TcpProxy {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(options: {
  port: number;
  targetHost: string;
  targetPort: number;
}): Promise<TcpProxy> {
  let cut = false;
  const open = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = new Socket();
    open.add(client);
    open.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
    upstream.connect(options.targetPort, options.targetHost, () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : options.port,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
