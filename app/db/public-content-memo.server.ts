// Reads of public content kept in memory until that content changes: every app server forgets them all
// on the database's 'public_content_changed' notification (server/app.ts), when it empties its page cache.
// A memo is per database, so the tests' databases never share one.

let generation = 0;

/** Forgets every memo's values: each is read again from the database when next asked for. */
export function forgetPublicContentMemos(): void {
  generation += 1;
}

type Kept<T> = { generation: number; values: Map<string, Promise<T>> };

/**
 * Values read from public content, by key, for as long as it does not change. A read that fails is not
 * kept (the next ask tries again), and a read begun before a change lands among the forgotten values.
 * Past `maxEntries` the oldest key goes first: keys that come from URLs cannot grow the memo without end.
 */
export class PublicContentMemo<T> {
  readonly #kept = new WeakMap<object, Kept<T>>();
  readonly #maxEntries: number;

  constructor({ maxEntries }: { maxEntries: number }) {
    this.#maxEntries = maxEntries;
  }

  /** The value of `key` read from `db`: kept, or read now by `read`. */
  get(db: object, key: string, read: () => Promise<T>): Promise<T> {
    let kept = this.#kept.get(db);
    if (!kept || kept.generation !== generation) {
      kept = { generation, values: new Map() };
      this.#kept.set(db, kept);
    }
    const { values } = kept;
    const found = values.get(key);
    if (found) return found;
    if (values.size >= this.#maxEntries) {
      const oldest = values.keys().next();
      if (!oldest.done) values.delete(oldest.value);
    }
    const loading = read();
    values.set(key, loading);
    loading.catch(() => {
      if (values.get(key) === loading) values.delete(key);
    });
    return loading;
  }
}

/**
 * Values made from a kept value (one a memo above gave), by key, and forgotten with it: a WeakMap holds
 * them, so they go when the kept value goes. The key stands for everything else the value depends on (a
 * string by its text, an object such as a dictionary by its identity): the kept value and the key must fix
 * the value whole, so that any request may share it.
 */
export class MadeFromKept<K extends object, V> {
  readonly #made = new WeakMap<K, Map<unknown, V>>();

  /** The value made from `kept` for `key`: made once by `make`. */
  get(kept: K, key: unknown, make: () => V): V {
    let values = this.#made.get(kept);
    if (!values) {
      values = new Map();
      this.#made.set(kept, values);
    }
    if (values.has(key)) return values.get(key) as V;
    const value = make();
    values.set(key, value);
    return value;
  }
}
