// What the searcher sign-in tests do as a subscriber would: send the demand register (its password with
// it), follow the confirmation link of its e-mail, and be the account of a session.
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.server.ts";
import { accounts } from "../../../db/schema/accounts.ts";
import { outboxMessages } from "../../../db/schema/leads.ts";
import type { RequestAccount } from "../../accounts/account-context.ts";
import { accountOfSession } from "../../accounts/sessions.server.ts";
import { confirmRequest } from "../../leads/confirmation/confirm-request.server.ts";
import { type ConfirmationRef, readConfirmationToken } from "../../leads/guard/confirmation-token.server.ts";
import { storeLead } from "../../leads/submit/store-lead.server.ts";
import { leadInput, submissionOf } from "../../leads/testing/lead-fixtures.ts";
import { validFields } from "../../leads/testing/valid-fields.ts";

/** Sends the demand register for `email` with `password`; answers the link its confirmation mail carries. */
export async function registerAlert(
  db: Database,
  email: string,
  password: string,
  fields: Record<string, unknown> = {},
): Promise<ConfirmationRef> {
  const values = {
    ...validFields("demand-register", new Date()),
    email,
    password,
    passwordConfirm: password,
  };
  const input = { ...leadInput(submissionOf("demand-register", { ...values, ...fields })), now: new Date() };
  const outcome = await storeLead(db, input);
  if (outcome.kind !== "stored") throw new Error(`The demand register was not stored: ${outcome.kind}`);
  const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.leadId, outcome.leadId));
  const body = mails.find((mail) => mail.recipient === email)?.textBody ?? "";
  const link = readConfirmationToken(input.confirmKey, /\/en\/confirm\/\?token=(\S+)/.exec(body)?.[1]);
  if (!link) throw new Error("No confirmation link in the demand register's e-mail");
  return link;
}

/** Registers and follows the confirmation link, as the subscriber does from their mailbox. */
export async function registerAndConfirm(db: Database, email: string, password: string): Promise<string> {
  const link = await registerAlert(db, email, password);
  if ((await confirmRequest(db, link, new Date())) !== "confirmed") throw new Error("not confirmed");
  return link.id;
}

/** The account a session signs in, as the account middleware finds it for each request. */
export async function signedIn(db: Database, sessionId: string | null): Promise<RequestAccount | null> {
  return accountOfSession(db, sessionId, new Date());
}

export async function accountOf(db: Database, email: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}
