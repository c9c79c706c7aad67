// The pages and articles forms (spec §2 "Page configuration", §3): parsed with Zod from the posted fields;
// every message is a dictionary key. An article's body is stored as the listing texts' allow-list
// sanitizer leaves it (domain/sanitize-html.ts), so nothing else can reach the page.
import { z } from "zod";
import {
  IdSchema,
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

export const CONTENT_KINDS = ["page", "article"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const BODY_MAX_LENGTH = 50_000;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const NameSchema = plainText(60, "PAGES_ADMIN_ERROR_NAME").min(1, { error: "PAGES_ADMIN_ERROR_NAME" });
const SlugSchema = z
  .string({ error: "PAGES_ADMIN_ERROR_SLUG" })
  .trim()
  .max(80, { error: "PAGES_ADMIN_ERROR_SLUG" })
  .regex(SLUG, { error: "PAGES_ADMIN_ERROR_SLUG" });
const TitleSchema = localizedSchema(120, "PAGES_ADMIN_ERROR_TITLE", true);

const ModuleSchema = z.strictObject({
  position: z.int().min(0).max(99),
  relation: z.enum(["property-list", "article", "contact", "external"]),
  col: z.strictObject({
    sm: z.int().min(1).max(12),
    md: z.int().min(1).max(12),
    lg: z.int().min(1).max(12),
  }),
  maxItems: z.int().min(1).max(48).optional(),
  perRow: z.int().min(1).max(6).optional(),
  articleSlug: z.string().max(80).regex(SLUG).optional(),
  view: z.enum(["card", "plain"]).optional(),
  backgroundImageKey: OptionalImageKeySchema,
});

/** The modules as JSON text: a list of at most 20 modules of the shape the pages read. */
const ModulesSchema = z
  .string({ error: "PAGES_ADMIN_ERROR_MODULES" })
  .max(20_000, { error: "PAGES_ADMIN_ERROR_MODULES" })
  .transform((text, issues) => {
    try {
      const value: unknown = JSON.parse(text.trim() === "" ? "[]" : text);
      return value;
    } catch {
      issues.addIssue({ code: "custom", message: "PAGES_ADMIN_ERROR_MODULES" });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(ModuleSchema, { error: "PAGES_ADMIN_ERROR_MODULES" })
      .max(20, { error: "PAGES_ADMIN_ERROR_MODULES" }),
  );

export const PageFormSchema = z.object({
  id: IdSchema,
  version: VersionSchema,
  name: NameSchema,
  path: SitePathSchema,
  status: StatusSchema,
  sort: SortSchema,
  title: TitleSchema,
  seoTitle: localizedSchema(70, "PAGES_ADMIN_ERROR_SEO", false),
  seoDescription: localizedSchema(300, "PAGES_ADMIN_ERROR_SEO", false),
  ogImageKey: OptionalImageKeySchema,
  modules: z.preprocess((value) => value ?? "[]", ModulesSchema),
});
export type PageForm = z.infer<typeof PageFormSchema>;

const BodySchema = sanitizedHtmlSchema(BODY_MAX_LENGTH, "PAGES_ADMIN_ERROR_BODY");

export const ArticleFormSchema = z.object({
  id: IdSchema,
  version: VersionSchema,
  slug: SlugSchema,
  category: optionalText(60),
  subCategory: optionalText(60),
  status: StatusSchema,
  sort: SortSchema,
  title: TitleSchema,
  body: BodySchema,
  imageKey: OptionalImageKeySchema,
});
export type ArticleForm = z.infer<typeof ArticleFormSchema>;

export const PublishFormSchema = z.object({
  version: VersionSchema,
  intent: z.enum(["publish", "unpublish"], { error: "SITE_ADMIN_ERROR_CHOICE" }),
});

export const NewPageFormSchema = z.object({
  name: NameSchema,
  path: SitePathSchema,
  title: plainText(120, "PAGES_ADMIN_ERROR_TITLE").min(1, { error: "PAGES_ADMIN_ERROR_TITLE" }),
});
export const NewArticleFormSchema = z.object({
  slug: SlugSchema,
  title: plainText(120, "PAGES_ADMIN_ERROR_TITLE").min(1, { error: "PAGES_ADMIN_ERROR_TITLE" }),
});

export function pageInput(fields: Record<string, string>) {
  return {
    ...fields,
    title: localizedFields(fields, "title"),
    seoTitle: localizedFields(fields, "seoTitle"),
    seoDescription: localizedFields(fields, "seoDescription"),
  };
}

export function articleInput(fields: Record<string, string>) {
  return { ...fields, title: localizedFields(fields, "title"), body: localizedFields(fields, "body") };
}
