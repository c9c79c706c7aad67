import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recognizeVideoUrl } from "./video-url.ts";

describe("recognizeVideoUrl (spec §5)", () => {
  it.each([
    ["https://cdn.example.be/tour/house.mp4", "file", "https://cdn.example.be/tour/house.mp4"],
    ["https://cdn.example.be/a/b.MOV?x=1", "file", "https://cdn.example.be/a/b.MOV?x=1"],
    ["/media/video/visit.webm", "file", "/media/video/visit.webm"],
    ["http://x.be/v.wmv", "file", "http://x.be/v.wmv"],
    ["http://x.be/v.avi", "file", "http://x.be/v.avi"],
    ["http://x.be/v.flv", "file", "http://x.be/v.flv"],
    [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "youtube",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    [
      "https://youtube.com/watch?v=dQw4w9WgXcQ&t=90",
      "youtube",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90",
    ],
    [
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=1m5s",
      "youtube",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=65",
    ],
    [
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "youtube",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    [
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "youtube",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    ["https://youtu.be/dQw4w9WgXcQ", "youtube", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?t=abc", "youtube", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    [
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "youtube",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    ["https://vimeo.com/76979871", "vimeo", "https://player.vimeo.com/video/76979871?dnt=1"],
    [
      "https://vimeo.com/channels/staffpicks/76979871",
      "vimeo",
      "https://player.vimeo.com/video/76979871?dnt=1",
    ],
    ["https://player.vimeo.com/video/76979871", "vimeo", "https://player.vimeo.com/video/76979871?dnt=1"],
    [
      "https://www.facebook.com/agency/videos/1234567890/",
      "facebook",
      "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fagency%2Fvideos%2F1234567890%2F&show_text=false",
    ],
    [
      "https://www.facebook.com/watch/?v=1234567890",
      "facebook",
      "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D1234567890&show_text=false",
    ],
    [
      "https://fb.watch/aBcD12/",
      "facebook",
      "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Ffb.watch%2FaBcD12%2F&show_text=false",
    ],
    [
      "https://my.matterport.com/show/?m=SxQL3iGyoDo",
      "matterport",
      "https://my.matterport.com/show/?m=SxQL3iGyoDo",
    ],
    ["http://matterport.com/discover/space/abc", "matterport", "https://matterport.com/discover/space/abc"],
    ["https://tour.tvl.be/1234", "tvl", "https://tour.tvl.be/1234"],
    ["https://app.yisual.com/v/abc", "yisual", "https://app.yisual.com/v/abc"],
  ] as const)("%s is %s", (url, kind, embedUrl) => {
    expect(recognizeVideoUrl(url)).toEqual({ kind, embedUrl });
  });

  it.each([
    ["https://matterport.com.evil.example/show/?m=x"],
    ["https://evilmatterport.com/show"],
    ["https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ"],
    ["https://notyoutu.be/dQw4w9WgXcQ"],
    ["https://www.youtube.com/watch?v=short"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQQ"],
    ["https://www.youtube.com/channel/UC123"],
    ["https://youtu.be/"],
    ["https://vimeo.com/about"],
    ["https://player.vimeo.com/video/abc"],
    ["https://www.facebook.com/agency/posts/123"],
    ["https://www.facebook.com/watch/?v=abc"],
    ["https://fb.watch/"],
    ["javascript:alert(1)//x.mp4"],
    ["data:video/mp4;base64,AAAA"],
    ["ftp://x.be/v.mp4"],
    ["//cdn.example.be/v.mp4"],
    ["https://user:pw@my.matterport.com/show"],
    ["https://example.be/video.mp4.html"],
    ["not a url"],
    [""],
    [null],
  ])("%j is not a video", (url) => {
    expect(recognizeVideoUrl(url)).toBeNull();
  });

  it("only embeds over https, never for look-alike hosts", () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const video = recognizeVideoUrl(url);
        if (video === null) return;
        if (video.kind !== "file") expect(video.embedUrl.startsWith("https://")).toBe(true);
        if (video.kind === "matterport")
          expect(new URL(video.embedUrl).hostname).toMatch(/(^|\.)matterport\.com$/);
      }),
    );
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        fc.pre(!/(^|\.)matterport\.com$/.test(domain));
        expect(recognizeVideoUrl(`https://matterport.com.${domain}/show`)?.kind).not.toBe("matterport");
      }),
    );
  });

  it("never throws", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const video = recognizeVideoUrl(text);
        expect(video === null || typeof video.embedUrl === "string").toBe(true);
      }),
    );
  });
});
