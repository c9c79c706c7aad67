// Structured logs (ADR 0020): one JSON object a line on stdout (pino), with the process id (and the app
// thread's number when the process runs several, ADR 0040), the request id of the request being answered (carried through its async work), and personal data masked
// (personal-data-mask.ts). The site's own lines go through `console`, which is pointed here at start, so
// code that logs needs no logger of its own and tests keep reading plain lines.
import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";
import { maskEmails, maskRecord } from "./personal-data-mask.ts";

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` with `requestId` on every line it logs. */
function withRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

/** The line written for every answer: what was asked, what was answered, how fast, to whom. */
export type AnswerLine = {
  reqId: string;
  method: string | undefined;
  path: string;
  status: number;
  ms: number;
  address: string | undefined;
};

/**
 * What the app server logs through: given by server/main.ts, so the server build (a bundle of its own)
 * shares the one logger and request scope of the process.
 */
export type Logging = {
  logger: Logger;
  withRequestId: typeof withRequestId;
  /** Logs an answer's line. */
  answered: (line: AnswerLine) => void;
};

export function createLogging(
  level: string,
  destination: DestinationStream = pino.destination({ dest: 1, sync: true }),
  /** The app thread's number, in a process that runs several (APP_THREADS): on every line. */
  thread?: number,
): Logging {
  const out = linesPerTurn(destination);
  const origin = thread === undefined ? { pid: process.pid } : { pid: process.pid, thread };
  const logger = pino(
    {
      level,
      base: origin,
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: "msg",
      mixin: () => {
        const scope = requestScope.getStore();
        return scope ? { reqId: scope.requestId } : {};
      },
      formatters: {
        level: (label) => ({ level: label }),
        log: (record) => {
          const masked = maskRecord(record);
          return typeof masked === "object" && masked !== null ? { ...masked } : {};
        },
      },
      hooks: {
        // The message text is masked too: lines are mostly sentences with values in them.
        logMethod(args, method) {
          const [first, ...rest] = args;
          if (typeof first === "string")
            return method.apply(this, [String(maskRecord(format(first, ...rest)))]);
          const [text, ...more] = rest;
          if (typeof text === "string")
            return method.apply(this, [first, String(maskRecord(format(text, ...more)))]);
          return method.apply(this, [first]);
        },
      },
    },
    out,
  );
  return {
    logger,
    withRequestId,
    // The answers' lines, one a request, are made here: their fields are known, so they skip pino's generic
    // record handling and the masking of any record, which cost as much as the rest of a cached answer's
    // own work (ADR 0035). Only the path carries text a visitor chose (the query string, which may carry a
    // token, is never logged); JSON keeps it on its one line.
    answered: (line) => {
      if (!logger.isLevelEnabled("info")) return;
      const record = {
        level: "info",
        time: new Date().toISOString(),
        ...origin,
        reqId: line.reqId,
        method: line.method,
        path: maskEmails(line.path),
        status: line.status,
        ms: line.ms,
        address: line.address,
        msg: "answered",
      };
      out.write(`${JSON.stringify(record)}\n`);
    },
  };
}

/** POSIX's atomic write to a pipe: worker processes share stdout, and no line may be cut by another's. */
const ATOMIC_WRITE_BYTES = 4096;

/**
 * The lines logged in one turn of the event loop, written together at its end in writes of whole lines
 * that each fit one atomic write. A line each was one system call each, a fifth of a cached page's
 * answer under load (ADR 0035). A process killed outright loses the lines of its last turn at most; one
 * that exits writes them first.
 */
export function linesPerTurn(out: DestinationStream): DestinationStream {
  let pending: string[] = [];
  const flush = () => {
    const lines = pending;
    pending = [];
    let chunk = "";
    let bytes = 0;
    for (const line of lines) {
      const length = Buffer.byteLength(line);
      if (chunk && bytes + length > ATOMIC_WRITE_BYTES) {
        out.write(chunk);
        chunk = "";
        bytes = 0;
      }
      chunk += line;
      bytes += length;
    }
    if (chunk) out.write(chunk);
  };
  process.once("exit", flush);
  return {
    write(line: string) {
      if (pending.length === 0) setImmediate(flush);
      pending.push(line);
    },
  };
}

/** Points console.log/info/warn/error at `logger`; an Error argument is logged as the record's `err`. */
export function routeConsoleTo(logger: Logger): void {
  const write =
    (level: "info" | "warn" | "error") =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const text = args
        .filter((arg) => arg !== error)
        .map((arg) => (typeof arg === "string" ? arg : format("%o", arg)))
        .join(" ");
      if (error) logger[level]({ err: error }, text || error.message);
      else logger[level](text);
    };
  console.log = write("info");
  console.info = write("info");
  console.warn = write("warn");
  console.error = write("error");
}
