// What a home looks out on: the terrace, the view over the town or the sea, and the garden.
import { type Canvas, circle, ellipse, group, line, polygon, rect, translucent } from "./canvas.ts";
import { conifer, hedge, lawn, sky, tree, treeLine } from "./outdoor-parts.ts";

/** The towers of Mechelen on the horizon: St Rumbold's, a church spire, roofs. */
function skyline(canvas: Canvas, base: number, color: string): string {
  const { random, width } = canvas;
  const parts: string[] = [];
  for (let x = 0; x < width; x += random.int(50, 120)) {
    const h = random.int(30, 90);
    parts.push(rect(x, base - h, random.int(50, 120), h + 2, color));
    if (random.chance(0.3))
      parts.push(
        polygon(
          [
            [x, base - h],
            [x + 30, base - h - 30],
            [x + 60, base - h],
          ],
          color,
        ),
      );
  }
  const tower = width * random.float(0.3, 0.7);
  parts.push(
    rect(tower - 45, base - 330, 90, 330, color),
    rect(tower - 55, base - 350, 110, 24, color),
    rect(tower - 38, base - 395, 76, 50, color),
  );
  const spire = tower + random.pick([-1, 1]) * width * 0.22;
  parts.push(
    rect(spire - 25, base - 180, 50, 180, color),
    polygon(
      [
        [spire - 30, base - 180],
        [spire, base - 290],
        [spire + 30, base - 180],
      ],
      color,
    ),
  );
  return group(parts);
}

export function garden(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const horizon = height * 0.5;
  const parts = [sky(canvas, horizon), treeLine(canvas, horizon), lawn(canvas, horizon, height)];
  parts.push(hedge(canvas, 0, horizon - 60, width, 90));
  parts.push(
    tree(canvas, width * random.float(0.1, 0.3), horizon + 40, height * 0.5),
    conifer(canvas, width * 0.85, horizon + 20, height * 0.4),
  );
  // Terrace tiles in the foreground, garden furniture, a flower border.
  const terraceTop = height * 0.78;
  parts.push(
    polygon(
      [
        [0, terraceTop],
        [width, terraceTop],
        [width, height],
        [0, height],
      ],
      random.pick(["#b9b3a8", "#a89f92", "#8c8377"]),
    ),
  );
  for (let x = 0; x < width; x += 120)
    parts.push(line(x, terraceTop, x - 60, height, "#7d766c", 2, translucent(0.5)));
  parts.push(line(0, terraceTop + 60, width, terraceTop + 60, "#7d766c", 2, translucent(0.5)));
  const tableX = width * random.float(0.45, 0.65);
  parts.push(
    ellipse(tableX, terraceTop + 40, 150, 30, "#f1efe9"),
    rect(tableX - 8, terraceTop + 40, 16, 120, "#2f3236"),
  );
  for (const side of [-1, 1])
    parts.push(rect(tableX + side * 220 - 50, terraceTop - 40, 100, 160, "#3a3d42", 'rx="12"'));
  parts.push(
    polygon(
      [
        [tableX - 260, terraceTop - 260],
        [tableX + 260, terraceTop - 260],
        [tableX, terraceTop - 340],
      ],
      random.pick(["#f2efe8", "#d98c6b", "#6c9bd2"]),
    ),
    line(tableX, terraceTop - 340, tableX, terraceTop + 40, "#2f3236", 6),
  );
  for (let x = 40; x < width; x += 70) {
    parts.push(
      circle(
        x,
        horizon + 50 + (x % 3) * 6,
        16,
        random.pick(["#e3b04b", "#d65a5a", "#f2efe8", "#b07bd6", "#f29bb2"]),
      ),
    );
  }
  return group(parts);
}

export function terrace(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const rail = height * 0.56;
  const parts = [
    sky(canvas, rail),
    skyline(canvas, rail, "#8da3b5"),
    rect(0, rail - 20, width, height, "#9fb0bd"),
  ];
  parts.push(
    rect(
      0,
      rail,
      width,
      height - rail,
      canvas.linear([
        [0, "#a07a55"],
        [1, "#8a6645"],
      ]),
    ),
  );
  for (let y = rail + 30; y < height; y += 40)
    parts.push(line(0, y, width, y, "#6f5239", 2, translucent(0.5)));
  parts.push(
    rect(0, rail - 130, width, 130, "#d6e6f0", translucent(0.35)),
    rect(0, rail - 140, width, 12, "#7c8288"),
  );
  for (let x = 0; x < width; x += 200) parts.push(rect(x, rail - 140, 10, 140, "#7c8288"));
  const chair = random.pick(["#2f3236", "#e9e6df", "#6e4f5b"]);
  parts.push(
    ellipse(width * 0.5, height * 0.8, 180, 34, "#e9e6df"),
    rect(width * 0.5 - 8, height * 0.8, 16, height * 0.16, "#2f3236"),
  );
  parts.push(
    rect(width * 0.2, height * 0.66, 150, 260, chair, 'rx="16"'),
    rect(width * 0.7, height * 0.66, 150, 260, chair, 'rx="16"'),
  );
  parts.push(
    rect(width * 0.05, height * 0.7, 120, 140, "#b5704b"),
    ellipse(width * 0.05 + 60, height * 0.66, 100, 80, "#4f7f3a"),
  );
  return group(parts);
}

export function view(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const horizon = height * 0.55;
  if (random.chance(0.35)) {
    // The sea: beach, water, a few sails.
    return group([
      sky(canvas, horizon),
      rect(
        0,
        horizon,
        width,
        height * 0.2,
        canvas.linear([
          [0, "#5d8fb0"],
          [1, "#8fb8cf"],
        ]),
      ),
      rect(
        0,
        horizon + height * 0.2,
        width,
        height,
        canvas.linear([
          [0, "#e8d7b0"],
          [1, "#d8c08f"],
        ]),
      ),
      ...Array.from({ length: 3 }, (_, i) =>
        polygon(
          [
            [300 + i * 420, horizon + 30],
            [330 + i * 420, horizon - 40],
            [350 + i * 420, horizon + 30],
          ],
          "#ffffff",
        ),
      ),
      ...Array.from({ length: 8 }, (_, i) =>
        line(
          i * 220,
          horizon + height * 0.12,
          i * 220 + 120,
          horizon + height * 0.12,
          "#ffffff",
          3,
          translucent(0.6),
        ),
      ),
    ]);
  }
  const roofs: string[] = [];
  for (let x = -50; x < width; x += random.int(90, 160)) {
    const top = horizon + random.int(20, 90);
    roofs.push(
      polygon(
        [
          [x, height],
          [x, top + 40],
          [x + 70, top],
          [x + 140, top + 40],
          [x + 140, height],
        ],
        random.pick(["#8f3a28", "#a4553a", "#6b5249", "#3b3f45"]),
      ),
    );
  }
  return group([
    sky(canvas, horizon),
    skyline(canvas, horizon + 40, "#7d8fa0"),
    treeLine(canvas, horizon + 40, "#86a383"),
    ...roofs,
  ]);
}
