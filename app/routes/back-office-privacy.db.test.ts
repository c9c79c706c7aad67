// Privacy requests on both databases: a person who used every form (a CV, a search alert, the newsletter,
// a testimonial, a document request, a visit, an owner account) is found, exported and erased; afterwards
// no table holds their address, name or lead ids, and their CV and kept e-mails are gone from disk, while
// another visitor's data stays whole. A staff address is refused; the audit entry keeps counts only.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../../tests/support/databases.ts";
import { appContext } from "../context.server.ts";
import { accounts, auditLog, propertyOwners, sessions } from "../db/schema/accounts.ts";
import { testimonials } from "../db/schema/content.ts";
import { appointments, leads, outboxMessages } from "../db/schema/leads.ts";
import { seedSiteContent } from "../db/seed/site-content.ts";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import { actionArgs, formPost, routeContext, statusOf } from "../features/accounts/testing/route-request.ts";
import { tablesHolding } from "../features/back-office/testing/personal-traces.ts";
import { cachedVariantFiles } from "../features/media/cached-variants.server.ts";
import { createVariantStore } from "../features/media/media-store.server.ts";
import { importedImageRenderer } from "../features/media/render-imported-image.server.ts";
import { fileTransport } from "../features/leads/outbox/mail-transport.server.ts";
import { handleLeadSubmission } from "../features/leads/submit/handle-submission.server.ts";
import { insertTestProperty } from "../features/leads/testing/lead-fixtures.ts";
import {
  formPost as leadPost,
  randomAddress,
  requestContext,
  solvedTicket,
  submissionDeps,
} from "../features/leads/testing/submission-requests.ts";
import { validFields } from "../features/leads/testing/valid-fields.ts";
import { action as exportAction } from "./back-office-privacy-export.ts";
import { action, loader } from "./back-office-privacy.tsx";

const PATH = "/fr/administration/vie-privee/";
const SOPHIE = { firstName: "Sophie", lastName: "Claesens", email: "sophie.claesens@example.be" };
const OTHER = { firstName: "Karel", lastName: "Wouters", email: "karel.wouters@example.be" };
const PDF = () => new File(["%PDF-1.7\n%…\n%%EOF\n"], "Mon CV.pdf", { type: "application/pdf" });

forEachDatabase((database) => {
  // Each database's suite has its own DATA_DIR (uploads and kept e-mails).
  let dataDir: string;
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  let admin: RequestAccount;
  let saleId = 0;
  const issuedAt = Date.now() - 60_000;

  async function submit(
    form: "site-contact" | "demand-register" | "sign-newsletter" | "testimonial" | "document-request",
    person: typeof SOPHIE,
    extra: Record<string, string> = {},
    cv?: File,
  ) {
    const db = database();
    const { ticket, answer } = await solvedTicket(db, form, issuedAt);
    const fields = {
      ...validFields(form, new Date()),
      ...person,
      ...(form === "testimonial" ? { name: `${person.firstName} ${person.lastName}` } : {}),
      ...extra,
      _form: form,
      _ticket: ticket,
      captcha: answer.toLowerCase(),
      homepage: "",
    };
    const target = form === "document-request" ? { forms: [form], propertyId: saleId } : { forms: [form] };
    const where = form === "document-request" ? `/property/${saleId}/` : "/fr/contact/";
    const outcome = await handleLeadSubmission(
      leadPost(where, fields, cv, form === "testimonial" ? "image" : "cv"),
      requestContext(db, dataDir, randomAddress()),
      target,
      submissionDeps(issuedAt),
    );
    expect(outcome.kind, form).toBe("redirect");
  }

  async function privacy(fields: Record<string, string>, origin?: string) {
    const { context } = await routeContext(database(), { account: admin });
    context.get(appContext).dataDir = dataDir;
    const outcome = await action(actionArgs(formPost(PATH, fields, origin), context, {}));
    return { status: statusOf(outcome), view: outcome.data.view };
  }

  beforeAll(async () => {
    const db = database();
    dataDir = await mkdtemp(path.join(tmpdir(), "privacy-"));
    await seedSiteContent(db);
    saleId = await insertTestProperty(db, 0);
    const [row] = await db
      .insert(accounts)
      .values({
        email: `admin-${randomUUID()}@example.be`,
        displayName: "Admin",
        language: "fr",
        role: "admin",
      })
      .returning();
    if (!row) throw new Error("no admin");
    admin = row;
  });

  it("privacy 1: erasing a person leaves nothing of them in any table or on disk, and spares everyone else", async () => {
    const db = database();
    for (const person of [SOPHIE, OTHER]) await submit("site-contact", person, {}, PDF());
    await submit("demand-register", SOPHIE);
    await submit("sign-newsletter", SOPHIE);
    await submit("testimonial", SOPHIE);
    await submit("document-request", SOPHIE);
    // Staff have since corrected the name shown: the testimonial is still hers.
    await db
      .update(testimonials)
      .set({ name: "Sophie C." })
      .where(eq(testimonials.name, `${SOPHIE.firstName} ${SOPHIE.lastName}`));
    const sophieLeads = await db.select().from(leads).where(eq(leads.email, SOPHIE.email));
    const contact = sophieLeads.find((lead) => lead.form === "site-contact");
    if (!contact) throw new Error("no contact lead");
    await db.insert(appointments).values({
      id: randomUUID(),
      leadId: contact.id,
      propertyId: saleId,
      slotDate: "2026-12-01",
      slotCode: "10-11",
    });
    const [owner] = await db
      .insert(accounts)
      .values({
        email: SOPHIE.email.toUpperCase(),
        displayName: "Sophie Claesens",
        language: "fr",
        role: "owner",
      })
      .returning();
    if (!owner) throw new Error("no owner");
    await db.insert(propertyOwners).values({ accountId: owner.id, propertyId: saleId });
    const now = new Date();
    await db.insert(sessions).values({
      idHash: randomUUID(),
      accountId: owner.id,
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: now,
      absoluteExpiresAt: now,
    });
    // The e-mails as the file transport keeps them when no SMTP server is configured.
    const transport = fileTransport(path.join(dataDir, "mail"));
    for (const message of await db.select().from(outboxMessages)) {
      await transport.send(message, { name: "Agence", email: "agence@example.be" });
    }
    const mailsBefore = await readdir(path.join(dataDir, "mail"));
    expect(await readdir(path.join(dataDir, "uploads", "cv"))).toHaveLength(2);

    const found = await privacy({ intent: "find", email: " Sophie.Claesens@Example.be " });
    expect(found.status).toBe(200);
    expect(Object.fromEntries(found.view.lines.map((line) => [line.kind, line.count]))).toMatchObject({
      leads: 5,
      appointments: 1,
      documentRequests: 1,
      searchAlerts: 1,
      newsletter: 1,
      accounts: 1,
      cvs: 1,
      testimonials: 1,
    });

    const { context } = await routeContext(db, { account: admin });
    context.get(appContext).dataDir = dataDir;
    const exported = await exportAction(
      actionArgs(formPost(`${PATH}export.json`, { email: SOPHIE.email }), context, {}),
    );
    expect(exported.headers.get("Content-Disposition")).toMatch(/^attachment; filename="personal-data-/);
    const document = JSON.parse(await exported.text()) as {
      leads: unknown[];
      cvFiles: { base64: string }[];
      accounts: object[];
    };
    expect(document.leads).toHaveLength(5);
    expect(Buffer.from(document.cvFiles[0]?.base64 ?? "", "base64").toString()).toMatch(/^%PDF-1\.7/);
    expect(JSON.stringify(document)).not.toMatch(/passwordHash|\$argon2/);

    // The confirmation step: without the box ticked nothing is erased.
    expect((await privacy({ intent: "review", email: SOPHIE.email })).view.step).toBe("confirm");
    const unconfirmed = await privacy({ intent: "erase", email: SOPHIE.email });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.view.confirmError).toBe("Cochez la confirmation pour effacer.");
    expect(
      (await privacy({ intent: "erase", email: SOPHIE.email, confirm: "yes" }, "https://evil.example"))
        .status,
    ).toBe(403);
    expect(await tablesHolding(db, SOPHIE.email)).not.toEqual({});

    const erased = await privacy({ intent: "erase", email: SOPHIE.email, confirm: "yes" });
    expect(erased.status).toBe(200);
    expect(erased.view.notice?.tone).toBe("success");

    for (const trace of [
      SOPHIE.email,
      SOPHIE.lastName,
      "Sophie C.",
      ...sophieLeads.map((lead) => lead.id),
      owner.id,
    ]) {
      expect(await tablesHolding(db, trace), trace).toEqual({});
    }
    expect(await readdir(path.join(dataDir, "uploads", "cv"))).toHaveLength(1);
    const mailsAfter = await readdir(path.join(dataDir, "mail"));
    expect(mailsAfter.length).toBeGreaterThan(0);
    expect(mailsAfter.length).toBeLessThan(mailsBefore.length);
    for (const name of mailsAfter) {
      expect(await readFile(path.join(dataDir, "mail", name), "utf8")).not.toMatch(/claesens/i);
    }
    // Everyone else keeps what they sent.
    expect(await tablesHolding(db, OTHER.email)).toMatchObject({ leads: 1 });
    expect((await privacy({ intent: "find", email: SOPHIE.email })).view.lines).toEqual([]);

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "privacy.erased"));
    expect(entry?.subjectKind).toBe("privacy_request");
    expect(entry?.subjectId).toMatch(/^leads:5,consents:\d+,/);
    expect(entry?.subjectId).not.toMatch(/@|sophie|claesens/i);
  });

  it("spec §3 testimonial image: erasing the sender takes the testimonial's photo with it, the original and its resized copies", async () => {
    const db = database();
    const lina = {
      ...SOPHIE,
      firstName: "Lina",
      lastName: "Verhoeven",
      email: `lina-${randomUUID()}@example.be`,
    };
    const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#d35400" } })
      .png()
      .toBuffer();
    await submit("testimonial", lina, {}, new File([new Uint8Array(png)], "lina.png"));
    const [row] = await db.select().from(testimonials).where(eq(testimonials.name, "Lina Verhoeven"));
    const imageKey = row?.imageKey ?? "";
    expect(imageKey).toMatch(/^upload-/);
    // Drawn once by the media store, as the site does when the photo is shown: a copy lands in the cache.
    const store = createVariantStore({
      cacheDir: path.join(dataDir, "media-cache"),
      render: importedImageRenderer(db),
    });
    await store.get({ key: imageKey }, 100, "webp");
    await expect.poll(async () => (await cachedVariantFiles(dataDir, [imageKey])).length).toBe(1);
    expect(await tablesHolding(db, imageKey)).toEqual({ media_originals: 1, testimonials: 1 });

    const erased = await privacy({ intent: "erase", email: lina.email, confirm: "yes" });
    expect(erased.status).toBe(200);
    expect(await tablesHolding(db, imageKey)).toEqual({});
    expect(await cachedVariantFiles(dataDir, [imageKey])).toEqual([]);
  });

  it("privacy 2: a staff member's address is refused as a whole, and a bad address is a 400", async () => {
    const db = database();
    const staffEmail = "agent.privacy@example.be";
    await db
      .insert(accounts)
      .values({ email: staffEmail, displayName: "Agent", language: "fr", role: "agent" });
    await submit("sign-newsletter", { firstName: "Agent", lastName: "Privacy", email: staffEmail });
    const refused = await privacy({ intent: "erase", email: staffEmail, confirm: "yes" });
    expect(refused.status).toBe(409);
    expect(refused.view.notice?.message).toMatch(/^Cette adresse appartient à un compte du personnel/);
    expect(await tablesHolding(db, staffEmail)).toMatchObject({ accounts: 1, leads: 1 });
    for (const email of ["", "not-an-address", "a@b", "x".repeat(300)]) {
      const bad = await privacy({ intent: "find", email });
      expect(bad.status).toBe(400);
      expect(bad.view.emailError).toBe("Indiquez une adresse e-mail valable.");
    }
  });

  it("privacy 3: no session is sent to sign in; an agent or an owner gets 403 on the screen and the export", async () => {
    const db = database();
    const anonymous = await routeContext(db, { account: null });
    const request = () => formPost(PATH, { intent: "find", email: SOPHIE.email });
    const redirect = await (async () =>
      loader(actionArgs(new Request(request().url), anonymous.context, {})))().catch(
      (thrown: unknown) => thrown,
    );
    expect(statusOf(redirect)).toBe(302);
    for (const role of ["agent", "owner"] as const) {
      const [account] = await db
        .insert(accounts)
        .values({ email: `${role}-${randomUUID()}@example.be`, displayName: role, language: "fr", role })
        .returning();
      if (!account) throw new Error("no account");
      const { context } = await routeContext(db, { account });
      for (const attempt of [
        () => loader(actionArgs(new Request(request().url), context, {})),
        () => action(actionArgs(request(), context, {})),
        () => exportAction(actionArgs(formPost(`${PATH}export.json`, { email: SOPHIE.email }), context, {})),
      ]) {
        expect(statusOf(await (async () => attempt())().catch((thrown: unknown) => thrown)), role).toBe(403);
      }
    }
  });
});
