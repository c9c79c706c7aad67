// SweepBright's website API as the connector uses it (ADR 0025): an access token by OAuth 2 client
// credentials (POST oauth/token), an estate (GET estates/{id}), and the page's address told back to the CRM
// (PUT estates/{id}/url). The base URL is the operator's setting, never taken from a request, so these
// calls go to SweepBright (or, in tests, to the stand-in on loopback) only.
import { z } from "zod";

export type WebsiteApiSettings = {
  /** With a trailing slash, e.g. https://website.sweepbright.com/api/ */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Time for one call, connection included. */
  timeoutMs?: number;
};

/** The API version the connector reads (content negotiation through the Accept header). */
export const SWEEPBRIGHT_API_VERSION = "v20191206";
const ACCEPT = `application/vnd.sweepbright.${SWEEPBRIGHT_API_VERSION}+json`;
/** An estate larger than this is not read (a few hundred kB in practice). */
const MAX_ESTATE_BYTES = 5 * 1024 * 1024;
/** A token is renewed this long before SweepBright says it expires. */
const TOKEN_MARGIN_MS = 60_000;

const TokenSchema = z.looseObject({
  access_token: z.string().min(1).max(4_096),
  expires_in: z.number().positive().optional(),
});

export type EstateAnswer =
  { kind: "found"; estate: unknown } | { kind: "missing" } | { kind: "failed"; detail: string };

export class WebsiteApiError extends Error {}

export class SweepBrightWebsiteApi {
  private token: { value: string; expiresAt: number } | null = null;
  private readonly settings: Required<WebsiteApiSettings>;

  constructor(settings: WebsiteApiSettings) {
    this.settings = { timeoutMs: 20_000, ...settings };
  }

  private url(path: string): string {
    return new URL(path, this.settings.baseUrl).href;
  }

  private async accessToken(now = Date.now()): Promise<string> {
    if (this.token && this.token.expiresAt > now) return this.token.value;
    const response = await fetch(this.url("oauth/token"), {
      method: "POST",
      headers: { accept: ACCEPT, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: this.settings.clientId,
        client_secret: this.settings.clientSecret,
      }),
      signal: AbortSignal.timeout(this.settings.timeoutMs),
    });
    const body: unknown = await response.json().catch(() => null);
    const token = TokenSchema.safeParse(body);
    if (!response.ok || !token.success) {
      throw new WebsiteApiError(`the token endpoint answered ${response.status} without a token`);
    }
    const lifetimeMs = (token.data.expires_in ?? 3_600) * 1000;
    this.token = {
      value: token.data.access_token,
      expiresAt: now + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS),
    };
    return this.token.value;
  }

  /** One authorised call; a token refused (401) is dropped and asked for again once. */
  private async call(method: string, path: string, body?: unknown): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await fetch(this.url(path), {
        method,
        headers: {
          accept: ACCEPT,
          authorization: `Bearer ${await this.accessToken()}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      if (response.status !== 401 || attempt > 0) return response;
      await response.body?.cancel();
      this.token = null;
    }
  }

  async estate(estateId: string): Promise<EstateAnswer> {
    try {
      const response = await this.call("GET", `estates/${encodeURIComponent(estateId)}`);
      if (response.status === 404) {
        await response.body?.cancel();
        return { kind: "missing" };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { kind: "failed", detail: `SweepBright answered ${response.status}` };
      }
      if (Number(response.headers.get("content-length") ?? 0) > MAX_ESTATE_BYTES) {
        await response.body?.cancel();
        return { kind: "failed", detail: "the estate is larger than 5 MB" };
      }
      const text = await response.text();
      if (text.length > MAX_ESTATE_BYTES) return { kind: "failed", detail: "the estate is larger than 5 MB" };
      try {
        return { kind: "found", estate: JSON.parse(text) };
      } catch {
        return { kind: "failed", detail: "SweepBright's answer is not JSON" };
      }
    } catch (error) {
      return { kind: "failed", detail: reason(error) };
    }
  }

  /** Tells SweepBright where the estate's page is; resolves to null, or to what went wrong. */
  async setEstateUrl(estateId: string, url: string): Promise<string | null> {
    try {
      const response = await this.call("PUT", `estates/${encodeURIComponent(estateId)}/url`, { url });
      await response.body?.cancel();
      return response.ok ? null : `SweepBright answered ${response.status}`;
    } catch (error) {
      return reason(error);
    }
  }
}

function reason(error: unknown): string {
  if (error instanceof WebsiteApiError) return error.message;
  if (error instanceof Error && error.name === "TimeoutError") return "SweepBright did not answer in time";
  return `SweepBright could not be reached (${error instanceof Error ? error.message : String(error)})`;
}
