// Fetches a photo from a URL an integration sent (or a video's still from YouTube or Vimeo, and Vimeo's
// oEmbed answer: video-thumbnail-fetcher.server.ts), without letting that URL reach the site's own network
// (server-side request forgery): the name is resolved here, every address it resolves to must be public
// (public-address.ts), and the connection goes to the address that was checked, never to a second lookup.
// Redirects are followed by hand, each target checked the same way. Size, type and time are bounded.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress } from "./public-address.ts";

export type FetchPolicy = {
  /** Largest body accepted, in bytes. */
  maxBytes: number;
  /** Time for the whole fetch, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
  /** Media types accepted (the body is checked again by its content, see photo-fetcher.server.ts). */
  acceptTypes: readonly string[];
  /** One host name whose addresses are not checked: a test stand-in on loopback. Never set in production. */
  allowedTestHost?: string | undefined;
};

export const PHOTO_FETCH_POLICY: FetchPolicy = {
  maxBytes: 15 * 1024 * 1024,
  timeoutMs: 20_000,
  maxRedirects: 3,
  acceptTypes: ["image/jpeg", "image/png", "image/webp", "image/avif"],
};

/** A fetch refused for what the URL or the answer is: retrying will not help. */
export class FetchRefused extends Error {}

function hostnameOf(url: URL): string {
  return url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
}

function guardedLookup(allowedTestHost: string | undefined): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 4);
      const refused =
        addresses.length === 0 ||
        (hostname !== allowedTestHost && addresses.some((a) => !isPublicAddress(a.address)));
      if (refused)
        return callback(new FetchRefused(`${hostname} resolves to an address that is not public`), "", 4);
      const [first] = addresses;
      if (options.all) return callback(null, addresses);
      return callback(null, first?.address ?? "", first?.family ?? 4);
    });
  };
}

function checkedUrl(text: string, policy: FetchPolicy): URL {
  const url = URL.parse(text);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:"))
    throw new FetchRefused("only http and https URLs");
  if (url.username || url.password) throw new FetchRefused("URLs with credentials are refused");
  const host = hostnameOf(url);
  if (isIP(host) !== 0 && host !== policy.allowedTestHost && !isPublicAddress(host)) {
    throw new FetchRefused(`${host} is not a public address`);
  }
  return url;
}

type Answer = { status: number; location?: string | undefined; contentType: string; body: Buffer };

function requestOnce(url: URL, policy: FetchPolicy, signal: AbortSignal): Promise<Answer> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        lookup: guardedLookup(policy.allowedTestHost),
        signal,
        headers: { accept: policy.acceptTypes.join(", ") },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const contentType = (res.headers["content-type"] ?? "").split(";", 1)[0]?.trim().toLowerCase() ?? "";
        if (status >= 300 && status < 400) {
          res.resume();
          return resolve({ status, location: res.headers.location, contentType, body: Buffer.alloc(0) });
        }
        if (status !== 200) {
          res.resume();
          return reject(
            status >= 500 ? new Error(`answered ${status}`) : new FetchRefused(`answered ${status}`),
          );
        }
        if (!policy.acceptTypes.includes(contentType)) {
          res.destroy();
          return reject(new FetchRefused(`type ${contentType || "(none)"} is not an accepted image type`));
        }
        if (Number(res.headers["content-length"] ?? 0) > policy.maxBytes) {
          res.destroy();
          return reject(new FetchRefused(`larger than ${policy.maxBytes} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            res.destroy();
            reject(new FetchRefused(`larger than ${policy.maxBytes} bytes`));
          } else chunks.push(chunk);
        });
        res.on("end", () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
  });
}

/** The body and media type at `text`, or a rejection: FetchRefused for a URL or answer refused for good. */
export async function guardedFetch(
  text: string,
  policy: FetchPolicy,
): Promise<{ body: Buffer; contentType: string }> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let url = checkedUrl(text, policy);
  for (let hop = 0; hop <= policy.maxRedirects; hop += 1) {
    const answer = await requestOnce(url, policy, signal);
    if (answer.status === 200) return { body: answer.body, contentType: answer.contentType };
    if (!answer.location) throw new FetchRefused(`answered ${answer.status} without a Location`);
    url = checkedUrl(new URL(answer.location, url).href, policy);
  }
  throw new FetchRefused(`more than ${policy.maxRedirects} redirects`);
}
