// A real SMTP server on loopback for the outbox tests (smtp-server package): it records every message it
// accepts, and can be stopped and started again on the same port to play a mail server that is down.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type SmtpPeer = {
  url: string;
  port: number;
  received: ReceivedMail[];
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
};

function createServer(received: ReceivedMail[]): SMTPServer {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  // A client that dies mid-session (a worker killed on purpose by a test) resets its connection, which the
  // server reports as an error event: that is the client's end, not the peer's, and the peer keeps serving.
  server.on("error", () => {});
  return server;
}

function listen(server: SMTPServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const address: AddressInfo | string | null = server.server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  let server = createServer(received);
  const port = await listen(server, 0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = createServer(received);
      await listen(server, port);
    },
  };
}

/** Waits until `condition` holds, polling; fails after `timeoutMs`. */
export async function eventually(
  condition: () => boolean | Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("The condition did not hold in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The message with quoted-printable soft breaks and folded header lines joined, bytes decoded. */
export function unfoldMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "").replace(/\r?\n(?=[ \t]<)/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = /^=([0-9A-F]{2})/.exec(joined.slice(i, i + 3));
    if (hex?.[1]) {
      bytes.push(parseInt(hex[1], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined.charAt(i), "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}
