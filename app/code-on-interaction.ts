// The page's code loads when the visitor first does something, not with the page (ADR 0037). Every page is
// whole and usable without its code: links navigate, forms post, sections open (ADR 0006, 0024, 0027). The
// server writes React Router's module script, and the inline scripts that hand over the loaders' data, as
// data blocks the browser does not run (code-on-interaction.server.ts); this inline script, the last of the
// page, turns them back into scripts, in the document's order, at the visitor's first pointer move, touch,
// key, focus, wheel or scroll, or at once where the page needs its code from the start; while the document
// is still being read, once it has been read, so that every data script is there to run. A click on a
// button only the code handles, made before the code ran, is given again once the page has hydrated, so it
// is never lost.
import type { ShellData } from "./features/site-shell/shell-data.ts";

/** The type the server gives React Router's module script so that the browser keeps it unrun. */
export const CODE_ON_INTERACTION_TYPE = "module-on-interaction";
/** The type the server gives React Router's inline scripts that hand over the loaders' data. */
export const DATA_ON_INTERACTION_TYPE = "script-on-interaction";
/** Dispatched on `window` by entry.client.tsx just before React starts hydrating. */
export const HYDRATING_EVENT = "site:hydrating";
/** Dispatched on `window` once React has hydrated the document. */
export const HYDRATED_EVENT = "site:hydrated";

/** What the visitor does that loads the code: any sign of someone at the page. */
const FIRST_INTERACTIONS = [
  "pointerdown",
  "pointermove",
  "touchstart",
  "keydown",
  "focusin",
  "wheel",
  "scroll",
];
/** Buttons that do nothing without the code; a popover's button works without it. */
const SCRIPT_ONLY_BUTTON = 'button[type="button"]:not([popovertarget])';

/** The inline script; `atLoad` starts the code at once. */
function loaderScript(atLoad: boolean): string {
  return `(()=>{let s=false,k=null;const on=${JSON.stringify(FIRST_INTERACTIONS)};const run=()=>{for(const d of document.querySelectorAll('script[type="${CODE_ON_INTERACTION_TYPE}"],script[type="${DATA_ON_INTERACTION_TYPE}"]')){const m=document.createElement("script");if(d.type==="${CODE_ON_INTERACTION_TYPE}")m.type="module";m.textContent=d.textContent;d.replaceWith(m)}};const start=()=>{if(s)return;s=true;for(const e of on)removeEventListener(e,start,true);if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",run,{once:true});else run()};const keep=(e)=>{const b=e.target instanceof Element&&e.target.closest(${JSON.stringify(SCRIPT_ONLY_BUTTON)});if(b){k=b;start()}};addEventListener("click",keep,true);addEventListener(${JSON.stringify(HYDRATING_EVENT)},()=>removeEventListener("click",keep,true),{once:true});addEventListener(${JSON.stringify(HYDRATED_EVENT)},()=>setTimeout(()=>{if(k&&k.isConnected)k.click();k=null}),{once:true});for(const e of on)addEventListener(e,start,{capture:true,passive:true});if(${atLoad})start()})()`;
}

/** The loader's two forms, built once. */
const LOADERS = { later: loaderScript(false), atLoad: loaderScript(true) };

/** The inline script; `atLoad` starts the code at once. */
export function codeOnInteractionScript(atLoad: boolean): string {
  return atLoad ? LOADERS.atLoad : LOADERS.later;
}

/**
 * Pages that need their code from the start: a signed-in visitor's screens (never shared; staff work with
 * them), and every page of a site with measurement tags, which count a visit when the page loads (spec §7).
 */
export function needsCodeAtLoad(
  shell: Pick<ShellData, "signedIn" | "measurement"> | null | undefined,
): boolean {
  return Boolean(shell && (shell.signedIn !== undefined || shell.measurement !== undefined));
}
