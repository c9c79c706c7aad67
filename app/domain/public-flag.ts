// Configured titles and descriptions carry a public flag: true or the text 'true' (spec §3).

export function isPublic(flag: unknown): boolean {
  return flag === true || flag === "true";
}
