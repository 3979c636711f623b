// One-time migration of the card data files (issue 27 item 4): the old ad-hoc fields of every entry
// of main/games/vtes/data/*.json read into the shared parameter records (Condition, Selector, Amount,
// Duration) by main/games/vtes/schema/legacy-params.ts, the reader records saved before use too.
// `node scripts/cards-migrate-params.mjs [dir]` (default: the data folder) rewrites the files it changes in their layout
// (cards-format.mjs, then prettier, as committed) and says how many entries changed. It is
// idempotent: an entry already in the shared records is left as it is (the same object), so it may be
// run again at any time (after merging new entries written in the old words): nothing else changes.
// schema/legacy-params.test.ts checks that the migrated files parse and play the same;
// scripts/cards-migrate-params.test.ts that a second run on a copy changes nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { formatDataFile } from './cards-format.mjs';
import { root, runMain } from './bundle-main.mjs';

const dir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'main', 'games', 'vtes', 'data');
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.json') && !['starter-catalog.json', 'catalog.digests.json', 'manual-hints.json'].includes(f));
const r = await runMain(
  'cards-migrate-params',
  `
      import fs from 'node:fs';
      import { entryParams } from './main/games/vtes/schema/legacy-params';
      const out = {};
      for (const file of process.argv.slice(2)) {
        const entries = JSON.parse(fs.readFileSync(file, 'utf8'));
        const ids = [];
        for (const [id, e] of Object.entries(entries)) {
          const m = entryParams(e);
          if (m !== e) {
            entries[id] = m;
            ids.push(id);
          }
        }
        if (ids.length) out[file] = { ids, entries };
      }
      console.log(JSON.stringify(out));
    `,
  files.map((f) => path.join(dir, f)),
);
if (r.status !== 0) {
  process.stderr.write(r.stderr);
  process.exit(r.status ?? 1);
}
/** The text of each top-level entry of a data file (one per card id, its trailing comma left off), in file order. */
function entryTexts(text) {
  const out = new Map();
  let id;
  for (const line of text.split('\n')) {
    const m = /^ {2}"([^"]+)": /.exec(line);
    if (m) out.set((id = m[1]), [line]);
    else if (id !== undefined && line.startsWith('  ')) out.get(id).push(line);
  }
  return new Map([...out].map(([k, lines]) => [k, lines.join('\n').replace(/,$/, '')]));
}

const changed = JSON.parse(r.stdout);
for (const [file, { ids, entries }] of Object.entries(changed)) {
  // only the migrated entries are rewritten (in the generators' layout); the others keep their text as committed
  const now = entryTexts(formatDataFile(entries));
  const was = entryTexts(fs.readFileSync(file, 'utf8'));
  const texts = [...was].map(([id, t]) => (ids.includes(id) ? now.get(id) : t));
  fs.writeFileSync(file, was.size === now.size ? `{\n${texts.join(',\n')}\n}\n` : formatDataFile(entries));
  console.log(`${path.basename(file)}: ${ids.length} entries migrated`);
}
if (!Object.keys(changed).length) console.log('nothing to migrate');
else {
  // the layout the data files are committed in (prettier keeps short arrays on their own lines)
  const prettier = path.join(root, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  const p = spawnSync(process.execPath, [prettier, '--log-level', 'warn', '--write', ...Object.keys(changed)], { stdio: 'inherit' });
  if (p.status !== 0) process.exit(p.status ?? 1);
}
