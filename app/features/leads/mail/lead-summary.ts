// The submitted values as label–value rows, in a language: what the agency reads in its notification and
// the visitor in their confirmation.
import { TIME_SLOT_LABELS } from "../../../domain/time-slots.ts";
import { formatDate } from "../../../domain/dates.ts";
import { formatPrice } from "../../../domain/money.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import type { MessageParams } from "../../../i18n/translate.ts";
import type { LeadSubmission } from "../schemas/lead-form-schemas.ts";

type Translate = (key: MessageKey, params?: MessageParams) => string;

export type SummaryRow = { label: string; value: string };

const LABELS: Record<string, MessageKey> = {
  title: "LEAD_LABEL_TITLE",
  firstName: "LEAD_LABEL_FIRST_NAME",
  lastName: "LEAD_LABEL_LAST_NAME",
  name: "LEAD_LABEL_NAME",
  email: "LEAD_LABEL_EMAIL",
  phone: "LEAD_LABEL_PHONE",
  street: "LEAD_LABEL_STREET",
  houseNumber: "LEAD_LABEL_HOUSE_NUMBER",
  zip: "LEAD_LABEL_ZIP",
  city: "LEAD_LABEL_CITY",
  goal: "LEAD_LABEL_GOAL",
  remark: "LEAD_LABEL_REMARK",
  contactPreference: "LEAD_LABEL_CONTACT_PREFERENCE",
  timeSlots: "LEAD_LABEL_TIME_SLOTS",
  newsletter: "LEAD_LABEL_NEWSLETTER",
  slot: "LEAD_LABEL_SLOT",
  propertyType: "LEAD_LABEL_PROPERTY_TYPE",
  propertyStreet: "LEAD_LABEL_STREET",
  propertyHouseNumber: "LEAD_LABEL_HOUSE_NUMBER",
  propertyZip: "LEAD_LABEL_ZIP",
  propertyCity: "LEAD_LABEL_CITY",
  types: "LEAD_LABEL_TYPES",
  zones: "LEAD_LABEL_ZONES",
  areaLatitude: "ALERT_AREA_LATITUDE",
  areaLongitude: "ALERT_AREA_LONGITUDE",
  areaRadius: "ALERT_AREA_RADIUS",
  minPrice: "LEAD_LABEL_MIN_PRICE",
  maxPrice: "LEAD_LABEL_MAX_PRICE",
  minBedrooms: "LEAD_LABEL_MIN_BEDROOMS",
  maxBedrooms: "LEAD_LABEL_MAX_BEDROOMS",
  minBathrooms: "LEAD_LABEL_MIN_BATHROOMS",
  minGarages: "LEAD_LABEL_MIN_GARAGES",
  minParkings: "LEAD_LABEL_MIN_PARKINGS",
  terrace: "LEAD_LABEL_TERRACE",
  garden: "LEAD_LABEL_GARDEN",
  friendFirstName: "LEAD_LABEL_FRIEND_FIRST_NAME",
  friendLastName: "LEAD_LABEL_FRIEND_LAST_NAME",
  friendEmail: "LEAD_LABEL_FRIEND_EMAIL",
  comment: "LEAD_LABEL_COMMENT",
  website: "LEAD_LABEL_WEBSITE",
  postedBy: "LEAD_LABEL_POSTED_BY",
  adults: "LEAD_LABEL_ADULTS",
  kids: "LEAD_LABEL_KIDS",
  kidsAges: "LEAD_LABEL_KIDS_AGES",
  pets: "LEAD_LABEL_PETS",
  petsDescription: "LEAD_LABEL_PETS_DESCRIPTION",
  moveDate: "LEAD_LABEL_MOVE_DATE",
  moveReason: "LEAD_LABEL_MOVE_REASON",
  incomeA: "LEAD_LABEL_INCOME_A",
  incomeB: "LEAD_LABEL_INCOME_B",
  amount: "LEAD_LABEL_AMOUNT",
  amountInWords: "LEAD_LABEL_AMOUNT_WORDS",
  validFrom: "LEAD_LABEL_VALID_FROM",
  validUntil: "LEAD_LABEL_VALID_UNTIL",
  place: "LEAD_LABEL_PLACE",
  signDate: "LEAD_LABEL_SIGN_DATE",
  conditions: "LEAD_LABEL_CONDITIONS",
};

const PERSON_PREFIXES: Record<string, MessageKey> = { a: "LEAD_PERSON_A", b: "LEAD_PERSON_B" };

const CHOICES: Record<string, MessageKey> = {
  mr: "LEAD_TITLE_MR",
  ms: "LEAD_TITLE_MS",
  miss: "LEAD_TITLE_MISS",
  sell: "LEAD_GOAL_SELL",
  rent_out: "LEAD_GOAL_RENT_OUT",
  buy: "LEAD_GOAL_BUY",
  rent: "LEAD_GOAL_RENT",
  other: "LEAD_GOAL_OTHER",
  phone: "LEAD_PREFERENCE_PHONE",
  email: "LEAD_PREFERENCE_EMAIL",
  either: "LEAD_PREFERENCE_EITHER",
  ...TIME_SLOT_LABELS,
};

const CHOICE_FIELDS = new Set(["title", "goal", "contactPreference", "timeSlots", "aTitle", "bTitle"]);
const MONEY_FIELDS = new Set(["minPrice", "maxPrice", "incomeA", "incomeB", "amount"]);
const DATE_FIELDS = new Set(["moveDate", "validFrom", "validUntil", "signDate"]);
// Never shown back: secrets, the consent (stored apart) and the rental confirmations, which every booked
// rental visit has given.
const HIDDEN_FIELDS = new Set([
  "password",
  "passwordConfirm",
  "privacy",
  "confirmIncome",
  "confirmPersons",
  "confirmAmount",
  "confirmDescription",
]);

export type SummaryLookups = { propertyTypeNames: ReadonlyMap<number, string> };

function labelOf(field: string, t: Translate): string | null {
  const direct = LABELS[field];
  if (direct) return t(direct);
  const prefix = PERSON_PREFIXES[field[0] ?? ""];
  const rest = field.slice(1);
  const inner = LABELS[rest.charAt(0).toLowerCase() + rest.slice(1)];
  return prefix && inner ? `${t(prefix)} · ${t(inner)}` : null;
}

function choiceText(value: string, t: Translate): string {
  const key = CHOICES[value];
  return key ? t(key) : value;
}

function valueText(field: string, value: unknown, t: Translate, lookups: SummaryLookups): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "boolean") return t(value ? "LEAD_MAIL_YES" : "LEAD_MAIL_NO");
  if (field === "types" && Array.isArray(value)) {
    return value
      .map((id) => (typeof id === "number" ? (lookups.propertyTypeNames.get(id) ?? String(id)) : ""))
      .join(", ");
  }
  if (field === "propertyType" && typeof value === "number")
    return lookups.propertyTypeNames.get(value) ?? String(value);
  if (field === "zones" && typeof value === "object" && "zips" in value && "towns" in value) {
    const { zips, towns } = value;
    return [...(Array.isArray(zips) ? zips : []), ...(Array.isArray(towns) ? towns : [])].join(", ");
  }
  if (field === "slot" && typeof value === "object" && "date" in value && "slot" in value) {
    return `${formatDate(String(value.date))}, ${choiceText(String(value.slot), t)}`;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return value
      .map((item) => (CHOICE_FIELDS.has(field) ? choiceText(String(item), t) : String(item)))
      .join(", ");
  }
  if (typeof value === "number") return MONEY_FIELDS.has(field) ? formatPrice(value) : String(value);
  if (typeof value === "string") {
    if (DATE_FIELDS.has(field)) return formatDate(value);
    return CHOICE_FIELDS.has(field) ? choiceText(value, t) : value;
  }
  return null;
}

export function summaryRows(submission: LeadSubmission, t: Translate, lookups: SummaryLookups): SummaryRow[] {
  const rows: SummaryRow[] = [];
  for (const [field, value] of Object.entries(submission.values)) {
    if (HIDDEN_FIELDS.has(field)) continue;
    const label = labelOf(field, t);
    const text = valueText(field, value, t, lookups);
    if (label && text !== null) rows.push({ label, value: text });
  }
  return rows;
}
