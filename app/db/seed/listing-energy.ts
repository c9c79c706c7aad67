// EPC values that fit the building and the region: the label always follows the region's own scale
// (spec §3, §9), computed by the domain rule rather than guessed here.
import { type EpcLabel, epcLabelDisplay, epcLabelFor } from "../../domain/epc.ts";
import type { Region } from "../../domain/region.ts";
import type { Random } from "./random.ts";

export type EnergyFacts = {
  value: number | null;
  label: EpcLabel | null;
  /** The label as the listing source prints it: "B", "C+", "A++". */
  labelText: string | null;
};

const LUXEMBOURG_CLASSES = ["A", "B", "C", "D", "E", "F", "G", "H", "I"] as const;
// Luxembourg classes by their rough primary energy need (kWh/m².year).
const LUXEMBOURG_VALUES: Record<(typeof LUXEMBOURG_CLASSES)[number], [number, number]> = {
  A: [20, 45],
  B: [46, 95],
  C: [96, 125],
  D: [126, 145],
  E: [146, 210],
  F: [211, 295],
  G: [296, 395],
  H: [396, 495],
  I: [496, 650],
};

/**
 * A plausible EPC value (kWh/m².year) for a residential building of `constructionYear`, renovated in
 * `renovationYear` or not. Newer and renovated buildings do better; a few new builds with solar panels go
 * below zero (the best label of Flanders and Wallonia).
 */
function energyNeed(random: Random, constructionYear: number, renovationYear: number | null): number {
  if (constructionYear >= 2021) return random.chance(0.12) ? random.int(-28, -2) : random.int(8, 72);
  if (constructionYear >= 2012) return random.int(55, 150);
  if (renovationYear !== null && renovationYear >= 2012) return random.int(90, 240);
  if (constructionYear >= 1990) return random.int(160, 330);
  if (constructionYear >= 1970) return random.int(260, 480);
  return random.int(340, 720);
}

export function energyFacts(
  random: Random,
  region: Region | "",
  constructionYear: number,
  renovationYear: number | null,
): EnergyFacts {
  if (region === "luxembourg") {
    const need = energyNeed(random, constructionYear, renovationYear);
    const labelText =
      LUXEMBOURG_CLASSES.find((label) => need <= LUXEMBOURG_VALUES[label][1]) ?? LUXEMBOURG_CLASSES[8];
    return { value: Math.max(need, 20), label: epcLabelFor(region, null, labelText), labelText };
  }
  let value = energyNeed(random, constructionYear, renovationYear);
  // Brussels certificates of older flats come out lower than Flemish ones for the same building.
  if (region === "brussels") value = Math.round(value * 0.62);
  const label = epcLabelFor(region, value);
  return { value, label, labelText: label ? epcLabelDisplay(label) : null };
}

export const NO_ENERGY: EnergyFacts = { value: null, label: null, labelText: null };
