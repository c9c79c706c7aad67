// The home page (spec §2 page configuration and home search block): banner, search block with the live
// totals, the "success formula" article and the testimonials, read from the site configuration.
import { and, desc, eq, sql } from "drizzle-orm";
import { formatDate } from "../../domain/dates.ts";
import { HOME_LATEST_LIMIT, TESTIMONIALS_LIMIT } from "../../domain/page-limits.ts";
import { itemsPerRow, propertyListModule, shownModules } from "../../domain/page-modules.ts";
import { isPublic } from "../../domain/public-flag.ts";
import { buttonShowsTotal, fillPropertyTotals } from "../../domain/search-block.ts";
import { recognizeVideoUrl } from "../../domain/video-url.ts";
import { sanitizeHtml } from "../../domain/sanitize-html.ts";
import type { Database } from "../../db/client.server.ts";
import { articles, testimonials } from "../../db/schema/content.ts";
import { mediaOriginals } from "../../db/schema/imports.ts";
import { isLanguage, type Language } from "../../i18n/languages.ts";
import { type LocalizedText, localizedText } from "../../i18n/localized-text.ts";
import { SCREEN_PATHS } from "../../i18n/route-table.ts";
import type { T } from "../../i18n/use-t.ts";
import type { SiteSettings } from "../../site-context.server.ts";
import { siteConfig } from "../site-shell/site-config.server.ts";
import { bannerPicture, logoImage, testimonialPicture } from "./home-images.ts";
import type { HomeView } from "./home-view.ts";

const SUCCESS_FORMULA_SLUG = "success-formula";

type HomeRequest = {
  db: Database;
  language: Language;
  settings: SiteSettings;
  totals: { sale: number; rent: number };
  t: T;
};

export async function loadHome({ db, language, settings, totals, t }: HomeRequest): Promise<HomeView> {
  const siteDefault = isLanguage(settings.defaultLanguage) ? settings.defaultLanguage : undefined;
  const text = (value: LocalizedText | undefined) => localizedText(value, language, siteDefault);
  const config = await siteConfig(db);
  const homePage = config.pages.find((page) => page.path === "/" && page.status === "Published");
  const modules = shownModules(homePage?.modules ?? [], settings);
  const listModule = propertyListModule(modules);
  // The testimonials block is fed from outside the page (relation "external").
  const testimonialModule = modules.find((module) => module.relation === "external");
  const articleSlug =
    modules.find((module) => module.relation === "article")?.articleSlug ?? SUCCESS_FORMULA_SLUG;

  const [article] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, articleSlug), eq(articles.status, "Published")))
    .limit(1);
  const testimonialRows = await db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      comment: testimonials.comment,
      date: testimonials.date,
      imageKey: testimonials.imageKey,
      original: { width: mediaOriginals.width, height: mediaOriginals.height },
    })
    .from(testimonials)
    .leftJoin(mediaOriginals, eq(mediaOriginals.imageKey, testimonials.imageKey))
    .where(eq(testimonials.approved, true))
    // Testimonials written in the visitor's language first, newest first (spec §9: 3 of them).
    .orderBy(sql`(${testimonials.language} = ${language}) desc`, desc(testimonials.date))
    .limit(testimonialModule?.maxItems ?? TESTIMONIALS_LIMIT);

  const { banner, searchBlock } = settings;
  const video = banner.type === "video" && banner.videoUrl ? recognizeVideoUrl(banner.videoUrl) : null;
  const images =
    banner.type === "gallery" ? (banner.galleryImageKeys ?? []) : banner.imageKey ? [banner.imageKey] : [];
  const forSale = SCREEN_PATHS.forSale[language];
  const forRent = SCREEN_PATHS.forRent[language];
  const button = (label: string, count: number) =>
    buttonShowsTotal(searchBlock.showCountProperty, count)
      ? t("HOME_BUTTON_WITH_COUNT", { label, count })
      : label;

  return {
    banner: {
      kind: video?.kind === "file" ? "video" : images.length > 1 ? "gallery" : "image",
      // The banner photo is decoration: its title is on the page as text.
      pictures: images.map((key) => bannerPicture(key, "")),
      intervalMs: Math.max(2_000, banner.galleryConfig?.intervalMs ?? 6_000),
      video:
        video?.kind === "file"
          ? { src: video.embedUrl, label: t("HOME_BANNER_VIDEO"), provider: externalHost(video.embedUrl) }
          : null,
      title: text(banner.title),
      description: text(banner.description),
      logo: banner.showLogo ? logoImage(settings.logoImageKey, settings.siteInformation.name) : null,
    },
    searchBlock: {
      logo: searchBlock.logoImageKey
        ? logoImage(searchBlock.logoImageKey, settings.siteInformation.name)
        : null,
      homeHref: SCREEN_PATHS.home[language],
      title: searchBlock.title && isPublic(searchBlock.title.public) ? text(searchBlock.title.text) : "",
      descriptions: [searchBlock.descriptionFirst, searchBlock.descriptionSecond]
        .filter((description) => description !== undefined && isPublic(description.public))
        .map((description) => sanitizeHtml(fillPropertyTotals(text(description?.text), totals)))
        .filter((html) => html.trim() !== ""),
      showSearchInput: searchBlock.showSearchInput,
      showSearchButton: searchBlock.showSearchButton,
      showSearchCount: searchBlock.showSearchCount,
      forSale: { href: forSale, label: button(t("LISTINGS_FOR_SALE"), totals.sale) },
      forRent: { href: forRent, label: button(t("LISTINGS_FOR_RENT"), totals.rent) },
    },
    latestCount: listModule?.maxItems ?? HOME_LATEST_LIMIT,
    latestPerRow: itemsPerRow(listModule),
    article: article ? { title: text(article.title), html: sanitizeHtml(text(article.bodyHtml)) } : null,
    testimonials: testimonialRows.map((row) => ({
      id: row.id,
      name: row.name,
      comment: row.comment,
      date: formatDate(row.date),
      isoDate: row.date.toISOString(),
      picture: row.imageKey
        ? testimonialPicture(row.imageKey, row.original, t("TESTIMONIAL_PHOTO_ALT", { name: row.name }))
        : null,
    })),
  };
}

/** The host of a video on another site (it waits for consent), or null for a file of our own (`/…`). */
function externalHost(src: string): string | null {
  return /^https?:\/\//i.test(src) ? new URL(src).hostname : null;
}
