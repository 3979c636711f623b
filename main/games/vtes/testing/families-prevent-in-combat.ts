/**
 * Scenarios of a modifier giving prevention for the whole combat of the block (issue 29, h-mods, twelfth session;
 * tests only): the primitive `preventInCombat` (vtes-es 6.4.6; Beast Meld).
 * - `preventInCombat`: seat 0's vampire with the mode's Disciplines bleeds, seat 1's +2 intercept strength 2 vampire
 *   blocks, the card is played at the stealth step (its stealth is not enough); in the combat the blocker's hand
 *   strike deals 2 and the actor prevents what it can; measured: the damage prevented (the prevention is of 1 in
 *   all, not each round: round 2 of the same combat, after a press, prevents nothing more). Stripped: 0 (or not
 *   offered).
 * - `noVampireBlock` as a non-bleed action is announced: the vampire hunts and plays the card; measured: 1 if the
 *   other Methuselah's vampire is not offered the block.
 */
import type { CardDef, Mode } from '../schema/effects';
import { primsOf } from '../schema/modes';
import { isPrim } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

function preventInCombatCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const p = primsOf(m.effects).find(isPrim('preventInCombat'));
  const actor = testVampire('Test Actor', discsOf(m), [{ e: 'mod', stat: 'combatPresses', n: 1, who: 'self' }], def.clan[0] ?? 'Caitiff');
  const blocker = testVampire('Test Blocker', {}, [
    { e: 'mod', stat: 'intercept', n: 2, who: 'self' },
    { e: 'mod', stat: 'strength', n: 1, who: 'self' },
  ]);
  return {
    family: 'preventInCombat',
    expected: Math.min(p?.n ?? 0, 4),
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 8 }], hand: [def.name] }, { ready: [{ card: blocker.name, blood: 6 }] }],
        defs: [def, actor, blocker],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const o = sc.uid(blocker.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act || x.combat?.step === 'strikeA');
      if (!sc.s.combat) throw new Error('scenario: no combat');
      let prevented = 0;
      for (let round = 1; round <= 2 && sc.s.combat; round++) {
        const before = sc.s.cards[a].blood;
        sc.choose('none');
        if (sc.s.combat && ids(sc.s).includes('hand')) sc.choose('hand');
        while (sc.s.combat && ids(sc.s).includes('guard')) sc.choose('guard');
        sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
        prevented += 2 - (before - sc.s.cards[a].blood);
        if (round === 1) {
          const press = ids(sc.s).find((x) => x.startsWith('optpress'));
          if (!press) break;
          sc.choose(press);
          sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.round === 2 && x.combat.step === 'strikeA'));
        }
      }
      return prevented;
    },
  };
}

function noVampireBlockCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  const other = testVampire('Test Other', {});
  return {
    family: 'noVampireBlock (not a bleed, as announced)',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 4 }], hand: [def.name] }, { ready: [{ card: other.name, blood: 4 }] }],
        defs: [def, actor, other],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      sc.choose(`min:${a}`).choose(`hunt:${a}`);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => x.act?.step !== 'preBlock', 5);
      return ids(sc.s).includes(`block:${sc.uid(other.name, 1)}`) ? 0 : 1;
    },
  };
}

function cases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) => {
    const ps = primsOf(m.effects);
    if (ps.some(isPrim('preventInCombat'))) return [preventInCombatCase(def, mi, m)];
    if (m.window?.announce && ps.some(isPrim('noVampireBlock'))) return [noVampireBlockCase(def, mi, m)];
    return [];
  });
}

/** Beast Meld. */
export const PREVENT_IN_COMBAT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '100146': cases,
};
