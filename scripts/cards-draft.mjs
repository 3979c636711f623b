// `npm run cards:draft -- --out <file> [--hints <file>] [--data <dir>] [--catalog <catalog.sqlite>] [--ids <id,id...>]`
// (issue 27 item 3): the offline draft generator. Proposes a data entry with `status: "draft"` for
// every V:TES card that has no reviewed entry written from its current text (or for the ids given),
// read from the official files of ../shared/data (or <dir>/vekn, or a catalog the user imported), and
// writes them to <file> in the data files' layout, for a person to review and move into
// main/games/vtes/data/<type>.json as `full`. Nothing at play time reads the drafts, so the file may
// not be one of the data files. With --hints, also writes the timing and target hints of the cards
// played by hand (status "draft") for review into main/games/vtes/data/manual-hints.json (issue 34
// §1); that file is never overwritten. Prints how much the drafts propose and the TWD slots of those cards.
import fs from 'node:fs';
import path from 'node:path';
import { formatDataFile } from './cards-format.mjs';
import { root, runMain } from './bundle-main.mjs';

const argv = process.argv.slice(2);
const at = argv.indexOf('--out');
if (at < 0 || !argv[at + 1]) {
  console.error('cards:draft: say where the drafts go: --out <file> (outside main/games/vtes/data)');
  process.exit(2);
}
const target = path.resolve(argv[at + 1]);
const dataDir = path.join(root, 'main', 'games', 'vtes', 'data');
if (path.dirname(target) === dataDir) {
  console.error('cards:draft: drafts are never written into the data files; review them and copy the reviewed entries');
  process.exit(2);
}
const r = await runMain(
  'cards-draft',
  "import { draftCli } from './main/bench/card-drafts';\ndraftCli(process.argv.slice(2)).catch((e) => { console.error(e); process.exit(1); });\n",
  argv,
);
if (r.status !== 0) {
  process.stderr.write(r.stderr);
  process.exit(r.status ?? 1);
}
const { entries, hints, stats } = JSON.parse(r.stdout);
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, formatDataFile(entries));
const hintsAt = argv.indexOf('--hints');
if (hintsAt >= 0) {
  const hintsFile = path.resolve(argv[hintsAt + 1] ?? '');
  if (!argv[hintsAt + 1] || path.dirname(hintsFile) === dataDir) {
    console.error('cards:draft: --hints <file> outside main/games/vtes/data (review the hints, then copy them)');
    process.exit(2);
  }
  fs.writeFileSync(hintsFile, formatDataFile(hints));
  console.log(`${hintsFile}: ${Object.keys(hints).length} timing and target hints to review`);
}
const pct = (n, of) => (of ? `${((100 * n) / of).toFixed(1)} %` : '-');
console.log(`${target}: ${stats.drafts} drafts (${stats.cards} cards, ${stats.reviewed} with a reviewed entry)`);
console.log(`${stats.readsMore} drafts propose more than the catalog facts: played by hand until reviewed`);
console.log(
  `TWD (${stats.twd.decks} decks): their library slots ${stats.twd.librarySlotsReadMore} of ${stats.twd.librarySlots} (${pct(stats.twd.librarySlotsReadMore, stats.twd.librarySlots)}), crypt slots ${stats.twd.cryptSlotsReadMore} of ${stats.twd.cryptSlots} (${pct(stats.twd.cryptSlotsReadMore, stats.twd.cryptSlots)})`,
);
