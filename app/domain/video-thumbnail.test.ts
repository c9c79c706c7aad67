import { describe, expect, it } from "vitest";
import {
  parseThumbnailVideoKey,
  thumbnailVideoOf,
  videoThumbnailQualityOf,
  vimeoOembedUrl,
  youtubeThumbnailUrls,
} from "./video-thumbnail.ts";

describe("video thumbnails", () => {
  it("video thumbnails: every way of writing a YouTube or Vimeo link names the same video", () => {
    for (const url of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ?t=30",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(thumbnailVideoOf(url)).toEqual({
        provider: "youtube",
        id: "dQw4w9WgXcQ",
        key: "youtube:dQw4w9WgXcQ",
      });
    }
    for (const url of ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"]) {
      expect(thumbnailVideoOf(url)).toEqual({ provider: "vimeo", id: "76979871", key: "vimeo:76979871" });
    }
  });

  it("video thumbnails: files, tours, Facebook and look-alike hosts have no still to fetch", () => {
    for (const url of [
      "/media/film.mp4",
      "https://my.matterport.com/show/?m=abc",
      "https://www.facebook.com/watch?v=123",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
      "not a url",
      null,
    ]) {
      expect(thumbnailVideoOf(url)).toBeNull();
    }
  });

  it("video thumbnails: a stored key reads back only in the form this module writes", () => {
    expect(parseThumbnailVideoKey("youtube:dQw4w9WgXcQ")?.id).toBe("dQw4w9WgXcQ");
    expect(parseThumbnailVideoKey("vimeo:76979871")?.provider).toBe("vimeo");
    expect(parseThumbnailVideoKey("vimeo:../../etc")).toBeNull();
    expect(parseThumbnailVideoKey("dailymotion:x7tgad0")).toBeNull();
  });

  it("video thumbnails: the configured quality picks the URL (YouTube's documented stills, best first)", () => {
    const origin = "https://i.ytimg.com";
    expect(youtubeThumbnailUrls(origin, "dQw4w9WgXcQ", "low")).toEqual([
      "https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg",
      "https://i.ytimg.com/vi/dQw4w9WgXcQ/default.jpg",
    ]);
    expect(youtubeThumbnailUrls(origin, "dQw4w9WgXcQ", "medium")[0]).toBe(
      "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
    );
    expect(youtubeThumbnailUrls(origin, "dQw4w9WgXcQ", "high")).toEqual([
      "https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg",
      "https://i.ytimg.com/vi/dQw4w9WgXcQ/sddefault.jpg",
      "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
    ]);
    const vimeo = (quality: "low" | "medium" | "high") =>
      new URL(vimeoOembedUrl("https://vimeo.com", "76979871", quality));
    expect(vimeo("medium").pathname).toBe("/api/oembed.json");
    expect(vimeo("medium").searchParams.get("url")).toBe("https://vimeo.com/76979871");
    expect(
      [vimeo("low"), vimeo("medium"), vimeo("high")].map((url) => url.searchParams.get("width")),
    ).toEqual(["320", "640", "1280"]);
  });

  it("video thumbnails: the quality is medium unless the configuration names one of the three", () => {
    expect(videoThumbnailQualityOf(undefined)).toBe("medium");
    expect(videoThumbnailQualityOf("ultra")).toBe("medium");
    expect(videoThumbnailQualityOf("low")).toBe("low");
    expect(videoThumbnailQualityOf("high")).toBe("high");
  });
});
