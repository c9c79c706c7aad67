// The map frame of the list pages (spec §7): a bare document with its own script, embedded by the map
// view and fed by message. Its script is Leaflet + supercluster + map-frame.client.ts, bundled as one
// self-contained file through Vite's worker pipeline (`?worker&url`): the one way Vite emits a separately
// bundled script from inside the app's build, so the map's code never reaches the list page's bundle.
import leafletCssUrl from "leaflet/dist/leaflet.css?url";
import { appContext } from "../context.server.ts";
import mapScriptUrl from "../features/listings/map/map-frame.client.ts?worker&url";
import { listMapTiles } from "../map-tiles.server.ts";
import { isLanguage } from "../i18n/languages.ts";
import { dictionaryFor } from "../i18n/dictionary.ts";
import { translate } from "../i18n/translate.ts";
import type { Route } from "./+types/map-frame";

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

const STYLE = `
html,body{margin:0;height:100%;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a}
#map{position:absolute;inset:0;background:#e8eef1}
#map-info{position:absolute;z-index:1000;top:8px;left:56px;right:8px;margin:0;padding:6px 10px;background:#fff;
border-radius:4px;box-shadow:0 1px 4px rgba(0,0,0,.25)}
.map-pin span{display:block;width:24px;height:24px;border-radius:50% 50% 50% 0;background:#b3261e;
transform:rotate(-45deg);border:2px solid #fff;box-sizing:border-box;box-shadow:0 1px 3px rgba(0,0,0,.4)}
.map-cluster{display:flex;align-items:center;justify-content:center;border-radius:50%;background:#1f4e79;
color:#fff;font-weight:700;border:3px solid rgba(255,255,255,.8);box-sizing:border-box}
.leaflet-marker-icon:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
.map-popup{display:flex;flex-direction:column;gap:2px;width:220px}
.map-popup img{width:100%;height:auto;aspect-ratio:3/2;object-fit:cover;border-radius:3px}
.map-popup-price{font-weight:700}
.map-popup a{color:#1f4e79;font-weight:600}
`;

export function loader({ context, request }: Route.LoaderArgs) {
  const { nonce } = context.get(appContext);
  const requested = new URL(request.url).searchParams.get("lang");
  const language = isLanguage(requested) ? requested : "nl";
  const title = translate(dictionaryFor(language), "LISTINGS_MAP_TITLE");
  const tiles = listMapTiles();
  const tileAttributes = tiles
    ? ` data-tile-url="${escapeAttribute(tiles.url)}" data-tile-attribution="${escapeAttribute(tiles.attribution)}"`
    : "";
  // The map's module is added by an inline script rather than written as <script src>: the policy names
  // inline scripts by hash with 'strict-dynamic', under which only what a trusted script adds may load
  // (ADR 0038). The <style> is named by its hash too.
  const html = `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeAttribute(title)}</title>
<link rel="stylesheet" href="${leafletCssUrl}">
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main id="map" aria-label="${escapeAttribute(title)}"${tileAttributes}></main>
<p id="map-info" role="status" hidden></p>
<script nonce="${nonce}">const s=document.createElement("script");s.type="module";s.src=${JSON.stringify(mapScriptUrl)};document.body.append(s)</script>
</body>
</html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
