// Land and places for cars: a building plot, an aerial view and an underground car park.
import { type Canvas, circle, group, line, rect, shade, translucent } from "./canvas.ts";
import { sky, tree, treeLine, windowPane } from "./outdoor-parts.ts";

export function plot(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const horizon = height * random.float(0.45, 0.55);
  const parts = [sky(canvas, horizon), treeLine(canvas, horizon, "#6f9470")];
  parts.push(
    rect(
      0,
      horizon,
      width,
      height - horizon,
      canvas.linear([
        [0, "#9fb866"],
        [1, "#c1c978"],
      ]),
    ),
  );
  for (let i = 0; i < 40; i++) {
    const x = random.float(0, width);
    const y = random.float(horizon + 20, height);
    parts.push(
      line(x, y, x + random.float(-6, 6), y - 14 - (y - horizon) * 0.05, "#6f8f45", 3, translucent(0.6)),
    );
  }
  // Stakes with a red-and-white tape mark out the plot.
  const left = width * random.float(0.1, 0.3);
  const right = width * random.float(0.7, 0.9);
  const near = height * 0.9;
  const far = horizon + (height - horizon) * 0.25;
  const corners: [number, number][] = [
    [left, near],
    [right, near],
    [right - width * 0.1, far],
    [left + width * 0.08, far],
  ];
  for (const [x, y] of corners) parts.push(rect(x - 5, y - 70, 10, 70, "#c8a26b"));
  const tape = corners.map(([x, y]) => `${x},${y - 60}`).join(" ");
  parts.push(
    `<polygon points="${tape}" fill="none" stroke="#d63c3c" stroke-width="5" stroke-dasharray="26 18"/>`,
  );
  parts.push(tree(canvas, width * random.float(0.05, 0.95), horizon + 30, height * 0.3));
  return group(parts);
}

export function aerial(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const parts = [rect(0, 0, width, height, "#8fb06a")];
  // Fields, a road grid, houses as roofs seen from above, trees as crowns, one plot outlined.
  for (let i = 0; i < 6; i++) {
    parts.push(
      rect(
        random.float(0, width),
        random.float(0, height),
        random.int(200, 500),
        random.int(150, 400),
        random.pick(["#a3bf74", "#7fa35a", "#b8c88a"]),
        translucent(0.7),
      ),
    );
  }
  const roadY = height * random.float(0.35, 0.6);
  const roadX = width * random.float(0.25, 0.75);
  parts.push(rect(0, roadY, width, 60, "#6f7277"), rect(roadX, 0, 50, height, "#6f7277"));
  parts.push(line(0, roadY + 30, width, roadY + 30, "#f1f1ee", 3, 'stroke-dasharray="30 30"'));
  for (let x = 40; x < width; x += 170) {
    for (const side of [-1, 1]) {
      if (Math.abs(x - roadX) < 120) continue;
      const y = side < 0 ? roadY - 150 : roadY + 90;
      const roof = random.pick(["#8f3a28", "#3b3f45", "#a4553a", "#6b6f75"]);
      parts.push(
        rect(x, y, 110, 70, roof),
        line(x, y + 35, x + 110, y + 35, shade(roof, -0.25), 3),
        rect(x + 10, y + (side < 0 ? -60 : 80), 90, 50, "#9fc46f"),
      );
    }
  }
  for (let i = 0; i < 30; i++)
    parts.push(
      circle(
        random.float(0, width),
        random.float(0, height),
        random.int(18, 40),
        random.pick(["#4f7f3a", "#3f6e35", "#5e8f45"]),
      ),
    );
  const px = width * random.float(0.15, 0.6);
  const py = roadY + 90;
  parts.push(rect(px, py, 260, 180, "#ffffff", `${translucent(0.15)} stroke="#e63946" stroke-width="8"`));
  return group(parts);
}

export function parking(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const ceiling = height * 0.22;
  const floor = height * 0.62;
  const parts = [
    rect(0, 0, width, height, "#5d6066"),
    rect(0, 0, width, ceiling, "#7b7f86"),
    rect(
      0,
      floor,
      width,
      height - floor,
      canvas.linear([
        [0, "#6d7076"],
        [1, "#8a8d92"],
      ]),
    ),
    rect(width * 0.2, ceiling, width * 0.6, floor - ceiling, "#50535a"),
  ];
  for (let i = 0; i < 6; i++) {
    const x = width * (0.1 + i * 0.16);
    parts.push(
      rect(x - 40, ceiling, 80, floor - ceiling + 60, "#b9bcc1"),
      rect(x - 40, floor - 20, 80, 80, random.chance(0.5) ? "#e6c23a" : "#b9bcc1"),
    );
    parts.push(rect(x - 90, ceiling + 10, 180, 14, "#f4f7fb", translucent(0.9)));
    parts.push(line(x + 60, floor + 10, x - 120 + i * 10, height, "#f1f1ee", 6));
  }
  parts.push(
    rect(
      width * 0.42,
      floor - 80,
      260,
      110,
      random.pick(["#2f4f6f", "#8f2d2d", "#d9d9d9", "#2f3236"]),
      'rx="30"',
    ),
  );
  parts.push(
    circle(width * 0.42 + 60, floor + 30, 28, "#1c1c1c"),
    circle(width * 0.42 + 200, floor + 30, 28, "#1c1c1c"),
  );
  parts.push(windowPane(canvas, width * 0.42 + 70, floor - 70, 120, 36, "#2f3236", false));
  return group(parts);
}
