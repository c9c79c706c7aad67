// The browser's side of the proof of work (docs/decisions/0009-form-challenge.md): finds the number below
// `max` whose SHA-256 with the ticket's salt is the ticket's hash, and puts it in the form's `work` field.
// Loaded on the first interaction with a form, so it never weighs on a page; the search runs in slices of
// a few milliseconds, so typing stays smooth.
import { digestWords, shortSha256 } from "./short-sha256.ts";

const SLICE_MS = 8;
const solving = new WeakMap<HTMLInputElement, Promise<boolean>>();

function nextSlice(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function matches(digest: number[] | null, target: number[]): boolean {
  if (!digest) return false;
  for (let i = 0; i < 8; i += 1) if (digest[i] !== target[i]) return false;
  return true;
}

/** The number below `max` whose hash with `salt` is `target`, or null when there is none. */
export async function searchWork(salt: string, target: number[], max: number): Promise<number | null> {
  let number = 0;
  let sliceEnd = performance.now() + SLICE_MS;
  while (number < max) {
    const batchEnd = Math.min(max, number + 1024);
    for (; number < batchEnd; number += 1) {
      const digest = shortSha256(`${salt}${number}`);
      if (digest === null) return null;
      if (digest[0] === target[0] && matches(digest, target)) return number;
    }
    if (performance.now() >= sliceEnd) {
      await nextSlice();
      sliceEnd = performance.now() + SLICE_MS;
    }
  }
  return null;
}

/** Solves the challenge of `form` once (later calls share the search); true when its answer is in place. */
export function solveWorkIn(form: HTMLFormElement): Promise<boolean> {
  const input = form.querySelector<HTMLInputElement>('input[name="work"]');
  if (!input) return Promise.resolve(false);
  const started = solving.get(input);
  if (started) return started;
  const { salt = "", hash = "", max = "0" } = input.dataset;
  const target = digestWords(hash);
  const result = target
    ? searchWork(salt, target, Number(max)).then((number) => {
        if (number === null) return false;
        input.value = String(number);
        return true;
      })
    : Promise.resolve(false);
  solving.set(input, result);
  return result;
}
