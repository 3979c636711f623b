/**
 * Scenario family of a vampire's own ability equipping it with a weapon of its Methuselah's hand in combat (issue 30
 * item 1; tests only; vtes-es 6.4.2, 1.6.1.3; the window `beforeRange` with the primitive `equipFromHand`): Fatima
 * al-Faqadi, once in a combat and ahead of the range step, takes a weapon card of the hand onto herself, paying for it
 * and meeting its requirements as if played normally. The vampire bleeds with a test pistol (1 pool, 2 damage, ranged) in hand; a test vampire blocks; before
 * range the ability is used and the pistol picked, then the vampire strikes with it. Measured: the damage the blocker
 * took plus 10 per pool paid (2 + 10). Stripped: no use is offered.
 */
import type { CardDef } from '../schema/effects';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';
import { TEST_PISTOL } from './families-equip';
import { ownBeforeRange } from './families-crypt-agg-hand';

const BLOCKER = testVampire('Test Armed Blocker', {}, [{ e: 'mod', stat: 'intercept', n: 3, who: 'self' }]);

function equipCase(def: CardDef): FamilyCase {
  return {
    family: 'own ability before range: a weapon of the hand equipped',
    expected: 12,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: def.name, blood: 4 }], hand: [TEST_PISTOL.name] }, { ready: [{ card: BLOCKER.name, blood: 6 }] }],
        defs: [def, BLOCKER, TEST_PISTOL],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const b = sc.uid(BLOCKER.name, 1);
      const gun = sc.uid(TEST_PISTOL.name, 0, 'hand');
      sc.choose(`min:${v}`).choose(`bleed:${v}`).choose(`block:${b}`);
      sc.s = passUntil(sc.s, (x) => (x.combat?.step === 'preRange' && dec(x).seat === 0) || !x.act, 20);
      const o = sc.s.combat && dec(sc.s).options.find((x) => x.id.startsWith(`use:${v}:`));
      if (!o) throw new Error(`scenario: ${def.name} offers no use before range`);
      const pool = sc.pool(0);
      sc.choose(o.id);
      const pick = dec(sc.s).options.find((x) => x.id.split(':').includes(gun));
      if (pick) sc.choose(pick.id);
      const paid = pool - sc.pool(0);
      sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'strikeA' && dec(x).seat === 0));
      const strike = sc.s.combat && dec(sc.s).options.find((x) => x.id.startsWith('ranged:') && sc.s.cards[gun]?.host === v);
      if (!strike) throw new Error(`scenario: no strike with the pistol for ${def.name}`);
      sc.choose(strike.id);
      sc.s = passUntil(sc.s, (x) => !x.combat);
      return 6 - sc.s.cards[b].blood + 10 * paid;
    },
  };
}

/** The cases of this family a vampire fits: its own `beforeRange` ability whose only primitive is `equipFromHand`. */
export function cryptEquipHandCases(def: CardDef): FamilyCase[] {
  return ownBeforeRange(def, 'equipFromHand').map(() => equipCase(def));
}
