// Scroll positions kept across reloads and back and forward, as React Router's <ScrollRestoration> keeps
// them, with a cheaper script at load. React Router's own script gives a history entry its key at once
// (`history.replaceState`, 11–18 ms of main-thread work on a phone-class CPU in a trace of the list page,
// the page's largest script at load). Here the entry gets its key just before the router reads it, when the
// page's code runs (entry.client.tsx), and the script at load only restores a position stored for an entry
// that already has one: positions are stored by the hydrated router, under its entry's key, so an entry
// without a key has none to restore.
import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** Where React Router stores scroll positions (sessionStorage): its own default, so stored ones still count. */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

const RESTORE_SCRIPT =
  `(()=>{const k=history.state&&history.state.key;if(!k)return;` +
  `try{const y=JSON.parse(sessionStorage.getItem(${JSON.stringify(SCROLL_POSITIONS_KEY)})||"{}")[k];` +
  `if(typeof y==="number")scrollTo(0,y)}` +
  `catch(e){sessionStorage.removeItem(${JSON.stringify(SCROLL_POSITIONS_KEY)})}})()`;

export function ScrollRestoration({ nonce }: { nonce: string }) {
  useScrollRestoration({ storageKey: SCROLL_POSITIONS_KEY });
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SCRIPT }} />
  );
}

/**
 * Gives the history entry a key of its own if it has none, before the router is made: the router takes it
 * as the first location's key, under which that entry's scroll position is stored.
 */
export function keyHistoryEntry(): void {
  const state: unknown = history.state;
  if (state && typeof state === "object" && "key" in state && state.key) return;
  history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
}
