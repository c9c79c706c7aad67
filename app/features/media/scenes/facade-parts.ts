// Materials and pieces of street scenes: wall, roof and door colours, brick courses, a street.
import { type Canvas, group, line, luminance, rect, shade, translucent } from "./canvas.ts";

export const WALLS = ["#a4553a", "#9b4a32", "#c9a66b", "#efece6", "#d8d2c8", "#6b5249", "#b86f4c"];

export const ROOFS = ["#3b3f45", "#2f3236", "#8f3a28", "#4a4a4a"];

export const DOORS = ["#2f4f4f", "#7a1f1f", "#1f3f6f", "#333333", "#5a6b3a"];

export function bricks(x: number, y: number, w: number, h: number, color: string): string {
  const parts = [rect(x, y, w, h, color)];
  // Rendered (light) walls are smooth; brick shows its courses.
  if (luminance(color) > 190) return group(parts);
  for (let row = y + 16; row < y + h; row += 16)
    parts.push(line(x, row, x + w, row, shade(color, -0.18), 1.5, translucent(0.5)));
  return group(parts);
}

export function street(canvas: Canvas, top: number): string {
  const { width, height } = canvas;
  return group([
    rect(0, top, width, 26, "#c9c5bd"),
    rect(
      0,
      top + 26,
      width,
      height - top - 26,
      canvas.linear([
        [0, "#5d6167"],
        [1, "#44474c"],
      ]),
    ),
    ...Array.from({ length: 6 }, (_, i) =>
      rect(i * 300 + 40, top + (height - top) * 0.6, 160, 10, "#e8e6df", translucent(0.8)),
    ),
  ]);
}
