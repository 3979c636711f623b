/**
 * Issue 27 item 2: the card data files, keyed by official card id, behaviour only. Every entry parses
 * (at load); against the official list (../shared/data) every id exists, every entry was written from
 * the card's current text (fingerprint), every mode's Disciplines and level are printed on the card;
 * the starter cards are their catalog rows joined with their entries; a card whose text changed, a
 * draft entry or an entry disagreeing with the card's Disciplines is played with the manual operations.
 */
import { VIRTUE_CODES } from '../../../common/disciplines';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { STARTER_DEFS } from './starters';
import { fingerprint } from './fingerprint';
import { CARD_DATA, DATA_FILES, dataStatus, loadDataFiles, STARTER_CATALOG, starterDefinitions } from './load';

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('V:TES card data files (issue 27 item 2)', () => {
  it('every entry of every file loads; the starter cards, the Discipline master cards and the plain vampires are there, each once', () => {
    // the starters, the Discipline master cards and the plain vampires (data/vampires.ts)
    expect(CARD_DATA.size).toBeGreaterThan(119 + 18 + 500);
    expect(starterDefinitions().map((d) => d.id)).toEqual(STARTER_CATALOG.map((f) => f.id));
    for (const f of STARTER_CATALOG) expect(CARD_DATA.get(f.id)?.status, f.name).toBe('full');
    // the plain ones (Abombwe's Condition on its vampire and Striga's level of no Discipline are counted apart)
    const plain = (x: { e: string; where?: unknown; noCapacity?: unknown }) => x.e === 'discipline' && !x.where && !x.noCapacity;
    const disciplineMasters = [...CARD_DATA.values()].filter((e) => e.modes.some((m) => m.effects.some(plain)));
    expect(disciplineMasters).toHaveLength(18);
    expect(new Set(disciplineMasters.map((e) => e.file))).toEqual(new Set(['master']));
  });

  it('an invalid entry is refused naming the file, the card and the path; an id in two files is refused', () => {
    const broken = clone(DATA_FILES) as Record<string, Record<string, { modes: { effects: { n?: unknown }[] }[] }>>;
    broken.vampire['200132'].modes[0].effects[0].n = 'one';
    expect(() => loadDataFiles(broken)).toThrow('card data vampire.json: card 200132 at modes.0.effects.0.n');
    const typo = clone(DATA_FILES) as Record<string, Record<string, Record<string, unknown>>>;
    typo.action['100640'].stauts = 'full';
    expect(() => loadDataFiles(typo)).toThrow('card data action.json: card 100640');
    expect(() => loadDataFiles({ ...DATA_FILES, more: { '100640': (DATA_FILES.action as Record<string, unknown>)['100640'] } })).toThrow(
      'card 100640 is also in action.json',
    );
    expect(() => loadDataFiles({ bad: { 'Enchant Kindred': {} } })).toThrow('card data bad.json');
  });

  it('the fingerprint keeps no text: 16 hex digits, blind to line breaks and spacing, changed by any word', () => {
    const t = 'Some rule text.\nSecond line.';
    expect(fingerprint(t)).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprint('Some rule  text. Second line. ')).toBe(fingerprint(t));
    expect(fingerprint('Some rule text. Second lane.')).not.toBe(fingerprint(t));
  });
});

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES card data against the official card list', () => {
  const cards = parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards;
  const byId = new Map(cards.map((c) => [c.id, c]));

  it('every id is an official card, written from its current text, its modes on Disciplines printed on it', () => {
    const problems: string[] = [];
    for (const id of CARD_DATA.keys()) {
      const c = byId.get(id);
      if (!c) problems.push(`${id}: not in the official list`);
      else if (dataStatus(c) !== 'full') problems.push(`${id} ${c.name}: ${dataStatus(c)}`);
    }
    expect(problems).toEqual([]);
  });

  it('every Discipline level a mode needs is printed on the card ([pot] inferior, [POT] superior), and every printed level has its mode', () => {
    for (const [id, e] of CARD_DATA) {
      const c = byId.get(id)!;
      if (c.kind !== 'library') continue;
      for (const alt of c.libraryDisciplines)
        for (const level of [1, 2] as const) {
          const mark = alt.map((d) => `[${level === 2 ? d.toUpperCase() : d}]`).join('');
          const has = e.modes.some((m) => alt.every((d) => m.conditions.some((r) => r.r === 'disc' && r.disc === d && r.level === level)));
          // a virtue (imbued appendix A.1) has one level, shown by the card's icon and not marked in its text
          // and so has Flight, marked [FLIGHT] or not at all (As the Crow, Patrol)
          const virtue = alt.every((d) => (VIRTUE_CODES as readonly string[]).includes(d) || d === 'fli');
          expect(has, `${c.name} ${mark}`).toBe(virtue ? level === 1 : c.text.includes(mark));
        }
      // a mode needing part of a printed alternative (Typhonic Beast's [ser] beside [pot][ser]) is printed as such
      for (const m of e.modes) {
        const ds = m.conditions.flatMap((r) => (r.r === 'disc' ? [r] : []));
        if (!ds.length || c.libraryDisciplines.some((a) => a.length === ds.length && ds.every((r) => a.includes(r.disc)))) continue;
        // "more than one Discipline can be used to play this card": printed alternatives combined
        if (e.multiDisc && ds.every((r) => c.libraryDisciplines.some((a) => a.length === 1 && a[0] === r.disc))) continue;
        const mark = ds.map((r) => `[${r.level === 2 ? r.disc.toUpperCase() : r.disc}]`).join('');
        expect(c.text.includes(mark), `${c.name} ${mark}`).toBe(true);
      }
    }
  });

  it('the built-in starter rows are the official facts, and joining them gives the starter definitions', () => {
    for (const f of STARTER_CATALOG) {
      const c = byId.get(f.id)!;
      const facts = Object.fromEntries(Object.keys(f).map((k) => [k, c[k as keyof CardDetail]]));
      expect(facts, f.name).toEqual(f);
      expect(cardDefFromDetail(c), f.name).toEqual(STARTER_DEFS.get(f.id));
    }
  });

  it('a card whose official text changed is played manually until its entry is reviewed, in the set-up and the lookup alike', () => {
    const govern = byId.get('100845')!;
    expect(cardDefFromDetail(govern).automation).toBe('full');
    const changed: CardDetail = { ...govern, text: `${govern.text} More.` };
    expect(dataStatus(changed)).toBe('stale');
    const d = cardDefFromDetail(changed);
    expect(d.automation).toBe('manual');
    expect(d.modes.every((m) => m.effects.some((x) => x.e === 'manual'))).toBe(true);
    // a vampire: its stat sentences read by the importer, its text manual
    const aline = byId.get('201576')!;
    expect(cardDefFromDetail({ ...aline, text: `${aline.text} More.` }).automation).toBe('partial');
  });

  it("an entry whose Disciplines are not the catalog card's, or a draft entry, does not decide how the card plays", () => {
    const govern = byId.get('100845')!;
    const other: CardDetail = { ...govern, libraryDisciplines: [['aus']] };
    expect(dataStatus(other)).toBe('mismatch');
    expect(cardDefFromDetail(other).automation).toBe('manual');
    const files = clone(DATA_FILES) as Record<string, Record<string, { status: string }>>;
    files.action['100845'].status = 'draft';
    expect(dataStatus(govern, loadDataFiles(files))).toBe('draft');
  });
});
