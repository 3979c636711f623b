/**
 * `npm run bench`: runs every benchmark suite in turn. Each suite prints JSON lines.
 * Add a suite by importing it and listing it below.
 *
 * Without an argument every suite runs in a process of its own (this script again, with the suite's
 * name), one after the other: a suite's figures then do not depend on what the suites before it
 * left in the heap (the card catalog of 'cards', the archive's decks), which the engines' garbage
 * collector would otherwise walk on every collection. `node out/main/bench.cjs <suite>` runs one.
 */
// first: the V8 settings the engines run with (runtime-flags.ts)
import '../engine/runtime-flags';
import { spawnSync } from 'node:child_process';
import type { Bench } from './harness';
import { autosaveBench } from './autosave';
import { cardsBench } from './cards';
import { cardCoverageBench } from './card-coverage';
import { engineBench } from './engine';
import { decksBench } from './decks';
import { startupBench } from './startup';
import { curtainsBench } from './curtains';
import { searchUiBench } from './search-ui';
import { viewsBench } from './views';
import { vtesBench } from './vtes';
import { vtesSearchBench } from './vtes-search';
import { vtesTwdBench } from './vtes-twd';
import { vendettaBench } from './vendetta';
import { bloodborneBench } from './bloodborne';
import { nightsBench } from './nights';
import { archiveBench } from './archive';
import { lanBench } from './lan';
import { searchStrengthBench } from './search-strength';
import { nightsBalanceBench } from './nights-balance';

const suites: [string, Bench][] = [
  ['cards', cardsBench],
  ['cardCoverage', cardCoverageBench],
  ['engine', engineBench],
  ['decks', decksBench],
  ['vtes', vtesBench],
  ['vendetta', vendettaBench],
  ['bloodborne', bloodborneBench],
  ['autosave', autosaveBench],
  ['startup', startupBench],
  ['views', viewsBench],
  ['searchUi', searchUiBench],
  ['curtains', curtainsBench],
  ['nights', nightsBench],
  ['archive', archiveBench],
  ['lan', lanBench],
  // long (the search bots against the heuristic ones, issue 33): run by name, `npm run bench:search`
  ['searchStrength', searchStrengthBench],
  // long too (issue 33 item 4): Nights of Blood sides with search bots in every seat, `node out/main/bench.cjs nightsBalance`
  ['nightsBalance', nightsBalanceBench],
  // long too: the V:TES search bots against the heuristic one, `node out/main/bench.cjs vtesSearch`
  ['vtesSearch', vtesSearchBench],
  // long too (issue 29 item 4): TWD decks, the heuristic bot against random ones and the 200-game
  // soak, `node out/main/bench.cjs vtesTwd [games]`
  ['vtesTwd', vtesTwdBench],
];
/** Suites the run without an argument leaves out (hours on a shared machine); run them by name. */
const LONG = new Set(['searchStrength', 'nightsBalance', 'vtesSearch', 'vtesTwd']);

async function main() {
  const only = process.argv[2];
  if (!only) {
    for (const [name] of suites.filter(([n]) => !LONG.has(n))) {
      const r = spawnSync(process.execPath, [...process.execArgv, process.argv[1], name], { stdio: 'inherit' });
      if (r.status !== 0) throw new Error(`bench suite ${name} failed (exit ${r.status ?? r.signal})`);
    }
    return;
  }
  const suite = suites.find(([name]) => name === only);
  if (!suite) throw new Error(`unknown bench suite ${only}: ${suites.map(([n]) => n).join(', ')}`);
  await suite[1]();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
