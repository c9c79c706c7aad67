// The captcha image: the ticket's characters drawn with the stroke font, each turned, scaled and shaken,
// crossed by noise curves, and rasterized to PNG so no text or path of a glyph reaches the browser.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { GLYPHS } from "./captcha-glyphs.ts";

export const CAPTCHA_WIDTH = 220;
export const CAPTCHA_HEIGHT = 72;

/** A small deterministic generator: one ticket always draws the same image. */
function generatorFrom(seed: string): () => number {
  let state = createHash("sha256").update(seed).digest().readUInt32LE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

export function captchaSvg(characters: string, seed: string): string {
  const random = generatorFrom(seed);
  const between = (low: number, high: number) => low + (high - low) * random();
  const parts: string[] = [];
  const step = (CAPTCHA_WIDTH - 30) / characters.length;
  [...characters].forEach((character, index) => {
    const glyph = GLYPHS[character];
    if (!glyph) return;
    const scaleX = between(2.1, 2.9);
    const scaleY = between(2.8, 3.6);
    const angle = between(-0.45, 0.45);
    const originX = 18 + index * step + between(-3, 3);
    const originY = 12 + between(-5, 5);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const hue = Math.floor(between(190, 330));
    for (const line of glyph) {
      const points = line.map(([x, y]) => {
        const px = (x - 5 + between(-0.6, 0.6)) * scaleX;
        const py = (y - 7 + between(-0.6, 0.6)) * scaleY;
        return `${(originX + 12 + px * cos - py * sin).toFixed(1)},${(originY + 22 + px * sin + py * cos).toFixed(1)}`;
      });
      parts.push(
        `<polyline points="${points.join(" ")}" fill="none" stroke="hsl(${hue},55%,28%)" stroke-width="${between(3, 4.2).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    }
  });
  for (let i = 0; i < 5; i += 1) {
    const y = () => between(8, CAPTCHA_HEIGHT - 8).toFixed(1);
    const x = () => between(0, CAPTCHA_WIDTH).toFixed(1);
    parts.push(
      `<path d="M0,${y()} C${x()},${y()} ${x()},${y()} ${CAPTCHA_WIDTH},${y()}" fill="none" stroke="hsl(${Math.floor(between(0, 360))},35%,45%)" stroke-width="${between(1, 2.2).toFixed(1)}"/>`,
    );
  }
  for (let i = 0; i < 90; i += 1) {
    parts.push(
      `<circle cx="${between(0, CAPTCHA_WIDTH).toFixed(1)}" cy="${between(0, CAPTCHA_HEIGHT).toFixed(1)}" r="${between(0.5, 1.6).toFixed(1)}" fill="hsl(${Math.floor(between(0, 360))},30%,40%)"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${parts.join("")}</svg>`;
}

export async function captchaPng(characters: string, seed: string): Promise<Buffer> {
  return sharp(Buffer.from(captchaSvg(characters, seed)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
