/**
 * Scenarios of the combat cards cancelling the opposing minion's combat card as it is played (issue 29, h-combat,
 * thirteenth session; tests only; vtes-es 1.6.1.1, 1.6.3.7, 6.4.3): the cancel window's kinds `strike`, `grapple`,
 * `frenzy` and `strikeLimit` (a card restricting the choice of strikes: core/cancel-window.ts), played by a minion in
 * the combat (Charismatic Aura, Anticipation, The Jones, Disengage, Groundfighting, Invoking the Beast, Devil-Channel:
 * Hands), and the primitive `noStrikeCards` (Thoughts Betrayed [DOM]).
 * - `cancelCombatCard`: seat 0's test actor (the mode's Disciplines, an anarch when the card requires one, 6 blood)
 *   holds the card and bleeds; seat 1's younger test opponent (capacity and blood 4) blocks and plays a test combat card of the
 *   kind the card cancels (a strike card costing 1 blood, a grapple costing 1 blood, a frenzy, a card barring strike
 *   cards); seat 0 cancels it. Measured: 1 when the test card is in the ash heap without effect, + 10 for each blood
 *   the actor burned (the card's cost and the cancel's), + 100 when the opponent paid the cancelled card's cost, + 1,000 when the opponent then chooses
 *   its strike again. Stripped: the card is not offered, the test card resolves (0).
 * - `noStrikeCards`: the actor plays the card before range in the first round; the opponent holds a test strike card.
 *   Measured: 1 when the opponent's strike step offers a hand strike but not the strike card. Stripped: 0.
 */
import type { CardDef, Mode } from '../schema/effects';
import type { CancelWhat } from '../schema/schema';
import { primsOf } from '../schema/modes';
import { primWhere } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { testLibraryCard } from './action-scenarios';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));

/** A strike card costing 1 blood: a hand strike at +3. */
const BLOW: CardDef = {
  ...testLibraryCard('Test Blow', 'Combat', { kind: 'combat', conditions: [], effects: [{ e: 'strike', s: 'hand', plus: 3 }] }),
  blood: 1,
  libKeywords: ['strike'],
};
/** A grapple costing 1 blood: only hand strikes this round (6.4.3). */
const GRAPPLE: CardDef = {
  ...testLibraryCard('Test Grapple', 'Combat', {
    kind: 'combat',
    window: { combat: 'closeBeforeStrikes' },
    conditions: [],
    effects: [{ e: 'prims', do: [{ p: 'strikeOnly', kind: 'hand' }] }],
  }),
  blood: 1,
  libKeywords: ['grapple'],
};
/** A frenzy played before range: +2 strength this round. */
const FRENZY: CardDef = {
  ...testLibraryCard('Test Frenzy', 'Combat', {
    kind: 'combat',
    window: { combat: 'beforeRange' },
    conditions: [],
    effects: [{ e: 'prims', do: [{ p: 'strength', n: 2, for: 'round' }] }],
  }),
  libKeywords: ['frenzy'],
};
/** A card barring the opposing minion's strike cards for the combat, played before range (a restriction of strikes). */
const BETRAYAL: CardDef = testLibraryCard('Test Betrayal', 'Combat', {
  kind: 'combat',
  window: { combat: 'beforeRange' },
  conditions: [],
  effects: [{ e: 'prims', do: [{ p: 'noStrikeCards', who: 'opponent' }] }],
});

function testCardFor(what: readonly CancelWhat[]): CardDef | null {
  if (what.includes('strike')) return BLOW;
  if (what.includes('grapple')) return GRAPPLE;
  if (what.includes('frenzy')) return FRENZY;
  if (what.includes('strikeLimit')) return BETRAYAL;
  return null;
}

function cancelCombatCardCase(def: CardDef, mi: number, m: Mode, card: CardDef): FamilyCase {
  const c = m.window!.cancel!;
  const anarch = def.reqs.some((r) => r.r === 'sect' && r.sect === 'anarch');
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff', anarch ? { sect: 'anarch' } : {});
  const opp = testVampire('Test Striker', {}, [], 'Caitiff', { capacity: 4 });
  const strike = card === BLOW;
  return {
    family: 'cancelCombatCard',
    expected:
      1 +
      10 * ((c.blood ?? 0) + (typeof def.blood === 'number' ? def.blood : 0)) +
      (c.noCost || !card.blood ? 0 : 100) +
      (strike ? 1000 : 0),
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 6 }], hand: [def.name] },
          { ready: [{ card: opp.name, blood: 4 }], hand: [card.name] },
        ],
        defs: [def, actor, opp, card],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const o = sc.uid(opp.name, 1);
      const t = sc.uid(card.name, 1, 'hand');
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
      sc.s = passUntil(sc.s, (x) => !x.combat || (dec(x).seat === 1 && ids(x).some((y) => y.split(':').includes(t))));
      const play = ids(sc.s).find((y) => y.split(':').includes(t));
      if (!play) throw new Error(`scenario: the test card is not offered: ${ids(sc.s).join(' ')}`);
      sc.choose(play);
      const mine = sc.uid(def.name, 0, 'hand');
      if (sc.s.cancelWin && dec(sc.s).seat === 0 && ids(sc.s).some((y) => y.split(':').includes(mine))) sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.cancelWin);
      let n = sc.s.cards[t].zone === 'ash' && !(sc.s.combat?.lasting ?? []).some((l) => l.uid === o) ? 1 : 0;
      n += 10 * (6 - sc.s.cards[a].blood);
      n += 100 * (4 - sc.s.cards[o].blood);
      if (strike && sc.s.combat && dec(sc.s).seat === 1 && dec(sc.s).kind === 'vtes.strike' && ids(sc.s).includes('hand')) n += 1000;
      return n;
    },
  };
}

function noStrikeCardsCase(def: CardDef, mi: number, m: Mode): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m));
  const opp = testVampire('Test Striker', {});
  return {
    family: 'noStrikeCards',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 6 }], hand: [def.name] },
          { ready: [{ card: opp.name, blood: 6 }], hand: [BLOW.name] },
        ],
        defs: [def, actor, opp, BLOW],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const o = sc.uid(opp.name, 1);
      const b = sc.uid(BLOW.name, 1, 'hand');
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
      sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'preRange' && dec(x).seat === 0));
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.combat || (dec(x).seat === 1 && dec(x).kind === 'vtes.strike'));
      if (!sc.s.combat) return 0;
      const offered = ids(sc.s).some((y) => y.split(':').includes(b));
      return ids(sc.s).includes('hand') && !offered ? 1 : 0;
    },
  };
}

/** The cases of a card's cancelling modes and of its `noStrikeCards` (also played for Bollix [pre]: testing/families-fortitude-proof.ts). */
export function cancelStrikeCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) => {
    const out: FamilyCase[] = [];
    const c = m.window?.cancel;
    const card = c && m.kind === 'combat' && (c.opposing || c.reflex) ? testCardFor(c.what) : null;
    if (card) out.push(cancelCombatCardCase(def, mi, m, card));
    if (primsOf(m.effects).some(primWhere('noStrikeCards', () => true))) out.push(noStrikeCardsCase(def, mi, m));
    return out;
  });
}

/** Groundfighting, Charismatic Aura, Anticipation, The Jones, Disengage, Invoking the Beast, Devil-Channel: Hands, Thoughts Betrayed. */
export const CANCEL_STRIKE_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = Object.fromEntries(
  ['100861', '100333', '102350', '101023', '100554', '101006', '100539', '101976'].map((id) => [id, cancelStrikeCases]),
);
