// Display conditions (spec §3 fields, §5 rule): whether a block or field shows for a record.
import { isEmpty } from "./empty.ts";

export type ConditionLogic =
  | "equals"
  | "notEquals"
  | "greaterThan"
  | "greaterThanOrEqual"
  | "lessThan"
  | "lessThanOrEqual"
  | "contains"
  | "notContains"
  | "empty"
  | "notEmpty";

/**
 * One condition on a record (spec §3): `field` (a dotted path such as "financial.monthlyRent") is compared
 * by `logic` with another field of the record when `advancedCondition` is on and `compareWithField` names
 * it, otherwise with `compareWithValue`.
 */
export type DisplayCondition = {
  field: string;
  logic: ConditionLogic | "==" | "!=" | ">" | ">=" | "<" | "<=";
  advancedCondition?: boolean;
  compareWithField?: string;
  compareWithValue?: unknown;
};

const SYMBOLS: Record<string, ConditionLogic> = {
  "==": "equals",
  "!=": "notEquals",
  ">": "greaterThan",
  ">=": "greaterThanOrEqual",
  "<": "lessThan",
  "<=": "lessThanOrEqual",
};

function valueAt(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    if (!Object.hasOwn(current, key)) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

function asNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const number = Number(value.trim());
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

function same(left: unknown, right: unknown): boolean {
  const [a, b] = [asNumber(left), asNumber(right)];
  if (a !== null && b !== null) return a === b;
  if (typeof left === "boolean" || typeof right === "boolean") return String(left) === String(right);
  return (
    left === right || (typeof left === "string" && typeof right === "string" && left.trim() === right.trim())
  );
}

function contains(container: unknown, item: unknown): boolean {
  if (Array.isArray(container)) return container.some((element) => same(element, item));
  if (typeof container === "string" && (typeof item === "string" || typeof item === "number")) {
    return container.toLowerCase().includes(String(item).toLowerCase());
  }
  throw new TypeError("contains needs a list or a text");
}

function ordered(left: unknown, right: unknown, test: (a: number, b: number) => boolean): boolean {
  const [a, b] = [asNumber(left), asNumber(right)];
  if (a === null || b === null) throw new TypeError("an ordering needs two numbers");
  return test(a, b);
}

/** Whether one condition holds; throws on a condition that cannot be evaluated. */
export function evaluateCondition(record: unknown, condition: DisplayCondition): boolean {
  const logic = SYMBOLS[condition.logic] ?? condition.logic;
  const left = valueAt(record, condition.field);
  const right =
    condition.advancedCondition && condition.compareWithField
      ? valueAt(record, condition.compareWithField)
      : condition.compareWithValue;
  switch (logic) {
    case "equals":
      return same(left, right);
    case "notEquals":
      return !same(left, right);
    case "greaterThan":
      return ordered(left, right, (a, b) => a > b);
    case "greaterThanOrEqual":
      return ordered(left, right, (a, b) => a >= b);
    case "lessThan":
      return ordered(left, right, (a, b) => a < b);
    case "lessThanOrEqual":
      return ordered(left, right, (a, b) => a <= b);
    case "contains":
      return contains(left, right);
    case "notContains":
      return !contains(left, right);
    case "empty":
      return isEmpty(left);
    case "notEmpty":
      return !isEmpty(left);
    default:
      throw new TypeError(`unknown condition logic ${String(condition.logic)}`);
  }
}

/**
 * True when every condition holds; a condition that fails or cannot be evaluated (unknown logic,
 * ordering a text, a throwing field) makes the whole check false (spec §5). No conditions: true.
 */
export function meetsConditions(
  record: unknown,
  conditions: readonly DisplayCondition[] | null | undefined,
): boolean {
  if (!conditions) return true;
  return conditions.every((condition) => {
    try {
      return evaluateCondition(record, condition);
    } catch {
      return false;
    }
  });
}
