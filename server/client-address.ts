// The visitor's address for rate limits and logs, the one way the site reads it. The forwarding chain
// (RFC 7239 `Forwarded: for=…` when present, else `X-Forwarded-For`) is believed only as far as it was
// written by the proxies named in TRUST_PROXY: the chain is walked from the socket inwards and the first
// address not trusted is the client (proxy-addr's trust rules). Without TRUST_PROXY both headers are
// ignored and the socket's own address is the client's, so no visitor can pose as another. A request the
// page cache thread passed on counts the address of its own socket's peer (ADR 0047).
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import proxyaddr from "proxy-addr";
import { forwardedPeerOf } from "./forwarding.ts";

/** The address at the other end of the visitor's connection. */
function peerOf(req: IncomingMessage): string {
  return forwardedPeerOf(req) ?? req.socket.remoteAddress ?? "";
}

export function clientAddressOf(trusted: readonly string[]): (req: IncomingMessage) => string {
  if (trusted.length === 0) return peerOf;
  const trust = proxyaddr.compile([...trusted]);
  return (req) => {
    // Nearest first: the socket's peer, then what each proxy said it received from, right to left.
    const chain = [peerOf(req), ...forwardingChain(req).reverse()];
    for (let hop = 0; hop < chain.length - 1; hop += 1) {
      const address = chain[hop] ?? "";
      if (!isIP(address) || !trust(address, hop)) return address;
    }
    return chain[chain.length - 1] ?? "";
  };
}

/** The addresses a request passed through, client first, as the proxies wrote them. */
function forwardingChain(req: IncomingMessage): string[] {
  const forwarded = headerText(req.headers.forwarded);
  if (forwarded) return forwarded.split(",").map(forwardedFor);
  return headerText(req.headers["x-forwarded-for"])
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(",") : (value ?? "");
}

/**
 * The `for=` of one Forwarded element: `for=192.0.2.1`, `for="[2001:db8::1]:4711"`, `for=unknown`. An
 * obfuscated or missing identifier is kept as text that is no address, so the walk stops there.
 */
function forwardedFor(element: string): string {
  for (const pair of element.split(";")) {
    const [name = "", ...rest] = pair.split("=");
    if (name.trim().toLowerCase() !== "for") continue;
    const value = rest
      .join("=")
      .trim()
      .replace(/^"(.*)"$/, "$1");
    const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
    if (bracketed?.[1]) return bracketed[1];
    return value.replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/, "$1");
  }
  return "unknown";
}
