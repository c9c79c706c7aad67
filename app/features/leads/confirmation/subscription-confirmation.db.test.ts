import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { forEachDatabase } from "../../../../tests/support/databases.ts";
import type { Database } from "../../../db/client.server.ts";
import { newsletterSubscriptions, outboxMessages, searchAlerts } from "../../../db/schema/leads.ts";
import { readConfirmationToken } from "../guard/confirmation-token.server.ts";
import { storeLead } from "../submit/store-lead.server.ts";
import { leadInput, person, submissionOf } from "../testing/lead-fixtures.ts";
import { unsubscribe } from "../unsubscribe.server.ts";
import { confirmRequest, inspectConfirmation } from "./confirm-request.server.ts";
import { MAX_CONFIRMATION_MAILS_PER_ADDRESS } from "./confirmation-rules.ts";

const hours = (n: number) => n * 3_600_000;

async function signUp(db: Database, email: string, now: Date) {
  const input = { ...leadInput(submissionOf("sign-newsletter", { email, privacy: "on" })), now };
  const outcome = await storeLead(db, input);
  if (outcome.kind !== "stored") return { outcome, link: null, mails: [] };
  const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.leadId, outcome.leadId));
  const body = mails.find((mail) => mail.recipient === email)?.textBody ?? "";
  const token = /\/en\/confirm\/\?token=(\S+)/.exec(body)?.[1];
  return { outcome, link: readConfirmationToken(input.confirmKey, token), mails };
}

async function subscriptionOf(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row;
}

const subscribed = (row: Awaited<ReturnType<typeof subscriptionOf>>) =>
  row !== undefined && row.confirmedAt !== null && row.unsubscribedAt === null;

forEachDatabase((database) => {
  it("hardening 10: a newsletter sign-up mails only the confirmation; the address is subscribed once it follows the link", async () => {
    const db = database();
    const now = new Date();
    const { link, mails } = await signUp(db, "new@example.be", now);
    const toVisitor = mails.filter((mail) => mail.recipient === "new@example.be");
    expect(toVisitor.map((mail) => [mail.kind, mail.subject])).toEqual([
      ["confirmation_request", "Confirm your subscription to our newsletter"],
    ]);
    expect(toVisitor[0]?.headers["List-Unsubscribe"]).toBeUndefined();
    expect(subscribed(await subscriptionOf(db, "new@example.be"))).toBe(false);
    if (!link) throw new Error("link");
    expect(link.kind).toBe("newsletter");
    expect(await inspectConfirmation(db, link, now)).toBe("ready");
    expect(subscribed(await subscriptionOf(db, "new@example.be"))).toBe(false);
    expect(await confirmRequest(db, link, now)).toBe("confirmed");
    expect(subscribed(await subscriptionOf(db, "new@example.be"))).toBe(true);
    expect(await confirmRequest(db, link, now)).toBe("already-confirmed");
    // Confirming queues nothing for the subscriber: the confirmation request stays their only mail.
    const queued = await db
      .select({ kind: outboxMessages.kind })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, "new@example.be"));
    expect(queued).toEqual([{ kind: "confirmation_request" }]);
  });

  it("hardening 10: the confirmation link expires after 48 hours", async () => {
    const db = database();
    const now = new Date();
    const { link } = await signUp(db, "late@example.be", now);
    if (!link) throw new Error("link");
    expect(await confirmRequest(db, link, new Date(now.getTime() + hours(49)))).toBe("expired");
    expect(subscribed(await subscriptionOf(db, "late@example.be"))).toBe(false);
  });

  it("hardening 10: signing up again after an unsubscribe does not undo it; only the new link does, and no link older than the unsubscribe", async () => {
    const db = database();
    const now = new Date();
    const first = await signUp(db, "gone@example.be", now);
    if (!first.link) throw new Error("link");
    expect(await confirmRequest(db, first.link, now)).toBe("confirmed");
    const row = await subscriptionOf(db, "gone@example.be");
    await unsubscribe(db, { kind: "newsletter", id: row?.id ?? "" }, new Date(now.getTime() + 1_000));
    expect(await confirmRequest(db, first.link, new Date(now.getTime() + 2_000))).toBe("expired");
    expect(subscribed(await subscriptionOf(db, "gone@example.be"))).toBe(false);

    const again = new Date(now.getTime() + 3_000);
    const second = await signUp(db, "gone@example.be", again);
    expect(second.mails.find((mail) => mail.recipient === "gone@example.be")?.kind).toBe(
      "confirmation_request",
    );
    expect(subscribed(await subscriptionOf(db, "gone@example.be"))).toBe(false);
    expect(await confirmRequest(db, first.link, again)).toBe("expired");
    if (!second.link) throw new Error("link");
    expect(await confirmRequest(db, second.link, again)).toBe("confirmed");
    expect(subscribed(await subscriptionOf(db, "gone@example.be"))).toBe(true);
  });

  it("hardening 10: repeated sign-ups of one address send it at most 5 confirmation e-mails a day", async () => {
    const db = database();
    const now = new Date();
    const outcomes = [];
    for (let i = 0; i < MAX_CONFIRMATION_MAILS_PER_ADDRESS + 3; i += 1) {
      outcomes.push((await signUp(db, "victim@example.be", new Date(now.getTime() + i))).outcome.kind);
    }
    expect(outcomes.filter((kind) => kind === "stored")).toHaveLength(MAX_CONFIRMATION_MAILS_PER_ADDRESS);
    expect(outcomes.slice(MAX_CONFIRMATION_MAILS_PER_ADDRESS)).toEqual([
      "confirmation-limit",
      "confirmation-limit",
      "confirmation-limit",
    ]);
    const sent = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, "victim@example.be")));
    expect(sent).toHaveLength(MAX_CONFIRMATION_MAILS_PER_ADDRESS);
    // A day later the address may be asked again.
    expect((await signUp(db, "victim@example.be", new Date(now.getTime() + hours(25)))).outcome.kind).toBe(
      "stored",
    );
  });

  it("hardening 10: concurrent sign-ups of one address cannot slip past the limit together", async () => {
    const db = database();
    const now = new Date();
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signUp(db, "burst@example.be", new Date(now.getTime() + i))),
    );
    expect(outcomes.filter((result) => result.outcome.kind === "stored")).toHaveLength(
      MAX_CONFIRMATION_MAILS_PER_ADDRESS,
    );
  });

  it("hardening 10: a search alert sends nothing before its link is followed, and the link works once", async () => {
    const db = database();
    const now = new Date();
    const alert = submissionOf("demand-register", {
      ...person,
      email: "alert@example.be",
      goal: "rent",
      types: ["1"],
      zones: "2800",
      password: "Dijle-Mechelen-7",
      passwordConfirm: "Dijle-Mechelen-7",
      privacy: "on",
    });
    const input = { ...leadInput(alert), now };
    const outcome = await storeLead(db, input);
    if (outcome.kind !== "stored") throw new Error(outcome.kind);
    const mails = await db.select().from(outboxMessages).where(eq(outboxMessages.leadId, outcome.leadId));
    const toVisitor = mails.filter((mail) => mail.recipient === "alert@example.be");
    expect(toVisitor.map((mail) => mail.kind)).toEqual(["confirmation_request"]);
    const token = /\/en\/confirm\/\?token=(\S+)/.exec(toVisitor[0]?.textBody ?? "")?.[1];
    const link = readConfirmationToken(input.confirmKey, token);
    if (!link) throw new Error("link");
    const [before] = await db.select().from(searchAlerts).where(eq(searchAlerts.leadId, outcome.leadId));
    expect(before?.confirmedAt).toBeNull();
    expect(await confirmRequest(db, link, now)).toBe("confirmed");
    expect(await confirmRequest(db, link, now)).toBe("already-confirmed");
    const [after] = await db.select().from(searchAlerts).where(eq(searchAlerts.leadId, outcome.leadId));
    expect(after?.confirmedAt).not.toBeNull();
  });
});
