// The home search box's index as JSON (spec §2, §7), fetched when the box is first used so it never
// weighs on the page load. An ETag lets a returning visitor revalidate without downloading it again.
import { createHash } from "node:crypto";
import { appContext } from "../context.server.ts";
import { buildSearchIndex } from "../features/search/search-index.server.ts";
import { isLanguage } from "../i18n/languages.ts";
import type { Route } from "./+types/search-index";

export async function loader({ context, request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("lang");
  if (!isLanguage(requested)) {
    return Response.json({ error: "Unknown language: use lang=nl, fr, en or de." }, { status: 400 });
  }
  const { db } = context.get(appContext);
  const body = JSON.stringify(await buildSearchIndex(db, requested));
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: etag,
  };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
