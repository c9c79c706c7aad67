// Each route's loader data carries the dictionary texts its browser code can show, and no others
// (docs/decisions/0014-light-pages.md). Which texts those are is read from the client build itself: the
// message keys written as string literals in the route module's JavaScript and every chunk it imports,
// statically or on demand. Texts only the server renders (e-mails, the property's static sections) never
// travel. The root route carries the shell's texts; a page route carries its own, minus the root's.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  data,
  type RouterContextProvider,
  type ServerBuild,
  type UNSAFE_DataWithResponseInit as DataWithResponseInit,
} from "react-router";
import type { Dictionary, MessageKey } from "../app/i18n/dictionary.ts";
import { type Messages, MESSAGES_FIELD } from "../app/i18n/route-messages.ts";
import { siteContext } from "../app/site-context.server.ts";

/** Per route id, the keys its loader data carries; null when the build's files are not on disk (development). */
export type RouteMessageKeys = ReadonlyMap<string, readonly MessageKey[]> | null;

type ServerRoute = NonNullable<ServerBuild["routes"][string]>;
type Loader = NonNullable<ServerRoute["module"]["loader"]>;
type Middleware = NonNullable<ServerRoute["module"]["middleware"]>[number];

// A chunk names the chunks it imports as "./name-hash.js", "/assets/…" (the manifest) or "assets/…"
// (the dependency list of an import on demand).
const CHUNK_REFERENCE = /["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g;
const KEY_LITERAL = /["'`]([A-Z][A-Z0-9_]*)["'`]/g;
// The minifier writes a long list of string literals as one string split at run time
// (`"LEAD_ERROR_A.LEAD_ERROR_B".split(".")`): every key of such a string is named too.
const SPLIT_KEYS = /["'`]([A-Z][A-Z0-9_]*(?:[^\w"'`\s][A-Z][A-Z0-9_]*)+)["'`]\.split\(/g;

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
  const isKey = (text: string): text is MessageKey => known.has(text);
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
  const keysOfRoute = (id: string): Set<MessageKey> => {
    const route = build.assets.routes[id];
    const keys = new Set<MessageKey>();
    if (!route) return keys;
    const pending = [route.module, ...(route.imports ?? [])].map((url) => path.basename(url));
    const seen = new Set<string>();
    for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
      if (seen.has(name)) continue;
      seen.add(name);
      const chunk = readChunk(name);
      for (const key of chunk.keys) keys.add(key);
      pending.push(...chunk.imports);
    }
    return keys;
  };

  const rootModule = build.assets.routes.root?.module;
  if (!rootModule || !existsSync(path.join(assetsDir, path.basename(rootModule)))) return null;
  const rootKeys = keysOfRoute("root");
  const result = new Map<string, MessageKey[]>();
  for (const [id, route] of Object.entries(build.routes)) {
    if (id === "root" || !route) continue;
    const own = [...keysOfRoute(id)].filter((key) => !rootKeys.has(key));
    // A route without a loader has no data to carry texts in: the root carries them.
    if (route.module.loader) result.set(id, own);
    else for (const key of own) rootKeys.add(key);
  }
  result.set("root", [...rootKeys]);
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
    const own = keys ? (keys.get(id) ?? []) : id === "root" ? null : [];
    const { loader, middleware } = route.module;
    if (!loader || (own !== null && own.length === 0)) {
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

type DictionaryOf = (context: Readonly<RouterContextProvider>) => Dictionary;
const requestDictionary: DictionaryOf = (context) => context.get(siteContext).dictionary;

export function withMessages(
  loader: Loader,
  keys: readonly MessageKey[] | null,
  dictionaryOf: DictionaryOf = requestDictionary,
): Loader {
  return async (args) => {
    const pick = () => picked(dictionaryOf(args.context), keys);
    try {
      return attach(await loader(args), pick);
    } catch (thrown) {
      throw attach(thrown, pick);
    }
  };
}

function messagesOnThrow(step: Middleware, keys: readonly MessageKey[] | null): Middleware {
  return async (args, next) => {
    try {
      return await step(args, next);
    } catch (thrown) {
      throw attach(thrown, () => picked(requestDictionary(args.context), keys));
    }
  };
}

function picked(dictionary: Dictionary, keys: readonly MessageKey[] | null): Messages {
  if (keys === null) return dictionary;
  const messages: Messages = {};
  for (const key of keys) messages[key] = dictionary[key];
  return messages;
}

function attach<T>(value: T, pick: () => Messages): T | DataWithResponseInit<unknown> | object {
  if (isDataWithInit(value)) {
    return isPlainObject(value.data)
      ? data({ ...value.data, [MESSAGES_FIELD]: pick() }, value.init ?? undefined)
      : value;
  }
  return isPlainObject(value) ? { ...value, [MESSAGES_FIELD]: pick() } : value;
}

function isDataWithInit(value: unknown): value is DataWithResponseInit<unknown> {
  return (
    typeof value === "object" && value !== null && "type" in value && value.type === "DataWithResponseInit"
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
