// Password links (a reset or an invitation): a random token in the mailed link, its SHA-256 in the table,
// an expiry, and a single use. Using one sets the password, signs the account out everywhere and writes
// the audit entry, all in one transaction (ADR 0015).
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { accounts, type PasswordTokenPurpose, passwordTokens, sessions } from "../../db/schema/accounts.ts";
import { INVITATION_TOKEN_MS, RESET_TOKEN_MS } from "./account-rules.ts";
import { audit } from "./audit-log.server.ts";
import { hashPassword } from "./password-hash.server.ts";
import { isSecret, newSecret, secretDigest } from "./secret-token.server.ts";

const LIFETIME_MS: Record<PasswordTokenPurpose, number> = {
  reset: RESET_TOKEN_MS,
  invitation: INVITATION_TOKEN_MS,
};

/**
 * A new link for `accountId` (inside the caller's transaction); earlier unused links of the same purpose
 * stop working, so only the latest mail counts.
 */
export async function issuePasswordToken(
  db: Database,
  accountId: string,
  purpose: PasswordTokenPurpose,
  now: Date,
): Promise<string> {
  const token = newSecret();
  await db
    .delete(passwordTokens)
    .where(
      and(
        eq(passwordTokens.accountId, accountId),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.usedAt),
      ),
    );
  await db.insert(passwordTokens).values({
    tokenHash: secretDigest(token),
    accountId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LIFETIME_MS[purpose]),
  });
  return token;
}

export type PasswordLink = { purpose: PasswordTokenPurpose; accountId: string; email: string };

function usableToken(token: string, now: Date) {
  return and(
    eq(passwordTokens.tokenHash, secretDigest(token)),
    isNull(passwordTokens.usedAt),
    gt(passwordTokens.expiresAt, now),
  );
}

/** What a link may still do, or null when it is unknown, used or expired. Changes nothing (GET). */
export async function inspectPasswordToken(
  db: Database,
  token: unknown,
  now: Date,
): Promise<PasswordLink | null> {
  if (!isSecret(token)) return null;
  const [row] = await db
    .select({ purpose: passwordTokens.purpose, accountId: accounts.id, email: accounts.email })
    .from(passwordTokens)
    .innerJoin(accounts, eq(accounts.id, passwordTokens.accountId))
    .where(usableToken(token, now))
    .limit(1);
  return row ?? null;
}

/**
 * Uses a link once: sets the password (already checked against the policy), ends every session of the
 * account and marks the link used. Null when the link is unknown, used or expired, and then nothing changes.
 */
export async function spendPasswordToken(
  db: Database,
  token: unknown,
  newPassword: string,
  now: Date,
): Promise<PasswordLink | null> {
  if (!isSecret(token)) return null;
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordTokens)
      .set({ usedAt: now })
      .where(usableToken(token, now))
      .returning({ purpose: passwordTokens.purpose, accountId: passwordTokens.accountId });
    if (!used) return null;
    const [account] = await tx
      .update(accounts)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(accounts.id, used.accountId))
      .returning({ email: accounts.email });
    if (!account) return null;
    await tx.delete(sessions).where(eq(sessions.accountId, used.accountId));
    // Any other open link of the account stops working too.
    await tx
      .delete(passwordTokens)
      .where(and(eq(passwordTokens.accountId, used.accountId), isNull(passwordTokens.usedAt)));
    const action = used.purpose === "reset" ? "account.password_reset" : "account.password_set";
    await audit(tx, used.accountId, action, { kind: "account", id: used.accountId }, now);
    return { ...used, email: account.email };
  });
}
