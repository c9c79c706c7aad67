// Text the database cannot store: PostgreSQL refuses NUL in text and jsonb, and a lone UTF-16 surrogate in
// jsonb. Such strings are bad input (a 422 naming each), found before any write, never a database error.
import { jsonPointer } from "./problem.ts";

/** No request of the API nests deeper than this; deeper bodies are refused before anything reads them. */
const MAX_DEPTH = 12;

/** Pointers to every string (value or key) in `value` that holds a NUL or a lone surrogate. */
export function unstorableStrings(value: unknown, limit = 20): { pointer: string; detail: string }[] {
  const found: { pointer: string; detail: string }[] = [];
  // Iterative, so a deeply nested body cannot exhaust the stack.
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }];
  const bad = (text: string) => text.includes("\u0000") || !text.isWellFormed();
  while (stack.length > 0 && found.length < limit) {
    const item = stack.pop();
    if (!item) break;
    if (item.path.length > MAX_DEPTH) {
      found.push({ pointer: jsonPointer(item.path), detail: "nested too deeply" });
    } else if (typeof item.value === "string") {
      if (bad(item.value))
        found.push({ pointer: jsonPointer(item.path), detail: "contains a NUL or a lone surrogate" });
    } else if (Array.isArray(item.value)) {
      item.value.forEach((child, index) => stack.push({ value: child, path: [...item.path, index] }));
    } else if (item.value !== null && typeof item.value === "object") {
      for (const [key, child] of Object.entries(item.value)) {
        if (bad(key))
          found.push({
            pointer: jsonPointer(item.path),
            detail: "a field name contains a NUL or a lone surrogate",
          });
        stack.push({ value: child, path: [...item.path, key] });
      }
    }
  }
  return found;
}
