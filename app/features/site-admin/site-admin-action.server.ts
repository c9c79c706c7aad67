// One post to the site configuration: the form it names parsed with Zod and saved (or refused) as one
// change. Answers which form it was and the outcome.
import type { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import type { EditOutcome } from "./edit-outcome.ts";
import { errorKeys } from "./site-admin-fields.ts";
import {
  BrandingFormSchema,
  DeleteItemFormSchema,
  DisplayFormSchema,
  FooterColumnFormSchema,
  footerColumnInput,
  FooterMoveFormSchema,
  HeaderLinkFormSchema,
  headerLinkInput,
  InformationFormSchema,
  LanguagesFormSchema,
  MenuFormSchema,
  menuInput,
  NewFooterColumnFormSchema,
  NewHeaderLinkFormSchema,
  NewMenuFormSchema,
} from "./site-admin-forms.ts";
import {
  addFooterColumn,
  addHeaderLink,
  addMenu,
  deleteFooterColumn,
  deleteHeaderLink,
  deleteMenu,
  moveFooterColumn,
  saveFooterColumn,
  saveHeaderLink,
  saveMenu,
} from "./site-list-writes.server.ts";
import { saveBranding, saveDisplay, saveInformation, saveLanguages } from "./site-settings-writes.server.ts";

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

const SINGLE_FORMS = [
  "menu-new",
  "header-link-new",
  "footer-column-new",
  "footer-move",
  "branding",
  "languages",
  "display",
  "information",
];
const PER_ITEM_FORMS = [
  "menu",
  "menu-delete",
  "header-link",
  "header-link-delete",
  "footer-column",
  "footer-column-delete",
];
const DELETE_FORMS = ["menu-delete", "header-link-delete", "footer-column-delete"];

/**
 * The form's name as its page shows it (a menu entry's form is `menu-<id>`); "" for none of them, and for
 * an item deleted: its form is gone, so its outcome belongs to the page.
 */
export function siteFormName(fields: Fields, outcome: EditOutcome): string {
  if (DELETE_FORMS.includes(fields.intent ?? "") && outcome.kind === "saved") return "";
  const id = /^[1-9][0-9]{0,8}$/.test(fields.id ?? "") ? fields.id : null;
  if (PER_ITEM_FORMS.includes(fields.intent ?? "")) return id ? `${fields.intent}-${id}` : "";
  return SINGLE_FORMS.find((form) => form === fields.intent) ?? "";
}

export function runSiteForm(db: Database, actorId: string, fields: Fields, now: Date): Promise<EditOutcome> {
  switch (fields.intent) {
    case "menu":
      return parsed(MenuFormSchema, menuInput(fields), (form) => saveMenu(db, actorId, form, now));
    case "menu-new":
      return parsed(NewMenuFormSchema, menuInput(fields), (form) => addMenu(db, actorId, form, now));
    case "menu-delete":
      return parsed(DeleteItemFormSchema, fields, (form) => deleteMenu(db, actorId, form, now));
    case "header-link":
      return parsed(HeaderLinkFormSchema, headerLinkInput(fields), (form) =>
        saveHeaderLink(db, actorId, form, now),
      );
    case "header-link-new":
      return parsed(NewHeaderLinkFormSchema, headerLinkInput(fields), (form) =>
        addHeaderLink(db, actorId, form, now),
      );
    case "header-link-delete":
      return parsed(DeleteItemFormSchema, fields, (form) => deleteHeaderLink(db, actorId, form, now));
    case "footer-column":
      return parsed(FooterColumnFormSchema, footerColumnInput(fields), (form) =>
        saveFooterColumn(db, actorId, form, now),
      );
    case "footer-column-new":
      return parsed(NewFooterColumnFormSchema, footerColumnInput(fields), (form) =>
        addFooterColumn(db, actorId, form, now),
      );
    case "footer-column-delete":
      return parsed(DeleteItemFormSchema, fields, (form) => deleteFooterColumn(db, actorId, form, now));
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
