// Signing in: throttled per typed address and per client, one Argon2id verification whether or not the
// account exists (an unknown address costs what a wrong password costs), and a new session on success.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { type AccountRole, accounts } from "../../db/schema/accounts.ts";
import { verifyNothing, verifyPassword } from "./password-hash.server.ts";
import { startSession } from "./sessions.server.ts";
import type { SignInThrottle } from "./sign-in-throttle.server.ts";

export type SignInAttempt = {
  email: string;
  password: string;
  clientAddress: string;
  /** The session id the browser held before, deleted on success (rotation). */
  previousSessionId: string | null;
};

export type SignInOutcome =
  | { ok: true; sessionId: string; account: { id: string; role: AccountRole; language: string } }
  | { ok: false; reason: "failed" }
  | { ok: false; reason: "throttled"; waitSeconds: number };

export async function signIn(
  db: Database,
  throttle: SignInThrottle,
  attempt: SignInAttempt,
  now: Date,
): Promise<SignInOutcome> {
  const wait = await throttle.attempt(db, attempt.email, attempt.clientAddress, now.getTime());
  if (wait > 0) return { ok: false, reason: "throttled", waitSeconds: Math.ceil(wait / 1000) };
  const [account] = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      language: accounts.language,
      passwordHash: accounts.passwordHash,
    })
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, attempt.email.toLowerCase()))
    .limit(1);
  const matches = account?.passwordHash
    ? await verifyPassword(attempt.password, account.passwordHash)
    : await verifyNothing(attempt.password);
  if (!account || !matches) return { ok: false, reason: "failed" };
  await throttle.checkedGood(db, attempt.email, attempt.clientAddress);
  const sessionId = await startSession(db, account.id, now, attempt.previousSessionId);
  return { ok: true, sessionId, account: { id: account.id, role: account.role, language: account.language } };
}
