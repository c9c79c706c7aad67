import { describe, expect, it } from "vitest";
import { forgetPublicContentMemos, MadeFromKept, PublicContentMemo } from "./public-content-memo.server.ts";

describe("PublicContentMemo", () => {
  const counted = () => {
    let reads = 0;
    return { read: (value: string) => () => Promise.resolve(`${value}:${++reads}`), reads: () => reads };
  };

  it("reads a key once until public content changes, per database", async () => {
    const memo = new PublicContentMemo<string>({ maxEntries: 10 });
    const first = {};
    const second = {};
    const { read, reads } = counted();
    expect(await memo.get(first, "k", read("a"))).toBe("a:1");
    expect(await memo.get(first, "k", read("a"))).toBe("a:1");
    expect(await memo.get(second, "k", read("b"))).toBe("b:2");
    forgetPublicContentMemos();
    expect(await memo.get(first, "k", read("a"))).toBe("a:3");
    expect(reads()).toBe(3);
  });

  it("does not keep a failed read: the next ask reads again", async () => {
    const memo = new PublicContentMemo<string>({ maxEntries: 10 });
    const db = {};
    await expect(memo.get(db, "k", () => Promise.reject(new Error("database gone")))).rejects.toThrow(
      "database gone",
    );
    expect(await memo.get(db, "k", () => Promise.resolve("read again"))).toBe("read again");
  });

  it("keeps a read begun before a change out of the values read after it", async () => {
    const memo = new PublicContentMemo<string>({ maxEntries: 10 });
    const db = {};
    let finish = (_value: string) => {};
    const stale = memo.get(db, "k", () => new Promise<string>((resolve) => (finish = resolve)));
    forgetPublicContentMemos();
    const fresh = memo.get(db, "k", () => Promise.resolve("after the change"));
    finish("before the change");
    expect(await stale).toBe("before the change");
    expect(await fresh).toBe("after the change");
    expect(await memo.get(db, "k", () => Promise.resolve("read a third time"))).toBe("after the change");
  });

  it("holds at most maxEntries keys, dropping the oldest: keys from URLs cannot grow it without end", async () => {
    const memo = new PublicContentMemo<string>({ maxEntries: 2 });
    const db = {};
    const { read, reads } = counted();
    await memo.get(db, "a", read("a"));
    await memo.get(db, "b", read("b"));
    await memo.get(db, "c", read("c"));
    expect(reads()).toBe(3);
    expect(await memo.get(db, "c", read("c"))).toBe("c:3");
    expect(await memo.get(db, "b", read("b"))).toBe("b:2");
    expect(await memo.get(db, "a", read("a"))).toBe("a:4");
  });
});

describe("MadeFromKept", () => {
  it("makes a value once per kept value and key: a string by its text, an object by its identity", () => {
    const made = new MadeFromKept<object, string>();
    let makes = 0;
    const make = (value: string) => () => `${value}:${++makes}`;
    const kept = {};
    const dictionary = {};
    expect(made.get(kept, "grid", make("grid"))).toBe("grid:1");
    expect(made.get(kept, "grid", make("grid"))).toBe("grid:1");
    expect(made.get(kept, "list", make("list"))).toBe("list:2");
    expect(made.get(kept, dictionary, make("texts"))).toBe("texts:3");
    expect(made.get(kept, {}, make("other texts"))).toBe("other texts:4");
    // Another kept value (the memo read it again after a change): made again.
    expect(made.get({}, "grid", make("grid"))).toBe("grid:5");
  });
});
