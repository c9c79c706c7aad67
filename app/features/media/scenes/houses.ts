// Homes seen from the street: a house, an apartment block and a row of Flemish town houses.
import { type Canvas, group, polygon, rect, shade, translucent } from "./canvas.ts";
import { bricks, DOORS, ROOFS, street, WALLS } from "./facade-parts.ts";
import { hedge, lawn, sky, tree, treeLine, windowPane } from "./outdoor-parts.ts";

export function facade(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const horizon = height * 0.6;
  const base = height * 0.82;
  const houseWidth = random.int(720, 960);
  const x0 = (width - houseWidth) / 2 + random.int(-120, 120);
  const floors = random.chance(0.2) ? 1 : 2;
  const floorHeight = height * 0.2;
  const top = base - floors * floorHeight;
  const wall = random.pick(WALLS);
  const roof = random.pick(ROOFS);
  const roofStyle = random.pick(["gable", "gable", "hip", "flat"]);
  const parts = [sky(canvas, horizon), treeLine(canvas, horizon), lawn(canvas, horizon, height)];
  parts.push(
    polygon(
      [
        [x0 + houseWidth * 0.42, base],
        [x0 + houseWidth * 0.58, base],
        [x0 + houseWidth * 0.7, height],
        [x0 + houseWidth * 0.3, height],
      ],
      "#bdb7ad",
    ),
  );
  if (roofStyle === "flat") {
    parts.push(rect(x0 - 10, top - 24, houseWidth + 20, 24, shade(wall, -0.3)));
  } else {
    const peak = top - height * (roofStyle === "gable" ? 0.2 : 0.15);
    const inset = roofStyle === "gable" ? houseWidth * 0.5 : houseWidth * 0.3;
    parts.push(rect(x0 + houseWidth * 0.7, peak - 10, 46, top - peak, shade(wall, -0.2)));
    parts.push(
      polygon(
        [
          [x0 - 30, top],
          [x0 + inset, peak],
          [x0 + houseWidth - inset, peak],
          [x0 + houseWidth + 30, top],
        ],
        roof,
      ),
    );
  }
  parts.push(bricks(x0, top, houseWidth, base - top, wall));
  parts.push(rect(x0, base - 18, houseWidth, 18, shade(wall, -0.35)));
  const columns = random.int(3, 4);
  const cell = houseWidth / columns;
  const doorColumn = random.int(0, columns - 1);
  for (let floor = 0; floor < floors; floor++) {
    for (let column = 0; column < columns; column++) {
      const cx = x0 + cell * column + cell * 0.2;
      const cy = base - (floor + 1) * floorHeight + floorHeight * 0.2;
      if (floor === 0 && column === doorColumn) {
        parts.push(rect(cx + cell * 0.12, cy - 10, cell * 0.36, floorHeight * 0.8 - 8, random.pick(DOORS)));
        parts.push(rect(cx + cell * 0.4, cy + floorHeight * 0.35, 8, 8, "#d9c27a"));
      } else {
        parts.push(windowPane(canvas, cx, cy, cell * 0.6, floorHeight * 0.58));
      }
    }
  }
  parts.push(hedge(canvas, 0, base - 30, x0 - 40, 70));
  parts.push(hedge(canvas, x0 + houseWidth + 40, base - 30, width - x0 - houseWidth - 40, 70));
  parts.push(tree(canvas, random.chance(0.5) ? x0 - 140 : x0 + houseWidth + 150, base + 20, height * 0.55));
  return group(parts);
}

export function building(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const horizon = height * 0.7;
  const base = height * 0.86;
  const floors = random.int(4, 6);
  const floorHeight = (base - height * 0.12) / (floors + 0.4);
  const blockWidth = random.int(900, 1200);
  const x0 = (width - blockWidth) / 2;
  const wall = random.pick(["#efece6", "#d8d2c8", "#a4553a", "#c9a66b", "#e3ddd3"]);
  const parts = [
    sky(canvas, horizon),
    treeLine(canvas, horizon),
    lawn(canvas, horizon, height),
    street(canvas, base + 20),
  ];
  const top = base - floors * floorHeight;
  parts.push(
    rect(
      x0,
      top,
      blockWidth,
      base - top,
      canvas.linear([
        [0, shade(wall, 0.06)],
        [1, shade(wall, -0.08)],
      ]),
    ),
  );
  parts.push(rect(x0 - 12, top - 18, blockWidth + 24, 18, shade(wall, -0.4)));
  const columns = random.int(4, 6);
  const cell = blockWidth / columns;
  for (let floor = 0; floor < floors; floor++) {
    const y = base - (floor + 1) * floorHeight;
    for (let column = 0; column < columns; column++) {
      const x = x0 + column * cell;
      parts.push(
        windowPane(
          canvas,
          x + cell * 0.12,
          y + floorHeight * 0.14,
          cell * 0.76,
          floorHeight * 0.7,
          "#3a3d42",
          false,
        ),
      );
      if (floor > 0 && column % 2 === 1) {
        parts.push(
          rect(x + 4, y + floorHeight * 0.56, cell - 8, floorHeight * 0.3, "#d6e6f0", translucent(0.45)),
        );
        parts.push(rect(x, y + floorHeight * 0.84, cell, 8, "#8a8f96"));
      }
    }
  }
  parts.push(
    tree(canvas, x0 - 90, base + 30, height * 0.5),
    tree(canvas, x0 + blockWidth + 110, base + 40, height * 0.45),
  );
  return group(parts);
}

/** Flemish town houses side by side, each with its own gable. */
export function streetView(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const base = height * 0.78;
  const parts = [sky(canvas, base), street(canvas, base)];
  let x = -random.int(0, 120);
  while (x < width) {
    const w = random.int(230, 340);
    const storeys = random.int(2, 4);
    const storey = height * 0.15;
    const top = base - storeys * storey;
    const wall = random.pick(WALLS);
    const gable = random.pick(["stepped", "pointed", "flat"]);
    if (gable === "pointed")
      parts.push(
        polygon(
          [
            [x, top],
            [x + w / 2, top - storey * 0.8],
            [x + w, top],
          ],
          random.pick(ROOFS),
        ),
      );
    if (gable === "stepped") {
      const steps = 3;
      for (let i = 0; i < steps; i++) {
        const inset = (w / 2) * (i / steps);
        parts.push(
          rect(
            x + inset,
            top - (i + 1) * storey * 0.25,
            w - inset * 2,
            storey * 0.25 + 1,
            shade(wall, -0.05),
          ),
        );
      }
    }
    parts.push(bricks(x, top, w, base - top, wall));
    if (gable === "flat") parts.push(rect(x - 4, top - 14, w + 8, 14, shade(wall, -0.35)));
    for (let s = 0; s < storeys; s++) {
      const y = base - (s + 1) * storey + storey * 0.22;
      if (s === 0) {
        parts.push(rect(x + w * 0.12, y - 4, w * 0.22, storey * 0.78, random.pick(DOORS)));
        parts.push(windowPane(canvas, x + w * 0.48, y, w * 0.38, storey * 0.5));
      } else {
        parts.push(
          windowPane(canvas, x + w * 0.14, y, w * 0.3, storey * 0.56),
          windowPane(canvas, x + w * 0.56, y, w * 0.3, storey * 0.56),
        );
      }
    }
    x += w;
  }
  for (let lamp = random.int(80, 300); lamp < width; lamp += 520) {
    parts.push(
      rect(lamp, base - height * 0.3, 8, height * 0.3 + 20, "#2d2f33"),
      rect(lamp - 18, base - height * 0.31, 44, 12, "#2d2f33"),
    );
  }
  return group(parts);
}
