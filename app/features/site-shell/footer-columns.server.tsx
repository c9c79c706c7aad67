// The footer's columns as configured (spec §3): title, intro and full text each only when public, images
// at a height of 500 (spec §9), widths per breakpoint out of 12. The browser never changes them, so they
// are built here as one piece of markup per language and sent once, in the page's HTML (ADR 0024): the
// root's data, which every page carries, holds only a reference to them.
import { renderToStaticMarkup } from "react-dom/server";
import { isPublic } from "../../domain/public-flag.ts";
import { sanitizeHtml } from "../../domain/sanitize-html.ts";
import type { Language } from "../../i18n/languages.ts";
import { localizedText } from "../../i18n/localized-text.ts";
import { columnSpanClasses, type ColumnWidths } from "./column-span-classes.ts";
import type { ShellImage } from "./shell-data.ts";
import { imageForKey } from "./shell-images.ts";
import type { SiteConfig } from "./site-config.server.ts";

export type FooterColumn = {
  id: number;
  title: string | null;
  introHtml: string | null;
  fullHtml: string | null;
  images: ShellImage[];
  col: ColumnWidths;
};

/** The columns shown in `language`, their texts sanitized. */
export function footerColumnsOf(config: SiteConfig, language: Language): FooterColumn[] {
  const text = (value: Parameters<typeof localizedText>[0]) =>
    localizedText(value, language, config.defaultLanguage);
  return config.footerColumns.map((column) => ({
    id: column.id,
    title: isPublic(column.title.public) ? text(column.title.text) || null : null,
    introHtml: isPublic(column.introText.public) ? sanitizeHtml(text(column.introText.text)) || null : null,
    fullHtml: isPublic(column.fullText.public) ? sanitizeHtml(text(column.fullText.text)) || null : null,
    images: column.imageKeys.flatMap((key) => imageForKey(key, 600) ?? []),
    col: column.col,
  }));
}

/** The columns' markup, the content of the footer's `.footer-columns` grid. */
export function footerColumnsMarkup(columns: readonly FooterColumn[]): string {
  return renderToStaticMarkup(
    <>
      {columns.map((column) => (
        <div key={column.id} className={`footer-column ${columnSpanClasses(column.col)}`}>
          {column.title ? <h3 className="footer-title">{column.title}</h3> : null}
          {column.introHtml ? (
            <div className="footer-intro" dangerouslySetInnerHTML={{ __html: column.introHtml }} />
          ) : null}
          {column.images.map((image) => (
            <img
              key={image.src}
              className="footer-image"
              src={image.src}
              srcSet={image.srcSet}
              width={image.width}
              height={image.height}
              alt=""
              loading="lazy"
              decoding="async"
            />
          ))}
          {column.fullHtml ? (
            <div className="footer-text" dangerouslySetInnerHTML={{ __html: column.fullHtml }} />
          ) : null}
        </div>
      ))}
    </>,
  );
}
