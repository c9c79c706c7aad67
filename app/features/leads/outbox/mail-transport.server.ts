// Where outbox e-mails go: an SMTP server (SMTP_URL) through nodemailer, or, with none configured,
// .eml files under DATA_DIR/mail/ that any mail client opens.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { OutboxMessage } from "./outbox-store.server.ts";

export type Sender = { name: string; email: string };

export type MailTransport = {
  kind: "smtp" | "file";
  /** Where messages go, for the log: the SMTP host or the mail directory. */
  destination: string;
  send: (message: OutboxMessage, sender: Sender) => Promise<void>;
  close: () => void;
};

function mailOptions(message: OutboxMessage, sender: Sender): Mail.Options {
  const domain = sender.email.split("@")[1] ?? "localhost";
  return {
    from: { name: sender.name, address: sender.email },
    to: message.recipient,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.textBody,
    html: message.htmlBody,
    headers: message.headers,
    // The same id on every attempt: a receiver that got a message before a crash can tell it again.
    messageId: `<outbox-${message.id}-${message.createdAt.getTime()}@${domain}>`,
    date: message.createdAt,
    attachments: message.attachments.map((attachment) => ({
      filename: attachment.filename,
      path: attachment.storedPath,
      contentType: attachment.contentType,
      // A visitor's file is never shown inline by the mail client: it is only offered for download.
      contentDisposition: "attachment" as const,
    })),
    // Only files the outbox names are attached; no URL or data the message carries is fetched.
    disableUrlAccess: true,
  };
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  const host = URL.canParse(smtpUrl) ? new URL(smtpUrl).host : "smtp";
  return {
    kind: "smtp",
    destination: host,
    async send(message, sender) {
      await transporter.sendMail(mailOptions(message, sender));
    },
    close: () => transporter.close(),
  };
}

export function fileTransport(mailDir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "crlf" });
  return {
    kind: "file",
    destination: mailDir,
    async send(message, sender) {
      const info = await transporter.sendMail(mailOptions(message, sender));
      await mkdir(mailDir, { recursive: true });
      const stamp = message.createdAt.toISOString().replace(/[:.]/g, "-");
      await writeFile(path.join(mailDir, `${stamp}-${message.id}.eml`), info.message);
    },
    close: () => transporter.close(),
  };
}
