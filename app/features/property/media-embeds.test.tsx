import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dictionaryFor } from "../../i18n/dictionary.ts";
import { I18nContext } from "../../i18n/use-t.ts";
import { MediaEmbeds } from "./media-embeds.tsx";
import { photoView } from "./photo-views.ts";
import type { EmbedView } from "./property-view.ts";
import { EmbedConsentContext } from "../../ui/embed-consent.tsx";

const video: EmbedView = {
  kind: "video",
  provider: "YouTube",
  embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
  isFile: false,
  thumbnail: null,
};

function render(allowEmbeds?: boolean, embed: EmbedView = video): string {
  const embeds = <MediaEmbeds embeds={[embed]} title="Halfopen woning" />;
  return renderToString(
    <I18nContext value={{ language: "en", dictionary: dictionaryFor("en") }}>
      {allowEmbeds === undefined ? (
        embeds
      ) : (
        <EmbedConsentContext value={{ allowEmbeds, allowEmbedsAlways: () => {}, openSettings: null }}>
          {embeds}
        </EmbedConsentContext>
      )}
    </I18nContext>,
  );
}

describe("third-party embeds", () => {
  it("hold the player back behind a click-to-load placeholder by default", () => {
    const html = render();
    expect(html).not.toContain("<iframe");
    expect(html).toContain("This content is loaded from YouTube, which may set cookies.");
    expect(html).toContain("Load the video");
    expect(html).toContain("Always allow");
  });

  it("load at once when the site-wide consent allows content of other sites", () => {
    const html = render(true);
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(html).not.toContain("Load the video");
  });

  it("video thumbnails: the placeholder shows our stored still (sized, lazy, named), never the provider's", () => {
    const thumbnail = photoView(
      { imageKey: "upload-abcdefghijklmnopqrstuvwx", width: 480, height: 360 },
      "Still from the YouTube video of Halfopen woning",
    );
    const html = render(undefined, { ...video, thumbnail });
    expect(html).not.toContain("<iframe");
    expect(html).toContain('src="/media/upload-abcdefghijklmnopqrstuvwx/');
    expect(html).toContain('width="480"');
    expect(html).toContain('height="360"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="Still from the YouTube video of Halfopen woning"');
    expect(html).toContain('type="image/avif"');
    expect(html).not.toMatch(/ytimg|youtube\.com\/vi|vimeocdn/);
    expect(html).toContain("Load the video");
  });

  it("video thumbnails: without a stored still the placeholder has no image at all", () => {
    const html = render();
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<picture");
  });
});
