/**
 * Issue 27 items 10 and 8: every vampire whose text is only what the engine reads (sect, title, city,
 * keywords, stat sentences) is `full`, and each one plays a scenario generated from its entry: seated ready for
 * a Methuselah, the engine reads its capacity, Disciplines, sect, title, city and keywords, it bleeds its prey
 * for 1 plus its printed bleed, and its strength, stealth and intercept are the printed ones. The
 * scenario fails when the entry's effects are stripped (vampires with stat sentences; one with only
 * catalog facts is exempt from that check but still plays its scenario). Re-generating an entry from
 * the current official text gives the stored entry (the starters' plain vampires included).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import type { CardDef } from '../schema/effects';
import { titleInfo } from '../core/held-titles';
import { cardDefFromDetail } from '../data/catalog-def';
import { hasTrait, statBonus, strengthOf } from '../core/queries';
import { capacityOf, discLevel, sectOf } from '../core/state';
import { announce, build, choose, ids, uid } from '../testing/testing';
import { CARD_DATA } from '../data/load';
import { sectOfFacts } from '../data/join';
import { plainVampireEntry } from './vampires';
import { testVampire } from '../testing/test-vampire';

/** What a plain vampire's scenario expects: the catalog's facts and the printed stat sentences (from its entry). */
function expected(c: CardDetail) {
  const mods = CARD_DATA.get(c.id)!.modes.flatMap((m) => m.effects.flatMap((e) => (e.e === 'mod' ? [e] : [])));
  const sum = (stat: string) => mods.filter((m) => m.stat === stat).reduce((a, m) => a + m.n, 0);
  return { bleed: 1 + sum('bleed'), strength: 1 + sum('strength'), stealth: sum('stealth'), intercept: sum('intercept') };
}

/** The scenario of a vampire (definition `def`) against what its card says (`c`): the problems found, none when it plays as printed. */
function vampireScenario(def: CardDef, c: CardDetail): string[] {
  const want = expected(c);
  const name = `${def.name} #${def.id}`; // advanced and base versions share a name; starters' names are taken
  const capacity = c.capacity ?? 1;
  // a slave takes directed actions only while its Methuselah controls a ready vampire of its master clan (vtes-es:11 Esclavo)
  const master = def.slaveOf ? [testVampire('Test Master', {}, [], def.slaveOf)] : [];
  let s = build({
    seats: [{ ready: [{ card: name, blood: capacity }, ...master.map((m) => ({ card: m.name, blood: 1 }))] }, {}],
    defs: [{ ...def, name }, ...master],
  });
  const u = uid(s, name, 0);
  const problems: string[] = [];
  const check = (what: string, got: unknown, exp: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(exp)) problems.push(`${what}: ${JSON.stringify(got)} instead of ${JSON.stringify(exp)}`);
  };
  check('capacity', capacityOf(s, u), capacity);
  for (const d of c.disciplines) check(`discipline ${d.code}`, discLevel(s, u, d.code), d.level);
  check('sect', sectOf(s, u), sectOfFacts(c.sect));
  check('title', titleInfo(s, u).title ?? null, def.title ?? null);
  for (const t of CARD_DATA.get(c.id)!.traits ?? []) check(`keyword ${t}`, hasTrait(s, u, t), true);
  check('strength', strengthOf(s, u), want.strength);
  check('stealth', statBonus(s, 'stealth', u, { directed: true }), want.stealth);
  check('intercept', statBonus(s, 'intercept', u, { directed: true }), want.intercept);
  s = announce(s, u, 'bleed:');
  check('bleed', 30 - s.seats[1].pool, want.bleed);
  return problems;
}

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES plain vampires (issue 27 item 10)', () => {
  const cards = parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards;
  const plain = cards.filter((c) => plainVampireEntry(c));

  it('every plain vampire of the official list has its entry, generated from its current text, and plays full', () => {
    expect(plain.length).toBeGreaterThan(550);
    const differ = plain.filter(
      (c) => JSON.stringify({ ...CARD_DATA.get(c.id), file: undefined }) !== JSON.stringify({ ...plainVampireEntry(c), file: undefined }),
    );
    expect(differ.map((c) => c.id)).toEqual([]);
    for (const c of plain) expect(cardDefFromDetail(c).automation, c.name).toBe('full');
  });

  it('each plain vampire plays its scenario: capacity, Disciplines, sect, title, bleed, strength, stealth and intercept as printed', () => {
    const failing = plain.map((c) => [c.id, vampireScenario(cardDefFromDetail(c), c)] as const).filter(([, p]) => p.length);
    expect(failing).toEqual([]);
  });

  it('a plain slave bleeds only while its Methuselah controls a ready vampire of its master clan (vtes-es:11 Esclavo)', () => {
    const slaves = plain.filter((c) => CARD_DATA.get(c.id)!.slaveOf);
    expect(slaves.length).toBeGreaterThan(0);
    for (const c of slaves) {
      const def = cardDefFromDetail(c);
      const s = build({ seats: [{ ready: [{ card: def.name, blood: 2 }] }, {}], defs: [def] });
      const u = uid(s, def.name, 0);
      expect(
        ids(choose(s, `min:${u}`)).some((x) => x.startsWith('bleed:')),
        c.name,
      ).toBe(false);
      expect(vampireScenario(def, c), c.name).toEqual([]);
    }
  });

  it("the scenario of a vampire with stat sentences fails when its entry's effects are stripped; one with only facts is exempt", () => {
    let checked = 0;
    for (const c of plain) {
      const def = cardDefFromDetail(c);
      if (!def.modes.length) continue;
      checked++;
      expect(vampireScenario({ ...def, modes: [] }, c), c.name).not.toEqual([]);
    }
    expect(checked).toBeGreaterThan(20);
  });
});
