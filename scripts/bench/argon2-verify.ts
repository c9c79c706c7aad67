// How long one Argon2id verification takes on this machine with quality.md's parameters (m = 19456 KiB,
// t = 2, p = 1): the time a sign-in spends on the password. `npx node scripts/bench/argon2-verify.ts`
import { hashPassword, verifyPassword } from "../../app/features/accounts/password-hash.server.ts";

const ROUNDS = 30;
const stored = await hashPassword("a password for the measurement");
await verifyPassword("a password for the measurement", stored);
const times: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const start = performance.now();
  await verifyPassword("a password for the measurement", stored);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (share: number) =>
  (times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0).toFixed(1);
console.log(`argon2id verify, ${ROUNDS} rounds: median ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${at(0)} ms`);
