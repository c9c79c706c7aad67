// A stand-in for SweepBright's website API on loopback (node:http), speaking the shapes the connector reads
// (ADR 0025): an OAuth 2 client-credentials token endpoint, estates by id behind the bearer token and the
// versioned Accept header, the estate URL endpoint, and the estates' pictures, whose URLs carry a fresh
// signature in every answer as SweepBright's signed storage URLs do. It records what it was asked.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export type StandInCall = { method: string; path: string };

export type WebsiteApiStandIn = {
  /** The API's base URL, with its trailing slash, as SWEEPBRIGHT_API_URL takes it. */
  apiUrl: string;
  /** Where the estates' pictures are served, on the host name `localhost`. */
  imageBase: string;
  clientId: string;
  clientSecret: string;
  /** Sets (or with null, removes) the estate the API answers for `id`. */
  setEstate: (id: string, estate: Record<string, unknown> | null) => void;
  /** Forgets every token it issued, as when SweepBright expires them early. */
  forgetTokens: () => void;
  /** Answers every estate call with this status (null: answer normally). */
  failWith: (status: number | null) => void;
  /** The page address last told for each estate. */
  estateUrls: Map<string, string>;
  calls: StandInCall[];
  close: () => Promise<void>;
};

async function bodyText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

/** A copy of the estate whose picture URLs are signed afresh, as each answer of the real API is. */
function signed(estate: Record<string, unknown>): Record<string, unknown> {
  const images = Array.isArray(estate.images) ? estate.images : [];
  return {
    ...estate,
    images: images.map((image: unknown) =>
      typeof image === "object" && image !== null && "url" in image && typeof image.url === "string"
        ? { ...image, url: `${image.url}?X-Amz-Signature=${randomBytes(8).toString("hex")}` }
        : image,
    ),
  };
}

export async function startWebsiteApiStandIn(picture: Buffer): Promise<WebsiteApiStandIn> {
  const clientId = "stand-in-client";
  const clientSecret = randomBytes(16).toString("hex");
  const tokens = new Set<string>();
  const estates = new Map<string, Record<string, unknown>>();
  const estateUrls = new Map<string, string>();
  const calls: StandInCall[] = [];
  let failure: number | null = null;

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? "/").split("?", 1)[0] ?? "/";
    const method = req.method ?? "GET";
    calls.push({ method, path });
    if (method === "GET" && path.startsWith("/images/")) {
      res.writeHead(200, { "Content-Type": "image/jpeg" });
      res.end(picture);
      return;
    }
    if (method === "POST" && path === "/api/oauth/token") {
      const type = req.headers["content-type"] ?? "";
      const text = await bodyText(req);
      const form = type.startsWith("application/json")
        ? new URLSearchParams(Object.entries(JSON.parse(text || "{}")).map(([k, v]) => [k, String(v)]))
        : new URLSearchParams(text);
      const valid =
        form.get("grant_type") === "client_credentials" &&
        form.get("client_id") === clientId &&
        form.get("client_secret") === clientSecret;
      if (!valid) return json(res, 401, { error: "invalid_client" });
      const token = randomBytes(16).toString("hex");
      tokens.add(token);
      return json(res, 200, { token_type: "Bearer", access_token: token, expires_in: 3600 });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    if (!bearer || !tokens.has(bearer)) return json(res, 401, { message: "Unauthenticated." });
    if (!/^application\/vnd\.sweepbright\.v\d+\+json$/.test(req.headers.accept ?? "")) {
      return json(res, 406, { message: "Unknown API version" });
    }
    if (failure !== null) return json(res, failure, { message: "Service unavailable" });
    const match = /^\/api\/estates\/([^/]+)(\/url)?$/.exec(path);
    const estate = match?.[1] ? estates.get(decodeURIComponent(match[1])) : undefined;
    if (!match?.[1] || !estate) return json(res, 404, { message: "Not found" });
    if (method === "GET" && !match[2]) return json(res, 200, signed(estate));
    if (method === "PUT" && match[2]) {
      const body: unknown = JSON.parse((await bodyText(req)) || "null");
      if (typeof body !== "object" || body === null || !("url" in body) || typeof body.url !== "string") {
        return json(res, 422, { errors: { url: ["The url field is required."] } });
      }
      estateUrls.set(decodeURIComponent(match[1]), body.url);
      res.writeHead(200).end();
      return;
    }
    json(res, 405, { message: "Method not allowed" });
  }

  const server: Server = createServer((req, res) => {
    answer(req, res).catch(() => json(res, 400, { message: "Bad request" }));
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    }),
  );
  return {
    apiUrl: `http://127.0.0.1:${port}/api/`,
    imageBase: `http://localhost:${port}`,
    clientId,
    clientSecret,
    setEstate: (id, estate) => (estate ? estates.set(id, estate) : estates.delete(id)),
    forgetTokens: () => tokens.clear(),
    failWith: (status) => {
      failure = status;
    },
    estateUrls,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
