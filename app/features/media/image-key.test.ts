import { describe, expect, it } from "vitest";
import { buildDemoData } from "../../db/seed/demo-data.ts";
import { parseImageKey, SCENES } from "./image-key.ts";

describe("parseImageKey", () => {
  it("reads the scene, the seed and the original size", () => {
    expect(parseImageKey("kitchen-4x3-2v8k1a3")).toEqual({
      key: "kitchen-4x3-2v8k1a3",
      scene: "kitchen",
      seed: "2v8k1a3",
      width: 1600,
      height: 1200,
    });
    expect(parseImageKey("facade-3x2-a")?.height).toBe(1067);
    expect(parseImageKey("banner-16x9-home")?.height).toBe(900);
  });

  it("refuses anything that is not a key of ours", () => {
    for (const key of [
      "",
      "kitchen",
      "kitchen-4x3-",
      "castle-4x3-abc",
      "kitchen-5x3-abc",
      "kitchen-4x3-ABC",
      "kitchen-4x3-abc/../../etc",
      "kitchen-4x3-abc.jpg",
      "kitchen-0x3-abc",
      `kitchen-4x3-${"a".repeat(25)}`,
    ]) {
      expect(parseImageKey(key), key).toBeNull();
    }
  });

  it("accepts every image key the demo data and the site content use, at the size the rows state", () => {
    const data = buildDemoData();
    const photos = [...data.listings.flatMap((listing) => listing.photos), ...data.projectPhotos];
    for (const photo of photos) {
      const parsed = parseImageKey(photo.imageKey);
      expect(parsed, photo.imageKey).not.toBeNull();
      expect([parsed?.width, parsed?.height]).toEqual([photo.width, photo.height]);
    }
    for (const manager of data.managers) expect(parseImageKey(manager.photoKey ?? "")).not.toBeNull();
    const scenesUsed = new Set(photos.map((photo) => parseImageKey(photo.imageKey)?.scene));
    expect(scenesUsed.size).toBeGreaterThanOrEqual(20);
    expect(SCENES.length).toBeGreaterThan(scenesUsed.size);
  });
});
