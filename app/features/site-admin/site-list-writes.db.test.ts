// The back office's saves on both engines: a save notifies 'public_content_changed' (every process drops
// its page cache and site configuration), a save from an older version is refused and writes nothing,
// a refused save leaves no audit entry, and a published change reaches the site configuration at once.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DATABASE_KINDS, openTestDatabase } from "../../../tests/support/databases.ts";
import type { DatabaseConnection } from "../../db/client.server.ts";
import { accounts, auditLog } from "../../db/schema/accounts.ts";
import { articles, footerColumns, headerLinks, menus } from "../../db/schema/content.ts";
import { seedSiteContent } from "../../db/seed/site-content.ts";
import { forgetPublicContentMemos } from "../../db/public-content-memo.server.ts";
import { siteConfig } from "../site-shell/site-config.server.ts";
import { ArticleFormSchema, articleInput } from "./content-forms.ts";
import { saveArticle, setPublished } from "./content-writes.server.ts";
import { runSiteForm, siteFormName } from "./site-admin-action.server.ts";
import { MenuFormSchema, menuInput } from "./site-admin-forms.ts";
import { moveFooterColumn, saveMenu } from "./site-list-writes.server.ts";

describe.each(DATABASE_KINDS)("back-office saves on %s", (kind) => {
  let connection: DatabaseConnection;
  let actor = "";
  const received: string[] = [];
  let unlisten: () => Promise<void>;

  beforeAll(async () => {
    connection = await openTestDatabase(kind);
    await seedSiteContent(connection.db);
    const [row] = await connection.db
      .insert(accounts)
      .values({ email: "admin@example.be", displayName: "Admin", language: "fr", role: "admin" })
      .returning();
    actor = row?.id ?? "";
    unlisten = await connection.listen("public_content_changed", (table) => {
      received.push(table);
      forgetPublicContentMemos();
    });
  }, 120_000);
  afterAll(async () => {
    await unlisten();
    await connection.close();
  });

  const audits = async () => (await connection.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;

  function menuForm(version: number, titleFr: string) {
    return MenuFormSchema.parse(
      menuInput({
        id: "2",
        version: String(version),
        path: "/for-sale/",
        status: "Published",
        sort: "2",
        parentId: "",
        title_nl: "Te koop",
        title_fr: titleFr,
        title_en: "For sale",
      }),
    );
  }

  it("version 2: a menu saved from the current version reaches the site configuration; an older one is refused", async () => {
    const [menu] = await connection.db.select().from(menus).where(eq(menus.id, 2));
    const version = menu?.version ?? 0;
    await siteConfig(connection.db);
    const before = await audits();
    expect(await saveMenu(connection.db, actor, menuForm(version, "Acheter"), new Date())).toEqual({
      kind: "saved",
    });
    expect(await audits()).toBe(before + 1);
    await expect.poll(() => received.includes("menus"), { timeout: 10_000 }).toBe(true);
    const config = await siteConfig(connection.db);
    expect(config.menus.find((row) => row.id === 2)?.title.fr).toBe("Acheter");

    expect(await saveMenu(connection.db, actor, menuForm(version, "Trop tard"), new Date())).toEqual({
      kind: "conflict",
    });
    const [after] = await connection.db.select().from(menus).where(eq(menus.id, 2));
    expect(after?.title.fr).toBe("Acheter");
    expect(after?.version).toBe(version + 1);
    expect(await audits()).toBe(before + 1);
  });

  it("spec §2 menus: an entry is added from the screen's fields and shown on the site; bad input is refused with its field named and writes nothing", async () => {
    const before = await audits();
    const menuCount = async () => (await connection.db.select({ n: count() }).from(menus))[0]?.n ?? 0;
    const entries = await menuCount();
    const fields = {
      intent: "menu-new",
      path: "/nieuws/",
      status: "Published",
      sort: "9",
      parentId: "",
      title_nl: "Nieuws",
      title_fr: "Actualités",
      title_en: "News",
    };
    for (const [bad, field] of [
      [{ ...fields, path: "not a path" }, "path"],
      [{ ...fields, parentId: "99999" }, "parentId"],
      [{ ...fields, title_nl: "", title_fr: "", title_en: "" }, "title"],
      [{ ...fields, path: "/for-sale/" }, "path"],
    ] as const) {
      const outcome = await runSiteForm(connection.db, actor, bad, new Date());
      expect(outcome.kind, JSON.stringify(bad)).toBe("invalid");
      if (outcome.kind === "invalid") expect(Object.keys(outcome.errors)).toContain(field);
    }
    expect([await menuCount(), await audits()]).toEqual([entries, before]);

    received.length = 0;
    expect(await runSiteForm(connection.db, actor, fields, new Date())).toEqual({ kind: "saved" });
    expect([await menuCount(), await audits()]).toEqual([entries + 1, before + 1]);
    await expect.poll(() => received.includes("menus"), { timeout: 10_000 }).toBe(true);
    const config = await siteConfig(connection.db);
    expect(config.menus.find((row) => row.path === "/nieuws/")?.title).toEqual({
      nl: "Nieuws",
      fr: "Actualités",
      en: "News",
    });
  });

  it("spec §2 menus: an entry is deleted only when confirmed, from the version shown, and never while entries sit under it", async () => {
    const rows = await connection.db.select().from(menus);
    const parent = rows.find((row) => rows.some((child) => child.parentId === row.id));
    const leaf = rows.find((row) => row.path === "/nieuws/");
    if (!parent || !leaf) throw new Error("the seeded menus have a parent, and the added entry is there");
    const remove = (menu: typeof leaf, extra: Record<string, string> = { confirm: "on" }) => ({
      intent: "menu-delete",
      id: String(menu.id),
      version: String(menu.version),
      ...extra,
    });
    const before = await audits();
    const unconfirmed = await runSiteForm(connection.db, actor, remove(leaf, {}), new Date());
    expect(unconfirmed).toEqual({ kind: "invalid", errors: { confirm: "SITE_ADMIN_ERROR_CONFIRM_DELETE" } });
    expect(await runSiteForm(connection.db, actor, remove(parent), new Date())).toEqual({
      kind: "invalid",
      errors: { confirm: "SITE_ADMIN_ERROR_MENU_HAS_CHILDREN" },
    });
    const stale = { ...remove(leaf), version: String(leaf.version + 1) };
    expect(await runSiteForm(connection.db, actor, stale, new Date())).toEqual({ kind: "conflict" });
    expect(await audits()).toBe(before);
    expect((await connection.db.select().from(menus)).length).toBe(rows.length);

    const deleted = await runSiteForm(connection.db, actor, remove(leaf), new Date());
    expect(deleted).toEqual({ kind: "saved" });
    // Its form went with it: the outcome is the page's.
    expect(siteFormName(remove(leaf), deleted)).toBe("");
    expect(siteFormName(remove(parent), { kind: "conflict" })).toBe(`menu-delete-${parent.id}`);
    expect(await audits()).toBe(before + 1);
    expect(await runSiteForm(connection.db, actor, remove(leaf), new Date())).toEqual({ kind: "gone" });
    forgetPublicContentMemos();
    expect((await siteConfig(connection.db)).menus.some((row) => row.id === leaf.id)).toBe(false);
  });

  it("spec §3 header links: a link is added from the screen's fields, a bad link refused; deleted only when confirmed", async () => {
    const links = async () => connection.db.select().from(headerLinks);
    const before = (await links()).length;
    const fields = {
      intent: "header-link-new",
      status: "Published",
      sort: "5",
      icon: "phone",
      color: "#0a0",
      label_nl: "Bel ons",
      label_fr: "Appelez-nous",
      link_nl: "tel:+3232000000",
    };
    const bad = await runSiteForm(
      connection.db,
      actor,
      { ...fields, link_nl: "javascript:alert(1)" },
      new Date(),
    );
    expect(bad.kind).toBe("invalid");
    expect((await links()).length).toBe(before);
    const good = { ...fields, link_nl: "https://www.agency.be/contact" };
    expect(await runSiteForm(connection.db, actor, good, new Date())).toEqual({ kind: "saved" });
    const added = (await links()).find((link) => link.label.fr === "Appelez-nous");
    expect(added?.link).toEqual({ nl: "https://www.agency.be/contact" });
    if (!added) throw new Error("added");
    const remove = { intent: "header-link-delete", id: String(added.id), version: String(added.version) };
    expect((await runSiteForm(connection.db, actor, remove, new Date())).kind).toBe("invalid");
    expect(await runSiteForm(connection.db, actor, { ...remove, confirm: "on" }, new Date())).toEqual({
      kind: "saved",
    });
    expect((await links()).length).toBe(before);
  });

  it("spec §3 footer columns: texts stored as the sanitizer leaves them with their public flags; added after the others; deleted when confirmed", async () => {
    const columns = async () =>
      connection.db.select().from(footerColumns).orderBy(footerColumns.sort, footerColumns.id);
    const before = await columns();
    const fields = {
      intent: "footer-column-new",
      title_nl: "Openingsuren",
      titlePublic: "on",
      intro_nl: '<p onclick="steal()">Ma–vr 9–18 u.<script>alert(1)</script></p>',
      introPublic: "on",
      full_nl: "<p>Op afspraak</p>",
      imageKeys: "",
      colSm: "12",
      colMd: "6",
      colLg: "3",
    };
    for (const [bad, field] of [
      [{ ...fields, colLg: "13" }, "colLg"],
      [{ ...fields, colSm: "0" }, "colSm"],
      [{ ...fields, imageKeys: "../../etc/passwd" }, "imageKeys"],
      [{ ...fields, intro_fr: "x".repeat(5_001) }, "intro"],
    ] as const) {
      const outcome = await runSiteForm(connection.db, actor, bad, new Date());
      expect(outcome.kind, field).toBe("invalid");
      if (outcome.kind === "invalid") expect(Object.keys(outcome.errors).join(), field).toContain(field);
    }
    expect((await columns()).length).toBe(before.length);

    expect(await runSiteForm(connection.db, actor, fields, new Date())).toEqual({ kind: "saved" });
    const added = (await columns()).at(-1);
    expect(added?.sort).toBeGreaterThan(before.at(-1)?.sort ?? 0);
    expect(added?.title).toEqual({ public: true, text: { nl: "Openingsuren" } });
    expect(added?.introText).toEqual({ public: true, text: { nl: "<p>Ma–vr 9–18 u.</p>" } });
    // Not ticked: kept, and not shown.
    expect(added?.fullText).toEqual({ public: false, text: { nl: "<p>Op afspraak</p>" } });
    expect(added?.col).toEqual({ sm: 12, md: 6, lg: 3 });
    if (!added) throw new Error("added");

    const edit = { ...fields, intent: "footer-column", id: String(added.id), version: String(added.version) };
    expect(await runSiteForm(connection.db, actor, { ...edit, fullPublic: "on" }, new Date())).toEqual({
      kind: "saved",
    });
    expect(await runSiteForm(connection.db, actor, edit, new Date())).toEqual({ kind: "conflict" });
    forgetPublicContentMemos();
    const shown = (await siteConfig(connection.db)).footerColumns.find((column) => column.id === added.id);
    expect(shown?.fullText.public).toBe(true);

    const remove = {
      intent: "footer-column-delete",
      id: String(added.id),
      version: String(added.version + 1),
      confirm: "on",
    };
    expect(await runSiteForm(connection.db, actor, remove, new Date())).toEqual({ kind: "saved" });
    expect((await columns()).map((column) => column.id)).toEqual(before.map((column) => column.id));
  });

  it("version 3: a footer move from an outdated order writes no column at all", async () => {
    const columns = await connection.db.select().from(footerColumns);
    const shown = columns.map((column) => ({ id: column.id, version: column.version }));
    const stale = shown.map((item, index) =>
      index === shown.length - 1 ? { ...item, version: item.version + 7 } : item,
    );
    const first = shown[0]?.id ?? 0;
    const outcome = await moveFooterColumn(
      connection.db,
      actor,
      { shown: stale, id: first, direction: "down" },
      new Date(),
    );
    expect(outcome).toEqual({ kind: "conflict" });
    expect(await connection.db.select().from(footerColumns)).toEqual(columns);
  });

  it("sanitizer 1: an article body is stored as the listing texts' allow-list sanitizer leaves it", async () => {
    const [article] = await connection.db.select().from(articles).where(eq(articles.slug, "disclaimer"));
    if (!article) throw new Error("no article");
    const form = ArticleFormSchema.parse(
      articleInput({
        id: String(article.id),
        version: String(article.version),
        slug: "disclaimer",
        status: "Draft",
        sort: "1",
        title_fr: "Clause",
        body_fr:
          '<p onclick="x()">Texte <a href="javascript:alert(1)">lien</a></p><script>alert(1)</script><iframe src="https://evil.example"></iframe>',
      }),
    );
    expect(await saveArticle(connection.db, actor, form, new Date())).toEqual({ kind: "saved" });
    const [stored] = await connection.db.select().from(articles).where(eq(articles.id, article.id));
    expect(stored?.bodyHtml.fr).toContain("Texte");
    expect(stored?.bodyHtml.fr).not.toMatch(/onclick|javascript:|script|iframe/);
    expect(stored?.status).toBe("Draft");
    expect(
      await setPublished(connection.db, actor, "article", article.id, stored?.version ?? 0, true, new Date()),
    ).toEqual({
      kind: "saved",
    });
    const [published] = await connection.db.select().from(articles).where(eq(articles.id, article.id));
    expect(published?.status).toBe("Published");
  });
});
