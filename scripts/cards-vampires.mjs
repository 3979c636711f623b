// `npm run cards:vampires [-- --data <dir>]` (issue 27 item 10): adds to main/games/vtes/data/vampire.json
// an entry for every vampire of the official list whose text is only what the engine reads (sect,
// title, city, stat sentences; main/games/vtes/draft/vampires.ts), written from ../shared/data (or
// <dir>/vekn). Entries already in the file are kept as they are; nothing of the text is written
// (fingerprints only). Run the V:TES data tests afterwards: each new vampire plays its scenario.
import fs from 'node:fs';
import path from 'node:path';
import { formatDataFile } from './cards-format.mjs';
import { root, runMain } from './bundle-main.mjs';

const argv = process.argv.slice(2);
const at = argv.indexOf('--data');
const data = at >= 0 ? path.resolve(argv[at + 1]) : path.resolve(root, '..', 'shared', 'data');
const r = await runMain(
  'cards-vampires',
  `
      import fs from 'node:fs';
      import path from 'node:path';
      import { parseVeknFiles } from './main/cards/vekn';
      import { plainVampireEntry } from './main/games/vtes/draft/vampires';
      const dir = process.argv[2];
      const files = ['vtescrypt.csv', 'vteslib.csv', 'vtessets.csv'].map((f) => ({ name: f, content: fs.readFileSync(path.join(dir, 'vekn', f), 'utf8') }));
      const entries = {};
      for (const c of parseVeknFiles(files).cards) {
        const e = plainVampireEntry(c);
        if (e) entries[c.id] = e;
      }
      console.log(JSON.stringify(entries));
    `,
  [data],
);
if (r.status !== 0) {
  process.stderr.write(r.stderr);
  process.exit(r.status ?? 1);
}
const proposed = JSON.parse(r.stdout);
const file = path.join(root, 'main', 'games', 'vtes', 'data', 'vampire.json');
const current = JSON.parse(fs.readFileSync(file, 'utf8'));
let added = 0;
for (const [id, e] of Object.entries(proposed))
  if (!(id in current)) {
    current[id] = e;
    added++;
  }
fs.writeFileSync(file, formatDataFile(current));
console.log(
  `vampire.json: ${added} vampires added (${Object.keys(proposed).length} plain in the list, ${Object.keys(current).length} entries)`,
);
