// The visitor's address for rate limits and logs. X-Forwarded-For is believed only as far as it was
// written by the proxies named in TRUST_PROXY (proxy-addr walks it from the socket inwards); without
// TRUST_PROXY the socket's own address is the client's, so no visitor can pose as another.
import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";

export function clientAddressOf(trusted: readonly string[]): (req: IncomingMessage) => string {
  if (trusted.length === 0) return (req) => req.socket.remoteAddress ?? "";
  const trust = proxyaddr.compile([...trusted]);
  return (req) => proxyaddr(req, trust);
}
