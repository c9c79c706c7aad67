// The root middleware: decides the request's language, hands every loader and action the site request
// (siteContext), answers a path whose prefix names no enabled language with the 404 page, and remembers a
// language the visitor chose in a cookie.
import { data, type MiddlewareFunction } from "react-router";
import { appContext } from "../../context.server.ts";
import { dictionaryFor } from "../../i18n/dictionary.ts";
import { languageCookie, resolveLanguage } from "../../i18n/language-detection.ts";
import { translate } from "../../i18n/translate.ts";
import { siteContext } from "../../site-context.server.ts";
import { shellDataFor } from "./shell-data.server.ts";
import { siteConfig } from "./site-config.server.ts";

export const siteMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  const app = context.get(appContext);
  const config = await siteConfig(app.db);
  const resolution = resolveLanguage(
    {
      pathname: url.pathname,
      query: url.searchParams.get("lng"),
      cookie: request.headers.get("Cookie"),
      acceptLanguage: request.headers.get("Accept-Language"),
    },
    config.enabledLanguages,
    config.defaultLanguage,
  );
  const { language } = resolution;
  const dictionary = dictionaryFor(language, config.defaultLanguage);
  const origin = app.siteOrigin;
  context.set(siteContext, {
    language,
    languageSource: resolution.source,
    enabledLanguages: config.enabledLanguages,
    defaultLanguage: config.defaultLanguage,
    dictionary,
    t: (key, params) => translate(dictionary, key, params, language),
    settings: config.settings,
    origin,
  });
  // Spec §2: a prefix that is not an enabled language is an unknown page. The 404 carries the shell,
  // since the root loader does not run after a middleware throws.
  if (resolution.unknownPrefix) throw data(shellDataFor(config, language, origin), { status: 404 });

  const response = await next();
  if (resolution.remember) {
    response.headers.append("Set-Cookie", languageCookie(language, url.protocol === "https:"));
  }
  return response;
};
