// A tiny SVG writer for the demo scenes: shapes as strings, gradients collected as <defs>, colours
// shaded from a base. Everything is drawn on a canvas 1600 units wide.
import type { Random } from "../../../db/seed/random.ts";

export type Canvas = {
  width: number;
  height: number;
  random: Random;
  /** A linear gradient (top to bottom unless `horizontal`); returns its `url(#…)`. */
  linear: (stops: readonly (readonly [number, string])[], horizontal?: boolean) => string;
  radial: (stops: readonly (readonly [number, string])[], cx?: number, cy?: number, r?: number) => string;
  defs: () => string;
};

export function createCanvas(width: number, height: number, random: Random): Canvas {
  const defs: string[] = [];
  const stopsOf = (stops: readonly (readonly [number, string])[]) =>
    stops.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join("");
  return {
    width,
    height,
    random,
    linear(stops, horizontal = false) {
      const id = `g${defs.length}`;
      const direction = horizontal ? 'x1="0" y1="0" x2="1" y2="0"' : 'x1="0" y1="0" x2="0" y2="1"';
      defs.push(`<linearGradient id="${id}" ${direction}>${stopsOf(stops)}</linearGradient>`);
      return `url(#${id})`;
    },
    radial(stops, cx = 0.5, cy = 0.5, r = 0.5) {
      const id = `g${defs.length}`;
      defs.push(
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsOf(stops)}</radialGradient>`,
      );
      return `url(#${id})`;
    },
    defs: () => defs.join(""),
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${round(x)}" y="${round(y)}" width="${round(Math.max(0, w))}" height="${round(Math.max(0, h))}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function polygon(points: readonly (readonly [number, number])[], fill: string, extra = ""): string {
  const list = points.map(([x, y]) => `${round(x)},${round(y)}`).join(" ");
  return `<polygon points="${list}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 2,
  extra = "",
): string {
  return `<line x1="${round(x1)}" y1="${round(y1)}" x2="${round(x2)}" y2="${round(y2)}" stroke="${stroke}" stroke-width="${width}"${extra ? ` ${extra}` : ""}/>`;
}

export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/**
 * Attributes that let what is behind show through, `alpha` of the colour drawn (0..1): as fill and stroke
 * opacity, never as `opacity`. librsvg draws an element or group with `opacity` into a canvas of its own
 * the size of the image and blends that in, which made a 1600-wide scene with a few hundred of them take
 * seconds instead of a fifth of one (ADR 0005). On a group, each shape takes the alpha on its own.
 */
export function translucent(alpha: number): string {
  return `fill-opacity="${alpha}" stroke-opacity="${alpha}"`;
}

export function group(content: readonly string[], extra = ""): string {
  return `<g${extra ? ` ${extra}` : ""}>${content.join("")}</g>`;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  const clamp = (v: number | undefined) => Math.max(0, Math.min(255, Math.round(v ?? 0)));
  return `#${[r, g, b].map((v) => clamp(v).toString(16).padStart(2, "0")).join("")}`;
}

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black), amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex(channels(hex).map((c) => c + (target - c) * t));
}

/** Perceived brightness, 0 (black) to 255 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b;
}
