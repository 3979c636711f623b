// `npm run cards:coverage [-- --data <dir>] [-- --catalog <catalog.sqlite>] [-- --json] [-- --top <n>]` (issue 27 item 11):
// how many V:TES cards play themselves and how much of the TWD decks they cover. Bundles the report
// (main/bench/card-coverage.ts) with esbuild beside the other main bundles, then runs it.
import { runMain } from './bundle-main.mjs';

const r = await runMain(
  'cards-coverage',
  "import { coverageCli } from './main/bench/card-coverage';\ncoverageCli(process.argv.slice(2)).catch((e) => { console.error(e); process.exit(1); });\n",
  process.argv.slice(2),
  { inherit: true },
);
process.exit(r.status ?? 1);
