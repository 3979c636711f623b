/**
 * Scenarios of the strike cards usable only against some opposing minions (issue 29; tests only; vtes-es 6.4.3, 6.4.5):
 * a mode's Condition on the opposing minion. Alpha Glint (a vampire not older than the minion) ends the combat:
 * Seat 0's test actor (capacity 8, the mode's Disciplines, 6 blood) bleeds, seat 1's test opponent (strength 3) blocks:
 * - `endsCombat:strike`: the actor strikes with the card, the opponent with its hand: 10 × the blood the actor lost
 *   (the card's 1 only: the combat ends first) + 1 when the combat is still on after the strikes; + 100 when the card is offered
 *   against an older opponent (capacity 10).
 * - `endsCombat:preRange`: the card played before range: the same, the combat over before any strike.
 * Earthshock (no minion with flight): `undodgeable`, the actor (strength 2) strikes with the card, the opponent (a test
 * dodge of its equipment) dodges: the blood the opponent lost (2 [pot], 3 [POT]); + 100 when the card is offered against a
 * flying opponent.
 */
import type { CardDef, Mode } from '../schema/effects';
import { dec, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

/** The fight against an opponent of capacity `cap`, at the step `step` with seat 0 deciding. */
function fight(def: CardDef, m: Mode, strip: boolean, cap: number, step: 'preRange' | 'strikeA') {
  const actor = testVampire('Test Actor', discsOf(m));
  const opp = testVampire('Test Opponent', {}, [{ e: 'mod', stat: 'strength', n: 2, who: 'self' }], 'Caitiff', { capacity: cap });
  const sc = new Scenario({
    seats: [{ ready: [{ card: actor.name, blood: 6 }], hand: [def.name] }, { ready: [{ card: opp.name, blood: 6 }] }],
    defs: [def, actor, opp],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  sc.choose(`min:${a}`)
    .choose(`bleed:${a}`)
    .choose(`block:${sc.uid(opp.name, 1)}`);
  sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === step && dec(x).seat === 0));
  return { sc, a };
}

const offered = (sc: Scenario, def: CardDef) =>
  !!sc.s.combat && dec(sc.s).options.some((x) => x.id.split(':').includes(sc.uid(def.name, 0, 'hand')));

function endsCombatCase(def: CardDef, mi: number, step: 'preRange' | 'strikeA'): FamilyCase {
  const m = def.modes[mi];
  return {
    family: `endsCombat:${step === 'preRange' ? 'preRange' : 'strike'}`,
    expected: 10,
    run(strip) {
      const outside = offered(fight(def, m, strip, 10, step).sc, def) ? 100 : 0;
      const { sc, a } = fight(def, m, strip, 5, step);
      sc.play(def.name, { mode: mi });
      if (sc.s.combat && sc.s.combat.step !== 'strikeB') sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeB');
      if (sc.s.combat?.step === 'strikeB') sc.choose('hand');
      const on = sc.s.combat && sc.s.combat.step !== 'endRound' ? 1 : 0;
      sc.s = passUntil(sc.s, (x) => !x.combat);
      return 10 * (6 - sc.s.cards[a].blood) + on + outside;
    },
  };
}

/** An equipment offering its bearer a dodge. */
const DODGER: CardDef = {
  id: 'test-dodger',
  name: 'Test Dodger',
  kind: 'library',
  types: ['Equipment'],
  clan: [],
  reqs: [],
  modes: [
    {
      kind: 'equip',
      conditions: [],
      effects: [
        {
          e: 'ability',
          window: 'strike',
          cost: [],
          who: { of: 'minion', whose: 'any', role: 'bearer', count: 'one' },
          strike: { s: 'dodge' },
          effects: [],
        },
      ],
    },
  ],
  automation: 'full',
};

/** The blood the opponent (bearing the dodger, `flying` or not) loses to the card's strike it dodges. */
function undodged(def: CardDef, mi: number, strip: boolean, flying: boolean): { lost: number; offered: boolean } {
  const m = def.modes[mi];
  const actor = testVampire('Test Actor', discsOf(m), [{ e: 'mod', stat: 'strength', n: 1, who: 'self' }]);
  const opp = testVampire('Test Opponent', {}, [], 'Caitiff', flying ? { traits: ['flight'] } : {});
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 6 }], hand: [def.name] },
      { ready: [{ card: opp.name, blood: 6, attached: [{ card: DODGER.name }] }] },
    ],
    defs: [def, actor, opp, DODGER],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const o = sc.uid(opp.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
  sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'strikeA' && dec(x).seat === 0));
  if (flying) return { lost: 0, offered: offered(sc, def) };
  sc.play(def.name, { mode: mi });
  const dodge = dec(sc.s).options.find((x) => x.id.startsWith(`use:${sc.uid(DODGER.name, 1, 'attached')}:`));
  sc.choose(dodge?.id ?? 'none');
  sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press' || x.combat.step === 'endRound');
  return { lost: 6 - sc.s.cards[o].blood, offered: true };
}

function undodgeableCase(def: CardDef, mi: number, dmg: number): FamilyCase {
  return {
    family: 'undodgeable',
    expected: dmg,
    run: (strip) => undodged(def, mi, strip, false).lost + (undodged(def, mi, strip, true).offered ? 100 : 0),
  };
}

/**
 * Flames of the Netherworld [tha] (only at long range, 1 blood burned to strike): `paidLongStrike`, the actor maneuvers
 * to long range and strikes with the card: 10 when the opponent went to torpor (1R aggravated) + the blood the actor
 * burned (1) + 100 when the card is offered at close range.
 */
function paidLongStrikeCase(def: CardDef, mi: number): FamilyCase {
  const m = def.modes[mi];
  return {
    family: 'paidLongStrike',
    expected: 11,
    run(strip) {
      const actor = testVampire('Test Actor', discsOf(m), [{ e: 'mod', stat: 'firstRoundManeuvers', n: 1, who: 'self' }]);
      const opp = testVampire('Test Opponent', {});
      const sc = new Scenario({
        seats: [{ ready: [{ card: actor.name, blood: 6 }], hand: [def.name] }, { ready: [{ card: opp.name, blood: 6 }] }],
        defs: [def, actor, opp],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const o = sc.uid(opp.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
      sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'range' && dec(x).seat === 0));
      const close = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      const outside = close.combat && dec(close).options.some((x) => x.id.split(':').includes(sc.uid(def.name, 0, 'hand'))) ? 100 : 0;
      sc.choose('optman');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'strikeA');
      sc.play(def.name, { mode: mi });
      sc.choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press' || x.combat.step === 'endRound');
      return (sc.s.cards[o].zone === 'torpor' ? 10 : 0) + 6 - sc.s.cards[a].blood + outside;
    },
  };
}

/** Scenarios of the cards of this family, by official id. */
export const COMBAT_ENDS_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Alpha Glint: [ani][for] strike: combat ends, [ANI][FOR] before range
  '100040': (def) => [endsCombatCase(def, 0, 'strikeA'), endsCombatCase(def, 1, 'preRange')],
  // Earthshock: [pot] strength ranged damage, [POT] strength+1, undodgeable, not against flight
  '100604': (def) => [undodgeableCase(def, 0, 2), undodgeableCase(def, 1, 3)],
  // Flames of the Netherworld: [tha] at long range, 1 blood burned to strike 1R aggravated
  '100741': (def) => [paidLongStrikeCase(def, 0)],
};
