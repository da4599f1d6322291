import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  text: string;
  html: string;
}

function decodePart(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? "").toLowerCase();
  if (enc === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (enc === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** The text/plain and text/html parts of a (multipart) message, decoded. Enough for the mails we send. */
export function parseMail(raw: string): { subject: string; text: string; html: string } {
  const header = raw.split(/\r?\n\r?\n/)[0] ?? "";
  const subjectLine = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(header)?.[1] ?? "";
  const subject = subjectLine
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodePart(data.replace(/_/g, " "), "quoted-printable"),
    )
    .trim();
  const parts: Record<string, string> = {};
  for (const match of raw.matchAll(
    /Content-Type: (text\/(?:plain|html))[^\r\n]*(?:\r?\n[^\r\n]+)*?\r?\nContent-Transfer-Encoding: ([\w-]+)\r?\n\r?\n([\s\S]*?)(?=\r?\n--|$)/gi,
  )) {
    parts[match[1]!.toLowerCase()] = decodePart(match[3]!, match[2]);
  }
  return { subject, text: parts["text/plain"] ?? "", html: parts["text/html"] ?? "" };
}

/** A real SMTP server on a local port, collecting what it receives (docs/product/stack-and-boundaries.md: real SMTP in mail tests). */
/** `refuse(address)` returns the server's answer for a recipient it refuses (550), or null to accept. */
export async function startSmtpTestServer(port = 0, options: { refuse?: (address: string) => string | null } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      const error = Object.assign(new Error(refusal), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, ...parseMail(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    to: (address: string) => received.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
