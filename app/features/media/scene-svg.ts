// The SVG of an image key: the scene drawn on a 1600-wide canvas, shown whole or as a centred square.
import { createRandom } from "../../db/seed/random.ts";
import type { ImageKey, Scene } from "./image-key.ts";
import { type Canvas, createCanvas } from "./scenes/canvas.ts";
import { garageRow, shopfront, warehouse } from "./scenes/business-exteriors.ts";
import { article, banner, floorplan, logo, portrait } from "./scenes/drawings.ts";
import { aerial, parking, plot } from "./scenes/grounds.ts";
import { building, facade, streetView } from "./scenes/houses.ts";
import { bedroom, kitchen, living } from "./scenes/living-rooms.ts";
import { attic, bathroom, hall } from "./scenes/service-rooms.ts";
import { garden, terrace, view } from "./scenes/views.ts";
import { office, shop, warehouseHall } from "./scenes/workplaces.ts";

export type SvgView = { width: number; height: number; square: boolean };

const DRAW: Record<Scene, (canvas: Canvas) => string> = {
  facade,
  building,
  street: streetView,
  aerial,
  living,
  kitchen,
  bedroom,
  bathroom,
  hall,
  attic,
  garden,
  terrace,
  view,
  plot,
  garage: garageRow,
  parking,
  shopfront,
  shop,
  // Half the warehouse photos are taken inside.
  warehouse: (canvas) => (canvas.random.chance(0.5) ? warehouse(canvas) : warehouseHall(canvas)),
  office,
  floorplan,
  banner,
  logo,
  portrait,
  article,
};

export function sceneSvg(image: ImageKey, view: SvgView): string {
  const canvas = createCanvas(image.width, image.height, createRandom(`${image.scene}/${image.seed}`));
  const body = DRAW[image.scene](canvas);
  const side = Math.min(image.width, image.height);
  const viewBox = view.square
    ? `${(image.width - side) / 2} ${(image.height - side) / 2} ${side} ${side}`
    : `0 0 ${image.width} ${image.height}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${view.width}" height="${view.height}" preserveAspectRatio="xMidYMid slice"><defs>${canvas.defs()}</defs>${body}</svg>`;
}
