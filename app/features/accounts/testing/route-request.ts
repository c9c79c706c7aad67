// Calls an account route's action as the server would: a router context carrying the database, the
// client's address, the configured origin, the site's language and texts, and the signed-in account.
import { RouterContextProvider } from "react-router";
import { appContext } from "../../../context.server.ts";
import type { Database } from "../../../db/client.server.ts";
import { siteConfig } from "../../site-shell/site-config.server.ts";
import { dictionaryFor } from "../../../i18n/dictionary.ts";
import type { Language } from "../../../i18n/languages.ts";
import { translate } from "../../../i18n/translate.ts";
import { siteContext } from "../../../site-context.server.ts";
import { accountContext, type RequestAccount } from "../account-context.ts";

export const TEST_ORIGIN = "https://www.example.be";

export async function routeContext(
  db: Database,
  options: { language?: Language; account?: RequestAccount | null; clientAddress?: string } = {},
) {
  const language = options.language ?? "fr";
  const config = await siteConfig(db);
  const dictionary = dictionaryFor(language);
  const context = new RouterContextProvider();
  const answer = { personal: false };
  context.set(appContext, {
    db,
    nonce: "test",
    clientAddress: options.clientAddress ?? "192.0.2.99",
    siteOrigin: TEST_ORIGIN,
    answer,
  });
  context.set(siteContext, {
    language,
    languageSource: "path",
    enabledLanguages: config.enabledLanguages,
    defaultLanguage: config.defaultLanguage,
    dictionary,
    t: (key, params) => translate(dictionary, key, params),
    settings: config.settings,
    origin: TEST_ORIGIN,
  });
  context.set(accountContext, options.account ?? null);
  return { context, answer };
}

/** A form POST to `path` from this site (Origin set) or from `origin`. */
export function formPost(path: string, fields: Record<string, string>, origin = TEST_ORIGIN): Request {
  return new Request(new URL(path, TEST_ORIGIN), {
    method: "POST",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

/** The HTTP status of what an action returned or threw (a redirect or an error answer). */
export function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  if (typeof outcome === "object" && outcome !== null && "init" in outcome) {
    const init: unknown = outcome.init;
    if (typeof init === "object" && init !== null && "status" in init && typeof init.status === "number") {
      return init.status;
    }
    return 200;
  }
  return 200;
}

/** What the router hands an action: the request, its URL, the matched pattern, the params and the context. */
export function actionArgs<Params extends Record<string, string>>(
  request: Request,
  context: RouterContextProvider,
  params: Params,
  pattern = "",
) {
  return { request, url: new URL(request.url), pattern, params, context };
}
