/**
 * The built-in cards as a whole: every starter library card has its test in a *-cards.test.ts file,
 * card texts render in Spanish and Polish, the four decks, and the starter data against the official
 * card list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles } from '../../../testing/shared-data';
import { applyDamageForTests } from '../testing/testing';
import { STARTER_CRYPT, STARTER_DECKS, STARTER_LIBRARY } from './starters';
import { vtesStarterCardsForLookup } from '../view/starter-lookup';
import { renderCardText } from '../vocab/text';
import { build, uid } from '../testing/testing';
import { V } from '../testing/card-testing';

/** The test names of the library card tables (`const T` of each *-cards.test.ts but the crypt's), read from their sources. */
const LIBRARY_TESTS = ['action', 'modifier', 'reaction', 'combat', 'master', 'political'].flatMap((k) => {
  const src = readFileSync(join(__dirname, `${k}-cards.test.ts`), 'utf8');
  const table = src.slice(src.indexOf('const T: Record'), src.indexOf('\n};\n'));
  return [...table.matchAll(/^ {2}(['"])(.+?)\1:/gm)].map((m) => m[2]);
});

describe('V:TES built-in cards (vtes-es:1.5, 1.6; vtes-pl:Rodzaje kart)', () => {
  it('every built-in library card has a test above', () => {
    const titles = LIBRARY_TESTS.join('\n').toLowerCase();
    const missing = STARTER_LIBRARY.filter((c) => {
      const n = c.name.replace(/, The$/, '').toLowerCase();
      return !titles.includes(n) && !titles.includes(n.replace(/'/g, '’'));
    }).map((c) => c.name);
    expect(missing).toEqual([]);
  });

  it('card texts render from the data in Spanish and Polish without missing templates', () => {
    for (const c of [...STARTER_CRYPT, ...STARTER_LIBRARY]) {
      for (const lang of ['es', 'pl'] as const) {
        const txt = renderCardText(c, lang);
        expect(txt).not.toMatch(/\b(effect|req|manual|kind)\.[a-zA-Z_]+/);
        expect(txt).not.toContain('{{');
      }
    }
  });

  it('the four starter decks: 12 crypt and 77 library cards each; lookup cards carry automation and Spanish text', () => {
    for (const d of Object.values(STARTER_DECKS)) {
      expect(d.crypt.reduce((a, [, n]) => a + n, 0)).toBe(12);
      expect(d.library.reduce((a, [, n]) => a + n, 0)).toBe(77);
    }
    const cards = vtesStarterCardsForLookup();
    expect(cards).toHaveLength(STARTER_CRYPT.length + STARTER_LIBRARY.length);
    const gov = cards.find((c) => c.name === 'Govern the Unaligned')!;
    expect(gov.automation).toBe('full');
    expect(gov.text).toContain('sangrado');
    expect(gov.printings[0].precon).toMatchObject({ deck: 'malkavian', count: 12 });
    expect(new Set(cards.map((c) => c.uid)).size).toBe(cards.length);
  });

  it('applyDamage helper keeps counters conserved', () => {
    const s = build({ seats: [{ ready: [V('Ashley', 3)] }, {}] });
    const t = applyDamageForTests(s, uid(s, 'Ashley'), 1, 0);
    expect(t.cards[uid(t, 'Ashley')].blood).toBe(2);
  });

  it('rendered texts tell apart what the printed levels tell apart (limited strikes, locking redirects, unlock phase)', () => {
    const byName = (n: string) => [...STARTER_LIBRARY].find((c) => c.name === n)!;
    for (const lang of ['es', 'pl'] as const) {
      const q = renderCardText(byName('Quickness'), lang).split('\n');
      expect(q[0].split('] ')[1]).not.toBe(q[1].split('] ')[1]);
      const d = renderCardText(byName('Deflection'), lang).split('\n');
      expect(d[0].split('] ')[1]).not.toBe(d[1].split('] ')[1]);
      expect(renderCardText(byName('Blood Doll'), lang)).not.toBe(renderCardText(byName('Vessel'), lang).replace(/^.*?\] /, ''));
      expect(renderCardText(byName('Preternatural Strength'), lang)).toContain('Torn Signpost');
    }
  });
});

/**
 * The starter data against the official card files (../shared/data): deck lists from the precon
 * printings (V5A:PB, V5:PM, V5:PN, V5:PV), crypt facts and library costs, types, clans and
 * discipline requirements. Only facts are compared; no card text is stored.
 */
describe('V:TES starter data matches the official card list', () => {
  const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
  const byId = new Map(parsed.cards.map((c) => [c.id, c]));
  const PRECON: Record<string, [string, string]> = {
    brujah: ['V5A', 'PB'],
    malkavian: ['V5', 'PM'],
    nosferatu: ['V5', 'PN'],
    ventrue: ['V5', 'PV'],
  };

  it('each deck list (card ids and copies) is the official precon list', () => {
    for (const [deck, [set, code]] of Object.entries(PRECON)) {
      const official = parsed.cards
        .flatMap((c) =>
          c.printings.filter((p) => p.set === set && p.precon?.deck === code).map((p) => [c.id, p.precon!.count] as [string, number]),
        )
        .sort(([a], [b]) => a.localeCompare(b));
      const ours = [
        ...STARTER_DECKS[deck as keyof typeof STARTER_DECKS].crypt,
        ...STARTER_DECKS[deck as keyof typeof STARTER_DECKS].library,
      ].sort(([a], [b]) => a.localeCompare(b));
      expect(ours, deck).toEqual(official);
    }
  });

  it('crypt cards: name, clan, capacity, group, disciplines, title and sect', () => {
    for (const c of STARTER_CRYPT) {
      const o = byId.get(c.id)!;
      expect(o, c.name).toBeDefined();
      const disc = Object.fromEntries(o.disciplines.map((d) => [d.code, d.level]));
      // the city of a city title is printed in the card's first words ("... Prince of X:")
      const city = /^[^:.]*? of ([^:.]+)[:.]/.exec(o.text)?.[1];
      expect({
        name: c.name,
        clan: c.clan,
        capacity: c.capacity,
        group: c.group,
        disc: c.disc,
        title: c.title,
        city: c.city,
        sect: c.sect,
      }).toEqual({
        name: o.name,
        clan: o.clans,
        capacity: o.capacity,
        group: o.group,
        disc,
        title: o.title,
        city,
        sect: o.sect?.toLowerCase(),
      });
    }
  });

  it('library cards: name, types, clan, pool and blood cost, discipline requirement, unique, burn option', () => {
    for (const c of STARTER_LIBRARY) {
      const o = byId.get(c.id)!;
      expect(o, c.name).toBeDefined();
      const firstLine = o.text.split('\n')[0];
      expect({
        name: c.name,
        types: c.types,
        clan: c.clan,
        pool: c.pool === undefined ? undefined : String(c.pool),
        blood: c.blood === undefined ? undefined : String(c.blood),
        disc: c.libDisc ?? [],
        unique: !!c.unique,
        burnOption: !!c.burnOption,
      }).toEqual({
        name: o.name,
        types: o.types,
        clan: o.clans,
        pool: o.poolCost,
        blood: o.bloodCost,
        disc: o.libraryDisciplines,
        unique: /\bUnique\b/.test(firstLine),
        burnOption: o.burnOption,
      });
      // every discipline level printed on the card ([pot] inferior, [POT] superior) has its own mode (1.6.1.3)
      for (const alt of c.libDisc ?? [])
        for (const [level, mark] of [
          [1, alt.map((d) => `[${d}]`).join('')],
          [2, alt.map((d) => `[${d.toUpperCase()}]`).join('')],
        ] as const)
          expect(
            c.modes.some((m) => alt.every((d) => m.conditions.some((r) => r.r === 'disc' && r.disc === d && r.level === level))),
            `${c.name} ${mark}`,
          ).toBe(o.text.includes(mark));
    }
  });
});
