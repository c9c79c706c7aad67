// Property-based: malformed posts to the sign-in, forgot-password, set-password and staff forms each get a
// 4xx and never write a row (quality.md Safety: bad input); a post from another origin is refused with
// the translated message.
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/databases.ts";
import type { DatabaseConnection } from "../db/client.server.ts";
import { accounts, auditLog, passwordTokens, propertyOwners, sessions } from "../db/schema/accounts.ts";
import { outboxMessages } from "../db/schema/leads.ts";
import { seedSiteContent } from "../db/seed/site-content.ts";
import { action as adminAction } from "./admin.tsx";
import { action as adminPropertyAction } from "./admin-property.tsx";
import { action as forgotAction } from "./forgot-password.tsx";
import { action as loginAction } from "./login.tsx";
import { action as setPasswordAction } from "./set-password.tsx";
import { insertTestProperty } from "../features/leads/testing/lead-fixtures.ts";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import { issuePasswordToken } from "../features/accounts/password-tokens.server.ts";
import { actionArgs, formPost, routeContext, statusOf } from "../features/accounts/testing/route-request.ts";

const RUNS = 60;
let connection: DatabaseConnection;
let staff: RequestAccount;
let propertyId = 0;

beforeAll(async () => {
  connection = await openTestDatabase("pglite");
  await seedSiteContent(connection.db);
  propertyId = await insertTestProperty(connection.db, 0);
  const [row] = await connection.db
    .insert(accounts)
    .values({ email: "staff@example.be", displayName: "Staff", language: "fr", role: "admin" })
    .returning();
  if (!row) throw new Error("no staff account");
  staff = row;
}, 120_000);

afterAll(async () => {
  await connection.close();
});

async function rowCounts() {
  const db = connection.db;
  const tables = [accounts, sessions, passwordTokens, propertyOwners, auditLog, outboxMessages];
  return Promise.all(tables.map(async (table) => (await db.select({ n: count() }).from(table))[0]?.n));
}

const junk = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    "",
    " ",
    "a@b",
    "x@example",
    "@example.be",
    "' OR 1=1 --",
    "\u0000",
    "1e9999",
    "-1",
    "0",
    "٣",
  ),
  fc.string({ unit: "binary", maxLength: 80 }),
);

/** Form fields of a malformed submission: each field junk, missing, or (for e-mails) a near miss. */
const fields = (names: string[]) =>
  fc.dictionary(fc.constantFrom(...names, "extra", "__proto__"), junk, { maxKeys: names.length + 2 });

describe("account forms under malformed input", () => {
  it("fuzz 1: sign-in answers 4xx and starts no session", async () => {
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(fields(["email", "password", "intent"]), async (form) => {
        const { context } = await routeContext(connection.db, { clientAddress: "198.51.100.1" });
        const status = statusOf(
          await loginAction(actionArgs(formPost("/fr/login/", form), context, {})).catch(
            (thrown: unknown) => thrown,
          ),
        );
        expect(
          status === 400 ||
            status === 401 ||
            status === 429 ||
            (form.intent?.startsWith("sign-out") ?? false),
        ).toBe(true);
      }),
      { numRuns: RUNS },
    );
    expect(await rowCounts()).toEqual(before);
  });

  it("fuzz 2: forgot password answers 4xx for malformed addresses and writes nothing", async () => {
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(fields(["email"]), async (form) => {
        const { context } = await routeContext(connection.db, { clientAddress: "198.51.100.2" });
        const status = statusOf(
          await forgotAction(actionArgs(formPost("/fr/mot-de-passe-oublie/", form), context, {})),
        );
        // A well-formed address of nobody gets the same 200 as anyone; nothing is written either way.
        expect([200, 400, 429]).toContain(status);
      }),
      { numRuns: RUNS },
    );
    expect(await rowCounts()).toEqual(before);
  });

  it("fuzz 3: a password link with malformed passwords answers 400 and spends nothing", async () => {
    const token = await issuePasswordToken(connection.db, staff.id, "invitation", new Date());
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(fields(["password", "confirm"]), async (form) => {
        fc.pre(!(form.password && form.password === form.confirm && form.password.length >= 8));
        const { context } = await routeContext(connection.db);
        const request = formPost(`/fr/choisir-un-mot-de-passe/?token=${token}`, form);
        expect(statusOf(await setPasswordAction(actionArgs(request, context, {})))).toBe(400);
      }),
      { numRuns: RUNS },
    );
    expect(await rowCounts()).toEqual(before);
    const [row] = await connection.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.accountId, staff.id));
    expect(row?.usedAt).toBeNull();
  });

  it("fuzz 4: the staff forms answer 4xx to malformed input and write no row", async () => {
    const before = await rowCounts();
    await fc.assert(
      fc.asyncProperty(
        fc
          .record({ intent: fc.constantFrom("invite", "unlink", "visit", "communication", "media", "x") })
          .chain(({ intent }) =>
            fields([
              "email",
              "displayName",
              "language",
              "propertyIds",
              "accountId",
              "visitAt",
              "type",
              "contact",
              "subject",
              "status",
              "source",
              "message",
              "documentUrl",
              "label",
              "url",
            ]).map((form): Record<string, string> => ({ ...form, intent })),
          ),
        fc.boolean(),
        async (form, onProperty) => {
          // Malformed by construction: junk in every field (a valid visit needs seven well-formed ones).
          fc.pre(form.intent !== "invite" || !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(form.email?.trim() ?? ""));
          fc.pre(form.intent !== "media" || !/^https?:\/\//.test(form.url ?? ""));
          // A message is accepted when anything but white space and control characters is left in it.
          fc.pre(
            form.intent !== "communication" || (form.message ?? "").replace(/\p{Cc}/gu, " ").trim() === "",
          );
          const { context } = await routeContext(connection.db, { account: staff });
          const outcome = onProperty
            ? await adminPropertyAction(
                actionArgs(formPost(`/fr/administration/${propertyId}/`, form), context, {
                  propertyId: String(propertyId),
                }),
              ).catch((thrown: unknown) => thrown)
            : await adminAction(actionArgs(formPost("/fr/administration/", form), context, {})).catch(
                (thrown: unknown) => thrown,
              );
          expect(statusOf(outcome)).toBe(400);
        },
      ),
      { numRuns: RUNS },
    );
    expect(await rowCounts()).toEqual(before);
  });

  it("fuzz 5: posts from another origin are refused with the translated message", async () => {
    const before = await rowCounts();
    const foreign = "https://attacker.example";
    const { context } = await routeContext(connection.db, { account: staff });
    const login = await loginAction(
      actionArgs(formPost("/fr/login/", { email: "a@example.be", password: "x" }, foreign), context, {}),
    );
    expect(statusOf(login)).toBe(403);
    expect(JSON.stringify(login)).toContain("cross-origin");
    const invite = await adminAction(
      actionArgs(
        formPost(
          "/fr/administration/",
          {
            intent: "invite",
            email: "o@example.be",
            displayName: "O",
            language: "fr",
            propertyIds: String(propertyId),
          },
          foreign,
        ),
        context,
        {},
      ),
    );
    expect(statusOf(invite)).toBe(403);
    expect(JSON.stringify(invite)).toContain("LEAD_CROSS_ORIGIN");
    expect(await rowCounts()).toEqual(before);
  });
});
