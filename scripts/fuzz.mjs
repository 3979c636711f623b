// `npm run fuzz [-- RUNS [SEED]]`: the contract and HTTP fuzzers of `npm test`, run much longer
// with a fresh seed (printed, so a failure can be replayed with VITAE_FUZZ_SEED).
import { spawnSync } from 'node:child_process';

const runs = process.argv[2] ?? '2000';
const seed = process.argv[3] ?? String(Date.now() % 2 ** 31);
console.log(JSON.stringify({ fuzz: 'contract+http', runs: Number(runs), seed: Number(seed) }));
const r = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', 'main/api/contract-fuzz.test.ts', 'main/web/server-fuzz.test.ts'],
  { stdio: 'inherit', env: { ...process.env, VITAE_FUZZ_RUNS: runs, VITAE_FUZZ_SEED: seed, VITAE_FUZZ_REPORT: '1' } },
);
process.exit(r.status ?? 1);
