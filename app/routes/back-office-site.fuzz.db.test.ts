// The site configuration and pages screens on the server: who may open them (sign-in redirect, 403 for
// an owner, 403 for an agent on the admin-only configuration), cross-origin posts refused with nothing
// written, and property-based posts of malformed forms: never a 5xx, and a refused post writes nothing
// at all (no content row, no audit entry), a saved one writes its change and exactly one audit entry.
import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../tests/support/databases.ts";
import type { DatabaseConnection } from "../db/client.server.ts";
import { accounts, auditLog } from "../db/schema/accounts.ts";
import {
  articles,
  footerColumns,
  headerLinks,
  languages,
  menus,
  pages,
  siteSettings,
} from "../db/schema/content.ts";
import { seedSiteContent } from "../db/seed/site-content.ts";
import type { RequestAccount } from "../features/accounts/account-context.ts";
import { actionArgs, formPost, routeContext, statusOf } from "../features/accounts/testing/route-request.ts";
import * as editRoute from "./back-office-page-edit.tsx";
import * as previewRoute from "./back-office-page-preview.tsx";
import * as pagesRoute from "./back-office-pages.tsx";
import * as siteRoute from "./back-office-site.tsx";
import * as sectionRoute from "./back-office-site-section.tsx";

const RUNS = 40;
let connection: DatabaseConnection;
const who = new Map<"admin" | "agent" | "owner", RequestAccount>();

function account(role: "admin" | "agent" | "owner"): RequestAccount {
  const found = who.get(role);
  if (!found) throw new Error(`no ${role}`);
  return found;
}

beforeAll(async () => {
  connection = await openTestDatabase("pglite");
  await seedSiteContent(connection.db);
  for (const role of ["admin", "agent", "owner"] as const) {
    const [row] = await connection.db
      .insert(accounts)
      .values({ email: `${role}@example.be`, displayName: role, language: "fr", role })
      .returning();
    if (!row) throw new Error("no account");
    who.set(role, row);
  }
}, 120_000);

afterAll(async () => {
  await connection.close();
});

/** Everything the screens may write, as one comparable text. */
async function snapshot(): Promise<string> {
  const db = connection.db;
  const tables = [siteSettings, languages, menus, headerLinks, footerColumns, pages, articles];
  const rows = await Promise.all(tables.map((table) => db.select().from(table)));
  const [audits] = await db.select({ n: count() }).from(auditLog);
  return JSON.stringify({ rows, audits: audits?.n });
}

async function auditCount(): Promise<number> {
  const [row] = await connection.db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

type Args = ReturnType<typeof actionArgs<Record<string, string>>>;
type Handler = (args: Args) => unknown;
type Screen = { path: string; params: Record<string, string>; loader: Handler; action?: Handler };

const SECTION = { section: "menus" };
const EDITED = { kind: "page", itemId: "1" };
const PREVIEWED = { kind: "article", itemId: "1" };

const SCREENS: Screen[] = [
  { path: "/fr/administration/site/", params: {}, loader: siteRoute.loader },
  {
    path: "/fr/administration/site/menus/",
    params: SECTION,
    loader: (args) => sectionRoute.loader({ ...args, params: SECTION }),
    action: (args) => sectionRoute.action({ ...args, params: SECTION }),
  },
  { path: "/fr/administration/pages/", params: {}, loader: pagesRoute.loader, action: pagesRoute.action },
  {
    path: "/fr/administration/pages/page/1/",
    params: EDITED,
    loader: (args) => editRoute.loader({ ...args, params: EDITED }),
    action: (args) => editRoute.action({ ...args, params: EDITED }),
  },
  {
    path: "/fr/administration/pages/preview/article/1/",
    params: PREVIEWED,
    loader: (args) => previewRoute.loader({ ...args, params: PREVIEWED }),
    action: (args) => previewRoute.action({ ...args, params: PREVIEWED }),
  },
];

async function run(
  handler: Handler,
  request: Request,
  params: Record<string, string>,
  account: RequestAccount | null,
): Promise<number> {
  const { context } = await routeContext(connection.db, { account, language: "fr" });
  const args = actionArgs(request, context, params);
  return statusOf(
    await Promise.resolve()
      .then(() => handler(args))
      .catch((thrown: unknown) => thrown),
  );
}

describe("who may open the screens", () => {
  it("security 3: without a session every loader and action sends to sign-in", async () => {
    for (const screen of SCREENS) {
      const get = new Request(new URL(screen.path, "https://www.example.be"));
      expect(await run(screen.loader, get, screen.params, null)).toBe(302);
      if (screen.action)
        expect(await run(screen.action, formPost(screen.path, {}), screen.params, null)).toBe(302);
    }
  });

  it("security 4: an owner gets 403 everywhere; an agent 403 on the site configuration only", async () => {
    for (const screen of SCREENS) {
      const get = new Request(new URL(screen.path, "https://www.example.be"));
      expect(await run(screen.loader, get, screen.params, account("owner"))).toBe(403);
      const siteOnly = screen.path.includes("/site/");
      expect(await run(screen.loader, get, screen.params, account("agent"))).toBe(siteOnly ? 403 : 200);
      expect(await run(screen.loader, get, screen.params, account("admin"))).toBe(200);
    }
  });

  it("security 5: a post from another site is refused (403) and writes nothing", async () => {
    const before = await snapshot();
    const valid = { intent: "display", version: "1", showHomeMenu: "on" };
    for (const screen of SCREENS) {
      if (!screen.action) continue;
      const request = formPost(screen.path, valid, "https://evil.example");
      expect(await run(screen.action, request, screen.params, account("admin"))).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});

const junk = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.constantFrom(
    "",
    " ",
    "1",
    "2",
    "0",
    "-1",
    "on",
    "off",
    "Published",
    "Draft",
    "/",
    "/x/",
    "/../",
    "//evil.example/",
    "javascript:alert(1)",
    "up",
    "down",
    "image",
    "video",
    "nl",
    "xx",
    "BE",
    "a@b.be",
    "GTM-ABCD12",
    "UA-1",
    "1:1,2:1",
    "[]",
    "[{}]",
    "<script>",
    "\u0000",
    "1e9999",
    "٣",
  ),
  fc.string({ unit: "binary", maxLength: 60 }),
);

const fieldsOf = (intents: string[], names: string[]) =>
  fc
    .record({ intent: fc.constantFrom(...intents) })
    .chain(({ intent }) =>
      fc
        .dictionary(fc.constantFrom(...names, "extra", "__proto__"), junk, { maxKeys: names.length + 2 })
        .map((fields) => ({ ...fields, intent })),
    );

/** Posts `form` and checks the rule: no 5xx; refused → nothing written; saved → one audit entry more. */
async function postChecked(screen: Screen, form: Record<string, string>) {
  const before = await snapshot();
  const audits = await auditCount();
  const status = await run(
    screen.action ?? screen.loader,
    formPost(screen.path, form),
    screen.params,
    account("admin"),
  );
  expect([200, 302, 400, 404, 409]).toContain(status);
  if (status === 200 || status === 302) expect(await auditCount()).toBe(audits + 1);
  else expect(await snapshot()).toEqual(before);
}

describe("site configuration and pages forms under malformed input", () => {
  it("fuzz 5: every site configuration form answers 2xx or 4xx; a refused one writes nothing", async () => {
    const screen = SCREENS[1];
    if (!screen) throw new Error("no screen");
    await fc.assert(
      fc.asyncProperty(
        fieldsOf(
          [
            "menu",
            "menu-new",
            "menu-delete",
            "header-link",
            "header-link-new",
            "header-link-delete",
            "footer-column",
            "footer-column-new",
            "footer-column-delete",
            "footer-move",
            "branding",
            "languages",
            "display",
            "information",
            "x",
          ],
          [
            "id",
            "version",
            "path",
            "status",
            "sort",
            "parentId",
            "confirm",
            "titlePublic",
            "intro_nl",
            "full_fr",
            "imageKeys",
            "colSm",
            "colLg",
            "title_nl",
            "title_fr",
            "title_en",
            "label_nl",
            "link_fr",
            "icon",
            "color",
            "shown",
            "direction",
            "logoImageKey",
            "bannerType",
            "bannerImageKey",
            "galleryKeys",
            "galleryInterval",
            "videoUrl",
            "showLogo",
            "defaultLanguage",
            "use_nl",
            "use_de",
            "showHomeMenu",
            "name",
            "email",
            "countryCode",
            "googleTagManagerId",
            "facebookPixelId",
          ],
        ),
        (form) => postChecked(screen, form),
      ),
      { numRuns: RUNS },
    );
  });

  it("fuzz 6: every pages and articles form answers 2xx or 4xx; a refused one writes nothing", async () => {
    const [, , list, edit, preview] = SCREENS;
    if (!list || !edit || !preview) throw new Error("no screen");
    const names = [
      "version",
      "name",
      "path",
      "slug",
      "title",
      "title_nl",
      "title_fr",
      "status",
      "sort",
      "modules",
      "seoTitle_fr",
      "seoDescription_nl",
      "ogImageKey",
      "body_fr",
      "category",
      "imageKey",
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(list, edit, preview),
        fieldsOf(["new-page", "new-article", "save", "publish", "unpublish", "x"], names),
        (screen, form) => postChecked(screen, form),
      ),
      { numRuns: RUNS },
    );
  });

  it("version 1: a save from a version someone else already saved is refused (409) and writes nothing", async () => {
    const screen = SCREENS[1];
    if (!screen) throw new Error("no screen");
    const form = {
      intent: "display",
      version: "1",
      showHomeMenu: "on",
      showSearchInput: "on",
      videoThumbnailQuality: "medium",
    };
    const [settings] = await connection.db.select().from(siteSettings);
    const current = { ...form, version: String(settings?.version ?? 1) };
    expect(
      await run(
        screen.action ?? screen.loader,
        formPost(screen.path, current),
        screen.params,
        account("admin"),
      ),
    ).toBe(200);
    const before = await snapshot();
    expect(
      await run(
        screen.action ?? screen.loader,
        formPost(screen.path, current),
        screen.params,
        account("admin"),
      ),
    ).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it("video thumbnails: the display form sets the stills' quality; a value not offered is refused and writes nothing", async () => {
    const screen = SCREENS[1];
    if (!screen) throw new Error("no screen");
    const post = async (quality: string) => {
      const [settings] = await connection.db.select().from(siteSettings);
      const form = {
        intent: "display",
        version: String(settings?.version ?? 1),
        videoThumbnailQuality: quality,
      };
      return run(
        screen.action ?? screen.loader,
        formPost(screen.path, form),
        screen.params,
        account("admin"),
      );
    };
    expect(await post("high")).toBe(200);
    const [saved] = await connection.db.select().from(siteSettings);
    expect(saved?.displayOptions.videoThumbnailQuality).toBe("high");

    const before = await snapshot();
    for (const refused of ["ultra", "", "HIGH"]) expect(await post(refused)).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});
