// Structured logs (ADR 0020): one JSON object a line on stdout (pino), with the process id, the request id
// of the request being answered (carried through its async work), and personal data masked
// (personal-data-mask.ts). The site's own lines go through `console`, which is pointed here at start, so
// code that logs needs no logger of its own and tests keep reading plain lines.
import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import pino, { type Logger } from "pino";
import { maskRecord } from "./personal-data-mask.ts";

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` with `requestId` on every line it logs. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

/**
 * What the app server logs through: given by server/main.ts, so the server build (a bundle of its own)
 * shares the one logger and request scope of the process.
 */
export type Logging = { logger: Logger; withRequestId: typeof withRequestId };

export function createLogger(level: string): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
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
    // One write a line: worker processes share stdout, and a killed worker loses no buffered line.
    pino.destination({ dest: 1, sync: true }),
  );
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
