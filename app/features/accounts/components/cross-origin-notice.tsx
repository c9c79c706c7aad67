// A form posted from another site is refused (quality.md Safety: forms) with the leads' translated text.
import { useT } from "../../../i18n/use-t.ts";
import { Notice } from "../../../ui/notice.tsx";

export function CrossOriginNotice() {
  const { t } = useT();
  return (
    <Notice tone="error">
      <p>{t("LEAD_CROSS_ORIGIN")}</p>
    </Notice>
  );
}
