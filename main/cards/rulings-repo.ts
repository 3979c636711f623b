/** The imported rulings in the catalog (table `rulings`, catalog migration 6; issue 32 item 1). */
import type { Store } from '../db/store';
import { bumpVersion } from './repo';
import { rulingSearchText } from './normalize';
import type { ParsedRulings } from './rulings';
import type { CardRuling, RulingsSummary } from './types';

export const META_RULINGS_AT = 'rulings.importedAt';
export const META_RULINGS_FILES = 'rulings.files';

/** Replaces every stored ruling with the parsed ones, in one transaction. */
export function writeRulings(store: Store, parsed: ParsedRulings, now: Date): RulingsSummary {
  store.write((db) => {
    db.run('DELETE FROM rulings');
    const ins = db.prepare('INSERT INTO rulings (card_id, seq, text, text_n, data) VALUES (?, ?, ?, ?, ?)');
    try {
      for (const [id, list] of parsed.byCard) {
        list.forEach((r, seq) => ins.run([id, seq, r.text, rulingSearchText(r.text), JSON.stringify(r)]));
      }
    } finally {
      ins.free();
    }
    const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
    try {
      meta.run([META_RULINGS_AT, now.toISOString()]);
      meta.run([META_RULINGS_FILES, JSON.stringify(parsed.files)]);
    } finally {
      meta.free();
    }
    bumpVersion(db);
  });
  return { cards: parsed.byCard.size, rulings: parsed.rulings, groups: parsed.groups, references: parsed.references, files: parsed.files };
}

/** The rulings of one V:TES card (VEKN id), in the file's order; [] when none or none imported. */
export function readRulings(store: Store, cardId: string): CardRuling[] {
  return store
    .all<{ data: string }>('SELECT data FROM rulings WHERE card_id = ? ORDER BY seq', [cardId])
    .map((r) => JSON.parse(r.data) as CardRuling);
}

/** How many rulings are stored and when they were imported (undefined before any import). */
export function rulingsStatus(store: Store): { count: number; importedAt?: string } {
  const count = Number(store.get<{ k: number }>('SELECT count(*) AS k FROM rulings')?.k ?? 0);
  const at = store.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [META_RULINGS_AT])?.value;
  return at ? { count, importedAt: at } : { count };
}
