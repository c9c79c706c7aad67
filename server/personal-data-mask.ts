// What a log line may not carry (ADR 0020): e-mail addresses anywhere in its text, and the values of
// fields that hold names or addresses, are masked before the line is written. An error message quoting a
// row (a database's "Key (email)=(…)") is caught by the e-mail pattern; free text naming a person is not
// something a log line of the site writes.

const EMAIL =
  /([\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]*@([\p{L}\p{N}])[\p{L}\p{N}-]*(?:\.[\p{L}\p{N}-]+)*\.(\p{L}{2,})/gu;

/** Field names (any case, any object depth) whose values are personal: shown as a first letter only. */
const PERSONAL_FIELDS = new Set([
  "email",
  "friendemail",
  "name",
  "firstname",
  "lastname",
  "fullname",
  "friendname",
  "phone",
  "to",
  "from",
  "replyto",
]);

/** `anna.peeters@example.be` → `a***@e***.be`; the rest of the text unchanged. */
export function maskEmails(text: string): string {
  // Most text has no address: the pattern needs an '@', and looking for one first is cheaper.
  if (!text.includes("@")) return text;
  return text.replace(
    EMAIL,
    (_match, local: string, domain: string, top: string) => `${local}***@${domain}***.${top}`,
  );
}

function maskValue(value: unknown): unknown {
  if (typeof value === "string") return value.length > 0 ? `${value.slice(0, 1)}***` : value;
  if (Array.isArray(value)) return value.map(maskValue);
  return value === undefined || value === null ? value : "***";
}

/** A copy of a log record with personal fields masked and e-mail addresses in every string masked. */
export function maskRecord(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return maskEmails(value);
  if (depth > 6 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => maskRecord(item, depth + 1));
  if (value instanceof Error)
    return maskRecord({ type: value.name, message: value.message, stack: value.stack }, depth);
  const masked: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    masked[key] = PERSONAL_FIELDS.has(key.toLowerCase()) ? maskValue(item) : maskRecord(item, depth + 1);
  }
  return masked;
}
