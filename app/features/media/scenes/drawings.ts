// Drawn rather than photographed: a floor plan, the agency's banner and logo mark, portraits of the
// agents and article illustrations.
import {
  type Canvas,
  circle,
  ellipse,
  group,
  line,
  path,
  polygon,
  rect,
  shade,
  translucent,
} from "./canvas.ts";
import { sky, treeLine } from "./outdoor-parts.ts";

export function floorplan(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const margin = 120;
  const x0 = margin;
  const y0 = margin;
  const w = width - margin * 2;
  const h = height - margin * 2;
  const wall = "#2b2d31";
  const parts = [rect(0, 0, width, height, "#fbfaf7")];
  for (let x = 0; x < width; x += 40) parts.push(line(x, 0, x, height, "#e8eef3", 1));
  for (let y = 0; y < height; y += 40) parts.push(line(0, y, width, y, "#e8eef3", 1));
  // Split the outline into rooms: one vertical wall, then horizontal walls on each side.
  const split = x0 + w * random.float(0.4, 0.6);
  const leftCut = y0 + h * random.float(0.45, 0.65);
  const rightCuts = [y0 + h * random.float(0.3, 0.4), y0 + h * random.float(0.6, 0.75)];
  const rooms: [number, number, number, number][] = [
    [x0, y0, split - x0, leftCut - y0],
    [x0, leftCut, split - x0, y0 + h - leftCut],
    [split, y0, x0 + w - split, (rightCuts[0] ?? 0) - y0],
    [split, rightCuts[0] ?? 0, x0 + w - split, (rightCuts[1] ?? 0) - (rightCuts[0] ?? 0)],
    [split, rightCuts[1] ?? 0, x0 + w - split, y0 + h - (rightCuts[1] ?? 0)],
  ];
  const tints = ["#f3efe6", "#eef3f1", "#f4efe9", "#eef1f6", "#f6f2e8"];
  rooms.forEach(([x, y, rw, rh], i) => parts.push(rect(x, y, rw, rh, tints[i] ?? "#f3efe6")));
  parts.push(rect(x0, y0, w, h, "none", `stroke="${wall}" stroke-width="18"`));
  parts.push(line(split, y0, split, y0 + h, wall, 10), line(x0, leftCut, split, leftCut, wall, 10));
  for (const cut of rightCuts) parts.push(line(split, cut, x0 + w, cut, wall, 10));
  // Door openings with their swing, windows as double lines in the outer wall.
  for (const [x, y] of [
    [split, leftCut - 110],
    [split, (rightCuts[0] ?? 0) + 30],
    [x0 + 80, leftCut],
  ] as const) {
    parts.push(
      rect(x - 12, y, 24, 90, "#fbfaf7"),
      path(`M ${x} ${y} A 90 90 0 0 1 ${x + 90} ${y + 90}`, "none", `stroke="${wall}" stroke-width="3"`),
    );
  }
  for (let i = 0; i < 4; i++) {
    const wx = x0 + 100 + i * (w / 4);
    parts.push(
      rect(wx, y0 - 10, 140, 20, "#ffffff"),
      line(wx, y0 - 4, wx + 140, y0 - 4, wall, 3),
      line(wx, y0 + 4, wx + 140, y0 + 4, wall, 3),
    );
  }
  // Furniture symbols: a bed, a table with chairs, a sofa, a bath.
  const [bx, by] = [split + 60, y0 + 50];
  parts.push(
    rect(bx, by, 220, 260, "none", `stroke="${wall}" stroke-width="4"`),
    rect(bx + 20, by + 20, 80, 50, "none", `stroke="${wall}" stroke-width="3"`),
    rect(bx + 120, by + 20, 80, 50, "none", `stroke="${wall}" stroke-width="3"`),
  );
  const [tx, ty] = [x0 + (split - x0) / 2, y0 + (leftCut - y0) / 2];
  parts.push(rect(tx - 120, ty - 70, 240, 140, "none", `stroke="${wall}" stroke-width="4"`));
  for (const dx of [-80, 0, 80])
    parts.push(
      circle(tx + dx, ty - 100, 22, "none", `stroke="${wall}" stroke-width="3"`),
      circle(tx + dx, ty + 100, 22, "none", `stroke="${wall}" stroke-width="3"`),
    );
  parts.push(rect(x0 + 40, y0 + h - 170, 360, 110, "none", `stroke="${wall}" stroke-width="4" rx="20"`));
  parts.push(rect(x0 + w - 300, y0 + h - 160, 240, 110, "none", `stroke="${wall}" stroke-width="4" rx="40"`));
  return group(parts);
}

export function banner(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const horizon = height * 0.72;
  const golden = { top: "#4f6fa0", bottom: "#f3c98b", light: "#ffe2a8", sun: true };
  const parts = [sky(canvas, horizon, golden)];
  // Mechelen at dusk: St Rumbold's tower, roofs and the Dijle.
  const dark = "#2f3a4a";
  for (let x = 0; x < width; x += random.int(60, 140)) {
    const h = random.int(60, 160);
    parts.push(rect(x, horizon - h, random.int(60, 140), h + 2, shade(dark, 0.1)));
    if (random.chance(0.5))
      parts.push(
        polygon(
          [
            [x, horizon - h],
            [x + 35, horizon - h - 45],
            [x + 70, horizon - h],
          ],
          shade(dark, 0.1),
        ),
      );
  }
  const tower = width * 0.62;
  parts.push(
    rect(tower - 70, horizon - height * 0.62, 140, height * 0.62, dark),
    rect(tower - 85, horizon - height * 0.64, 170, 30, dark),
    rect(tower - 55, horizon - height * 0.7, 110, 60, dark),
  );
  for (let i = 0; i < 6; i++)
    parts.push(
      rect(
        tower - 50 + (i % 3) * 36,
        horizon - height * (0.55 - Math.floor(i / 3) * 0.18),
        20,
        60,
        "#f3c98b",
        translucent(0.6),
      ),
    );
  parts.push(
    rect(
      0,
      horizon,
      width,
      height - horizon,
      canvas.linear([
        [0, "#3b4d66"],
        [1, "#22303f"],
      ]),
    ),
  );
  // Reflections on the water: short horizontal strokes, denser under the tower.
  for (let i = 0; i < 24; i++) {
    const y = horizon + random.float(12, height - horizon - 8);
    const x = random.chance(0.5) ? tower + random.float(-120, 80) : random.float(0, width);
    parts.push(line(x, y, x + random.float(30, 120), y, "#f3c98b", 4, translucent(0.4)));
  }
  return group(parts);
}

/** The agency's mark: a house whose roof line runs into a tower, in the brand colours. */
export function logo(canvas: Canvas): string {
  const { width, height } = canvas;
  const size = Math.min(width, height) * 0.8;
  const cx = width / 2;
  const cy = height / 2;
  const brand = "#1f5f5b";
  return group([
    polygon(
      [
        [cx - size * 0.45, cy + size * 0.4],
        [cx - size * 0.45, cy - size * 0.05],
        [cx, cy - size * 0.42],
        [cx + size * 0.45, cy - size * 0.05],
        [cx + size * 0.45, cy + size * 0.4],
      ],
      brand,
    ),
    rect(cx - size * 0.12, cy + size * 0.05, size * 0.24, size * 0.35, "#ffffff"),
    rect(cx + size * 0.2, cy - size * 0.45, size * 0.12, size * 0.3, shade(brand, -0.3)),
  ]);
}

const SKIN = ["#f1c9a5", "#e0ac84", "#c68863", "#8d5a3c", "#f5d6bd"];
const HAIR = ["#2b1e16", "#5a3a22", "#a86b3c", "#d8b27a", "#3b3b3b", "#8c8c8c"];

export function portrait(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const cx = width / 2;
  const skin = random.pick(SKIN);
  const hair = random.pick(HAIR);
  const shirt = random.pick(["#1f3f6f", "#2f4858", "#7a1f1f", "#e9e6df", "#3f5a4a", "#2b2d31"]);
  const longHair = random.chance(0.4);
  const headY = height * 0.42;
  const head = width * 0.17;
  return group([
    rect(
      0,
      0,
      width,
      height,
      canvas.radial(
        [
          [0, "#eef2f5"],
          [1, "#b8c4cf"],
        ],
        0.5,
        0.4,
        0.8,
      ),
    ),
    ...(longHair
      ? [rect(cx - head * 1.15, headY - head * 0.6, head * 2.3, head * 2.3, hair, `rx="${head}"`)]
      : []),
    path(
      `M ${cx - width * 0.36} ${height} Q ${cx - width * 0.34} ${height * 0.68} ${cx} ${height * 0.66} Q ${cx + width * 0.34} ${height * 0.68} ${cx + width * 0.36} ${height} Z`,
      shirt,
    ),
    polygon(
      [
        [cx - head * 0.32, height * 0.66],
        [cx, height * 0.76],
        [cx + head * 0.32, height * 0.66],
      ],
      "#ffffff",
      translucent(0.85),
    ),
    rect(cx - head * 0.35, headY + head * 0.6, head * 0.7, head * 0.8, shade(skin, -0.08)),
    ellipse(cx, headY, head * 0.92, head * 1.1, skin),
    path(
      `M ${cx - head * 0.95} ${headY - head * 0.1} Q ${cx - head * 0.9} ${headY - head * 1.35} ${cx} ${headY - head * 1.15} Q ${cx + head * 0.9} ${headY - head * 1.35} ${cx + head * 0.95} ${headY - head * 0.1} Q ${cx + head * 0.5} ${headY - head * 0.75} ${cx} ${headY - head * 0.7} Q ${cx - head * 0.5} ${headY - head * 0.75} ${cx - head * 0.95} ${headY - head * 0.1} Z`,
      hair,
    ),
    ellipse(cx - head * 0.35, headY + head * 0.05, head * 0.08, head * 0.06, "#2b2d31"),
    ellipse(cx + head * 0.35, headY + head * 0.05, head * 0.08, head * 0.06, "#2b2d31"),
    path(
      `M ${cx - head * 0.3} ${headY + head * 0.5} Q ${cx} ${headY + head * 0.68} ${cx + head * 0.3} ${headY + head * 0.5}`,
      "none",
      `stroke="${shade(skin, -0.4)}" stroke-width="${head * 0.06}" stroke-linecap="round"`,
    ),
  ]);
}

export function article(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const accent = random.pick(["#1f5f5b", "#2d4f8f", "#a36a1f", "#8f2d2d"]);
  const horizon = height * 0.7;
  const parts = [
    sky(canvas, horizon, { top: "#cfe0ea", bottom: "#f4efe6", light: "#fff6d8", sun: true }),
    treeLine(canvas, horizon, "#a9c2a0"),
    rect(0, horizon, width, height, "#e8e2d6"),
  ];
  // A rising line of bars and a house with a key: sold well, at the right price.
  for (let i = 0; i < 6; i++) {
    const h = height * (0.12 + i * 0.07);
    parts.push(rect(width * (0.08 + i * 0.08), horizon - h, width * 0.05, h, shade(accent, 0.5 - i * 0.08)));
  }
  const hx = width * 0.6;
  parts.push(
    polygon(
      [
        [hx - 200, horizon],
        [hx - 200, horizon - 220],
        [hx, horizon - 400],
        [hx + 200, horizon - 220],
        [hx + 200, horizon],
      ],
      accent,
    ),
  );
  parts.push(rect(hx - 50, horizon - 170, 100, 170, "#f4efe6"));
  parts.push(
    circle(hx + 300, horizon - 80, 50, "none", `stroke="#d9a441" stroke-width="22"`),
    rect(hx + 340, horizon - 92, 160, 24, "#d9a441"),
    rect(hx + 450, horizon - 92, 20, 60, "#d9a441"),
  );
  return group(parts);
}
