// The testimonials review on both databases: a visitor's testimonial waits unseen and leaves the page
// caches alone; approving it through the screen notifies 'public_content_changed' and puts it on the home
// page; hide and rename carry a version (a stale one is a 409 that changes nothing); who may use it.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase } from "../../tests/support/databases.ts";
import type { DatabaseConnection } from "../db/client.server.ts";
import { forgetPublicContentMemos } from "../db/public-content-memo.server.ts";
import { accounts, auditLog } from "../db/schema/accounts.ts";
import { testimonials } from "../db/schema/content.ts";
import { seedSiteContent } from "../db/seed/site-content.ts";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import {
  actionArgs,
  formPost,
  routeContext,
  statusOf,
  TEST_ORIGIN,
} from "../features/accounts/testing/route-request.ts";
import { handleLeadSubmission } from "../features/leads/submit/handle-submission.server.ts";
import {
  formPost as leadPost,
  randomAddress,
  requestContext,
  solvedTicket,
  submissionDeps,
} from "../features/leads/testing/submission-requests.ts";
import { validFields } from "../features/leads/testing/valid-fields.ts";
import { action, loader } from "./back-office-testimonials.tsx";
import { loader as homeLoader } from "./home.tsx";

const PATH = "/fr/administration/temoignages/";

describe.each(DATABASE_KINDS)("testimonials review on %s", (kind) => {
  let connection: DatabaseConnection;
  let dataDir: string;
  let agent: RequestAccount;
  const received: string[] = [];
  let unlisten: () => Promise<void>;

  beforeAll(async () => {
    connection = await openTestDatabase(kind);
    await seedSiteContent(connection.db);
    dataDir = await mkdtemp(path.join(tmpdir(), "testimonials-"));
    const [row] = await connection.db
      .insert(accounts)
      .values({ email: "agent@example.be", displayName: "Agent", language: "fr", role: "agent" })
      .returning();
    if (!row) throw new Error("no account");
    agent = row;
    // As every app server does on the notification: what it keeps of public content is read again.
    unlisten = await connection.listen("public_content_changed", (table) => {
      received.push(table);
      forgetPublicContentMemos();
    });
  }, 120_000);
  afterAll(async () => {
    await unlisten();
    await connection.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Runs `write`, then a marker write to an approved-testimonial-free table; the tables notified before it. */
  async function notifiedBy(write: () => Promise<unknown>): Promise<string[]> {
    received.length = 0;
    await write();
    await connection.db.execute("NOTIFY public_content_changed, 'marker'");
    await expect.poll(() => received.includes("marker"), { timeout: 10_000 }).toBe(true);
    return received.slice(0, received.indexOf("marker"));
  }

  async function review(fields: Record<string, string>, origin?: string) {
    const { context } = await routeContext(connection.db, { account: agent });
    const outcome = await action(actionArgs(formPost(PATH, fields, origin), context, {}));
    return { status: statusOf(outcome), outcome };
  }

  async function homeNames(): Promise<string[]> {
    const { context } = await routeContext(connection.db, { language: "fr" });
    const home = await homeLoader(actionArgs(new Request(new URL("/fr/", TEST_ORIGIN)), context, {}));
    return home.testimonials.map((item) => item.name);
  }

  it("testimonials 1: a visitor's testimonial waits unseen and notifies nothing; approving it notifies and shows it", async () => {
    const db = connection.db;
    const issuedAt = Date.now() - 60_000;
    const submitted = await notifiedBy(async () => {
      const { ticket, answer } = await solvedTicket(db, "testimonial", issuedAt);
      const outcome = await handleLeadSubmission(
        leadPost("/fr/temoignage/", {
          ...validFields("testimonial", new Date()),
          name: "Camille Lambert",
          _form: "testimonial",
          _ticket: ticket,
          captcha: answer.toLowerCase(),
          homepage: "",
        }),
        requestContext(db, dataDir, randomAddress()),
        { forms: ["testimonial"] },
        submissionDeps(issuedAt),
      );
      expect(outcome.kind).toBe("redirect");
    });
    expect(submitted).toEqual([]);
    expect(await homeNames()).not.toContain("Camille Lambert");

    const [row] = await db.select().from(testimonials).where(eq(testimonials.name, "Camille Lambert"));
    if (!row) throw new Error("the testimonial was not stored");
    expect(row.approved).toBe(false);
    const approved = await notifiedBy(async () => {
      expect(
        (await review({ intent: "approve", id: String(row.id), version: String(row.version) })).status,
      ).toBe(200);
    });
    expect(approved).toEqual(["testimonials"]);
    expect(await homeNames()).toContain("Camille Lambert");
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(row.id)));
    expect(entries.map((entry) => [entry.action, entry.subjectKind])).toEqual([
      ["testimonial.approved", "testimonial"],
    ]);
  });

  it("spec §3 testimonial image: staff see the photo of a testimonial still waiting, drawn by the image pipeline", async () => {
    const db = connection.db;
    const issuedAt = Date.now() - 60_000;
    const { ticket, answer } = await solvedTicket(db, "testimonial", issuedAt);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#16a085" } })
      .png()
      .toBuffer();
    const outcome = await handleLeadSubmission(
      leadPost(
        "/fr/temoignage/",
        {
          ...validFields("testimonial", new Date()),
          name: "Nora Photo",
          _form: "testimonial",
          _ticket: ticket,
          captcha: answer,
          homepage: "",
        },
        new File([new Uint8Array(png)], "nora.png"),
        "image",
      ),
      requestContext(db, dataDir, randomAddress()),
      { forms: ["testimonial"] },
      submissionDeps(issuedAt),
    );
    expect(outcome.kind).toBe("redirect");
    const { context } = await routeContext(db, { account: agent });
    const page = await loader(actionArgs(new Request(new URL(PATH, TEST_ORIGIN)), context, {}));
    const item = page.data.testimonials.find((row) => row.name === "Nora Photo");
    expect(item?.approved).toBe(false);
    expect(item?.photo?.src).toMatch(/^data:image\/webp;base64,/);
    expect([item?.photo?.width, item?.photo?.height]).toEqual([100, 67]);
    const drawn = await sharp(Buffer.from(item?.photo?.src.split(",")[1] ?? "", "base64")).metadata();
    expect(drawn.format).toBe("webp");
    // Testimonials without a photo show none.
    expect(page.data.testimonials.find((row) => row.name !== "Nora Photo")?.photo).toBeNull();
  });

  it("testimonials 2: rename and hide carry the version; a stale or bad form changes nothing", async () => {
    const db = connection.db;
    const [row] = await db
      .insert(testimonials)
      .values({ name: "Lucas Martin", comment: "Parfait", language: "fr", approved: true })
      .returning();
    if (!row) throw new Error("no testimonial");
    const id = String(row.id);
    expect((await review({ intent: "rename", id, version: "1", name: "  Lucas  M. " })).status).toBe(200);
    const stale = await review({ intent: "hide", id, version: "1" });
    expect(stale.status).toBe(409);
    expect(stale.outcome.data.outcome?.message).toMatch(/^Quelqu'un d'autre a modifié ceci/);
    const empty = await review({ intent: "rename", id, version: "2", name: "   " });
    expect(empty.status).toBe(400);
    expect(empty.outcome.data.outcome).toMatchObject({
      message: "Indiquez un nom (120 caractères au maximum).",
      name: "   ",
    });
    expect((await review({ intent: "hide", id, version: "2" }, "https://evil.example")).status).toBe(403);
    expect((await review({ intent: "delete", id, version: "2" })).status).toBe(400);
    const [after] = await db.select().from(testimonials).where(eq(testimonials.id, row.id));
    expect(after).toMatchObject({ name: "Lucas M.", approved: true, version: 2 });
    expect((await review({ intent: "hide", id, version: "2" })).status).toBe(200);
    expect(await homeNames()).not.toContain("Lucas M.");
  });

  it("no session is sent to sign in; an owner gets 403", async () => {
    const anonymous = await routeContext(connection.db, { account: null });
    const thrown = await Promise.resolve(
      loader(actionArgs(new Request(new URL(PATH, TEST_ORIGIN)), anonymous.context, {})),
    ).catch((error: unknown) => error);
    expect(statusOf(thrown)).toBe(302);
    const [owner] = await connection.db
      .insert(accounts)
      .values({ email: "owner@example.be", displayName: "Owner", language: "fr", role: "owner" })
      .returning();
    if (!owner) throw new Error("no owner");
    const asOwner = await routeContext(connection.db, { account: owner });
    const refused = await action(
      actionArgs(formPost(PATH, { intent: "approve", id: "1", version: "1" }), asOwner.context, {}),
    ).catch((error: unknown) => error);
    expect(statusOf(refused)).toBe(403);
  });
});
