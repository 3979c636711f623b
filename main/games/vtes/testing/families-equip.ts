/**
 * Scenario family of combat cards equipping the minion with a weapon of the hand (issue 29; tests only;
 * vtes-es 6.4, 1.6.1.3; vocab/prims/equip-from-hand.ts): before range is determined (or as its strike is
 * chosen, for a card of that window) the actor plays the card,
 * chooses the test pistol of its hand (1 pool, 2R damage), pays it and strikes with it, the opponent not
 * striking. The blood the opponent lost plus 10 for each pool paid for the pistol. Stripped, the card equips
 * nothing and the pistol's strike is not offered.
 */
import type { CardDef, Mode } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/** A test weapon of the hand: `pool` pool, a gun dealing `dmg` ranged damage (aggravated with `agg`), unique with `unique`. */
export function testGun(name: string, pool: number, dmg: number, more: { agg?: boolean; unique?: boolean } = {}): CardDef {
  return {
    id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    kind: 'library',
    types: ['Equipment'],
    clan: [],
    reqs: [],
    classes: ['gun'],
    pool,
    ...(more.unique ? { unique: true } : {}),
    modes: [
      {
        kind: 'equip',
        cost: { pool },
        conditions: [],
        effects: more.agg
          ? [
              {
                e: 'ability',
                window: 'strike',
                cost: [],
                who: { of: 'minion', whose: 'any', role: 'bearer', count: 'one' },
                strike: { s: 'damage', dmg, ranged: true, agg: true },
                effects: [],
              },
            ]
          : [{ e: 'attachStrength', n: 0, rangedDamage: dmg }],
      },
    ],
    automation: 'full',
  };
}

export const TEST_PISTOL = testGun('Test Pistol', 1, 2);

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

/**
 * Seat 0's test actor (Disciplines `disc`, holding `def` and `weapons`) bleeds; seat 1's test vampire (6 blood)
 * blocks: before range is determined in round 1. `strip`: `def` played with its effects stripped.
 */
export function equipFight(def: CardDef, disc: Record<string, 1 | 2>, weapons: CardDef[], strip = false) {
  const actor = testVampire('Test Actor', disc, [], def.clan[0] ?? 'Caitiff');
  const opp = testVampire('Test Opponent', {});
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 6 }], hand: [def.name, ...weapons.map((w) => w.name)] },
      { ready: [{ card: opp.name, blood: 6 }] },
    ],
    defs: [def, actor, opp, ...weapons],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const o = sc.uid(opp.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'preRange' || !x.act);
  return { sc, a, o };
}

function equipCase(def: CardDef, mi: number, m: Mode, atStrike: boolean): FamilyCase {
  return {
    family: atStrike ? 'combat: equip a weapon of the hand as the strike is chosen' : 'combat: equip a weapon of the hand',
    expected: 12,
    run(strip) {
      const { sc, a, o } = equipFight(def, discsOf(m), [TEST_PISTOL], strip);
      if (atStrike) sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      const pool = sc.pool(0);
      sc.play(def.name, { mode: mi });
      const gun = sc.uid(TEST_PISTOL.name, 0, 'hand');
      const pick = dec(sc.s).options.find((x) => x.id.split(':').includes(gun));
      if (pick) sc.choose(pick.id);
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      const paid = pool - sc.pool(0);
      const strike = dec(sc.s).options.find((x) => x.id.startsWith('ranged:') && sc.s.cards[gun]?.host === a);
      if (!strike) throw new Error(`scenario: no strike with the pistol after ${def.name}`);
      sc.choose(strike.id).choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      return 6 - sc.s.cards[o].blood + 10 * paid;
    },
  };
}

/** The families a card's combat modes fit: a weapon of the hand equipped before range is determined or as the strike is chosen. */
export function equipFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    const w = m.window?.combat;
    if (m.kind !== 'combat' || (w !== 'beforeRange' && w !== 'strike') || m.if || m.effects.length !== 1) return;
    const e = m.effects[0];
    if (isKind(e, 'prims') && e.do.length === 1 && e.do[0].p === 'equipFromHand' && !e.do[0].class)
      out.push(equipCase(def, mi, m, w === 'strike'));
  });
  return out;
}
