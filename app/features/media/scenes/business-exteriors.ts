// Professional property seen from outside: a shop front, a warehouse and a row of garage boxes.
import { type Canvas, group, line, polygon, rect, shade, translucent } from "./canvas.ts";
import { bricks, street, WALLS } from "./facade-parts.ts";
import { sky, treeLine, windowPane } from "./outdoor-parts.ts";

export function shopfront(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const base = height * 0.84;
  const wall = random.pick(WALLS);
  const awning = random.pick(["#1f5f5b", "#8f2d2d", "#2d4f8f", "#a36a1f"]);
  const parts = [rect(0, 0, width, base, shade(wall, 0.02)), street(canvas, base)];
  parts.push(bricks(0, 0, width, base * 0.42, wall));
  for (let i = 0; i < 4; i++) parts.push(windowPane(canvas, 120 + i * 370, base * 0.08, 220, base * 0.26));
  parts.push(rect(0, base * 0.42, width, base * 0.58, "#2b2d31"));
  parts.push(
    rect(
      90,
      base * 0.5,
      width * 0.62,
      base * 0.46,
      canvas.linear([
        [0, "#ffe9c2"],
        [1, "#d9a95f"],
      ]),
    ),
  );
  for (let shelf = 0; shelf < 3; shelf++)
    parts.push(rect(130, base * (0.6 + shelf * 0.11), width * 0.54, 10, "#8a5a32", translucent(0.7)));
  parts.push(
    rect(width * 0.72, base * 0.5, width * 0.18, base * 0.5, "#3a3f46"),
    rect(width * 0.74, base * 0.53, width * 0.14, base * 0.42, "#9fc0d6", translucent(0.6)),
  );
  for (let stripe = 0; stripe < 16; stripe++) {
    parts.push(
      polygon(
        [
          [stripe * 100, base * 0.42],
          [stripe * 100 + 100, base * 0.42],
          [stripe * 100 + 110, base * 0.5],
          [stripe * 100 + 10, base * 0.5],
        ],
        stripe % 2 === 0 ? awning : "#f2efe8",
      ),
    );
  }
  return group(parts);
}

export function warehouse(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const horizon = height * 0.6;
  const base = height * 0.8;
  const cladding = random.pick(["#9aa3ab", "#7f8b96", "#b5b9bd", "#5d6b78"]);
  const parts = [
    sky(canvas, horizon),
    treeLine(canvas, horizon, "#8aa786"),
    rect(0, horizon, width, height - horizon, "#8c8f93"),
  ];
  const x0 = width * 0.08;
  const hallWidth = width * 0.66;
  const top = base - height * 0.34;
  parts.push(rect(x0, top, hallWidth, base - top, cladding));
  for (let x = x0; x < x0 + hallWidth; x += 22) parts.push(line(x, top, x, base, shade(cladding, -0.15), 3));
  parts.push(rect(x0 - 8, top - 14, hallWidth + 16, 14, shade(cladding, -0.4)));
  const doors = random.int(2, 4);
  for (let d = 0; d < doors; d++) {
    const dx = x0 + 60 + d * ((hallWidth - 120) / doors);
    parts.push(rect(dx, base - height * 0.2, 170, height * 0.2, "#d7dadd"));
    for (let y = base - height * 0.2; y < base; y += 24) parts.push(line(dx, y, dx + 170, y, "#aeb3b8", 3));
  }
  const officeX = x0 + hallWidth;
  parts.push(rect(officeX, base - height * 0.26, width * 0.22, height * 0.26, "#3b4148"));
  parts.push(
    rect(
      officeX + 20,
      base - height * 0.23,
      width * 0.22 - 40,
      height * 0.16,
      canvas.linear([
        [0, "#b9d3e6"],
        [1, "#56708a"],
      ]),
    ),
  );
  for (let lot = 0; lot < 8; lot++)
    parts.push(line(lot * 190 + 60, base + 30, lot * 190 + 20, height, "#f1f1ee", 5));
  return group(parts);
}

export function garageRow(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const horizon = height * 0.55;
  const base = height * 0.78;
  const parts = [
    sky(canvas, horizon),
    treeLine(canvas, horizon),
    rect(0, horizon, width, height - horizon, "#a9a59d"),
  ];
  const count = random.int(4, 6);
  const boxWidth = (width * 0.9) / count;
  const x0 = width * 0.05;
  const wall = random.pick(["#a4553a", "#c9a66b", "#d8d2c8"]);
  parts.push(bricks(x0, base - height * 0.3, boxWidth * count, height * 0.3, wall));
  parts.push(rect(x0 - 10, base - height * 0.32, boxWidth * count + 20, height * 0.025, "#4a4d52"));
  const doorColor = random.pick(["#e9e7e1", "#5d6b78", "#7a8a6a", "#8c3b2f"]);
  for (let i = 0; i < count; i++) {
    const dx = x0 + i * boxWidth + boxWidth * 0.1;
    parts.push(rect(dx, base - height * 0.24, boxWidth * 0.8, height * 0.24, doorColor));
    for (let y = base - height * 0.24 + 22; y < base; y += 26)
      parts.push(line(dx, y, dx + boxWidth * 0.8, y, shade(doorColor, -0.2), 3));
  }
  parts.push(
    rect(
      0,
      base,
      width,
      height - base,
      canvas.linear([
        [0, "#b7b3aa"],
        [1, "#d3cfc6"],
      ]),
    ),
  );
  return group(parts);
}
