/**
 * The scenario family of an event setting monsters against the imbued (issue 29, h-masters-b; tests only; imbued
 * appendix A.4 "monster", the Condition leaves `monster` and `imbued`, an intercept `mod` read as a block is attempted,
 * an ability any Methuselah's minion takes as an offered (D) action to enter combat, vtes-es 6.4): Break the Code.
 */
import type { CardDef } from '../schema/effects';
import { statBonus } from '../core/queries';
import { Scenario } from './scenario';
import { ids, passUntil } from './testing';
import { testImbued } from './imbued-scenarios';
import { type FamilyCase, testVampire } from './test-vampire';

const MONSTER = testVampire('Test Code Monster', {});
const HUNTER = testImbued('Test Code Hunter', 4);

/**
 * The event in play (seat 1's). Seat 0's vampire bleeds seat 1: the imbued's intercept as it could block (× -10); then,
 * in another game, seat 0's vampire enters combat with seat 1's imbued as a (D) action: + 1 when a combat starts.
 */
function monsterHunt(def: CardDef, strip: boolean): number {
  const arrange = () =>
    new Scenario({
      seats: [{ ready: [{ card: MONSTER.name, blood: 4 }] }, { ready: [{ card: HUNTER.name, blood: 4 }], play: [def.name] }],
      defs: [def, MONSTER, HUNTER],
      strip: strip ? [def.name] : [],
    });
  const bleed = arrange();
  const m = bleed.uid(MONSTER.name);
  bleed.choose(`min:${m}`).choose(`bleed:${m}`);
  const intercept = statBonus(bleed.s, 'intercept', bleed.uid(HUNTER.name, 1));
  const fight = arrange();
  const card = fight.uid(def.name, 1, 'play');
  const h = fight.uid(HUNTER.name, 1);
  fight.choose(`min:${fight.uid(MONSTER.name)}`);
  const o = ids(fight.s).find((x) => x.startsWith(`use:${card}:`) && x.split(':').includes(h));
  let combat = 0;
  if (o) {
    fight.choose(o);
    fight.s = passUntil(fight.s, (x) => !!x.combat || !x.act, 40);
    combat = fight.s.combat ? 1 : 0;
  }
  return -10 * intercept + combat;
}

export const MONSTER_HUNT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Break the Code: imbued get -1 intercept blocking monsters; a ready monster may enter combat with an imbued as a (D) action
  '100248': (def) => [
    {
      family: 'imbued -1 intercept against monsters; a monster enters combat with an imbued',
      expected: 11,
      run: (s) => monsterHunt(def, s),
    },
  ],
};
