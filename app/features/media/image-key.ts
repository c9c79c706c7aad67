// Image keys name a picture the media store can draw: "<scene>-<w>x<h>-<seed>", e.g.
// "kitchen-4x3-2v8k1a3": the scene, the aspect ratio of the original and the seed of its variations.
// Pure: the seed, the server and the components agree on it.

export const SCENES = [
  "facade",
  "building",
  "street",
  "aerial",
  "living",
  "kitchen",
  "bedroom",
  "bathroom",
  "hall",
  "attic",
  "garden",
  "terrace",
  "view",
  "plot",
  "garage",
  "parking",
  "shopfront",
  "shop",
  "warehouse",
  "office",
  "floorplan",
  "banner",
  "logo",
  "portrait",
  "article",
] as const;
export type Scene = (typeof SCENES)[number];

/** Aspect ratios an original may have; anything else is not a key of ours. */
export const ASPECTS = ["1x1", "4x3", "3x2", "16x9", "21x9", "4x1", "3x4"] as const;

/** Every original is 1600 wide (spec §9 "1600 original"); its height follows the aspect ratio. */
export const ORIGINAL_WIDTH = 1600;

export type ImageKey = { key: string; scene: Scene; seed: string; width: number; height: number };

const KEY_PATTERN = /^([a-z]+)-(\d{1,2}x\d{1,2})-([a-z0-9]{1,24})$/;

function isScene(value: string): value is Scene {
  return (SCENES as readonly string[]).includes(value);
}

/** The parts of a key, or null when `key` is not one the store can draw. */
export function parseImageKey(key: string): ImageKey | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, scene, aspect, seed] = match;
  if (!scene || !aspect || !seed || !isScene(scene) || !(ASPECTS as readonly string[]).includes(aspect))
    return null;
  const [across, down] = aspect.split("x").map(Number);
  if (!across || !down) return null;
  return { key, scene, seed, width: ORIGINAL_WIDTH, height: Math.round((ORIGINAL_WIDTH * down) / across) };
}
