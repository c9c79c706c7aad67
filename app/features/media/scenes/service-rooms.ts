// The other rooms of a home: bathroom, entrance hall and attic.
import { type Canvas, circle, ellipse, group, line, polygon, rect, shade, translucent } from "./canvas.ts";
import { WOODS } from "./furnishing.ts";
import { plant, room } from "./room.ts";

export function bathroom(canvas: Canvas): string {
  const { random, width } = canvas;
  const tile = random.pick(["#e9e6df", "#dfe5e3", "#cfd8dc", "#2f3a40", "#b9b6b0"]);
  const { room: r, svg } = room(canvas, "tiles", tile);
  const parts = [svg];
  for (let y = r.top; y < r.floor; y += 90) parts.push(line(r.left, y, r.right, y, shade(tile, -0.12), 2));
  for (let x = r.left; x < r.right; x += 90) parts.push(line(x, r.top, x, r.floor, shade(tile, -0.12), 2));
  const walkIn = random.chance(0.5);
  if (walkIn) {
    parts.push(
      rect(r.left + 40, r.top + 40, 360, r.floor - r.top - 40, "#cfe3ee", translucent(0.35)),
      line(r.left + 400, r.top + 40, r.left + 400, r.floor, "#9aa0a6", 6),
    );
    parts.push(circle(r.left + 220, r.top + 120, 50, "#9aa0a6"));
  } else {
    parts.push(
      rect(r.left + 20, r.floor - 170, 520, 200, "#ffffff", 'rx="40"'),
      rect(r.left + 40, r.floor - 150, 480, 40, "#dbe8ef", 'rx="20"'),
    );
  }
  // Vanity, basin, mirror, towel.
  const vx = width * 0.55;
  parts.push(
    rect(vx, r.floor - 320, 480, 26, "#f4f2ee"),
    rect(vx + 20, r.floor - 294, 440, 180, random.pick(["#8c6445", "#2f3a40", "#f4f2ee"])),
  );
  parts.push(
    ellipse(vx + 240, r.floor - 322, 110, 18, "#ffffff"),
    rect(vx + 234, r.floor - 380, 12, 50, "#9aa0a6"),
  );
  parts.push(
    rect(
      vx + 60,
      r.top + 60,
      360,
      (r.floor - r.top) * 0.42,
      canvas.linear([
        [0, "#dbe8ef"],
        [1, "#a9c4d3"],
      ]),
      'rx="12"',
    ),
  );
  parts.push(
    rect(r.right - 90, r.floor - 420, 70, 260, random.pick(["#e3b04b", "#86bbd8", "#f4f2ee"]), 'rx="10"'),
  );
  parts.push(plant(canvas, vx - 70, r.floor + 30, 100));
  return group(parts);
}

export function hall(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const { room: r, svg } = room(canvas, random.pick(["tiles", "dark", "oak"]));
  const wood = random.pick(WOODS);
  const parts = [svg];
  // Stairs rising to the right, a front door with glass, a coat rack.
  const steps = 12;
  const stairX = width * 0.52;
  for (let i = 0; i < steps; i++) {
    const x = stairX + i * 48;
    const y = r.floor - i * 44;
    parts.push(rect(x, y - 44, r.right - x, 44, i % 2 === 0 ? wood : shade(wood, -0.08)));
  }
  parts.push(line(stairX, r.floor - 120, r.right, r.floor - 120 - steps * 44, "#2f3236", 8));
  parts.push(
    rect(
      r.left + 120,
      r.top + 80,
      260,
      r.floor - r.top - 80,
      random.pick(["#2f4f4f", "#1f3f6f", "#333333", "#7a1f1f"]),
    ),
  );
  parts.push(
    rect(r.left + 160, r.top + 120, 180, 200, "#cfe3ee", translucent(0.7)),
    circle(r.left + 340, r.floor - 260, 10, "#d9c27a"),
  );
  parts.push(line(r.left + 440, r.top + 200, r.left + 680, r.top + 200, "#2f3236", 6));
  for (let i = 0; i < 3; i++)
    parts.push(
      rect(
        r.left + 470 + i * 70,
        r.top + 204,
        50,
        180,
        random.pick(["#5b6c7d", "#b7a48a", "#3f5a4a"]),
        'rx="10"',
      ),
    );
  parts.push(ellipse(width * 0.36, height * 0.9, 220, 50, random.pick(["#9c4a3a", "#3f5a4a", "#c7b299"])));
  return group(parts);
}

export function attic(canvas: Canvas): string {
  const { random, width: w, height: h } = canvas;
  const wall = random.pick(["#f2ece4", "#efe9df", "#ece3d9"]);
  const beam = random.pick(WOODS);
  // One-point perspective: the gable wall at the back, roof slopes and knee walls either side.
  const backLeft = w * 0.32;
  const backRight = w * 0.68;
  const eave = h * 0.46;
  const ridge = h * 0.14;
  const floor = h * 0.7;
  const parts = [
    rect(0, 0, w, h, shade(wall, -0.06)),
    polygon(
      [
        [0, 0],
        [w * 0.5 - w * 0.05, 0],
        [w * 0.5, ridge],
        [backLeft, eave],
        [0, h * 0.64],
      ],
      shade(wall, -0.02),
    ),
    polygon(
      [
        [w, 0],
        [w * 0.5 + w * 0.05, 0],
        [w * 0.5, ridge],
        [backRight, eave],
        [w, h * 0.64],
      ],
      shade(wall, -0.09),
    ),
    polygon(
      [
        [0, h * 0.64],
        [backLeft, eave],
        [backLeft, floor],
        [0, h * 0.88],
      ],
      shade(wall, -0.12),
    ),
    polygon(
      [
        [w, h * 0.64],
        [backRight, eave],
        [backRight, floor],
        [w, h * 0.88],
      ],
      shade(wall, -0.15),
    ),
    polygon(
      [
        [backLeft, floor],
        [backLeft, eave],
        [w * 0.5, ridge],
        [backRight, eave],
        [backRight, floor],
      ],
      wall,
    ),
    polygon(
      [
        [backLeft, floor],
        [backRight, floor],
        [w, h * 0.88],
        [w, h],
        [0, h],
        [0, h * 0.88],
      ],
      canvas.linear([
        [0, "#c79b6a"],
        [1, "#b98b5b"],
      ]),
    ),
    rect(
      w * 0.46,
      h * 0.36,
      w * 0.08,
      h * 0.16,
      canvas.linear([
        [0, "#a8cde8"],
        [1, "#e3f1f8"],
      ]),
      'stroke="#2f3236" stroke-width="8"',
    ),
  ];
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    parts.push(line(backLeft + (backRight - backLeft) * t, floor, w * t, h, "#9c7650", 2, translucent(0.5)));
  }
  for (const t of [0.25, 0.55, 0.85]) {
    // Rafters: from the knee wall up to the ridge line, nearer ones larger.
    parts.push(
      line(
        backLeft * (1 - t),
        eave + (h * 0.64 - eave) * t,
        w * 0.5 - w * 0.05 * t,
        ridge * (1 - t),
        beam,
        10 + t * 20,
      ),
    );
    parts.push(
      line(
        w - backLeft * (1 - t),
        eave + (h * 0.64 - eave) * t,
        w * 0.5 + w * 0.05 * t,
        ridge * (1 - t),
        beam,
        10 + t * 20,
      ),
    );
  }
  parts.push(
    polygon(
      [
        [w * 0.12, h * 0.3],
        [w * 0.24, h * 0.2],
        [w * 0.26, h * 0.36],
        [w * 0.14, h * 0.47],
      ],
      canvas.linear([
        [0, "#a8cde8"],
        [1, "#e3f1f8"],
      ]),
      'stroke="#2f3236" stroke-width="10"',
    ),
  );
  parts.push(rect(w * 0.36, h * 0.8, w * 0.28, h * 0.08, random.pick(["#d8cbb5", "#9fa8a3"]), 'rx="24"'));
  return group(parts);
}
