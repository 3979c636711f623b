/**
 * Issue 30 item 1: a vampire's own stat under a Condition is one record, `{ e: 'mod', stat, n, who: 'self',
 * if }` (data/crypt.json), read where the stat is asked for: the bleed announced, the stealth of the
 * action, the intercept of a block attempt, the strength in combat. The coverage gate plays each such
 * vampire where its Condition holds (testing/families-crypt.ts); here, the same vampires where it does
 * not, the rulings that need it, the new Condition leaf `controls`, and the card text in both languages.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { measureOwnStat } from '../testing/families-crypt';
import { renderCardText } from '../vocab/text';
import { EffectSchema } from '../schema/schema';
import { baseIntercept } from '../core/queries';
import { announce, build, uid } from '../testing/testing';
import { testVampire } from '../testing/test-vampire';

describe.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)('V:TES vampires with conditional stats (issue 30)', () => {
  const cards = parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards;
  const def = (id: string) => cardDefFromDetail(cards.find((c) => c.id === id)!);

  it('a bleed bonus counts only against a Methuselah controlling the vampire named (Queen Anne, Ranjan Rishi)', () => {
    const anne = def('201139');
    expect(anne.automation).toBe('full');
    expect(measureOwnStat(anne, 'bleed', { c: 'controls', of: 'target', clan: 'Tremere' })).toBe(3);
    // a prey with a ready Ventrue only: the printed +1 bleed, not the conditional one
    expect(measureOwnStat(anne, 'bleed', { c: 'controls', of: 'target', clan: 'Ventrue' })).toBe(2);
    expect(measureOwnStat(def('201162'), 'bleed', undefined)).toBe(1);
  });

  it('an intercept bonus counts only against the acting minions named, or under the pool named (Selma, Branimira)', () => {
    expect(measureOwnStat(def('201262'), 'intercept', { c: 'clan', who: 'actor', clan: 'Nosferatu' })).toBe(1);
    expect(measureOwnStat(def('201262'), 'intercept', { c: 'clan', who: 'actor', clan: 'Tremere' })).toBe(0);
    expect(measureOwnStat(def('201667'), 'intercept', { c: 'pool', of: 'you', max: 9 })).toBe(1);
    expect(measureOwnStat(def('201667'), 'intercept', { c: 'pool', of: 'you', min: 10 })).toBe(0);
  });

  it('a stealth penalty on hunts leaves its bleeds alone; Igo loses the rulebook hunt bonus (PIB 20150820-2)', () => {
    const igo = def('200625');
    expect(measureOwnStat(igo, 'stealth', { c: 'action', kind: 'hunt' })).toBe(0);
    expect(measureOwnStat(igo, 'stealth', undefined)).toBe(0);
    expect(measureOwnStat(igo, 'stealth', { c: 'action', kind: 'political' })).toBe(1);
  });

  it('a stealth bonus on actions requiring a Discipline counts only for an action card requiring it (Andrea Giovanni)', () => {
    const andrea = def('200082');
    expect(measureOwnStat(andrea, 'stealth', { c: 'actionDisc', disc: 'nec' })).toBe(1);
    // an action card requiring Potence, or the rulebook bleed: no bonus
    expect(measureOwnStat(andrea, 'stealth', { c: 'actionDisc', disc: 'pot' })).toBe(0);
    expect(measureOwnStat(andrea, 'stealth', undefined)).toBe(0);
  });

  it('a strength bonus counts only in combat with the vampire named (Cynthia Ingold, Mickey Wheeler)', () => {
    expect(measureOwnStat(def('200306'), 'strength', { c: 'sect', who: 'opponent', sect: 'camarilla' })).toBe(2);
    expect(measureOwnStat(def('200306'), 'strength', { c: 'sect', who: 'opponent', sect: 'sabbat' })).toBe(1);
    // Mickey Wheeler: an older opponent only
    expect(measureOwnStat(def('201644'), 'strength', { c: 'younger', who: 'opponent', than: 'self' })).toBe(1);
  });

  it("Teresita reads the acting vampire's sect at the block attempt: a change of sect during the action counts (ANK 20190416)", () => {
    const t = def('201354');
    const actor = testVampire('Test Camarilla', {}, [], 'Ventrue', { sect: 'camarilla' });
    let s = build({
      seats: [{ ready: [{ card: t.name, blood: 4 }] }, { ready: [{ card: actor.name, blood: 4 }] }],
      active: 1,
      phase: 'minion',
      defs: [t, actor],
    });
    const a = uid(s, actor.name, 1);
    s = announce(s, a, 'bleed:');
    expect(baseIntercept(s, s.act!, uid(s, t.name, 0))).toBe(1);
    // the acting vampire becomes anarch during the action (e.g. The Red Question): no more bonus
    s.cards[a].anarch = true;
    expect(baseIntercept(s, s.act!, uid(s, t.name, 0))).toBe(0);
  });

  it('the card text says the Condition in the same sentence, in Spanish and Polish', () => {
    const anne = def('201139');
    expect(renderCardText(anne, 'es')).toContain(
      '+1 de sangrado si el Matusalén objetivo controla un vampiro del clan Tremere en su zona preparada.',
    );
    expect(renderCardText(anne, 'pl')).toContain(
      '+1 drenowania, jeśli Matuzalem będący celem kontroluje wampira z klanu Tremere w rejonie gotowych.',
    );
    const vasantasena = renderCardText(def('201427'), 'es');
    expect(vasantasena).toContain('no controla ningún vampiro con título');
    for (const lang of ['es', 'pl'] as const) expect(renderCardText(def('201262'), lang)).not.toMatch(/\{\{|cond\.|effect\./);
  });

  it('the Condition leaf `controls` names a Methuselah and a clan, a sect or a title; anything else is refused', () => {
    const mod = (c: unknown) => EffectSchema.safeParse({ e: 'mod', stat: 'bleed', n: 1, who: 'self', if: c }).success;
    expect(mod({ c: 'controls', of: 'target', clan: 'Tremere' })).toBe(true);
    expect(mod({ c: 'controls', of: 'you', sect: 'sabbat' })).toBe(true);
    expect(mod({ c: 'controls', of: 'target', sect: 'brujah' })).toBe(false);
    expect(mod({ c: 'controls', of: 'prey', title: 'prince' })).toBe(true);
    expect(mod({ c: 'controls', of: 'predator', titled: true })).toBe(false);
    expect(mod({ c: 'controls', of: 'prey', title: '2 votes' })).toBe(false);
  });
});
