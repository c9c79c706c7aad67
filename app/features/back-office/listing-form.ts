// The listing form's fields as places in the import payload (features/import/listing-payload.ts): the form
// writes its fields into a payload (a stored listing's, or a new one) that the import's own schema then
// validates, and each schema or import error is shown at the field it concerns. Pure.
import type { MessageKey } from "../../i18n/dictionary.ts";

export const TEXT_LANGUAGES = ["nl", "fr", "en"] as const;

/** Form field → path in the payload; the values are numbers where the payload wants numbers. */
const FIELDS = {
  reference: { path: ["reference"], number: false },
  goal: { path: ["goal"], number: false },
  status: { path: ["status"], number: false },
  typeId: { path: ["typeId"], number: true },
  street: { path: ["address", "street"], number: false },
  houseNumber: { path: ["address", "houseNumber"], number: false },
  zip: { path: ["address", "zip"], number: false },
  city: { path: ["address", "city"], number: false },
  countryId: { path: ["address", "countryId"], number: true },
  latitude: { path: ["address", "latitude"], number: true },
  longitude: { path: ["address", "longitude"], number: true },
  price: { path: ["price"], number: true },
  bedrooms: { path: ["rooms", "bedrooms"], number: true },
  bathrooms: { path: ["rooms", "bathrooms"], number: true },
  surfaceHabitable: { path: ["surfaces", "habitable"], number: true },
  surfaceGround: { path: ["surfaces", "ground"], number: true },
  constructionYear: { path: ["building", "constructionYear"], number: true },
  epcScore: { path: ["energy", "score"], number: true },
  epcLabel: { path: ["energy", "label"], number: false },
  epcCode: { path: ["energy", "certificateCode"], number: false },
  floodP: { path: ["risks", "floodPScore"], number: false },
  floodG: { path: ["risks", "floodGScore"], number: false },
  ...Object.fromEntries(
    TEXT_LANGUAGES.flatMap((language) => [
      [`title_${language}`, { path: ["texts", language, "title"], number: false }],
      [`description_${language}`, { path: ["texts", language, "descriptionHtml"], number: false }],
    ]),
  ),
} satisfies Record<string, { path: string[]; number: boolean }>;

const NUMBER = /^-?[0-9]{1,12}(\.[0-9]{1,8})?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function child(parent: Record<string, unknown>, key: string): Record<string, unknown> {
  const existing = parent[key];
  const copy = isRecord(existing) ? { ...existing } : {};
  parent[key] = copy;
  return copy;
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) node = child(node, key);
  const last = path[path.length - 1];
  if (last === undefined) return;
  if (value === undefined) delete node[last];
  else node[last] = value;
}

function getPath(source: unknown, path: readonly string[]): unknown {
  let node = source;
  for (const key of path) node = isRecord(node) ? node[key] : undefined;
  return node;
}

/**
 * The payload `base` with the form's fields written in: an empty field removes its value, a number field
 * that is not a number is passed on as typed (the schema then names it), a language with neither title
 * nor description has no texts.
 */
export function payloadFromForm(
  fields: Record<string, string>,
  base: Record<string, unknown>,
): Record<string, unknown> {
  const payload: Record<string, unknown> = structuredClone(base);
  for (const [name, field] of Object.entries(FIELDS)) {
    const raw = (fields[name] ?? "").trim();
    const value = raw === "" ? undefined : field.number && NUMBER.test(raw) ? Number(raw) : raw;
    setPath(payload, field.path, value);
  }
  const texts = child(payload, "texts");
  for (const language of TEXT_LANGUAGES) {
    const text = texts[language];
    if (!isRecord(text)) continue;
    if (text.title === undefined && text.descriptionHtml === undefined) delete texts[language];
    else text.descriptionHtml ??= "";
  }
  return payload;
}

/** The form's values of a payload, as strings (a new listing's form starts from `{}`). */
export function formValuesOf(payload: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(FIELDS)) {
    const value = getPath(payload, field.path);
    if (typeof value === "string" || typeof value === "number") values[name] = String(value);
  }
  return values;
}

const SPECIAL_MESSAGES: Record<string, MessageKey> = {
  reference: "BO_LISTING_ERROR_REFERENCE",
  texts: "BO_LISTING_ERROR_TEXTS",
};

/** The form field a payload path belongs to ("texts" as a whole: the first title), or "form". */
export function fieldOfPath(path: readonly PropertyKey[]): string {
  const joined = path.map(String).join(".");
  if (joined === "texts") return "title_nl";
  for (const [name, field] of Object.entries(FIELDS)) {
    if (field.path.join(".") === joined) return name;
  }
  return "form";
}

/** An error's message at the field of `path`: a specific one where there is one, else "not valid". */
export function messageOfPath(path: readonly PropertyKey[]): MessageKey {
  return SPECIAL_MESSAGES[path.map(String).join(".")] ?? "BO_LISTING_FIELD_INVALID";
}

/** An RFC 6901 pointer ("/address/city") as a path. */
export function pathOfPointer(pointer: string): string[] {
  return pointer
    .split("/")
    .slice(1)
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
}
