// The browser's side of the proof of work (docs/decisions/0009-form-challenge.md): finds the number below
// `max` whose SHA-256 with the ticket's salt is the ticket's hash, and puts it in the form's `work` field.
// Loaded on the first interaction with a form, so it never weighs on a page; the digests run in the
// browser's crypto thread, batched, so typing stays smooth.
const BATCH = 500;
const solving = new WeakMap<HTMLInputElement, Promise<boolean>>();

/** SubtleCrypto exists only in secure contexts (HTTPS, localhost). */
export function canSolveWork(): boolean {
  return typeof crypto !== "undefined" && typeof crypto.subtle?.digest === "function";
}

function bytesOfHex(hex: string): Uint8Array | null {
  if (!/^[0-9a-f]{64}$/.test(hex)) return null;
  return Uint8Array.from({ length: 32 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16));
}

function sameBytes(digest: ArrayBuffer, target: Uint8Array): boolean {
  const bytes = new Uint8Array(digest);
  for (let i = 0; i < target.length; i += 1) if (bytes[i] !== target[i]) return false;
  return true;
}

async function search(salt: string, target: Uint8Array, max: number): Promise<number | null> {
  const encoder = new TextEncoder();
  for (let start = 0; start < max; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, max - start) }, (_, i) => start + i);
    const digests = await Promise.all(
      numbers.map((number) => crypto.subtle.digest("SHA-256", encoder.encode(`${salt}${number}`))),
    );
    const found = digests.findIndex((digest) => sameBytes(digest, target));
    if (found >= 0) return numbers[found] ?? null;
  }
  return null;
}

/** Solves the challenge of `form` once (later calls share the search); true when its answer is in place. */
export function solveWorkIn(form: HTMLFormElement): Promise<boolean> {
  const input = form.querySelector<HTMLInputElement>('input[name="work"]');
  if (!input || !canSolveWork()) return Promise.resolve(false);
  const started = solving.get(input);
  if (started) return started;
  const { salt = "", hash = "", max = "0" } = input.dataset;
  const target = bytesOfHex(hash);
  const result = target
    ? search(salt, target, Number(max)).then((number) => {
        if (number === null) return false;
        input.value = String(number);
        return true;
      })
    : Promise.resolve(false);
  solving.set(input, result);
  return result;
}
