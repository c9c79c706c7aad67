// What the SweepBright connector's database tests share: a test database of one kind, the stand-in of
// SweepBright's website API on loopback, and the import API's server code on a loopback port with the
// connector on (or off, or with a tight rate limit), posting webhooks to it as SweepBright does.
import { createServer } from "node:http";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { rawRows } from "../../app/db/raw-rows.server.ts";
import { importedListings } from "../../app/db/schema/imports.ts";
import { properties } from "../../app/db/schema/listings.ts";
import {
  startWebsiteApiStandIn,
  type WebsiteApiStandIn,
} from "../../app/features/import/sweepbright/testing/website-api-stand-in.ts";
import { SweepBrightWebsiteApi } from "../../app/features/import/sweepbright/website-api.server.ts";
import { type ImportApiContext, serveImportApi } from "../../server/import-api.ts";
import { type DatabaseKind, openTestDatabase } from "./databases.ts";

export const HARNESS_SITE = "https://www.immo-example.be";
export const HARNESS_SECRET = "wh_3c1d9f2a7b8e4d6c5a0f1e2d3c4b5a69";

const GENEROUS = { perSecond: 10_000, burst: 100_000 };

export type WebhookAnswer = {
  status: number;
  type: string | null;
  retryAfter: string | null;
  /** The answer's body as JSON.parse gives it, for the tests to read. */
  json: ReturnType<typeof JSON.parse>;
};

export type SweepBrightHarness = {
  connection: DatabaseConnection;
  standIn: WebsiteApiStandIn;
  /** Posts `body` (a string is sent as is) with `secret` in the URL (null: none). */
  webhook: (body: unknown, secret?: string | null, method?: string) => Promise<WebhookAnswer>;
  /** Answers as if the connector's settings were not given (true) or were (false). */
  connectorOff: (off: boolean) => void;
  /** The rate limit of the next calls; null goes back to one no test reaches. */
  rateLimit: (rule: { perSecond: number; burst: number } | null) => void;
  storedOf: (reference: string) => Promise<typeof importedListings.$inferSelect | undefined>;
  propertyOf: (id: number) => Promise<typeof properties.$inferSelect | undefined>;
  propertyCount: () => Promise<number>;
  close: () => Promise<void>;
};

export async function startSweepBrightHarness(kind: DatabaseKind): Promise<SweepBrightHarness> {
  const connection = await openTestDatabase(kind, { seeded: true });
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#a63" } })
    .jpeg()
    .toBuffer();
  const standIn = await startWebsiteApiStandIn(picture);
  const sweepBright = {
    api: new SweepBrightWebsiteApi({
      baseUrl: standIn.apiUrl,
      clientId: standIn.clientId,
      clientSecret: standIn.clientSecret,
    }),
    siteOrigin: HARNESS_SITE,
    webhookSecret: HARNESS_SECRET,
  };
  let off = false;
  let rule = GENEROUS;
  const context = (): ImportApiContext => ({
    db: connection.db,
    rateLimit: rule,
    clientAddress: () => "127.0.0.1",
    sweepBright: off ? undefined : sweepBright,
  });
  const server = createServer((req, res) => {
    const pathname = (req.url ?? "/").split("?", 1)[0] ?? "/";
    serveImportApi(req, res, pathname, context()).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  return {
    connection,
    standIn,
    async webhook(body, secret = HARNESS_SECRET, method = "POST") {
      const query = secret === null ? "" : `?secret=${encodeURIComponent(secret)}`;
      const response = await fetch(`${base}/api/v1/connectors/sweepbright/webhook${query}`, {
        method,
        headers: { "content-type": "application/json" },
        ...(method === "POST" ? { body: typeof body === "string" ? body : JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        retryAfter: response.headers.get("retry-after"),
        json: text ? JSON.parse(text) : null,
      };
    },
    connectorOff: (value) => {
      off = value;
    },
    rateLimit: (value) => {
      rule = value ?? GENEROUS;
    },
    storedOf: async (reference) =>
      (
        await connection.db.select().from(importedListings).where(eq(importedListings.reference, reference))
      )[0],
    propertyOf: async (id) => (await connection.db.select().from(properties).where(eq(properties.id, id)))[0],
    propertyCount: async () =>
      Number((await rawRows(connection.db, sql`select count(*) as n from properties`))[0]?.n),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await standIn.close();
      await connection.close();
    },
  };
}
