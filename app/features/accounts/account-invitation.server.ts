// Inviting a person to an account of a given role (an owner by staff, a staff member by an admin): the
// account is created without a password, and an invitation mail with a one-time link to set the first one
// goes to the outbox, audit-logged. Run inside the caller's transaction, so the account, the mail and the
// caller's own writes (an owner's properties) are committed together or not at all.
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/client.server.ts";
import { type AccountRole, accounts } from "../../db/schema/accounts.ts";
import { EmailSchema } from "./account-forms.server.ts";
import { ENABLED_FORM_LANGUAGES } from "./account-languages.ts";
import { queueAccountMail } from "./account-mail.server.ts";
import { audit } from "./audit-log.server.ts";
import { issuePasswordToken } from "./password-tokens.server.ts";

export type MailSettings = { siteOrigin: string; agencyName: string };

/** Who is invited, as a staff form names them: the fields every invitation form shares. */
export const InviteeFieldsSchema = z.object({
  email: EmailSchema,
  displayName: z
    .string({ error: "ACCOUNT_ERROR_REQUIRED" })
    .trim()
    .min(1, { error: "ACCOUNT_ERROR_REQUIRED" })
    .max(120, { error: "ADMIN_ERROR_TOO_LONG" }),
  language: z.enum(ENABLED_FORM_LANGUAGES, { error: "ACCOUNT_ERROR_REQUIRED" }),
});

export type Invitee = { email: string; displayName: string; language: string; role: AccountRole };

export type InviteeOutcome =
  { ok: true; accountId: string; mailed: boolean; created: boolean } | { ok: false; error: "other-role" };

/**
 * A new account gets an invitation mail; an account of the same role that has not set a password yet gets
 * a fresh one; one that has gets nothing. An address of another role is refused: a role is changed on
 * purpose, never by an invitation.
 */
export async function inviteAccount(
  tx: Database,
  actorId: string,
  invitee: Invitee,
  mail: MailSettings,
  now: Date,
): Promise<InviteeOutcome> {
  const [existing] = await tx
    .select()
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, invitee.email.toLowerCase()))
    .limit(1)
    .for("update");
  if (existing && existing.role !== invitee.role) return { ok: false, error: "other-role" };
  const account =
    existing ??
    (
      await tx
        .insert(accounts)
        .values({
          email: invitee.email,
          displayName: invitee.displayName,
          language: invitee.language,
          role: invitee.role,
        })
        .returning()
    )[0];
  if (!account) throw new Error("the invited account was not stored");
  const mailed = account.passwordHash === null;
  if (mailed) {
    const token = await issuePasswordToken(tx, account.id, "invitation", now);
    await queueAccountMail(tx, {
      kind: "invitation",
      recipient: account.email,
      displayName: account.displayName,
      language: account.language,
      token,
      ...mail,
    });
    await audit(tx, actorId, "account.invited", { kind: "account", id: account.id }, now);
  }
  return { ok: true, accountId: account.id, mailed, created: !existing };
}
