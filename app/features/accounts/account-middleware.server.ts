// Finds the signed-in person of a request from the session cookie. A request without a session cookie
// costs nothing here (no query) and stays cacheable; a request with one is marked as showing personal data
// (never cached, `private, no-store`), and a cookie whose session ended is cleared.
import type { MiddlewareFunction } from "react-router";
import { appContext, showsPersonalData } from "../../context.server.ts";
import { accountContext } from "./account-context.ts";
import { clearedSessionCookie, sessionCookieName, sessionIdOf } from "./session-cookie.ts";
import { accountOfSession } from "./sessions.server.ts";

/** Either cookie name (the server's page cache uses the same test to refuse a request). */
const ANY_SESSION_COOKIE = /(^|;\s*)(__Host-)?session=/;

export const accountMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const app = context.get(appContext);
  if (!ANY_SESSION_COOKIE.test(request.headers.get("Cookie") ?? "")) return next();
  showsPersonalData(context);
  const account = await accountOfSession(app.db, sessionIdOf(request, app.siteOrigin), new Date());
  context.set(accountContext, account);
  const response = await next();
  const name = sessionCookieName(app.siteOrigin);
  const setsSession = response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${name}=`));
  if (!account && !setsSession) response.headers.append("Set-Cookie", clearedSessionCookie(app.siteOrigin));
  return response;
};
