// The footer columns in their order, each with a button to move it one place up or down. Each form
// carries the order and versions it showed, so a move made from an outdated list is refused.
import type { LocalizedText } from "../../../db/schema/listings.ts";
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import type { FormView } from "../form-view.ts";
import type { SiteAdminData } from "../site-admin-data.server.ts";
import { FormOutcome } from "./edit-fields.tsx";

export function FooterOrder({ columns, view }: { columns: SiteAdminData["footerColumns"]; view: FormView }) {
  const { t, language } = useT();
  const shown = columns.map((column) => `${column.id}:${column.version}`).join(",");
  const title = (text: LocalizedText) => {
    const texts: Record<string, string | undefined> = text;
    return texts[language] ?? text.nl ?? text.fr ?? text.en ?? "";
  };
  return (
    <>
      <FormOutcome view={view} form="footer-move" />
      <ol className="site-admin-order">
        {columns.map((column, index) => {
          const name = title(column.title) || t("SITE_ADMIN_COLUMN", { n: index + 1 });
          return (
            <li key={column.id} data-column={column.id}>
              <span className="site-admin-order-name">{name}</span>
              {(["up", "down"] as const).map((direction) =>
                (direction === "up" && index === 0) ||
                (direction === "down" && index === columns.length - 1) ? null : (
                  <form key={direction} method="post" className="account-inline-form">
                    <input type="hidden" name="intent" value="footer-move" />
                    <input type="hidden" name="shown" value={shown} />
                    <input type="hidden" name="id" value={column.id} />
                    <input type="hidden" name="direction" value={direction} />
                    <Button
                      type="submit"
                      variant="outline"
                      size="small"
                      aria-label={`${direction === "up" ? t("SITE_ADMIN_MOVE_UP") : t("SITE_ADMIN_MOVE_DOWN")}: ${name}`}
                    >
                      {direction === "up" ? t("SITE_ADMIN_MOVE_UP") : t("SITE_ADMIN_MOVE_DOWN")}
                    </Button>
                  </form>
                ),
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
