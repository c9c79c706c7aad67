// The session cookie (quality.md Safety): `__Host-session` with Secure when the site is served over HTTPS
// (the prefix makes the browser refuse it from anywhere but this host, without Domain, on Path=/), plain
// `session` on http://localhost, where a Secure cookie would not be kept. HttpOnly and SameSite=Lax always.
import { SESSION_ABSOLUTE_MS } from "./account-rules.ts";

export function sessionCookieName(siteOrigin: string): string {
  return siteOrigin.startsWith("https:") ? "__Host-session" : "session";
}

function attributes(siteOrigin: string): string {
  return `Path=/; HttpOnly; SameSite=Lax${siteOrigin.startsWith("https:") ? "; Secure" : ""}`;
}

export function sessionCookie(siteOrigin: string, sessionId: string): string {
  const maxAge = Math.floor(SESSION_ABSOLUTE_MS / 1000);
  return `${sessionCookieName(siteOrigin)}=${sessionId}; Max-Age=${maxAge}; ${attributes(siteOrigin)}`;
}

export function clearedSessionCookie(siteOrigin: string): string {
  return `${sessionCookieName(siteOrigin)}=; Max-Age=0; ${attributes(siteOrigin)}`;
}

/** The session id the request carries under this site's cookie name, or null. */
export function sessionIdOf(request: Request, siteOrigin: string): string | null {
  const name = sessionCookieName(siteOrigin);
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
}
