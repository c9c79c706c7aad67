import { useSyncExternalStore } from "react";
import { useT } from "../../i18n/use-t.ts";
import { Button } from "../../ui/button.tsx";

/**
 * Opens the browser's print dialog; the print stylesheet keeps photos, facts, EPC and agent. Shown once
 * JavaScript runs, so it never is a button that does nothing (the browser's own print works regardless).
 */
const subscribeToNothing = () => () => {};

export function PrintButton() {
  const { t } = useT();
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Button variant="outline" className="print-button" onClick={() => window.print()}>
      {t("PROPERTY_PRINT")}
    </Button>
  );
}
