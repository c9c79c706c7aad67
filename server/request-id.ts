// The id of a request, on its log lines and in its `X-Request-Id` answer header. A proxy's id is kept when
// the site is behind named proxies (TRUST_PROXY) and the id is well-formed, so one id follows the request
// through every log; otherwise the site makes its own.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

const WELL_FORMED = /^[\w.:-]{8,128}$/;

export function requestIdOf(req: IncomingMessage, behindProxy: boolean): string {
  const given = req.headers["x-request-id"];
  if (behindProxy && typeof given === "string" && WELL_FORMED.test(given)) return given;
  return randomUUID();
}
