// Each route's loader data carries the dictionary texts its browser code can show, and no others
// (docs/decisions/0014-light-pages.md). Which texts those are is read from the client build itself: the
// message keys written as string literals in the route module's JavaScript and every chunk it imports,
// statically or on demand. Texts only the server renders (e-mails, the property's static sections) never
// travel. The root route carries the shell's texts; a page route carries its own, minus the root's. The
// lead forms a property or project page opens (`?form=`) are a chunk of their own: their texts travel only
// in the data of a page whose forms are open.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  data,
  type RouterContextProvider,
  type ServerBuild,
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from "react-router";
import type { Dictionary, MessageKey } from "../app/i18n/dictionary.ts";
import { type Messages, MESSAGES_FIELD, OPEN_FORMS_FIELD } from "../app/i18n/route-messages.ts";
import { isFieldError } from "../app/features/leads/schemas/field-errors.ts";
import { siteContext } from "../app/site-context.server.ts";

/** The keys a route's loader data carries: always, and while its lead forms are open. */
export type RouteTexts = { keys: readonly MessageKey[]; formKeys: readonly MessageKey[] };

/** Per route id, its texts; null when the build's files are not on disk (development). */
export type RouteMessageKeys = ReadonlyMap<string, RouteTexts> | null;

type ServerRoute = NonNullable<ServerBuild["routes"][string]>;
type Loader = NonNullable<ServerRoute["module"]["loader"]>;
type Middleware = NonNullable<ServerRoute["module"]["middleware"]>[number];

// A chunk names the chunks it imports, statically or on demand, as "./name-hash.js". The "assets/…" names of
// an import on demand's dependency list are not followed: they are what the imported chunk itself imports
// (reached through it), and following them from the importer would count the open forms' texts as the page's.
const CHUNK_REFERENCE = /["'`]\.\/([\w.-]+\.js)["'`]/g;
const KEY_LITERAL = /["'`]([A-Z][A-Z0-9_]*)["'`]/g;
// The minifier writes a long list of string literals as one string split at run time
// (`"LEAD_ERROR_A.LEAD_ERROR_B".split(".")`): every key of such a string is named too.
const SPLIT_KEYS = /["'`]([A-Z][A-Z0-9_]*(?:[^\w"'`\s][A-Z][A-Z0-9_]*)+)["'`]\.split\(/g;
// The chunk of the open lead forms (app/features/leads/components/open-lead-form.tsx), named by its module.
const OPEN_FORM_CHUNK = /^open-lead-form-[\w-]+\.js$/;

/** What the key lists are read from: the server build's routes and its manifest of the client build. */
export type BuildRoutes = {
  routes: Readonly<Record<string, { module: { loader?: unknown } } | undefined>>;
  assets: { routes: Readonly<Record<string, { module: string; imports?: string[] } | undefined>> };
};

export function routeMessageKeys(
  build: BuildRoutes,
  clientDir: string,
  dictionary: Dictionary,
): RouteMessageKeys {
  const assetsDir = path.join(clientDir, "assets");
  const known = new Set<string>(Object.keys(dictionary));
  // A lead form's field errors never travel: the form's own check asks for the words of those it finds
  // (app/routes/lead-form-errors.ts, docs/decisions/0029-field-errors-on-demand.md).
  const isKey = (text: string): text is MessageKey => known.has(text) && !isFieldError(text);
  const keysOfChunk = new Map<string, { keys: MessageKey[]; imports: string[] }>();
  const readChunk = (name: string) => {
    let chunk = keysOfChunk.get(name);
    if (!chunk) {
      const file = path.join(assetsDir, name);
      const text = existsSync(file) ? readFileSync(file, "utf8") : "";
      chunk = {
        keys: [
          ...[...text.matchAll(KEY_LITERAL)].flatMap((match) => (match[1] ? [match[1]] : [])),
          ...[...text.matchAll(SPLIT_KEYS)].flatMap((match) => match[1]?.split(/[^\w]/) ?? []),
        ].filter(isKey),
        imports: [...text.matchAll(CHUNK_REFERENCE)].flatMap((match) => (match[1] ? [match[1]] : [])),
      };
      keysOfChunk.set(name, chunk);
    }
    return chunk;
  };
  /** The keys of `start` and every chunk it reaches; the open forms' chunks it meets go to `forms`. */
  const keysFrom = (start: string[], forms?: Set<string>): Set<MessageKey> => {
    const keys = new Set<MessageKey>();
    const pending = [...start];
    const seen = new Set<string>();
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (seen.has(name)) continue;
      seen.add(name);
      if (forms && OPEN_FORM_CHUNK.test(name)) {
        forms.add(name);
        continue;
      }
      const chunk = readChunk(name);
      for (const key of chunk.keys) keys.add(key);
      pending.push(...chunk.imports);
    }
    return keys;
  };
  const textsOfRoute = (id: string): { keys: Set<MessageKey>; formKeys: Set<MessageKey> } => {
    const route = build.assets.routes[id];
    if (!route) return { keys: new Set(), formKeys: new Set() };
    const forms = new Set<string>();
    const keys = keysFrom(
      [route.module, ...(route.imports ?? [])].map((url) => path.basename(url)),
      forms,
    );
    const formKeys = new Set([...keysFrom([...forms])].filter((key) => !keys.has(key)));
    return { keys, formKeys };
  };

  const rootModule = build.assets.routes.root?.module;
  if (!rootModule || !existsSync(path.join(assetsDir, path.basename(rootModule)))) return null;
  const rootKeys = textsOfRoute("root").keys;
  const result = new Map<string, RouteTexts>();
  for (const [id, route] of Object.entries(build.routes)) {
    if (id === "root" || !route) continue;
    const texts = textsOfRoute(id);
    const own = [...texts.keys].filter((key) => !rootKeys.has(key));
    const formKeys = [...texts.formKeys].filter((key) => !rootKeys.has(key));
    // A route without a loader has no data to carry texts in: the root carries them.
    if (route.module.loader) result.set(id, { keys: own, formKeys });
    else for (const key of [...own, ...formKeys]) rootKeys.add(key);
  }
  result.set("root", { keys: [...rootKeys], formKeys: [] });
  return result;
}

/**
 * The build with every loader wrapped so that its data (and the data of a `data()` it throws) carries the
 * route's texts in the request's language. Without key lists (development) the root carries them all.
 */
export function withRouteMessages(build: ServerBuild, keys: RouteMessageKeys): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const own = keys ? (keys.get(id) ?? NO_TEXTS) : id === "root" ? null : NO_TEXTS;
    const { loader, middleware } = route.module;
    if (!loader || (own !== null && own.keys.length === 0 && own.formKeys.length === 0)) {
      routes[id] = route;
      continue;
    }
    // The root middleware answers an unknown language prefix with a 404 that carries the shell's data.
    const module = {
      ...route.module,
      loader: withMessages(loader, own),
      ...(middleware ? { middleware: middleware.map((step) => messagesOnThrow(step, own)) } : {}),
    };
    routes[id] = { ...route, module };
  }
  return { ...build, routes };
}

const NO_TEXTS: RouteTexts = { keys: [], formKeys: [] };

type DictionaryOf = (context: Readonly<RouterContextProvider>) => Dictionary;
const requestDictionary: DictionaryOf = (context) => context.get(siteContext).dictionary;

export function withMessages(
  loader: Loader,
  texts: RouteTexts | null,
  dictionaryOf: DictionaryOf = requestDictionary,
): Loader {
  return async (args) => {
    const pick = (value: unknown) => picked(dictionaryOf(args.context), texts, hasOpenForms(value));
    try {
      return attach(await loader(args), pick);
    } catch (thrown) {
      throw attach(thrown, pick);
    }
  };
}

function messagesOnThrow(step: Middleware, texts: RouteTexts | null): Middleware {
  return async (args, next) => {
    try {
      return await step(args, next);
    } catch (thrown) {
      throw attach(thrown, () => picked(requestDictionary(args.context), texts, false));
    }
  };
}

function picked(dictionary: Dictionary, texts: RouteTexts | null, formsOpen: boolean): Messages {
  if (texts === null) return dictionary;
  const messages: Messages = {};
  for (const key of texts.keys) messages[key] = dictionary[key];
  if (formsOpen) for (const key of texts.formKeys) messages[key] = dictionary[key];
  return messages;
}

/** Whether a loader's data holds the data of open lead forms. */
function hasOpenForms(value: unknown): boolean {
  return isPlainObject(value) && value[OPEN_FORMS_FIELD] !== undefined && value[OPEN_FORMS_FIELD] !== null;
}

function attach<T>(value: T, pick: (data: unknown) => Messages): T | DataWithResponseInit<unknown> | object {
  if (isDataWithInit(value)) {
    return isPlainObject(value.data)
      ? data({ ...value.data, [MESSAGES_FIELD]: pick(value.data) }, value.init ?? undefined)
      : value;
  }
  return isPlainObject(value) ? { ...value, [MESSAGES_FIELD]: pick(value) } : value;
}

/** A `data()` answer: data with status and headers. */
export function isDataWithInit(value: unknown): value is DataWithResponseInit<unknown> {
  return (
    typeof value === "object" && value !== null && "type" in value && value.type === "DataWithResponseInit"
  );
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
