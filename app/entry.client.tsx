// React Router's default browser entry, telling the page's loader when hydration starts: a click made
// before then is given again once the page has hydrated; one made after it, React handles itself
// (code-on-interaction.ts, ADR 0037).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { HYDRATING_EVENT } from "./code-on-interaction.ts";

dispatchEvent(new Event(HYDRATING_EVENT));
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
