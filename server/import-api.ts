// The import API over HTTP (/api/v1/, ADR 0018). Outside the visitor pages: after the request gate, but
// no page cache, no cookies, no router; JSON in and out. Here: the key (Authorization header only), the
// rate limit, the body's size, type and syntax, the call log. The operations are in
// app/features/import/api-routes.server.ts.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Database } from "../app/db/client.server.ts";
import { apiCallLog } from "../app/db/schema/imports.ts";
import { authenticateApiKey } from "../app/features/import/api-keys.server.ts";
import {
  type ApiAnswer,
  bodyLimitFor,
  handleApiCall,
  isPublicOperation,
} from "../app/features/import/api-routes.server.ts";
import { type Problem, problem } from "../app/features/import/problem.ts";
import { counterKey, takeToken } from "../app/db/rate-limits.server.ts";
import {
  handleEstateEvent,
  type SweepBrightConnector,
} from "../app/features/import/sweepbright/estate-webhook.server.ts";
import { sameSecret } from "../app/features/import/sweepbright/webhook-secret.server.ts";

export const API_PREFIX = "/api/v1";

export type ImportApiContext = {
  db: Database;
  /** Calls per second and burst per API key (and per address without one), shared by every app server. */
  rateLimit: { perSecond: number; burst: number };
  clientAddress: (req: IncomingMessage) => string;
  onFetchesQueued?: () => void;
  /**
   * Called before the answer of a call that wrote public content goes out. The database's notification
   * empties every server's page cache too, but it reaches this server's listener on its own connection,
   * possibly after the integration already has its answer and asks for the page.
   */
  onPublicContentChanged?: () => void;
  /** The SweepBright connector (ADR 0025), when its settings are given; without them its webhook is a 404. */
  sweepBright?: (SweepBrightConnector & { webhookSecret: string }) | undefined;
};

/** Where SweepBright posts its estate events, below /api/v1. */
export const SWEEPBRIGHT_WEBHOOK_PATH = "/connectors/sweepbright/webhook";
/** A webhook body names an event and an estate: small. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

class BodyProblem extends Error {
  readonly problem: Problem;
  constructor(body: Problem) {
    super(body.title);
    this.problem = body;
  }
}

/** The body as JSON, read up to `limit` bytes; anything else is a BodyProblem (a 4xx). */
async function jsonBody(req: IncomingMessage, limit: number): Promise<unknown> {
  const type = (req.headers["content-type"] ?? "").split(";", 1)[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new BodyProblem(problem("unsupported-media-type", 415, "Send Content-Type: application/json"));
  }
  const tooLarge = () => new BodyProblem(problem("body-too-large", 413, `At most ${limit} bytes`));
  if (Number(req.headers["content-length"] ?? 0) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) throw tooLarge();
    chunks.push(buffer);
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new BodyProblem(problem("not-json", 400, "The body is not UTF-8"));
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BodyProblem(problem("not-json", 400, error instanceof Error ? error.message : "Not JSON"));
  }
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  answer: ApiAnswer,
  headers: Record<string, string> = {},
) {
  const isProblem = answer.status >= 400;
  const body = Buffer.from(JSON.stringify(answer.body));
  // The body is not read on an early refusal: close the connection rather than parse what follows.
  const unread = !req.readableEnded && req.method === "POST";
  res.writeHead(answer.status, {
    "Content-Type": isProblem ? "application/problem+json" : "application/json; charset=utf-8",
    "Content-Length": String(body.length),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    ...(unread ? { Connection: "close" } : {}),
    ...headers,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

function bearerKey(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer ([\x21-\x7e]{1,200})$/.exec(header) : null;
  return match?.[1];
}

/** The calls allowed now to `key`, or the 429 answer and its Retry-After. */
async function rateLimited(
  ctx: ImportApiContext,
  key: string,
): Promise<{ answer: ApiAnswer; headers: Record<string, string> } | null> {
  const wait = await takeToken(ctx.db, key, ctx.rateLimit, Date.now());
  if (wait <= 0) return null;
  return {
    headers: { "Retry-After": String(wait) },
    answer: { status: 429, body: problem("rate-limited", 429, `Try again in ${wait} s`), references: [] },
  };
}

/**
 * SweepBright's webhook: it signs nothing (ADR 0025), so the URL configured in SweepBright carries a secret
 * of the site's own (`?secret=`), compared in constant time; the estate itself is then fetched from
 * SweepBright with the site's credentials, never read from the webhook's body.
 */
async function serveSweepBrightWebhook(
  req: IncomingMessage,
  ctx: ImportApiContext,
  method: string,
): Promise<{ answer: ApiAnswer; headers: Record<string, string> }> {
  const connector = ctx.sweepBright;
  if (!connector) {
    return {
      answer: { status: 404, body: problem("not-found", 404, "No such operation"), references: [] },
      headers: {},
    };
  }
  if (method !== "POST") {
    const body = problem("method-not-allowed", 405, `${method} is not allowed here`);
    return { answer: { status: 405, body, references: [] }, headers: { Allow: "POST" } };
  }
  const presented = URL.parse(req.url ?? "", "http://webhook.invalid")?.searchParams.get("secret") ?? "";
  const trusted = sameSecret(presented, connector.webhookSecret);
  const limited = await rateLimited(
    ctx,
    trusted ? counterKey("crm-webhook", "sweepbright") : counterKey("api-address", ctx.clientAddress(req)),
  );
  if (limited) return limited;
  if (!trusted) {
    const body = problem("forbidden", 403, "The webhook's secret is missing or wrong");
    return { answer: { status: 403, body, references: [] }, headers: {} };
  }
  const body = await jsonBody(req, WEBHOOK_BODY_LIMIT);
  const answer = await handleEstateEvent({
    db: ctx.db,
    connector,
    body,
    ...(ctx.onFetchesQueued ? { onFetchesQueued: ctx.onFetchesQueued } : {}),
  });
  return { answer, headers: {} };
}

/** Answers a request under /api/ (the caller checks the prefix). Never throws for any input. */
export async function serveImportApi(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  ctx: ImportApiContext,
): Promise<void> {
  const started = performance.now();
  const method = req.method ?? "GET";
  const path = pathname.startsWith(`${API_PREFIX}/`) ? pathname.slice(API_PREFIX.length) : "";
  let apiKeyId: number | null = null;
  let answer: ApiAnswer;
  let headers: Record<string, string> = {};
  try {
    if (path === "") {
      answer = {
        status: 404,
        body: problem("not-found", 404, "The API lives under /api/v1/"),
        references: [],
      };
    } else if (isPublicOperation(method, path)) {
      answer = await handleApiCall({ method, path, body: undefined, db: ctx.db });
    } else if (path === SWEEPBRIGHT_WEBHOOK_PATH) {
      ({ answer, headers } = await serveSweepBrightWebhook(req, ctx, method));
    } else {
      apiKeyId = await authenticateApiKey(ctx.db, bearerKey(req));
      const limited = await rateLimited(
        ctx,
        apiKeyId === null
          ? counterKey("api-address", ctx.clientAddress(req))
          : counterKey("api-key", String(apiKeyId)),
      );
      if (limited) {
        ({ answer, headers } = limited);
      } else if (apiKeyId === null) {
        headers = { "WWW-Authenticate": 'Bearer realm="import"' };
        answer = {
          status: 401,
          body: problem(
            "unauthorized",
            401,
            "Send Authorization: Bearer <key>; the key is missing, wrong or revoked",
          ),
          references: [],
        };
      } else {
        const body = method === "POST" ? await jsonBody(req, bodyLimitFor(path)) : undefined;
        answer = await handleApiCall({
          method,
          path,
          body,
          db: ctx.db,
          ...(ctx.onFetchesQueued ? { onFetchesQueued: ctx.onFetchesQueued } : {}),
        });
      }
    }
  } catch (error) {
    if (!(error instanceof BodyProblem)) throw error;
    answer = { status: error.problem.status, body: error.problem, references: [] };
  }
  await ctx.db.insert(apiCallLog).values({
    apiKeyId,
    clientAddress: ctx.clientAddress(req),
    method,
    path: pathname.slice(0, 500),
    status: answer.status,
    references: answer.references.slice(0, 500),
    durationMs: Math.round(performance.now() - started),
  });
  if (answer.changedPublicContent) ctx.onPublicContentChanged?.();
  send(req, res, answer, headers);
}
