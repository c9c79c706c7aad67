import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../../../tests/support/databases.ts";
import { articles } from "../../db/schema/content.ts";
import { seedSiteContent } from "../../db/seed/site-content.ts";
import { articleContent, pageContent } from "./page-content.server.ts";
import { forgetPublicContentMemos } from "../../db/public-content-memo.server.ts";
import { siteConfig } from "./site-config.server.ts";

forEachDatabase((database) => {
  beforeAll(async () => {
    await seedSiteContent(database());
    forgetPublicContentMemos();
  });

  it("spec §2 page modules: each article block takes its module's column spans", async () => {
    const content = await pageContent(database(), "/Verkoopspecialist/", "fr");
    expect(content?.articles.map((block) => [block.view, block.spans])).toEqual([
      ["card", "span-sm-12 span-md-12 span-lg-10"],
    ]);
  });

  it("spec §2 article paths: the articles with a category have pages, the page blocks have none", async () => {
    const config = await siteConfig(database());
    const paths = config.articlePages.map((page) => page.paths.find((path) => path.language === "en")?.path);
    expect(paths).toEqual([
      "/en/blog/the-energy-label-when-you-sell-or-let/",
      "/en/blog/registration-duties-in-2025/",
    ]);
  });

  it("shows an article's own page only while it is published", async () => {
    const [article] = await database().select().from(articles).where(eq(articles.slug, "epc-label"));
    if (!article) throw new Error("demo articles changed");
    expect((await articleContent(database(), article.id, "fr", "nl"))?.title).toBe(
      "Le certificat PEB à la vente et à la location",
    );
    await database().update(articles).set({ status: "Draft" }).where(eq(articles.id, article.id));
    forgetPublicContentMemos();
    expect(await articleContent(database(), article.id, "fr", "nl")).toBeNull();
    expect((await siteConfig(database())).articlePages.map((page) => page.id)).not.toContain(article.id);
    await database().update(articles).set({ status: "Published" }).where(eq(articles.id, article.id));
    forgetPublicContentMemos();
  });
});
