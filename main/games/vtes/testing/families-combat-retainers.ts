/**
 * Scenarios of the combat cards that employ a retainer from the hand or pay with one (issue 29; tests only; vtes-es
 * 6.4, 6.1.4, 1.6.1.3): `employFromHand { class }` and `burnRetainer { class }` (Pack Alpha). Seat 0's test actor (the
 * mode's Disciplines, 6 blood) bleeds, seat 1's test opponent blocks:
 * - `employAnimal`: before range the actor plays the card and employs the test hound of its hand (an animal retainer,
 *   2 life): 1 when the hound is on the actor, + 10 × its life; + 100 when the card is offered with only a test guard
 *   (a retainer that is no animal) in the hand.
 * - `packLeader`: the actor employs the hound; before strikes it plays the card: 10 when the hound is burned, + the
 *   strength the actor gained (1) + 100 when the card is offered to an actor employing no animal.
 */
import type { CardDef, Mode } from '../schema/effects';
import { strengthOf } from '../core/queries';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

/** A retainer with 2 life, of class `cls` if given. */
const retainer = (name: string, animal: boolean): CardDef => ({
  id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  kind: 'library',
  types: ['Retainer'],
  clan: [],
  reqs: [],
  ...(animal ? { classes: ['animal' as const] } : {}),
  modes: [{ kind: 'retainer', conditions: [], effects: [{ e: 'retainer', life: 2 }] }],
  automation: 'full',
});

const HOUND = retainer('Test Hound', true);
const GUARD = retainer('Test Guard', false);

/** The fight: the actor holding `def` (and `hand`), employing `on`, at the combat's step `step`, seat 0 deciding. */
function fight(def: CardDef, m: Mode, strip: boolean, hand: CardDef[], on: CardDef[], step: 'preRange' | 'preStrike') {
  const actor = testVampire('Test Actor', discsOf(m));
  const opp = testVampire('Test Opponent', {});
  const sc = new Scenario({
    seats: [
      {
        ready: [{ card: actor.name, blood: 6, attached: on.map((r) => ({ card: r.name, blood: 2 })) }],
        hand: [def.name, ...hand.map((h) => h.name)],
      },
      { ready: [{ card: opp.name, blood: 6 }] },
    ],
    defs: [def, actor, opp, HOUND, GUARD],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  sc.choose(`min:${a}`)
    .choose(`bleed:${a}`)
    .choose(`block:${sc.uid(opp.name, 1)}`);
  sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === step && dec(x).seat === 0));
  return { sc, a };
}

/** Whether seat 0 is offered the card (its copy in hand) now. */
const offered = (sc: Scenario, def: CardDef) =>
  !!sc.s.combat && dec(sc.s).seat === 0 && dec(sc.s).options.some((x) => x.id.split(':').includes(sc.uid(def.name, 0, 'hand')));

function employAnimalCase(def: CardDef, mi: number): FamilyCase {
  const m = def.modes[mi];
  return {
    family: 'employAnimal',
    expected: 21,
    run(strip) {
      const outside = offered(fight(def, m, strip, [GUARD], [], 'preRange').sc, def) ? 100 : 0;
      const { sc, a } = fight(def, m, strip, [HOUND, GUARD], [], 'preRange');
      sc.play(def.name, { mode: mi });
      const h = sc.uid(HOUND.name, 0);
      if (sc.s.pick) sc.choose(dec(sc.s).options.find((o) => o.id.split(':').includes(h))!.id);
      const on = sc.s.cards[h].host === a ? 1 : 0;
      return on + 10 * (on ? sc.s.cards[h].blood : 0) + outside;
    },
  };
}

function packLeaderCase(def: CardDef, mi: number): FamilyCase {
  const m = def.modes[mi];
  return {
    family: 'packLeader',
    expected: 11,
    run(strip) {
      const outside = offered(fight(def, m, strip, [], [GUARD], 'preStrike').sc, def) ? 100 : 0;
      const { sc, a } = fight(def, m, strip, [], [HOUND], 'preStrike');
      const h = sc.uid(HOUND.name, 0, 'attached');
      const before = strengthOf(sc.s, a);
      sc.play(def.name, { mode: mi });
      return (sc.s.cards[h].zone === 'ash' ? 10 : 0) + strengthOf(sc.s, a) - before + outside;
    },
  };
}

/** Scenarios of the cards of this family, by official id. */
export const COMBAT_RETAINER_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Pack Alpha: [ani] employ an animal from the hand before range, [ANI] burn one for +1 strength
  '101342': (def) => [employAnimalCase(def, 0), packLeaderCase(def, 1)],
};
