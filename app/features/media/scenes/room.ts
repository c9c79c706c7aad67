// The shell of an interior: back wall, side walls in perspective, a floor, a ceiling line, and a window
// onto a green garden; interiors furnish it.
import { type Canvas, group, line, polygon, rect, shade, translucent } from "./canvas.ts";

export type Room = {
  /** Back wall: left, top, right, bottom. */
  left: number;
  top: number;
  right: number;
  floor: number;
  wall: string;
};

const WALLS = ["#efe9df", "#e6e1d6", "#dfe5e3", "#f2ece4", "#e9e2d0", "#d9dde2", "#ece3d9"];
const FLOORS = {
  oak: ["#c79b6a", "#b98b5b"],
  walnut: ["#8c6445", "#7a5538"],
  tiles: ["#d8d4cc", "#c9c4ba"],
  concrete: ["#b9b6b0", "#a9a6a0"],
  dark: ["#5b5550", "#4d4843"],
} as const;
export type FloorKind = keyof typeof FLOORS;

export function room(canvas: Canvas, floorKind?: FloorKind, wallColor?: string): { room: Room; svg: string } {
  const { random, width, height } = canvas;
  const wall = wallColor ?? random.pick(WALLS);
  const kind: FloorKind = floorKind ?? random.pick<FloorKind>(["oak", "oak", "walnut", "tiles", "concrete"]);
  const [floorA, floorB] = FLOORS[kind];
  const inset = width * random.float(0.1, 0.16);
  const r: Room = {
    left: inset,
    top: height * 0.1,
    right: width - inset,
    floor: height * random.float(0.68, 0.74),
    wall,
  };
  const parts = [
    // Ceiling, side walls, back wall.
    rect(0, 0, width, height, shade(wall, -0.04)),
    polygon(
      [
        [0, 0],
        [r.left, r.top],
        [r.left, r.floor],
        [0, height],
      ],
      shade(wall, -0.1),
    ),
    polygon(
      [
        [width, 0],
        [r.right, r.top],
        [r.right, r.floor],
        [width, height],
      ],
      shade(wall, -0.07),
    ),
    polygon(
      [
        [0, 0],
        [width, 0],
        [r.right, r.top],
        [r.left, r.top],
      ],
      shade(wall, 0.05),
    ),
    rect(
      r.left,
      r.top,
      r.right - r.left,
      r.floor - r.top,
      canvas.linear([
        [0, shade(wall, 0.04)],
        [1, shade(wall, -0.05)],
      ]),
    ),
    polygon(
      [
        [r.left, r.floor],
        [r.right, r.floor],
        [width, height],
        [0, height],
      ],
      canvas.linear([
        [0, floorA],
        [1, floorB],
      ]),
    ),
  ];
  // Boards or tiles, converging to the back wall.
  const lines = kind === "tiles" || kind === "concrete" ? 8 : 14;
  for (let i = 1; i < lines; i++) {
    const t = i / lines;
    parts.push(
      line(
        r.left + (r.right - r.left) * t,
        r.floor,
        width * t,
        height,
        shade(floorB, -0.12),
        2,
        translucent(0.5),
      ),
    );
  }
  if (kind === "tiles") {
    for (let i = 1; i < 5; i++) {
      const y = r.floor + (height - r.floor) * Math.pow(i / 5, 1.4);
      parts.push(line(0, y, width, y, shade(floorB, -0.12), 2, translucent(0.5)));
    }
  }
  parts.push(rect(r.left, r.floor - 10, r.right - r.left, 10, shade(wall, -0.12)));
  return { room: r, svg: group(parts) };
}

/** A window on the back wall with a view of sky and garden. */
export function roomWindow(
  canvas: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  frame = "#2f3236",
): string {
  const view = canvas.linear([
    [0, "#a8cde8"],
    [0.55, "#d9ecf5"],
    [0.56, "#8bb36a"],
    [1, "#5f8a47"],
  ]);
  const parts = [rect(x - 8, y - 8, w + 16, h + 16, frame), rect(x, y, w, h, view)];
  for (let i = 0; i < 3; i++) {
    parts.push(
      polygon(
        [
          [x + w * (0.1 + i * 0.3), y + h * 0.56],
          [x + w * (0.2 + i * 0.3), y + h * 0.3],
          [x + w * (0.3 + i * 0.3), y + h * 0.56],
        ],
        "#4f7f3a",
        translucent(0.7),
      ),
    );
  }
  parts.push(line(x + w / 2, y, x + w / 2, y + h, frame, 8));
  parts.push(
    polygon(
      [
        [x + w * 0.1, y],
        [x + w * 0.3, y],
        [x, y + h * 0.5],
        [x, y + h * 0.2],
      ],
      "#ffffff",
      translucent(0.2),
    ),
  );
  return group(parts);
}

/** Soft daylight falling from the window onto the floor. */
export function daylight(canvas: Canvas, x: number, w: number, floor: number): string {
  return polygon(
    [
      [x, floor],
      [x + w, floor],
      [x + w * 1.5, canvas.height],
      [x - w * 0.3, canvas.height],
    ],
    "#fffbe8",
    translucent(0.18),
  );
}

export function plant(canvas: Canvas, x: number, floor: number, size: number): string {
  const leaf = canvas.random.pick(["#4f7f3a", "#3f6e35", "#5e8f45"]);
  const leaves = Array.from({ length: 7 }, (_, i) => {
    const angle = -Math.PI / 2 + (i - 3) * 0.35;
    const tipX = x + Math.cos(angle) * size;
    const tipY = floor - size * 0.5 + Math.sin(angle) * size;
    return polygon(
      [
        [x - 6, floor - size * 0.45],
        [tipX, tipY],
        [x + 6, floor - size * 0.45],
      ],
      shade(leaf, (i % 3) * 0.08),
    );
  });
  return group([
    ...leaves,
    polygon(
      [
        [x - size * 0.22, floor - size * 0.45],
        [x + size * 0.22, floor - size * 0.45],
        [x + size * 0.16, floor],
        [x - size * 0.16, floor],
      ],
      "#b5704b",
    ),
  ]);
}

export function frame(canvas: Canvas, x: number, y: number, w: number, h: number): string {
  const art = canvas.linear(
    [
      [0, canvas.random.pick(["#e3b04b", "#6c9bd2", "#d98c6b", "#8fb996"])],
      [1, canvas.random.pick(["#2f4858", "#86bbd8", "#f6ae2d", "#33658a"])],
    ],
    true,
  );
  return group([
    rect(x, y, w, h, "#2a2a2a"),
    rect(x + 10, y + 10, w - 20, h - 20, "#f7f4ee"),
    rect(x + 26, y + 26, w - 52, h - 52, art),
  ]);
}

export function pendant(x: number, top: number, drop: number, color = "#2f3236"): string {
  return group([
    line(x, top, x, top + drop, "#555", 3),
    polygon(
      [
        [x - 40, top + drop + 40],
        [x + 40, top + drop + 40],
        [x + 18, top + drop],
        [x - 18, top + drop],
      ],
      color,
    ),
    rect(x - 30, top + drop + 40, 60, 6, "#fff3c4", translucent(0.9)),
  ]);
}
