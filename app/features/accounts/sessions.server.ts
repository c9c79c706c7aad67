// Server-side sessions (quality.md Safety, ADR 0015): a random id in the cookie, its SHA-256 in the table,
// an idle and an absolute expiry. Signing in always makes a new session (rotation: an id planted before
// sign-in is worth nothing after it); signing out deletes it; "everywhere" deletes all of an account's.
import { and, eq, gt, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { type AccountRole, accounts, sessions } from "../../db/schema/accounts.ts";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from "./account-rules.ts";
import { isSecret, newSecret, secretDigest } from "./secret-token.server.ts";

export type SignedInAccount = {
  id: string;
  email: string;
  displayName: string;
  language: string;
  role: AccountRole;
};

/**
 * Starts a session for `accountId` and returns its id (for the cookie only). `previousId`, the id the
 * browser held before, is deleted: a session never survives a sign-in.
 */
export async function startSession(
  db: Database,
  accountId: string,
  now: Date,
  previousId?: string | null,
): Promise<string> {
  const id = newSecret();
  await db.transaction(async (tx) => {
    if (isSecret(previousId)) await tx.delete(sessions).where(eq(sessions.idHash, secretDigest(previousId)));
    // Expired sessions of this account go at each sign-in, so the table does not grow.
    await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.accountId, accountId),
          or(lt(sessions.idleExpiresAt, now), lt(sessions.absoluteExpiresAt, now)),
        ),
      );
    await tx.insert(sessions).values({
      idHash: secretDigest(id),
      accountId,
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
      absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    });
  });
  return id;
}

/** The account a session id belongs to, when the session is still valid; its idle expiry moves on. */
export async function accountOfSession(
  db: Database,
  sessionId: string | null | undefined,
  now: Date,
): Promise<SignedInAccount | null> {
  if (!isSecret(sessionId)) return null;
  const idHash = secretDigest(sessionId);
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
      id: accounts.id,
      email: accounts.email,
      displayName: accounts.displayName,
      language: accounts.language,
      role: accounts.role,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(eq(sessions.idHash, idHash), gt(sessions.idleExpiresAt, now), gt(sessions.absoluteExpiresAt, now)),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    const idle = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, row.absoluteExpiresAt.getTime()));
    await db
      .update(sessions)
      .set({ lastSeenAt: now, idleExpiresAt: idle })
      .where(eq(sessions.idHash, idHash));
  }
  const { lastSeenAt: _seen, absoluteExpiresAt: _absolute, ...account } = row;
  return account;
}

/** Signs this browser out. */
export async function endSession(db: Database, sessionId: string | null | undefined): Promise<void> {
  if (!isSecret(sessionId)) return;
  await db.delete(sessions).where(eq(sessions.idHash, secretDigest(sessionId)));
}

/** Signs the account out on every browser (sign-out everywhere; also after a password is set). */
export async function endAllSessions(db: Database, accountId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.accountId, accountId));
}
