// The "invite owner" form of the staff screens, shared by the staff home and a property's staff page:
// validated with Zod, written in one transaction with its audit entries, answered with a translated state.
import { type AdminFormState } from "./admin-form-state.ts";
import { fieldErrors } from "./account-forms.server.ts";
import type { Database } from "../../db/client.server.ts";
import { InviteOwnerSchema, inviteOwner, type MailSettings } from "./owner-invitation.server.ts";

export function invalid(
  form: string,
  values: Record<string, string>,
  errors: AdminFormState["errors"],
): AdminFormState {
  return { form, status: "invalid", message: "ADMIN_ERROR_FORM", errors, values };
}

export async function inviteFromForm(
  db: Database,
  actorId: string,
  fields: Record<string, string>,
  mail: MailSettings,
): Promise<AdminFormState> {
  const parsed = InviteOwnerSchema.safeParse(fields);
  if (!parsed.success) return invalid("invite", fields, fieldErrors(parsed.error));
  const outcome = await inviteOwner(db, actorId, parsed.data, mail, new Date());
  if (!outcome.ok) {
    return outcome.error === "unknown-property"
      ? invalid("invite", fields, { propertyIds: "ADMIN_ERROR_PROPERTY" })
      : invalid("invite", fields, { email: "ADMIN_ERROR_NOT_OWNER" });
  }
  return {
    form: "invite",
    status: "saved",
    message: outcome.mailed ? "ADMIN_INVITED" : "ADMIN_LINKED",
    errors: {},
    values: {},
  };
}
