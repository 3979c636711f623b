/**
 * The scenario family of a vampire's own ability cancelling the opposing minion's combat card as it is played (issue
 * 30 item 1; tests only; vtes-es 1.6.1.1; the effect `cancelOwn`, rules/cancel-own.ts: Watenda, Asguresh). Seat 0's
 * vampire (6 blood) bleeds; seat 1's younger test opponent (capacity and blood 4) blocks and plays a test strike card
 * costing 1 blood in the first round; seat 0 uses the ability. Measured: 1 when the test card is in the ash heap, + 10
 * for each blood the vampire burned, + 100 when the opponent paid the card's cost, + 1,000 when the opponent then
 * chooses its strike again. Stripped: the ability is not offered, the test card resolves (0). With `once: 'combat'` a
 * second test strike card of the same combat is not offered the ability (data/vampire-cancel-own.test.ts).
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { apply } from '../rules/kernel';
import { Scenario } from './scenario';
import { testLibraryCard } from './test-library-cards';
import { TEST_REFERENDUM } from './families-votes';
import { type FamilyCase, testVampire } from './test-vampire';

/** A strike card costing 1 blood: a hand strike at +3. */
export const OWN_CANCEL_BLOW: CardDef = {
  ...testLibraryCard('Test Cancelled Blow', 'Combat', { kind: 'combat', conditions: [], effects: [{ e: 'strike', s: 'hand', plus: 3 }] }),
  blood: 1,
  libKeywords: ['strike'],
};

export const OWN_CANCEL_FOE = testVampire('Test Cancel Foe', {}, [], 'Caitiff', { capacity: 4 });

type CancelOwn = Extract<Effect, { e: 'cancelOwn' }>;

/** Seat 0's vampire bleeds, seat 1's foe blocks and plays `cards` strike cards in turn; the state after each window. */
export function cancelOwnGame(def: CardDef, strip: boolean, cards = 1): { sc: Scenario; v: string; o: string; t: string[] } {
  const sc = new Scenario({
    seats: [
      { ready: [{ card: def.name, blood: 6 }] },
      { ready: [{ card: OWN_CANCEL_FOE.name, blood: 4 }], hand: Array(cards).fill(OWN_CANCEL_BLOW.name) },
    ],
    defs: [def, OWN_CANCEL_FOE, OWN_CANCEL_BLOW],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(def.name);
  const o = sc.uid(OWN_CANCEL_FOE.name, 1);
  const t = sc.s.seats[1].zones.hand.slice();
  sc.choose(`min:${v}`).choose(`bleed:${v}`).choose(`block:${o}`);
  return { sc, v, o, t };
}

/** The foe plays its test card `t`; true when the window then offers seat 0 the vampire's own cancel. */
export function playFoeCard(sc: Scenario, t: string, v: string): boolean {
  sc.s = passUntil(sc.s, (x) => !x.combat || (dec(x).seat === 1 && ids(x).some((y) => y.split(':').includes(t))));
  const play = ids(sc.s).find((y) => y.split(':').includes(t));
  if (!play) throw new Error(`scenario: the test card is not offered: ${ids(sc.s).join(' ')}`);
  sc.choose(play);
  return !!sc.s.cancelWin && dec(sc.s).seat === 0 && ids(sc.s).includes(`cancelp:${v}:${v}`);
}

function cancelOwnCase(def: CardDef, e: CancelOwn): FamilyCase {
  return {
    family: 'own ability: cancel the opposing minion combat card as it is played',
    expected: 1 + 10 * (e.paid === 'played' ? 1 : (e.cancel.blood ?? 0)) + (e.cancel.noCost ? 0 : 100) + 1000,
    run(strip) {
      const { sc, v, o, t } = cancelOwnGame(def, strip);
      if (playFoeCard(sc, t[0], v)) sc.choose(`cancelp:${v}:${v}`);
      sc.s = passUntil(sc.s, (x) => !x.cancelWin);
      let n = sc.s.cards[t[0]].zone === 'ash' ? 1 : 0;
      n += 10 * (Math.min(6, def.capacity ?? 6) - sc.s.cards[v].blood);
      n += 100 * (4 - sc.s.cards[o].blood);
      if (sc.s.combat && dec(sc.s).seat === 1 && dec(sc.s).kind === 'vtes.strike' && ids(sc.s).includes('hand')) n += 1000;
      return n;
    },
  };
}

/** A reaction card costing 1 blood: +1 vote in the polling (6.3.3). */
const VOTE_REACTION: CardDef = {
  ...testLibraryCard('Test Vote Reaction', 'Reaction', {
    kind: 'reaction',
    window: { polling: true },
    conditions: [],
    effects: [{ e: 'prims', do: [{ p: 'votes', n: 1 }] }],
  }),
  blood: 1,
};
const VOTER = testVampire('Test Reacting Voter', {}, [], 'Caitiff', { capacity: 4 });

/**
 * During a referendum the vampire calls (`calling`): seat 0's vampire (4 blood) calls the test referendum, seat 1's test
 * voter plays a reaction card for +1 vote, seat 0 cancels it. Measured: 1 when the card is cancelled, 10 for each
 * blood the vampire burned, 100 when the voter paid the card's cost. Stripped: the vote counts, nothing burned (100).
 */
function cancelReactionCase(def: CardDef, e: CancelOwn): FamilyCase {
  return {
    family: 'own ability: cancel a reaction card as it is played during its referendum',
    expected: 1 + 10 * (e.cancel.blood ?? 0) + (e.cancel.noCost ? 0 : 100),
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: def.name, blood: 4 }], hand: [TEST_REFERENDUM.name] },
          { ready: [{ card: VOTER.name, blood: 4 }], hand: [VOTE_REACTION.name] },
        ],
        defs: [def, VOTER, VOTE_REACTION, TEST_REFERENDUM],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const o = sc.uid(VOTER.name, 1);
      const h = sc.uid(VOTE_REACTION.name, 1, 'hand');
      sc.play(TEST_REFERENDUM.name, { by: def.name });
      sc.s = passUntil(sc.s, (x) => x.ref?.step === 'polling' && dec(x).seat === 1, 20);
      const vote = ids(sc.s).find((x) => x.startsWith('rvote:') && x.split(':').includes(h) && x.endsWith(':y'));
      if (!vote) throw new Error(`scenario: the test reaction is not offered: ${ids(sc.s).join(' ')}`);
      const blood = sc.s.cards[v].blood;
      sc.choose(vote);
      // the cancel is seen in what the answer did (the referendum may end at once once the card is gone)
      let cancelled = false;
      if (sc.s.cancelWin && dec(sc.s).seat === 0 && ids(sc.s).includes(`cancelp:${v}:${v}`)) {
        const r = apply(sc.s, 0, `cancelp:${v}:${v}`);
        cancelled = r.events.some((x) => x.type === 'vtes.cancelled');
        sc.s = r.state;
      }
      if (sc.s.cancelWin) sc.s = passUntil(sc.s, (x) => !x.cancelWin, 10);
      let n = cancelled ? 1 : 0;
      n += 10 * (blood - sc.s.cards[v].blood);
      n += 100 * (4 - sc.s.cards[o].blood);
      return n;
    },
  };
}

/** The cases of this family a vampire fits: its own ability cancelling a combat (or strike) card of the opposing minion. */
export function cryptCancelOwnCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => m.effects)
    .filter((e): e is CancelOwn => isKind(e, 'cancelOwn'))
    .filter((e) => !!e.cancel.opposing && e.cancel.what.some((w) => w === 'combat' || w === 'strike' || w === 'library') && !e.acting)
    .map((e) => cancelOwnCase(def, e))
    .concat(
      def.modes
        .flatMap((m) => m.effects)
        .filter((e): e is CancelOwn => isKind(e, 'cancelOwn') && !!e.calling && e.cancel.what.includes('reaction'))
        .map((e) => cancelReactionCase(def, e)),
    );
}
