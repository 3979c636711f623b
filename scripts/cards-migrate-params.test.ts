/**
 * The migration of the card data files (issue 27 item 4, scripts/cards-migrate-params.mjs) is idempotent:
 * on a copy of a data file with entries in the old words (a modifier's `while`, an ability's `who` words,
 * "+n strength if blocked", "do not replace until after combat", an action bonus with no Duration), the
 * first run rewrites them into the shared records (the other entries keep their text) and a second run
 * changes nothing, byte for byte.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const script = path.join(root, 'scripts', 'cards-migrate-params.mjs');
const run = (dir: string): string => execFileSync(process.execPath, [script, dir], { cwd: root, encoding: 'utf8' });

/** Entries in the old words, added to the copy (ids of the test only: the script does not read the catalog). */
const OLD = {
  't-1': {
    fp: '0',
    status: 'full',
    modes: [
      {
        kind: 'vampire',
        conditions: [],
        effects: [{ e: 'mod', stat: 'stealth', n: 1, who: 'self', while: { c: 'action', kind: 'undirected' } }],
      },
    ],
  },
  't-2': {
    fp: '0',
    status: 'full',
    modes: [
      {
        kind: 'master',
        conditions: [],
        effects: [
          {
            e: 'ability',
            window: 'unlock',
            cost: [],
            limit: 'turn',
            who: { role: 'vampire', once: 'hunted' },
            effects: [{ p: 'move', n: 1, from: 'bank', to: 'minion' }],
          },
        ],
      },
    ],
  },
  't-3': {
    fp: '0',
    status: 'full',
    modes: [
      {
        kind: 'action',
        conditions: [],
        effects: [
          { e: 'strengthIfBlocked', n: 1 },
          { e: 'prims', do: [{ p: 'bonus', stat: 'stealth', n: 1 }] },
        ],
      },
    ],
  },
  't-4': { fp: '0', status: 'full', modes: [{ kind: 'combat', conditions: [], effects: [{ e: 'noReplace', until: 'combat' }] }] },
};

describe('the card data migration (issue 27 item 4)', () => {
  it('migrates the old words once; a second run on the same copy changes nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-migrate-'));
    try {
      const file = path.join(dir, 'master.json');
      const data = JSON.parse(fs.readFileSync(path.join(root, 'main', 'games', 'vtes', 'data', 'master.json'), 'utf8'));
      fs.writeFileSync(file, JSON.stringify({ ...data, ...OLD }, null, 2));
      expect(run(dir)).toContain('master.json: 4 entries migrated');
      const once = fs.readFileSync(file, 'utf8');
      const migrated = JSON.parse(once);
      expect(migrated['t-1'].modes[0].effects[0]).toEqual({
        e: 'mod',
        stat: 'stealth',
        n: 1,
        who: 'self',
        if: { c: 'action', kind: 'undirected' },
      });
      expect(migrated['t-2'].modes[0].effects[0].who).toEqual({ of: 'vampire', whose: 'you', count: 'one' });
      expect(migrated['t-3'].modes[0].effects).toEqual([
        { e: 'prims', do: [{ p: 'strength', n: 1, for: 'combat' }], if: { c: 'blocked' } },
        { e: 'prims', do: [{ p: 'bonus', stat: 'stealth', n: 1, for: 'action' }] },
      ]);
      expect(migrated['t-4'].modes[0].effects).toEqual([{ e: 'noReplace', for: 'combat' }]);
      // the committed entries are in the shared records already: the same as in the data folder, their text as it was
      for (const id of Object.keys(data)) expect(migrated[id], id).toEqual(data[id]);
      const first = Object.keys(data)[0];
      expect(once).toContain(`  ${JSON.stringify(first)}: ${JSON.stringify(data[first], null, 2).replace(/\n/g, '\n  ')}`);
      expect(run(dir)).toContain('nothing to migrate');
      expect(fs.readFileSync(file, 'utf8')).toBe(once);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
