// Removes one menu entry, header link or footer column from the version shown, once the confirmation is ticked: a form of
// its own beside the item's, so a save can never delete by mistake.
import { useT } from "../../../i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import type { FormView } from "../form-view.ts";
import { Checkbox, FormOutcome, formFieldsOf } from "./edit-fields.tsx";

export function DeleteItemForm({
  intent,
  item,
  view,
}: {
  intent: "menu-delete" | "header-link-delete" | "footer-column-delete";
  item: { id: number; version: number };
  view: FormView;
}) {
  const { t } = useT();
  const form = `${intent}-${item.id}`;
  return (
    <form method="post" className="account-form site-admin-delete" aria-label={t("SITE_ADMIN_DELETE_ITEM")}>
      <FormOutcome view={view} form={form} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={item.id} />
      <input type="hidden" name="version" value={item.version} />
      <Checkbox
        id={`${form}-confirm`}
        name="confirm"
        label="SITE_ADMIN_CONFIRM_DELETE"
        checked={false}
        error={formFieldsOf(view, form).error("confirm")}
      />
      <Button type="submit">{t("SITE_ADMIN_DELETE_ITEM")}</Button>
    </form>
  );
}
