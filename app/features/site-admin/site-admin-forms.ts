// The site configuration's forms (spec §1–§2), one per thing saved: each parsed with Zod from the posted
// fields; every message is a dictionary key.
import { z } from "zod";
import { FACEBOOK_PIXEL_ID, GOOGLE_ANALYTICS_ID, GOOGLE_TAG_MANAGER_ID } from "../../domain/analytics-ids.ts";
import { VIDEO_THUMBNAIL_QUALITIES } from "../../domain/video-thumbnail.ts";
import { LANGUAGES } from "../../i18n/languages.ts";
import {
  CheckboxSchema,
  IdSchema,
  ImageKeySchema,
  localizedFields,
  localizedSchema,
  optionalText,
  OptionalImageKeySchema,
  plainText,
  sanitizedHtmlSchema,
  SitePathSchema,
  SortSchema,
  StatusSchema,
  VersionSchema,
} from "./site-admin-fields.ts";

export const TITLE_MAX_LENGTH = 80;

const ParentSchema = z
  .string({ error: "SITE_ADMIN_ERROR_PARENT" })
  .regex(/^([1-9][0-9]{0,8})?$/, { error: "SITE_ADMIN_ERROR_PARENT" })
  .transform((value) => (value === "" ? null : Number(value)));

export const MenuFormSchema = z.object({
  id: IdSchema,
  version: VersionSchema,
  path: SitePathSchema,
  status: StatusSchema,
  sort: SortSchema,
  parentId: ParentSchema,
  title: localizedSchema(TITLE_MAX_LENGTH, "SITE_ADMIN_ERROR_TITLE", true),
});
export type MenuForm = z.infer<typeof MenuFormSchema>;

/** A new menu entry: the same fields, without an id or a version yet. */
export const NewMenuFormSchema = MenuFormSchema.omit({ id: true, version: true });
export type NewMenuForm = z.infer<typeof NewMenuFormSchema>;

/** A menu entry or header link removed, from the version shown, once the staff member ticked the confirmation. */
export const DeleteItemFormSchema = z.object({
  id: IdSchema,
  version: VersionSchema,
  confirm: z.literal("on", { error: "SITE_ADMIN_ERROR_CONFIRM_DELETE" }),
});
export type DeleteItemForm = z.infer<typeof DeleteItemFormSchema>;

/** A header link: a path of the site or an https address. */
const LinkSchema = z
  .string({ error: "SITE_ADMIN_ERROR_LINK" })
  .trim()
  .max(300, { error: "SITE_ADMIN_ERROR_LINK" })
  .refine((value) => value === "" || /^\/(?!\/)[^\s<>"']*$/.test(value) || isHttpsUrl(value), {
    error: "SITE_ADMIN_ERROR_LINK",
  });

function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && url.username === "" && url.password === "";
}

export const HeaderLinkFormSchema = z.object({
  id: IdSchema,
  version: VersionSchema,
  status: StatusSchema,
  sort: SortSchema,
  icon: plainText(40).regex(/^[a-z0-9-]*$/, { error: "SITE_ADMIN_ERROR_TEXT" }),
  color: z
    .string({ error: "SITE_ADMIN_ERROR_TEXT" })
    .trim()
    .regex(/^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})?$/, { error: "SITE_ADMIN_ERROR_TEXT" })
    .optional()
    .transform((value) => (value ? value : null)),
  label: localizedSchema(TITLE_MAX_LENGTH, "SITE_ADMIN_ERROR_TITLE", true),
  link: z.object({ nl: LinkSchema.optional(), fr: LinkSchema.optional(), en: LinkSchema.optional() }),
});
export type HeaderLinkForm = z.infer<typeof HeaderLinkFormSchema>;

export const NewHeaderLinkFormSchema = HeaderLinkFormSchema.omit({ id: true, version: true });
export type NewHeaderLinkForm = z.infer<typeof NewHeaderLinkFormSchema>;

const GalleryKeysSchema = z
  .string({ error: "SITE_ADMIN_ERROR_IMAGE_KEY" })
  .max(4000, { error: "SITE_ADMIN_ERROR_IMAGE_KEY" })
  .transform((value) =>
    value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ""),
  )
  .pipe(z.array(ImageKeySchema).max(20, { error: "SITE_ADMIN_ERROR_IMAGE_KEY" }));

/** The footer columns' order as shown ("id:version" each), and the column moved one place. */
export const FooterMoveFormSchema = z.object({
  shown: z
    .string({ error: "SITE_ADMIN_ERROR_FORM" })
    .regex(/^[1-9][0-9]{0,8}:[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}:[1-9][0-9]{0,8}){0,49}$/, {
      error: "SITE_ADMIN_ERROR_FORM",
    })
    .transform((value) =>
      value.split(",").map((pair) => {
        const [id = 0, version = 0] = pair.split(":").map(Number);
        return { id, version };
      }),
    )
    .refine((list) => new Set(list.map((item) => item.id)).size === list.length, {
      error: "SITE_ADMIN_ERROR_FORM",
    }),
  id: IdSchema,
  direction: z.enum(["up", "down"], { error: "SITE_ADMIN_ERROR_CHOICE" }),
});
export type FooterMoveForm = z.infer<typeof FooterMoveFormSchema>;

/** A footer column's width in twelfths at each breakpoint (spec §3: col with sm, md and lg). */
const SpanSchema = z
  .string({ error: "SITE_ADMIN_ERROR_NUMBER" })
  .regex(/^(1[0-2]|[1-9])$/, { error: "SITE_ADMIN_ERROR_NUMBER" })
  .transform(Number);

export const FOOTER_TEXT_MAX_LENGTH = 5_000;

/**
 * A footer column (spec §3): title, intro text and full text, each per language with its public flag (the
 * texts as the allow-list sanitizer leaves them), its images, and its widths.
 */
export const FooterColumnFormSchema = z.object({
  id: IdSchema,
  version: VersionSchema,
  title: localizedSchema(TITLE_MAX_LENGTH, "SITE_ADMIN_ERROR_TITLE", false),
  titlePublic: CheckboxSchema,
  intro: sanitizedHtmlSchema(FOOTER_TEXT_MAX_LENGTH, "SITE_ADMIN_ERROR_TEXT"),
  introPublic: CheckboxSchema,
  full: sanitizedHtmlSchema(FOOTER_TEXT_MAX_LENGTH, "SITE_ADMIN_ERROR_TEXT"),
  fullPublic: CheckboxSchema,
  imageKeys: z.preprocess((value) => value ?? "", GalleryKeysSchema),
  colSm: SpanSchema,
  colMd: SpanSchema,
  colLg: SpanSchema,
});
export type FooterColumnForm = z.infer<typeof FooterColumnFormSchema>;

export const NewFooterColumnFormSchema = FooterColumnFormSchema.omit({ id: true, version: true });
export type NewFooterColumnForm = z.infer<typeof NewFooterColumnFormSchema>;

export const BrandingFormSchema = z
  .object({
    version: VersionSchema,
    logoImageKey: ImageKeySchema,
    bannerType: z.enum(["image", "gallery", "video"], { error: "SITE_ADMIN_ERROR_CHOICE" }),
    bannerImageKey: OptionalImageKeySchema,
    galleryKeys: z.preprocess((value) => value ?? "", GalleryKeysSchema),
    galleryInterval: z
      .string({ error: "SITE_ADMIN_ERROR_NUMBER" })
      .regex(/^[0-9]{3,5}$/, { error: "SITE_ADMIN_ERROR_NUMBER" })
      .transform(Number)
      .refine((value) => value >= 1000 && value <= 30_000, { error: "SITE_ADMIN_ERROR_NUMBER" }),
    videoUrl: z
      .string({ error: "SITE_ADMIN_ERROR_LINK" })
      .trim()
      .max(500, { error: "SITE_ADMIN_ERROR_LINK" })
      .refine((value) => value === "" || isHttpsUrl(value), { error: "SITE_ADMIN_ERROR_LINK" })
      .optional()
      .transform((value) => (value ? value : undefined)),
    showLogo: CheckboxSchema,
  })
  .superRefine((form, issues) => {
    const missing =
      (form.bannerType === "image" && !form.bannerImageKey) ||
      (form.bannerType === "gallery" && form.galleryKeys.length === 0) ||
      (form.bannerType === "video" && !form.videoUrl);
    if (missing)
      issues.addIssue({ code: "custom", path: ["bannerType"], message: "SITE_ADMIN_ERROR_BANNER" });
  });
export type BrandingForm = z.infer<typeof BrandingFormSchema>;

const LanguageSchema = z.enum(LANGUAGES, { error: "SITE_ADMIN_ERROR_CHOICE" });

export const LanguagesFormSchema = z
  .object({
    version: VersionSchema,
    defaultLanguage: LanguageSchema,
    use_nl: CheckboxSchema,
    use_fr: CheckboxSchema,
    use_en: CheckboxSchema,
    use_de: CheckboxSchema,
  })
  .refine((form) => form[`use_${form.defaultLanguage}`], {
    path: ["defaultLanguage"],
    error: "SITE_ADMIN_ERROR_LANGUAGES",
  });
export type LanguagesForm = z.infer<typeof LanguagesFormSchema>;

export const DisplayFormSchema = z.object({
  version: VersionSchema,
  showHomeMenu: CheckboxSchema,
  showFreeEvaluation: CheckboxSchema,
  showSearchInput: CheckboxSchema,
  showSearchButton: CheckboxSchema,
  showSearchCount: CheckboxSchema,
  showCountProperty: CheckboxSchema,
  showLogoAtStart: CheckboxSchema,
  videoThumbnailQuality: z.enum(VIDEO_THUMBNAIL_QUALITIES, { error: "SITE_ADMIN_ERROR_CHOICE" }),
});
export type DisplayForm = z.infer<typeof DisplayFormSchema>;

function analyticsId(
  format: RegExp,
  message: "SITE_ADMIN_ERROR_GTM" | "SITE_ADMIN_ERROR_GA" | "SITE_ADMIN_ERROR_PIXEL",
) {
  return z
    .string({ error: message })
    .trim()
    .refine((value) => value === "" || format.test(value), { error: message })
    .optional()
    .transform((value) => (value ? value : undefined));
}

export const InformationFormSchema = z.object({
  version: VersionSchema,
  name: plainText(120).min(1, { error: "SITE_ADMIN_ERROR_TEXT" }),
  legalName: optionalText(160),
  vatNumber: optionalText(30),
  biv: optionalText(30),
  street: optionalText(160),
  zip: optionalText(12),
  city: optionalText(80),
  countryCode: z.enum(["BE", "LU"], { error: "SITE_ADMIN_ERROR_CHOICE" }),
  phone: optionalText(40).refine((value) => /^[0-9+ ()./-]*$/.test(value), {
    error: "SITE_ADMIN_ERROR_TEXT",
  }),
  email: z
    .string({ error: "SITE_ADMIN_ERROR_EMAIL" })
    .trim()
    .max(254, { error: "SITE_ADMIN_ERROR_EMAIL" })
    .pipe(z.email({ error: "SITE_ADMIN_ERROR_EMAIL" })),
  googleTagManagerId: analyticsId(GOOGLE_TAG_MANAGER_ID, "SITE_ADMIN_ERROR_GTM"),
  googleAnalyticsId: analyticsId(GOOGLE_ANALYTICS_ID, "SITE_ADMIN_ERROR_GA"),
  facebookPixelId: analyticsId(FACEBOOK_PIXEL_ID, "SITE_ADMIN_ERROR_PIXEL"),
});
export type InformationForm = z.infer<typeof InformationFormSchema>;

/** The posted fields as the schemas expect them: per-language fields gathered into objects. */
export function menuInput(fields: Record<string, string>) {
  return { ...fields, title: localizedFields(fields, "title") };
}

export function footerColumnInput(fields: Record<string, string>) {
  return {
    ...fields,
    title: localizedFields(fields, "title"),
    intro: localizedFields(fields, "intro"),
    full: localizedFields(fields, "full"),
  };
}

export function headerLinkInput(fields: Record<string, string>) {
  return { ...fields, label: localizedFields(fields, "label"), link: localizedFields(fields, "link") };
}
