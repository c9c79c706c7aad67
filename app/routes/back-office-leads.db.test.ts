// The leads inbox on both databases: filters, search and pages; the CSV export opened with a CSV parser;
// a lead's follow-up saved with its version (a stale save is a 409 that changes nothing); who may open it.
import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "../../tests/support/databases.ts";
import type { Database } from "../db/client.server.ts";
import { accounts, auditLog } from "../db/schema/accounts.ts";
import { type LeadFormKind, type LeadStatus, leads, outboxMessages } from "../db/schema/leads.ts";
import { seedSiteContent } from "../db/seed/site-content.ts";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import {
  actionArgs,
  formPost,
  routeContext,
  statusOf,
  TEST_ORIGIN,
} from "../features/accounts/testing/route-request.ts";
import { insertTestProperty } from "../features/leads/testing/lead-fixtures.ts";
import { loader as csvLoader } from "./back-office-leads-csv.ts";
import { action as leadAction, loader as leadLoader } from "./back-office-lead.tsx";
import { loader as listLoader } from "./back-office-leads.tsx";

type Seed = {
  form: LeadFormKind;
  email: string;
  firstName: string;
  lastName: string;
  status?: LeadStatus;
  createdAt: string;
  propertyId?: number | null;
  phone?: string;
};

async function insertLead(db: Database, seed: Seed): Promise<string> {
  const id = randomUUID();
  await db.insert(leads).values({
    id,
    form: seed.form,
    submissionKey: randomUUID(),
    payloadDigest: "test",
    language: "fr",
    email: seed.email,
    firstName: seed.firstName,
    lastName: seed.lastName,
    phone: seed.phone ?? null,
    propertyId: seed.propertyId ?? null,
    payload: { remark: "Bonjour" },
    status: seed.status ?? "new",
    createdAt: new Date(seed.createdAt),
  });
  return id;
}

async function staffOf(db: Database, role: RequestAccount["role"]): Promise<RequestAccount> {
  const [row] = await db
    .insert(accounts)
    .values({ email: `${role}-${randomUUID()}@example.be`, displayName: role, language: "fr", role })
    .returning();
  if (!row) throw new Error("no account");
  return row;
}

const PATH = "/fr/administration/demandes/";
const get = (path: string) => new Request(new URL(path, TEST_ORIGIN));
function loaderArgs<P extends Record<string, string>>(
  request: Request,
  context: Awaited<ReturnType<typeof routeContext>>["context"],
  params: P,
) {
  return actionArgs(request, context, params);
}

forEachDatabase((database) => {
  let agent: RequestAccount;
  let propertyId = 0;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const db = database();
    await seedSiteContent(db);
    agent = await staffOf(db, "agent");
    propertyId = await insertTestProperty(db, 0);
    ids.jean = await insertLead(db, {
      form: "site-contact",
      email: "jean.dupont@example.be",
      firstName: "Jean",
      lastName: "Dupont",
      createdAt: "2026-03-01T10:00:00Z",
      phone: "+32 475 12 34 56",
    });
    ids.marie = await insertLead(db, {
      form: "contact-me",
      email: "marie@example.be",
      firstName: "Marie",
      lastName: '=HYPERLINK("http://evil.example")',
      createdAt: "2026-03-02T23:30:00Z",
      propertyId,
      status: "in_progress",
    });
    ids.piet = await insertLead(db, {
      form: "contact-me",
      email: "piet_50%@example.be",
      firstName: "Piet",
      lastName: "Peeters",
      createdAt: "2026-03-05T08:00:00Z",
      propertyId,
      status: "done",
    });
  });

  async function listed(query: string) {
    const { context } = await routeContext(database(), { account: agent });
    const result = await listLoader(loaderArgs(get(`${PATH}${query}`), context, {}));
    return { status: statusOf(result), names: result.data.rows.map((row) => row.name) };
  }

  describe("leads inbox", () => {
    it("lists every lead newest first and filters by form, property, status, dates and search", async () => {
      expect((await listed("")).names).toEqual([
        "Piet Peeters",
        `Marie =HYPERLINK("http://evil.example")`,
        "Jean Dupont",
      ]);
      expect((await listed("?form=contact-me")).names).toHaveLength(2);
      expect((await listed(`?property=${propertyId}&status=done`)).names).toEqual(["Piet Peeters"]);
      // 23:30 UTC on 2 March is 3 March in Belgium: days are the agency's.
      expect((await listed("?from=2026-03-03&to=2026-03-04")).names).toEqual([
        `Marie =HYPERLINK("http://evil.example")`,
      ]);
      expect((await listed("?q=DUPONT")).names).toEqual(["Jean Dupont"]);
      expect((await listed("?q=jean dup")).names).toEqual(["Jean Dupont"]);
      // LIKE's wildcards are searched for literally, and a quote is only text.
      expect((await listed("?q=_50%25")).names).toEqual(["Piet Peeters"]);
      expect((await listed("?q=%25")).names).toEqual(["Piet Peeters"]);
      expect((await listed("?q=' OR 1=1 --")).names).toEqual([]);
    });

    it("bad filters answer 400 with the translated message and list nothing", async () => {
      for (const query of [
        "?form=nope",
        "?status=handled",
        "?property=-3",
        "?from=2026-02-30",
        "?from=2026-03-05&to=2026-03-01",
        "?page=0",
      ]) {
        const { context } = await routeContext(database(), { account: agent });
        const result = await listLoader(loaderArgs(get(`${PATH}${query}`), context, {}));
        expect(statusOf(result), query).toBe(400);
        expect(result.data.rows).toEqual([]);
        expect(Object.values(result.data.errors)).toContain("Ce filtre n'est pas valable.");
      }
    });

    it("csv 3: the export is the filtered list as a CSV attachment, every cell safe to open", async () => {
      const { context } = await routeContext(database(), { account: agent });
      const response = await csvLoader(loaderArgs(get(`${PATH}export.csv?form=contact-me`), context, {}));
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      const rows: string[][] = parse(await response.text(), { bom: true });
      expect(rows[0]).toEqual([
        "Date",
        "Formulaire",
        "Statut",
        "Nom",
        "E-mail",
        "Téléphone",
        "Bien (numéro)",
        "Langue",
        "Note interne",
      ]);
      expect(rows.slice(1).map((row) => [row[2], row[3], row[4], row[6]])).toEqual([
        ["Traitée", "Piet Peeters", "piet_50%@example.be", String(propertyId)],
        ["En cours", `Marie =HYPERLINK("http://evil.example")`, "marie@example.be", String(propertyId)],
      ]);
      const all: string[][] = parse(
        await (await csvLoader(loaderArgs(get(`${PATH}export.csv?q=jean`), context, {}))).text(),
        { bom: true },
      );
      expect(all[1]?.[5]).toBe("'+32 475 12 34 56");
    });

    it("a lead's page shows the e-mail as written to the outbox", async () => {
      const db = database();
      await db.insert(outboxMessages).values({
        leadId: ids.jean,
        kind: "agency_notification",
        recipient: "agence@example.be",
        language: "fr",
        subject: "Nouvelle demande de Jean Dupont",
        textBody: "Jean Dupont vous écrit : Bonjour",
        htmlBody: "<p>Bonjour</p>",
      });
      const { context } = await routeContext(db, { account: agent });
      const result = await leadLoader(
        loaderArgs(get(`${PATH}${ids.jean}/`), context, { leadId: ids.jean ?? "" }),
      );
      expect(result.data.lead.messages).toMatchObject([
        {
          recipient: "agence@example.be",
          subject: "Nouvelle demande de Jean Dupont",
          body: "Jean Dupont vous écrit : Bonjour",
        },
      ]);
    });

    it("leads 1: a follow-up saved on an older version is refused with 409 and changes nothing", async () => {
      const db = database();
      const leadId = ids.jean ?? "";
      const save = async (fields: Record<string, string>, origin?: string) => {
        const { context } = await routeContext(db, { account: agent });
        const outcome = await leadAction(
          actionArgs(formPost(`${PATH}${leadId}/`, fields, origin), context, { leadId }),
        );
        return { status: statusOf(outcome), outcome };
      };
      const [before] = await db.select().from(leads).where(eq(leads.id, leadId));
      const version = String(before?.version);
      expect((await save({ status: "done", internalNote: "Rappelé", version })).status).toBe(200);
      const stale = await save({ status: "in_progress", internalNote: "Autre avis", version });
      expect(stale.status).toBe(409);
      expect(stale.outcome.data.outcome).toMatchObject({
        message:
          "Quelqu'un d'autre a modifié ceci entre-temps. Votre modification n'a pas été enregistrée : rechargez la page, vérifiez la nouvelle version et réessayez.",
        values: { status: "in_progress", internalNote: "Autre avis" },
      });
      expect((await save({ status: "handled", version: String(Number(version) + 1) })).status).toBe(400);
      expect(
        (await save({ status: "new", version: String(Number(version) + 1) }, "https://evil.example")).status,
      ).toBe(403);
      const [after] = await db.select().from(leads).where(eq(leads.id, leadId));
      expect(after).toMatchObject({ status: "done", internalNote: "Rappelé", version: Number(version) + 1 });
      const entries = await db.select().from(auditLog).where(eq(auditLog.subjectId, leadId));
      expect(entries.map((entry) => [entry.action, entry.subjectKind, entry.actorId])).toEqual([
        ["lead.updated", "lead", agent.id],
      ]);
    });

    it("no session is sent to sign in, an owner gets 403 on the list, the export and a lead", async () => {
      const db = database();
      const owner = await staffOf(db, "owner");
      const attempts = [
        (context: Awaited<ReturnType<typeof routeContext>>["context"]) =>
          listLoader(loaderArgs(get(PATH), context, {})),
        (context: Awaited<ReturnType<typeof routeContext>>["context"]) =>
          csvLoader(loaderArgs(get(`${PATH}export.csv`), context, {})),
        (context: Awaited<ReturnType<typeof routeContext>>["context"]) =>
          leadLoader(loaderArgs(get(`${PATH}${ids.jean}/`), context, { leadId: ids.jean ?? "" })),
      ];
      for (const attempt of attempts) {
        const anonymous = await routeContext(db, { account: null });
        const redirect = await Promise.resolve(attempt(anonymous.context)).catch((thrown: unknown) => thrown);
        expect(statusOf(redirect)).toBe(302);
        expect(redirect instanceof Response ? redirect.headers.get("Location") : null).toBe("/fr/login/");
        const asOwner = await routeContext(db, { account: owner });
        expect(
          statusOf(await Promise.resolve(attempt(asOwner.context)).catch((thrown: unknown) => thrown)),
        ).toBe(403);
      }
    });
  });
});
