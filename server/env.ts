// The environment, parsed once at start-up: the server fails fast with a clear message.
import { availableParallelism } from "node:os";
import path from "node:path";
import proxyaddr from "proxy-addr";
import { z } from "zod";
import { THUMBNAIL_SOURCES } from "../app/domain/video-thumbnail.ts";
import { FORM_TICKET_SETTINGS } from "../app/features/leads/guard/form-ticket.server.ts";
import { MEASUREMENT_SETTINGS } from "../app/measurement.server.ts";
import { MAP_TILE_SETTINGS } from "../app/map-tiles.server.ts";
import { HOST_SYNTAX } from "./request-gate.ts";

/** A comma-separated list in one variable; blanks dropped. */
const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** An http(s) origin (any path dropped), or `fallback` when unset or blank. */
function originSetting(fallback: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .url({ protocol: /^https?$/ })
      .default(fallback)
      .transform((url) => new URL(url).origin),
  );
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  /** The site's public origin, e.g. https://www.example.be: canonical URLs, sitemap and every e-mail link. */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** Other host names the site answers to besides PUBLIC_ORIGIN's (e.g. example.be beside www.example.be). */
  ALLOWED_HOSTS: list,
  /**
   * The proxies whose X-Forwarded-For is believed (addresses, CIDR ranges, or `loopback`, `linklocal`,
   * `uniquelocal`); without it the socket's address is the client's.
   */
  TRUST_PROXY: list.refine(compiles, "not a list of addresses, ranges or loopback/linklocal/uniquelocal"),
  /** `npm run demo`: a production build on this machine, its origin defaulting to http://localhost:PORT. */
  DEMO: z.enum(["0", "1"]).default("0"),
  SMTP_URL: z.string().optional(),
  /**
   * Worker processes behind the one port (node:cluster). Default: 1 on the embedded database, which has a
   * single writer and refuses more; the number of cores on PostgreSQL.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /**
   * App threads in the one process on the embedded database (ADR 0040): each a whole app server on the same
   * port, all sharing the database's own thread. Default 1; PostgreSQL uses WEB_CONCURRENCY's processes.
   */
  APP_THREADS: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * The page cache thread (ADR 0047): a light second thread on the same port that answers cached pages and
   * passes the rest on. Default: on where the process is the site's only app server and has a second core.
   */
  PAGE_CACHE_THREAD: z.enum(["0", "1"]).optional(),
  /** How long a claimed e-mail stays with its server before another one may send it (a server that died). */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  /**
   * The page cache's budget in megabytes per process (ADR 0011): what the process holds besides its base,
   * shared out among its app threads (APP_THREADS).
   */
  PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(128),
  /** Log lines from this level up (pino's levels). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Import API (ADR 0018): calls per second and burst allowed per API key (and per address without one). */
  API_RATE_PER_SECOND: z.coerce.number().positive().max(10_000).default(10),
  API_RATE_BURST: z.coerce.number().int().min(1).max(100_000).default(100),
  /**
   * One host name photos may be fetched from even though it resolves to a loopback or private address: a
   * stand-in server in tests. Unset in production, where only public addresses are fetched from.
   */
  PHOTO_FETCH_TEST_HOST: z.string().regex(HOST_SYNTAX).optional(),
  /**
   * Where the video stills of the consent placeholders are fetched from (ADR 0017): YouTube's image host
   * and Vimeo's oEmbed endpoint. Settings so that tests point them at a stand-in on loopback.
   */
  YOUTUBE_THUMBNAIL_ORIGIN: originSetting(THUMBNAIL_SOURCES.youtubeOrigin),
  VIMEO_OEMBED_ORIGIN: originSetting(THUMBNAIL_SOURCES.vimeoOrigin),
  /** SweepBright connector (ADR 0025): the website API's client credentials, given by SweepBright. */
  SWEEPBRIGHT_CLIENT_ID: z.string().trim().min(1).max(200).optional(),
  SWEEPBRIGHT_CLIENT_SECRET: z.string().trim().min(1).max(500).optional(),
  /** The website API's base URL; tests point it at a stand-in on loopback. */
  SWEEPBRIGHT_API_URL: z.url({ protocol: /^https?$/ }).default("https://website.sweepbright.com/api/"),
  /** The secret of the webhook URL given to SweepBright (`…/webhook?secret=…`): at least 32 characters. */
  SWEEPBRIGHT_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{32,200}$/, "32 to 200 letters, digits and . _ ~ - (it goes in a URL)")
    .optional(),
  /** Map tiles of the property and list maps (schema in app/map-tiles.server.ts, read by the map pages). */
  ...MAP_TILE_SETTINGS,
  /** Script origins of the measurement tags (app/measurement.server.ts); tests only. */
  ...MEASUREMENT_SETTINGS,
  /** Form tickets issued already past the time trap (app/features/leads/guard/form-ticket.server.ts); tests only. */
  ...FORM_TICKET_SETTINGS,
});

/** This machine's own names, as URL.hostname writes them. */
const LOOPBACK_NAMES: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

function compiles(trusted: string[]): boolean {
  try {
    proxyaddr.compile(trusted);
    return true;
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof EnvSchema> & {
  dataDir: string;
  /** The origin every absolute URL and e-mail link is built from; never taken from a request. */
  siteOrigin: string;
  /** Host header values (lower case, `host[:port]` as URL.host writes it) the site answers to. */
  allowedHosts: ReadonlySet<string>;
  /** Worker processes to run: WEB_CONCURRENCY or its default for the database in use. */
  workers: number;
  /** App threads to run in the process, on the embedded database: APP_THREADS. */
  threads: number;
  /** Whether the process runs the page cache thread beside its one app server: PAGE_CACHE_THREAD. */
  cacheThread: boolean;
  /** The SweepBright connector's settings, or null when it is off (its webhook then answers 404). */
  sweepBright: SweepBrightSettings | null;
};

export type SweepBrightSettings = {
  clientId: string;
  clientSecret: string;
  /** Ends with a slash, so the API's paths resolve below it. */
  apiUrl: string;
  webhookSecret: string;
};

function sweepBrightSettings(env: z.infer<typeof EnvSchema>): SweepBrightSettings | null {
  const { SWEEPBRIGHT_CLIENT_ID: clientId, SWEEPBRIGHT_CLIENT_SECRET: clientSecret } = env;
  const webhookSecret = env.SWEEPBRIGHT_WEBHOOK_SECRET;
  const given = [clientId, clientSecret, webhookSecret].filter((value) => value !== undefined).length;
  if (given === 0) return null;
  if (!clientId || !clientSecret || !webhookSecret) {
    throw new Error(
      "Invalid environment:\n  SWEEPBRIGHT_CLIENT_ID, SWEEPBRIGHT_CLIENT_SECRET, SWEEPBRIGHT_WEBHOOK_SECRET: the " +
        "SweepBright connector needs all three (or none, to leave it off)",
    );
  }
  const url = new URL(env.SWEEPBRIGHT_API_URL);
  // Credentials go to this address: in clear text only to this machine (a stand-in in tests).
  if (url.protocol !== "https:" && !LOOPBACK_NAMES.has(url.hostname)) {
    throw new Error(
      "Invalid environment:\n  SWEEPBRIGHT_API_URL: https is required for a host other than this machine",
    );
  }
  const apiUrl = url.href.endsWith("/") ? url.href : `${url.href}/`;
  return { clientId, clientSecret, apiUrl, webhookSecret };
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  const env = result.data;
  if (!env.PUBLIC_ORIGIN && env.NODE_ENV === "production" && env.DEMO !== "1") {
    throw new Error(
      "Invalid environment:\n  PUBLIC_ORIGIN: required in production (e.g. https://www.example.be), since " +
        "links in pages and e-mails are built from it; `npm run demo` runs a local demo without it",
    );
  }
  const siteOrigin = new URL(env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).origin;
  const { protocol } = new URL(siteOrigin);
  const allowedHosts = new Set([
    new URL(siteOrigin).host,
    ...env.ALLOWED_HOSTS.map((name) => hostOf(name, protocol)),
  ]);
  // Without a configured origin the site is on this machine only: its loopback names are its own.
  if (!env.PUBLIC_ORIGIN) {
    for (const name of LOOPBACK_NAMES) allowedHosts.add(`${name}:${env.PORT}`);
  }
  if (env.FORM_TICKETS_BACKDATE_MS !== 0 && !LOOPBACK_NAMES.has(new URL(siteOrigin).hostname)) {
    throw new Error(
      "Invalid environment:\n  FORM_TICKETS_BACKDATE_MS: a test setting that moves the forms' time trap; " +
        `refused on the public origin ${siteOrigin}`,
    );
  }
  const workers = env.WEB_CONCURRENCY ?? (env.DATABASE_URL ? availableParallelism() : 1);
  if (workers > 1 && !env.DATABASE_URL) {
    throw new Error(
      `Invalid environment:\n  WEB_CONCURRENCY: ${workers} processes need PostgreSQL (DATABASE_URL); the ` +
        "embedded database (PGlite) has a single writer, so it runs in one process: leave WEB_CONCURRENCY " +
        "unset or set it to 1 (APP_THREADS runs app threads in that process)",
    );
  }
  if (env.APP_THREADS > 1 && env.DATABASE_URL) {
    throw new Error(
      `Invalid environment:\n  APP_THREADS: ${env.APP_THREADS} threads share the embedded database's thread; ` +
        "on PostgreSQL (DATABASE_URL) set WEB_CONCURRENCY for processes instead",
    );
  }
  const singleAppServer = workers === 1 && env.APP_THREADS === 1;
  if (env.PAGE_CACHE_THREAD === "1" && !singleAppServer) {
    throw new Error(
      "Invalid environment:\n  PAGE_CACHE_THREAD: the page cache thread runs beside a single app server; " +
        "with APP_THREADS or WEB_CONCURRENCY above 1 every app server answers cached pages itself: unset it",
    );
  }
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    siteOrigin,
    allowedHosts,
    workers,
    threads: env.APP_THREADS,
    cacheThread: env.PAGE_CACHE_THREAD
      ? env.PAGE_CACHE_THREAD === "1"
      : singleAppServer && availableParallelism() > 1,
    sweepBright: sweepBrightSettings(env),
  };
}

/** `example.be` or `example.be:8443` as URL.host writes it (lower case, no default port). */
function hostOf(name: string, protocol: string): string {
  const host = HOST_SYNTAX.test(name) ? URL.parse(`${protocol}//${name}`)?.host : undefined;
  if (!host) throw new Error(`Invalid environment:\n  ALLOWED_HOSTS: "${name}" is not a host name`);
  return host;
}

/**
 * The page cache's budget of each of the process's holders (ADR 0011): its app threads, and the page cache
 * thread with its copy (ADR 0047).
 */
export function pageCacheBytesEach(env: Pick<Env, "PAGE_CACHE_MB" | "threads" | "cacheThread">): number {
  const holders = env.threads + (env.cacheThread ? 1 : 0);
  return Math.floor((env.PAGE_CACHE_MB * 1024 * 1024) / holders);
}
