// The signed link of the page that manages an address's search alerts: it names one alert (the one the
// e-mail was about), signed like every mailed link with a key of its own, so an unsubscribe or a
// confirmation link never reads as one. The alert's row decides the address; no token table.
import { readSignedToken, signToken } from "../leads/guard/signed-token.server.ts";
import { UUID } from "../leads/guard/unsubscribe-token.server.ts";

export function manageToken(key: Buffer, alertId: string): string {
  return signToken(key, ["alerts", alertId]);
}

/** The alert the token names, or null when it was not signed by `key` or is not of this kind. */
export function readManageToken(key: Buffer, token: unknown): string | null {
  const fields = readSignedToken(key, token, 2);
  if (!fields) return null;
  const [kind, id] = fields;
  return kind === "alerts" && id && UUID.test(id) ? id : null;
}
