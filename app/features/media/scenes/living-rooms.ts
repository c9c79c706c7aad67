// Rooms where a home is lived in: the living room, the kitchen and a bedroom.
import { type Canvas, ellipse, group, line, polygon, rect, shade, translucent } from "./canvas.ts";
import { FABRICS, FRONTS, WOODS } from "./furnishing.ts";
import { daylight, frame, pendant, plant, room, roomWindow } from "./room.ts";

/** What the living room's back wall holds beside the window: art, a fireplace, a TV wall or books. */
function livingFeature(
  canvas: Canvas,
  left: number,
  right: number,
  top: number,
  floor: number,
  windowX: number,
  windowW: number,
): string {
  const { random } = canvas;
  const onRight = windowX - left < right - windowX - windowW;
  const x = onRight ? windowX + windowW + 60 : left + 40;
  const space = onRight ? right - x - 40 : windowX - left - 100;
  if (space < 200) return frame(canvas, right - 330, top + 90, 220, 160);
  const w = Math.min(space, 420);
  const kind = random.pick(["art", "fireplace", "tv", "books"]);
  if (kind === "fireplace") {
    return group([
      rect(x, floor - 300, w, 300, "#e9e6df"),
      rect(x + w * 0.2, floor - 200, w * 0.6, 200, "#2b2b2b"),
      ellipse(x + w / 2, floor - 40, w * 0.2, 40, "#e8893a", translucent(0.85)),
      rect(x - 20, floor - 320, w + 40, 24, shade("#e9e6df", -0.15)),
      frame(canvas, x + w * 0.15, top + 60, w * 0.7, floor - top - 440),
    ]);
  }
  if (kind === "tv") {
    const cabinet = random.pick(WOODS);
    return group([
      rect(x, floor - 110, w, 110, cabinet),
      rect(x + w * 0.1, floor - 330, w * 0.8, w * 0.45, "#1c1e21", 'rx="6"'),
      rect(
        x + w * 0.12,
        floor - 322,
        w * 0.76,
        w * 0.45 - 16,
        canvas.linear([
          [0, "#2d3b4a"],
          [1, "#1c1e21"],
        ]),
      ),
    ]);
  }
  if (kind === "books") {
    const shelves: string[] = [rect(x, top + 40, w, floor - top - 40, shade(random.pick(WOODS), 0.1))];
    for (let y = top + 120; y < floor - 20; y += 110) {
      shelves.push(rect(x, y, w, 12, shade(random.pick(WOODS), -0.1)));
      for (let bx = x + 10; bx < x + w - 30; bx += random.int(22, 36)) {
        shelves.push(
          rect(
            bx,
            y - random.int(60, 90),
            18,
            90,
            random.pick(["#8a2f2f", "#2f4858", "#e3b04b", "#3f5a4a", "#d8cbb5", "#6e4f5b"]),
          ),
        );
      }
    }
    return group(shelves);
  }
  return frame(canvas, x + (w - 260) / 2, top + 90, 260, 190);
}

export function living(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const { room: r, svg } = room(canvas);
  const windowX = r.left + (r.right - r.left) * random.float(0.08, 0.45);
  const windowW = (r.right - r.left) * 0.38;
  const fabric = random.pick(FABRICS);
  const sofaY = r.floor + (height - r.floor) * 0.15;
  const sofaX = width * random.float(0.18, 0.32);
  const sofaW = width * 0.46;
  return group([
    svg,
    roomWindow(canvas, windowX, r.top + 60, windowW, r.floor - r.top - 140),
    daylight(canvas, windowX, windowW, r.floor),
    livingFeature(canvas, r.left, r.right, r.top, r.floor, windowX, windowW),
    ellipse(
      width / 2,
      height * 0.9,
      width * 0.33,
      height * 0.07,
      random.pick(["#d8cbb5", "#9fa8a3", "#c7b299"]),
    ),
    // Sofa: back, seat, arms, cushions.
    rect(sofaX, sofaY - 150, sofaW, 150, shade(fabric, -0.08), 'rx="26"'),
    rect(sofaX - 10, sofaY - 40, sofaW + 20, 90, fabric, 'rx="20"'),
    rect(sofaX - 40, sofaY - 90, 70, 150, shade(fabric, -0.15), 'rx="22"'),
    rect(sofaX + sofaW - 30, sofaY - 90, 70, 150, shade(fabric, -0.15), 'rx="22"'),
    rect(sofaX + 40, sofaY - 120, 130, 90, random.pick(["#e3b04b", "#d98c6b", "#e8e2d6"]), 'rx="16"'),
    rect(
      sofaX + sofaW - 170,
      sofaY - 120,
      130,
      90,
      random.pick(["#86bbd8", "#e8e2d6", "#8fb996"]),
      'rx="16"',
    ),
    rect(sofaX + 40, sofaY + 50, 12, 30, "#2a2a2a"),
    rect(sofaX + sofaW - 52, sofaY + 50, 12, 30, "#2a2a2a"),
    // Coffee table and floor lamp.
    ellipse(width / 2 + 40, height * 0.88, 170, 36, random.pick(WOODS)),
    rect(width / 2 + 30, height * 0.88, 20, height * 0.08, "#3a3a3a"),
    line(sofaX + sofaW + 110, sofaY + 70, sofaX + sofaW + 110, sofaY - 300, "#2f3236", 6),
    polygon(
      [
        [sofaX + sofaW + 60, sofaY - 300],
        [sofaX + sofaW + 160, sofaY - 300],
        [sofaX + sofaW + 140, sofaY - 370],
        [sofaX + sofaW + 80, sofaY - 370],
      ],
      "#efe3c2",
    ),
    plant(canvas, r.left + 90, r.floor + 40, 150),
  ]);
}

export function kitchen(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const { room: r, svg } = room(canvas, random.pick(["tiles", "concrete", "oak"]));
  const front = random.pick(FRONTS);
  const top = random.pick(["#2b2b2b", "#e9e6df", "#8a8f93", "#c9b79c"]);
  const counterY = r.floor - (r.floor - r.top) * 0.42;
  const parts = [svg];
  // Upper cabinets with a window between, worktop, base cabinets, tall fridge column.
  const windowX = (r.left + r.right) / 2 - 170;
  parts.push(roomWindow(canvas, windowX, r.top + 70, 340, counterY - r.top - 140));
  for (let x = r.left; x < r.right - 190; x += 190) {
    if (x + 190 > windowX - 10 && x < windowX + 350) continue;
    parts.push(
      rect(x + 6, r.top + 40, 178, (counterY - r.top) * 0.5, shade(front, 0.03)),
      line(x + 95, r.top + 40, x + 95, r.top + 40 + (counterY - r.top) * 0.5, shade(front, -0.15), 2),
    );
  }
  parts.push(rect(r.left, counterY - 8, r.right - r.left - 200, 26, top));
  parts.push(rect(r.left, counterY - 8 - 120, r.right - r.left, 112, "#f6f4f0", translucent(0.55)));
  for (let x = r.left; x + 150 <= r.right - 200; x += 150) {
    parts.push(
      rect(x + 4, counterY + 22, 142, r.floor - counterY - 34, front),
      rect(x + 55, counterY + 40, 40, 6, "#9aa0a6"),
    );
  }
  parts.push(
    rect(r.right - 200, r.top + 20, 200, r.floor - r.top - 20, shade(front, -0.06)),
    rect(r.right - 180, r.top + 200, 10, 160, "#9aa0a6"),
  );
  parts.push(
    rect(r.left + 240, counterY + 40, 150, 120, "#2b2b2b"),
    rect(r.left + 255, counterY + 55, 120, 80, "#4a4a4a"),
  );
  // Island with stools.
  const islandTop = r.floor + (height - r.floor) * 0.2;
  parts.push(
    rect(width * 0.22, islandTop, width * 0.56, 34, top),
    rect(width * 0.24, islandTop + 34, width * 0.52, height - islandTop - 30, shade(front, -0.1)),
  );
  for (let i = 0; i < 3; i++) {
    const sx = width * (0.3 + i * 0.2);
    parts.push(
      ellipse(sx, islandTop - 6, 60, 16, "#2f3236"),
      line(sx, islandTop - 6, sx, islandTop + 200, "#2f3236", 8),
    );
  }
  for (let i = 0; i < 3; i++)
    parts.push(
      pendant(width * (0.32 + i * 0.18), 0, r.top + 30, random.pick(["#2f3236", "#b08d57", "#e9e6df"])),
    );
  parts.push(plant(canvas, r.left + 60, counterY - 8, 70));
  return group(parts);
}

export function bedroom(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const { room: r, svg } = room(canvas, random.pick(["oak", "walnut", "oak"]));
  const linen = random.pick(["#f4f2ee", "#e8e2d6", "#dfe5e3"]);
  const throwColor = random.pick(FABRICS);
  const bedX = width * 0.27;
  const bedW = width * 0.46;
  const headY = r.floor - 260;
  const parts = [svg, roomWindow(canvas, r.right - 360, r.top + 60, 280, r.floor - r.top - 220)];
  parts.push(
    rect(
      r.right - 400,
      r.top + 30,
      60,
      r.floor - r.top - 60,
      random.pick(["#c9b79c", "#8a9aa8", "#e6dccb"]),
      translucent(0.9),
    ),
  );
  parts.push(rect(bedX - 20, headY, bedW + 40, 300, random.pick(WOODS), 'rx="12"'));
  parts.push(rect(bedX, headY + 150, bedW, height - headY - 150, linen, 'rx="10"'));
  parts.push(
    rect(bedX + 40, headY + 110, bedW * 0.4, 90, "#ffffff", 'rx="30"'),
    rect(bedX + bedW * 0.55, headY + 110, bedW * 0.4, 90, "#ffffff", 'rx="30"'),
  );
  parts.push(rect(bedX, headY + 330, bedW, height - headY - 330, throwColor, 'rx="10"'));
  for (const x of [bedX - 200, bedX + bedW + 40]) {
    parts.push(rect(x, r.floor - 60, 160, 140, random.pick(WOODS)));
    parts.push(
      line(x + 80, r.floor - 60, x + 80, r.floor - 140, "#2f3236", 4),
      ellipse(x + 80, r.floor - 160, 50, 36, "#f3e6c4"),
    );
  }
  parts.push(frame(canvas, bedX + bedW / 2 - 150, r.top + 60, 300, 180));
  return group(parts);
}
