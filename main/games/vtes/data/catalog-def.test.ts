/**
 * Issue 27 item 3: at play time only the card data files decide what a card does. A card with a
 * reviewed entry written from its current text plays by it; any other card is played with the manual
 * operations from its catalog facts (and its reviewed timing and target hint, data/manual-hints.json,
 * while its text is the one the hint was read from); the card text is never read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { officialFiles } from '../../../testing/shared-data';
import { cardDefFromDetail, manualDef } from './catalog-def';
import { CARD_DATA, dataStatus } from './load';
import { PUT_EFFECTS, reviewedHint } from './manual-hints';
import { STARTER_DEFS } from './starters';

const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
const byName = (n: string) => parsed.cards.find((c) => c.name === n) as CardDetail;

describe('V:TES cards at play time: the data files decide, the text is never read', () => {
  it('every official card has a playable definition: by its reviewed entry, else manual from its catalog facts', () => {
    let manual = 0;
    let full = 0;
    for (const c of parsed.cards) {
      const d = cardDefFromDetail(c);
      expect(d.id).toBe(c.id);
      if (STARTER_DEFS.has(c.id)) expect(d).toEqual(STARTER_DEFS.get(c.id));
      if (dataStatus(c) === 'full') {
        full++;
        continue;
      }
      manual++;
      expect(d, c.name).toEqual(manualDef(c));
      if (d.kind === 'library') {
        expect(d.automation).toBe('manual');
        expect(d.modes.length).toBeGreaterThan(0);
        // the players apply the text; a reviewed hint (manual-hints.ts) adds only where a master card goes and a trifle
        const extra = reviewedHint(c) ? new Set([...PUT_EFFECTS, 'trifle']) : new Set<string>();
        for (const m of d.modes) {
          expect(m.effects).toContainEqual({ e: 'manual', key: 'imported' });
          expect(
            m.effects.filter((e) => e.e !== 'manual' && !extra.has(e.e)),
            c.name,
          ).toEqual([]);
        }
      } else expect(d.automation).toBe(c.text ? 'partial' : 'full');
    }
    // every card without a reviewed entry went down the manual path (a bound from the data files, not a figure that
    // moves with each batch of cards), and some cards with one did not
    expect(manual).toBeGreaterThanOrEqual(parsed.cards.length - CARD_DATA.size);
    expect(full).toBeGreaterThan(0);
  });

  it('a card without a reviewed entry plays the same whatever its text says (no reading of the text at play time)', () => {
    const samples = ['Temptation of Greater Power', 'Madness Network', 'Storage Annex', "Regarhagan's Hold", 'Bomb', 'Parmenides'].map(
      byName,
    );
    for (const c of samples) {
      expect(dataStatus(c)).not.toBe('full');
      const other = { ...c, text: 'Master: out-of-turn. Put this card on a ready vampire. +1 bleed. Trifle. Unique.' };
      const another = { ...c, text: 'Only usable before range is determined. Strike: 2R damage.' };
      expect(cardDefFromDetail(other), c.name).toEqual(cardDefFromDetail(another));
      // its reviewed timing and target hint (issue 34 §1) holds for the text it was read from only
      if (reviewedHint(c)) expect(cardDefFromDetail(c), c.name).not.toEqual(cardDefFromDetail(other));
      else expect(cardDefFromDetail(c), c.name).toEqual(cardDefFromDetail(other));
    }
  });

  it('a reviewed entry decides only for the text it was written from: another text plays manually until reviewed', () => {
    const govern = byName('Govern the Unaligned');
    expect(CARD_DATA.get(govern.id)?.status).toBe('full');
    expect(cardDefFromDetail(govern).automation).toBe('full');
    const changed = { ...govern, text: `${govern.text} One more sentence.` };
    expect(dataStatus(changed)).toBe('stale');
    expect(cardDefFromDetail(changed)).toEqual(manualDef(changed));
  });

  it('1.6.1.3 the requirement row of the catalog is enforced on a manual card; a row of alternatives is left to the players', () => {
    const withRow = parsed.cards.find((c) => c.requirements.includes('prince') && dataStatus(c) !== 'full')!;
    expect(manualDef(withRow).reqs).toContainEqual(expect.objectContaining({ r: 'title' }));
    // "a Laibon or a non-titled vampire": the row lists both, which would wrongly require both
    expect(manualDef(byName('Mozambique Allure')).reqs).toEqual([]);
  });

  it('a manual card keeps its printed costs and one mode per Discipline alternative', () => {
    const c = parsed.cards.find(
      (x) => x.kind === 'library' && x.libraryDisciplines.length === 2 && x.bloodCost === '1' && dataStatus(x) === 'none',
    )!;
    const d = manualDef(c);
    expect(d.modes).toHaveLength(2 * c.types.length);
    for (const m of d.modes) expect(m.cost).toEqual({ blood: 1 });
  });
});

describe('V:TES draft reader off the play path (issue 27 item 3)', () => {
  it('only the draft generator, the offline vampire generator and tests import main/games/vtes/draft/', () => {
    const allowed = [
      /^main\/games\/vtes\/draft\//,
      /^main\/bench\/card-drafts\.ts$/,
      /^main\/games\/vtes\/data\/vampires\.ts$/,
      /\.test\.ts$/,
    ];
    const importers: string[] = [];
    const walk = (dir: string) => {
      for (const f of readdirSync(dir, { withFileTypes: true })) {
        const p = `${dir}/${f.name}`;
        if (f.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(f.name) && /from '[^']*\/draft\/[^']*'|from '\.\/draft\//.test(readFileSync(p, 'utf8'))) importers.push(p);
      }
    };
    walk('main');
    walk('renderer');
    expect(importers.filter((p) => !allowed.some((re) => re.test(p)))).toEqual([]);
    expect(importers).toContain('main/bench/card-drafts.ts');
  });
});
