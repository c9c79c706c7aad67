// React Router's default browser entry, telling the page's loader when hydration starts: a click made
// before then is given again once the page has hydrated; one made after it, React handles itself
// (code-on-interaction.ts, ADR 0037); and giving the history entry its key for scroll positions first
// (scroll-restoration.tsx).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HYDRATING_EVENT } from "./code-on-interaction.ts";
import { keyHistoryEntry } from "./scroll-restoration.tsx";

dispatchEvent(new Event(HYDRATING_EVENT));
keyHistoryEntry();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
