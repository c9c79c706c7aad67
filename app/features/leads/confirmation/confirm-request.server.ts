// A confirmation link, whatever it confirms: its page shows what following it would do (a GET changes
// nothing, so a mail scanner that opens links confirms nothing), and its button does it.
import type { Database } from "../../../db/client.server.ts";
import { confirmVisit, inspectVisit } from "../appointments/visit-booking.server.ts";
import type { ConfirmationRef } from "../guard/confirmation-token.server.ts";
import type { ConfirmationState } from "./confirmation-state.ts";
import { confirmSubscription, inspectSubscription } from "./subscription-confirmation.server.ts";

export function inspectConfirmation(
  db: Database,
  ref: ConfirmationRef,
  now: Date,
): Promise<ConfirmationState> {
  if (ref.kind === "visit") return inspectVisit(db, ref.id, "visitor", now);
  if (ref.kind === "agency-visit") return inspectVisit(db, ref.id, "agency", now);
  return inspectSubscription(db, ref, now);
}

export function confirmRequest(db: Database, ref: ConfirmationRef, now: Date): Promise<ConfirmationState> {
  if (ref.kind === "visit") return confirmVisit(db, ref.id, "visitor", now);
  if (ref.kind === "agency-visit") return confirmVisit(db, ref.id, "agency", now);
  return confirmSubscription(db, ref, now);
}
