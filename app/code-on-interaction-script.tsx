// The page's last inline script, which loads its code at the visitor's first interaction, and the signal that
// the page has hydrated (code-on-interaction.ts, ADR 0037).
import { useEffect } from "react";
import { codeOnInteractionScript, HYDRATED_EVENT } from "./code-on-interaction.ts";

/** The loader, after React Router's scripts; `atLoad` (needsCodeAtLoad) starts the code at once. */
export function CodeOnInteraction({ nonce, atLoad }: { nonce: string; atLoad: boolean }) {
  useEffect(() => {
    dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: codeOnInteractionScript(atLoad) }}
    />
  );
}
