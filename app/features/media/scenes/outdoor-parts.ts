// Pieces the outdoor scenes share: a sky for the time of day, clouds, trees, hedges, lawns and windows.
import { type Canvas, circle, ellipse, group, line, polygon, rect, shade, translucent } from "./canvas.ts";

export type Sky = { top: string; bottom: string; light: string; sun: boolean };

const SKIES: readonly Sky[] = [
  { top: "#5b9bd5", bottom: "#cfe6f7", light: "#fff6d8", sun: true },
  { top: "#3f7fc1", bottom: "#bcdcf2", light: "#ffffff", sun: true },
  { top: "#7aa7cf", bottom: "#f3d9b5", light: "#ffd99a", sun: true },
  { top: "#8fa9bf", bottom: "#dfe7ee", light: "#f4f6f8", sun: false },
  { top: "#4f86c6", bottom: "#f6e3c6", light: "#ffe2a8", sun: true },
];

export function pickSky(canvas: Canvas): Sky {
  return canvas.random.pick(SKIES);
}

export function sky(canvas: Canvas, horizon: number, chosen: Sky = pickSky(canvas)): string {
  const { random, width } = canvas;
  const parts = [
    rect(
      0,
      0,
      width,
      horizon + 4,
      canvas.linear([
        [0, chosen.top],
        [1, chosen.bottom],
      ]),
    ),
  ];
  if (chosen.sun) {
    const x = random.float(0.1, 0.9) * width;
    const y = random.float(0.08, 0.3) * horizon;
    parts.push(
      circle(
        x,
        y,
        150,
        canvas.radial([
          [0, chosen.light],
          [1, `${chosen.light}00`],
        ]),
        translucent(0.8),
      ),
    );
    parts.push(circle(x, y, 42, chosen.light, translucent(0.9)));
  }
  const clouds = random.int(1, 4);
  for (let i = 0; i < clouds; i++)
    parts.push(cloud(canvas, random.float(0, width), random.float(0.1, 0.55) * horizon));
  return group(parts);
}

export function cloud(canvas: Canvas, x: number, y: number): string {
  const { random } = canvas;
  const scale = random.float(0.6, 1.4);
  const puffs = [
    ellipse(x, y, 110 * scale, 34 * scale, "#ffffff"),
    ellipse(x - 60 * scale, y + 6 * scale, 70 * scale, 26 * scale, "#ffffff"),
    ellipse(x + 50 * scale, y - 18 * scale, 64 * scale, 36 * scale, "#ffffff"),
    ellipse(x + 95 * scale, y + 8 * scale, 60 * scale, 22 * scale, "#ffffff"),
  ];
  return group(puffs, translucent(Number(random.float(0.55, 0.9).toFixed(2))));
}

const LEAF_COLORS = ["#4f7f3a", "#5e8f45", "#3f6e35", "#6a9a4a", "#557d3f"];

/** A deciduous tree standing on (x, ground), about `size` tall. */
export function tree(canvas: Canvas, x: number, ground: number, size: number): string {
  const { random } = canvas;
  const leaf = random.pick(LEAF_COLORS);
  const trunkHeight = size * 0.38;
  const crownY = ground - trunkHeight - size * 0.3;
  const crown = canvas.radial(
    [
      [0, shade(leaf, 0.18)],
      [1, shade(leaf, -0.22)],
    ],
    0.4,
    0.35,
    0.7,
  );
  return group([
    rect(x - size * 0.04, ground - trunkHeight, size * 0.08, trunkHeight, "#6b4f3a"),
    ellipse(x, crownY, size * 0.34, size * 0.36, crown),
    ellipse(x - size * 0.2, crownY + size * 0.1, size * 0.22, size * 0.2, crown),
    ellipse(x + size * 0.21, crownY + size * 0.08, size * 0.23, size * 0.21, crown),
    ellipse(x, ground + 4, size * 0.3, size * 0.04, "#00000022"),
  ]);
}

/** A conifer, for variety in tree lines. */
export function conifer(canvas: Canvas, x: number, ground: number, size: number): string {
  const leaf = shade(canvas.random.pick(LEAF_COLORS), -0.25);
  return group([
    rect(x - size * 0.03, ground - size * 0.12, size * 0.06, size * 0.12, "#5b4332"),
    polygon(
      [
        [x, ground - size],
        [x - size * 0.2, ground - size * 0.1],
        [x + size * 0.2, ground - size * 0.1],
      ],
      leaf,
    ),
  ]);
}

/** A band of distant trees along the horizon. */
export function treeLine(canvas: Canvas, horizon: number, color = "#7d9f7a"): string {
  const { random, width } = canvas;
  const parts: string[] = [];
  for (let x = -40; x < width + 40; x += random.int(40, 90)) {
    parts.push(ellipse(x, horizon - random.int(10, 30), random.int(40, 80), random.int(30, 60), color));
  }
  return group(parts, translucent(0.85));
}

export function hedge(canvas: Canvas, x: number, y: number, w: number, h: number): string {
  const color = canvas.random.pick(LEAF_COLORS);
  const parts = [rect(x, y + h * 0.3, w, h * 0.7, shade(color, -0.1), `rx="${h * 0.3}"`)];
  for (let px = x + h * 0.3; px < x + w; px += h * 0.45)
    parts.push(circle(px, y + h * 0.35, h * 0.32, color));
  return group(parts);
}

export function lawn(canvas: Canvas, top: number, bottom: number): string {
  const base = canvas.random.pick(["#7fae55", "#89b85e", "#77a450"]);
  return rect(
    0,
    top,
    canvas.width,
    bottom - top,
    canvas.linear([
      [0, shade(base, -0.08)],
      [1, shade(base, 0.12)],
    ]),
  );
}

/** A window with frame, glass reflecting the sky and a sill. */
export function windowPane(
  canvas: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  frame = "#f4f4f2",
  mullions = true,
): string {
  const glass = canvas.linear([
    [0, "#a9c8df"],
    [0.55, "#5f7f99"],
    [1, "#3d5468"],
  ]);
  const parts = [
    rect(x - 6, y - 6, w + 12, h + 12, frame),
    rect(x, y, w, h, glass),
    polygon(
      [
        [x + w * 0.15, y],
        [x + w * 0.45, y],
        [x + w * 0.1, y + h],
        [x, y + h],
        [x, y + h * 0.4],
      ],
      "#ffffff",
      translucent(0.18),
    ),
    rect(x - 12, y + h + 6, w + 24, 10, shade(frame, -0.15)),
  ];
  if (mullions) {
    parts.push(line(x + w / 2, y, x + w / 2, y + h, frame, 6));
    if (h > w * 1.2) parts.push(line(x, y + h * 0.35, x + w, y + h * 0.35, frame, 5));
  }
  return group(parts);
}
