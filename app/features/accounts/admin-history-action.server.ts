// The staff forms that feed a property's history (record a visit and change it after the viewing, post a
// communication, add an online link, and remove any of them): each runs the history's use-case and writes its audit entry in one transaction, so a refused form
// writes nothing and an accepted one is never without its entry.
import type { Database } from "../../db/client.server.ts";
import {
  addMediaLink,
  postCommunication,
  recordVisit,
  removeCommunication,
  removeMediaLink,
  removeVisit,
  updateVisit,
} from "../property-history/property-history.server.ts";
import type { HistoryResult } from "../property-history/history-result.ts";
import type { AdminFormState } from "./admin-form-state.ts";
import { type AuditAction, audit } from "./audit-log.server.ts";

export const HISTORY_INTENTS = [
  "visit",
  "visit-edit",
  "communication",
  "media",
  "visit-remove",
  "communication-remove",
  "media-remove",
] as const;
export type HistoryIntent = (typeof HISTORY_INTENTS)[number];

type UseCase = {
  run: (db: Database, input: unknown, now: Date) => Promise<HistoryResult<unknown>>;
  action: AuditAction;
};

const USE_CASES: Record<HistoryIntent, UseCase> = {
  visit: { run: recordVisit, action: "visit.recorded" },
  "visit-edit": { run: (db, input) => updateVisit(db, input), action: "visit.updated" },
  communication: { run: postCommunication, action: "communication.posted" },
  media: { run: addMediaLink, action: "online_media.added" },
  "visit-remove": { run: (db, input) => removeVisit(db, input), action: "visit.removed" },
  "communication-remove": {
    run: (db, input) => removeCommunication(db, input),
    action: "communication.removed",
  },
  "media-remove": { run: (db, input) => removeMediaLink(db, input), action: "online_media.removed" },
};

export function isHistoryIntent(value: string | undefined): value is HistoryIntent {
  return HISTORY_INTENTS.some((intent) => intent === value);
}

export async function changeHistory(
  db: Database,
  actorId: string,
  intent: HistoryIntent,
  propertyId: number,
  fields: Record<string, string>,
  now: Date,
): Promise<AdminFormState> {
  const useCase = USE_CASES[intent];
  const input = { ...fields, propertyId: String(propertyId) };
  return db.transaction(async (tx) => {
    const result = await useCase.run(tx, input, now);
    if (!result.ok) {
      return {
        form: intent,
        status: "invalid",
        message: "ADMIN_ERROR_FORM",
        errors: result.errors,
        values: fields,
      };
    }
    await audit(tx, actorId, useCase.action, { kind: "property", id: propertyId }, now);
    return { form: intent, status: "saved", message: "ADMIN_SAVED", errors: {}, values: {} };
  });
}
