/**
 * `npm run bench`: runs every benchmark suite in turn. Each suite prints JSON lines.
 * Add a suite by importing it and listing it below.
 */
import type { Bench } from './harness';
import { autosaveBench } from './autosave';
import { cardsBench } from './cards';
import { engineBench } from './engine';
import { decksBench } from './decks';
import { startupBench } from './startup';
import { curtainsBench } from './curtains';
import { searchUiBench } from './search-ui';
import { viewsBench } from './views';
import { vtesBench } from './vtes';
import { vendettaBench } from './vendetta';
import { bloodborneBench } from './bloodborne';
import { nightsBench } from './nights';
import { archiveBench } from './archive';

const suites: [string, Bench][] = [
  ['cards', cardsBench],
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
];

async function main() {
  const only = process.argv[2];
  for (const [name, run] of suites) {
    if (only && name !== only) continue;
    await run();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
