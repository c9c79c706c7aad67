// The one place passwords are hashed and checked: Argon2id with quality.md's parameters (m = 19456 KiB,
// t = 2, p = 1), written in the PHC string format, through Node's own crypto.argon2 (no native addon).
// Used by the accounts and by the demand register's password (spec §3 search alert).
import { argon2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const argon2Async = promisify(argon2);

const MEMORY_KIB = 19456;
const PASSES = 2;
const PARALLELISM = 1;
const TAG_BYTES = 32;

function unpadded(bytes: Buffer): string {
  return bytes.toString("base64").replace(/=+$/, "");
}

async function derive(password: string, nonce: Buffer, memory: number, passes: number, parallelism: number) {
  return argon2Async("argon2id", {
    message: password,
    nonce,
    parallelism,
    tagLength: TAG_BYTES,
    memory,
    passes,
  });
}

export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const hash = await derive(password, nonce, MEMORY_KIB, PASSES, PARALLELISM);
  return `$argon2id$v=19$m=${MEMORY_KIB},t=${PASSES},p=${PARALLELISM}$${unpadded(nonce)}$${unpadded(hash)}`;
}

const PHC =
  /^\$argon2id\$v=19\$m=(\d{1,7}),t=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{11,64})\$([A-Za-z0-9+/]{22,128})$/;

/**
 * Whether `password` matches `stored` (a PHC string made by `hashPassword`, with the parameters it was
 * made with). A malformed string matches nothing. The comparison takes the same time wherever it differs.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = PHC.exec(stored);
  if (!parts) return false;
  const [, memory, passes, parallelism, nonce, hash] = parts;
  const expected = Buffer.from(hash ?? "", "base64");
  const actual = await derive(
    password,
    Buffer.from(nonce ?? "", "base64"),
    Number(memory),
    Number(passes),
    Number(parallelism),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends one verification's time on a hash nobody's password matches: a sign-in for an unknown address, or
 * an account without a password yet, then costs what a wrong password costs (ADR 0015).
 */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64"));
  await verifyPassword(password, await dummyHash);
  return false;
}
