// Signing in as the browser does, through the sign-in page's action (routes/login.tsx): the answer's
// status, the session it started and where it sends the browser. For the route tests.
import type { Database } from "../../db/client.server.ts";
import {
  actionArgs,
  formPost,
  routeContext,
  statusOf,
} from "../../features/accounts/testing/route-request.ts";
import type { Language } from "../../i18n/languages.ts";
import { action as loginAction } from "../login.tsx";

export type SignInAnswer = { status: number; sessionId: string | null; location: string | null };

/** Posts the sign-in form (language `language`, from `clientAddress`); the session of a success. */
export async function signInPost(
  db: Database,
  email: string,
  password: string,
  options: { language?: Language; clientAddress?: string } = {},
): Promise<SignInAnswer & { body: unknown }> {
  const { context } = await routeContext(db, options);
  const path = options.language === "nl" ? "/nl/aanmelden/" : `/${options.language ?? "fr"}/login/`;
  let outcome: unknown;
  try {
    outcome = await loginAction(actionArgs(formPost(path, { email, password }), context, {}));
  } catch (thrown) {
    outcome = thrown;
  }
  const response = outcome instanceof Response ? outcome : null;
  const cookie = response?.headers.get("Set-Cookie") ?? "";
  return {
    status: statusOf(outcome),
    sessionId: /(?:^|\s)(?:__Host-)?session=([^;]+)/.exec(cookie)?.[1] ?? null,
    location: response?.headers.get("Location") ?? null,
    body: typeof outcome === "object" && outcome !== null && "data" in outcome ? outcome.data : null,
  };
}
