// One post to the site configuration: the form it names parsed with Zod and saved (or refused) as one
// change. Answers which form it was and the outcome.
import type { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import type { EditOutcome } from "./edit-outcome.ts";
import { errorKeys } from "./site-admin-fields.ts";
import {
  BrandingFormSchema,
  DisplayFormSchema,
  FooterMoveFormSchema,
  HeaderLinkFormSchema,
  headerLinkInput,
  InformationFormSchema,
  LanguagesFormSchema,
  MenuFormSchema,
  menuInput,
} from "./site-admin-forms.ts";
import {
  moveFooterColumn,
  saveBranding,
  saveDisplay,
  saveHeaderLink,
  saveInformation,
  saveLanguages,
  saveMenu,
} from "./site-admin-writes.server.ts";

type Fields = Record<string, string>;

function parsed<S extends z.ZodType>(
  schema: S,
  input: unknown,
  save: (form: z.output<S>) => Promise<EditOutcome>,
): Promise<EditOutcome> {
  const result = schema.safeParse(input);
  if (!result.success) return Promise.resolve({ kind: "invalid", errors: errorKeys(result.error) });
  return save(result.data);
}

const SINGLE_FORMS = ["footer-move", "branding", "languages", "display", "information"];

/** The form's name as its page shows it (a menu entry's form is `menu-<id>`); "" for none of them. */
export function siteFormName(fields: Fields): string {
  const id = /^[1-9][0-9]{0,8}$/.test(fields.id ?? "") ? fields.id : null;
  if (fields.intent === "menu" || fields.intent === "header-link") return id ? `${fields.intent}-${id}` : "";
  return SINGLE_FORMS.find((form) => form === fields.intent) ?? "";
}

export function runSiteForm(db: Database, actorId: string, fields: Fields, now: Date): Promise<EditOutcome> {
  switch (fields.intent) {
    case "menu":
      return parsed(MenuFormSchema, menuInput(fields), (form) => saveMenu(db, actorId, form, now));
    case "header-link":
      return parsed(HeaderLinkFormSchema, headerLinkInput(fields), (form) =>
        saveHeaderLink(db, actorId, form, now),
      );
    case "footer-move":
      return parsed(FooterMoveFormSchema, fields, (form) => moveFooterColumn(db, actorId, form, now));
    case "branding":
      return parsed(BrandingFormSchema, fields, (form) => saveBranding(db, actorId, form, now));
    case "languages":
      return parsed(LanguagesFormSchema, fields, (form) => saveLanguages(db, actorId, form, now));
    case "display":
      return parsed(DisplayFormSchema, fields, (form) => saveDisplay(db, actorId, form, now));
    case "information":
      return parsed(InformationFormSchema, fields, (form) => saveInformation(db, actorId, form, now));
    default:
      return Promise.resolve({ kind: "invalid", errors: { form: "SITE_ADMIN_ERROR_FORM" } });
  }
}
