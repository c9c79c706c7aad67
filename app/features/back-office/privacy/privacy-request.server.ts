// The privacy screen's requests: the address parsed, what is stored about it counted and labelled in the
// admin's language, and the export as a JSON file (CV files included, as base64) with its audit entry.
import { readFile } from "node:fs/promises";
import { z } from "zod";
import type { Database } from "../../../db/client.server.ts";
import type { MessageKey } from "../../../i18n/dictionary.ts";
import { audit } from "../../accounts/audit-log.server.ts";
import {
  addressKey,
  countsSubject,
  cvFilePath,
  type PersonalDataCounts,
  personalData,
  personalDataCounts,
} from "./personal-data.server.ts";

export const PrivacyEmailSchema = z.string().trim().max(254).pipe(z.email()).transform(addressKey);

export const PrivacyRequestSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("find"), email: PrivacyEmailSchema }),
  z.object({ intent: z.literal("review"), email: PrivacyEmailSchema }),
  z.object({ intent: z.literal("erase"), email: PrivacyEmailSchema, confirm: z.literal("yes").optional() }),
]);

const COUNT_LABELS: Record<keyof PersonalDataCounts, MessageKey> = {
  leads: "PRIVACY_KIND_LEADS",
  consents: "PRIVACY_KIND_CONSENTS",
  attributions: "PRIVACY_KIND_ATTRIBUTIONS",
  appointments: "PRIVACY_KIND_APPOINTMENTS",
  documentRequests: "PRIVACY_KIND_DOCUMENT_REQUESTS",
  searchAlerts: "PRIVACY_KIND_SEARCH_ALERTS",
  newsletter: "PRIVACY_KIND_NEWSLETTER",
  accounts: "PRIVACY_KIND_ACCOUNTS",
  cvs: "PRIVACY_KIND_CVS",
  testimonials: "PRIVACY_KIND_TESTIMONIALS",
  messages: "PRIVACY_KIND_MESSAGES",
};

/** The found kinds as the screen lists them: label and count, only those with something stored. */
export function countLines(counts: PersonalDataCounts, t: (key: MessageKey) => string) {
  return (Object.keys(COUNT_LABELS) as (keyof PersonalDataCounts)[])
    .filter((kind) => counts[kind] > 0)
    .map((kind) => ({ kind, label: t(COUNT_LABELS[kind]), count: counts[kind] }));
}

export async function findPersonalData(db: Database, email: string, dataDir: string | undefined) {
  return personalDataCounts(await personalData(db, email, dataDir));
}

/** Everything stored about `email` as one JSON document, and its audit entry (counts only). */
export async function exportPersonalData(
  db: Database,
  actorId: string,
  email: string,
  dataDir: string | undefined,
  now: Date,
): Promise<string> {
  const found = await personalData(db, email, dataDir);
  const cvFiles = await Promise.all(
    found.cvs.map(async (cv) => ({
      originalName: cv.originalName,
      contentType: cv.contentType,
      base64: dataDir
        ? await readFile(cvFilePath(dataDir, cv.storedName))
            .then((bytes) => bytes.toString("base64"))
            .catch(() => null)
        : null,
    })),
  );
  const { files: _paths, ...records } = found;
  const counts = personalDataCounts(found);
  await db.transaction(async (tx) => {
    await audit(tx, actorId, "privacy.exported", { kind: "privacy_request", id: countsSubject(counts) }, now);
  });
  return JSON.stringify({ email, exportedAt: now.toISOString(), ...records, cvFiles }, null, 2);
}

/** The export's file name: no address in it (it may end up in a shared downloads folder). */
export function exportFileName(now: Date): string {
  return `personal-data-${now.toISOString().slice(0, 10)}.json`;
}
