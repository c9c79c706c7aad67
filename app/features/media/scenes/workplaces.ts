// Professional interiors: an office floor, a shop floor and a warehouse hall.
import { type Canvas, circle, group, line, polygon, rect, shade, translucent } from "./canvas.ts";
import { pendant, plant, room, roomWindow } from "./room.ts";

export function office(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const { room: r, svg } = room(
    canvas,
    random.pick(["concrete", "oak", "dark"]),
    random.pick(["#e9ecef", "#f2f0eb"]),
  );
  const parts = [svg];
  // A ribbon of windows, desks with screens, chairs, plants.
  const bandTop = r.top + 50;
  const bandHeight = (r.floor - r.top) * 0.45;
  for (let x = r.left + 30; x < r.right - 200; x += 240)
    parts.push(roomWindow(canvas, x, bandTop, 200, bandHeight));
  const desk = random.pick(["#f2f0eb", "#c79b6a", "#2f3236"]);
  for (let row = 0; row < 2; row++) {
    const y = r.floor + (height - r.floor) * (0.15 + row * 0.45);
    const scale = 1 + row * 0.35;
    for (let i = 0; i < 3; i++) {
      const x = width * (0.18 + i * 0.26) - (row * width) / 20;
      parts.push(
        rect(x, y, 300 * scale, 20 * scale, desk),
        rect(x + 10, y + 20 * scale, 10, 110 * scale, "#555"),
        rect(x + 280 * scale, y + 20 * scale, 10, 110 * scale, "#555"),
      );
      parts.push(
        rect(x + 90 * scale, y - 110 * scale, 130 * scale, 90 * scale, "#1f2328"),
        rect(
          x + 96 * scale,
          y - 104 * scale,
          118 * scale,
          78 * scale,
          random.pick(["#3d6a8f", "#4c7a5b", "#6b5b8f"]),
        ),
      );
      parts.push(
        rect(
          x + 120 * scale,
          y + 40 * scale,
          80 * scale,
          90 * scale,
          random.pick(["#2f3236", "#5b6c7d", "#8a2f2f"]),
          'rx="14"',
        ),
      );
    }
  }
  parts.push(plant(canvas, r.right - 80, r.floor + 30, 160), plant(canvas, r.left + 60, r.floor + 20, 120));
  for (let i = 0; i < 4; i++) parts.push(rect(width * (0.15 + i * 0.2), 20, 200, 14, "#f7f9fb"));
  return group(parts);
}

export function shop(canvas: Canvas): string {
  const { random, width } = canvas;
  const { room: r, svg } = room(
    canvas,
    random.pick(["concrete", "tiles", "oak"]),
    random.pick(["#f2f0eb", "#e9e2d0", "#dfe5e3"]),
  );
  const parts = [svg];
  const shelf = random.pick(["#c79b6a", "#f4f2ee", "#2f3236"]);
  for (let x = r.left + 20; x < r.right - 160; x += 220) {
    parts.push(rect(x, r.top + 60, 180, r.floor - r.top - 60, shade(shelf, -0.05)));
    for (let y = r.top + 120; y < r.floor - 20; y += 90) {
      parts.push(rect(x, y, 180, 10, shelf));
      for (let item = 0; item < 4; item++) {
        parts.push(
          rect(
            x + 12 + item * 42,
            y - 50,
            30,
            50,
            random.pick(["#e3b04b", "#6c9bd2", "#d98c6b", "#8fb996", "#f2efe8", "#b07bd6"]),
          ),
        );
      }
    }
  }
  parts.push(
    rect(width * 0.55, r.floor + 40, width * 0.3, 150, random.pick(["#2f3236", "#c79b6a", "#f4f2ee"])),
    rect(width * 0.55, r.floor + 30, width * 0.3, 16, "#9aa0a6"),
  );
  for (let i = 0; i < 4; i++) parts.push(pendant(width * (0.2 + i * 0.2), 0, r.top + 20, "#e9e6df"));
  return group(parts);
}

export function warehouseHall(canvas: Canvas): string {
  const { random, width, height } = canvas;
  const parts = [
    rect(0, 0, width, height, "#8b9096"),
    rect(
      0,
      height * 0.62,
      width,
      height * 0.38,
      canvas.linear([
        [0, "#a3a6aa"],
        [1, "#c1c3c6"],
      ]),
    ),
  ];
  // Trusses, skylights, pallet racks, a sectional door at the back.
  for (let x = 0; x < width; x += 200)
    parts.push(line(x, 0, width / 2 + (x - width / 2) * 0.5, height * 0.25, "#5d6268", 10));
  parts.push(rect(width * 0.25, height * 0.25, width * 0.5, height * 0.37, "#9ea3a9"));
  parts.push(rect(width * 0.38, height * 0.34, width * 0.24, height * 0.28, "#d7dadd"));
  for (let y = height * 0.34; y < height * 0.62; y += 20)
    parts.push(line(width * 0.38, y, width * 0.62, y, "#aeb3b8", 3));
  for (const side of [0, 1]) {
    const x0 = side === 0 ? 40 : width - 420;
    for (let level = 0; level < 4; level++) {
      const y = height * (0.3 + level * 0.14);
      parts.push(rect(x0, y, 380, 12, "#e06c2c"));
      for (let p = 0; p < 3; p++)
        parts.push(
          rect(x0 + 20 + p * 120, y - 70, 100, 70, random.pick(["#c8a26b", "#b48c58", "#d9d2c5", "#6c9bd2"])),
        );
    }
    parts.push(
      rect(x0, height * 0.26, 14, height * 0.5, "#2d5fa8"),
      rect(x0 + 366, height * 0.26, 14, height * 0.5, "#2d5fa8"),
    );
  }
  for (let i = 0; i < 5; i++) parts.push(circle(width * (0.1 + i * 0.2), height * 0.06, 20, "#f4f7fb"));
  parts.push(
    polygon(
      [
        [width * 0.45, height],
        [width * 0.55, height],
        [width * 0.52, height * 0.62],
        [width * 0.48, height * 0.62],
      ],
      "#e6c23a",
      translucent(0.6),
    ),
  );
  return group(parts);
}
