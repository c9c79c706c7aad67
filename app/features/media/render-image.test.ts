import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parseImageKey, SCENES } from "./image-key.ts";
import { renderImage } from "./render-image.server.ts";

function image(key: string) {
  const parsed = parseImageKey(key);
  if (!parsed) throw new Error(`not a key: ${key}`);
  return parsed;
}

describe("renderImage", () => {
  it("draws every scene", { timeout: 60_000 }, async () => {
    for (const scene of SCENES) {
      const body = await renderImage(image(`${scene}-3x2-test1`), 250, "webp");
      const meta = await sharp(body).metadata();
      expect([scene, meta.format, meta.width, meta.height]).toEqual([scene, "webp", 250, 167]);
      // A drawn scene has contrast; an empty or failed drawing is one flat colour.
      const { channels } = await sharp(body).stats();
      const contrast = channels.slice(0, 3).reduce((sum, channel) => sum + channel.stdev, 0) / 3;
      expect(contrast, scene).toBeGreaterThan(15);
    }
  });

  it("encodes each format at the width asked, keeping the original's aspect ratio", async () => {
    const kitchen = image("kitchen-4x3-abc");
    for (const [format, expected] of [
      ["avif", "heif"],
      ["webp", "webp"],
      ["jpg", "jpeg"],
      ["png", "png"],
    ] as const) {
      const meta = await sharp(await renderImage(kitchen, 400, format)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([expected, 400, 300]);
    }
    const original = await sharp(await renderImage(kitchen, 1600, "jpg")).metadata();
    expect([original.width, original.height]).toEqual([1600, 1200]);
  });

  it("crops the 60 px search thumbnail to a square", async () => {
    const meta = await sharp(await renderImage(image("facade-16x9-xyz"), 60, "webp")).metadata();
    expect([meta.width, meta.height]).toEqual([60, 60]);
  });

  it("draws the same picture for the same key and another for another seed", async () => {
    const first = await renderImage(image("living-3x2-seed1"), 100, "png");
    const again = await renderImage(image("living-3x2-seed1"), 100, "png");
    const other = await renderImage(image("living-3x2-seed2"), 100, "png");
    expect(again.equals(first)).toBe(true);
    expect(other.equals(first)).toBe(false);
  });
});
