/**
 * Scenario families of combat cards changing damage (issue 29; tests only): aggravated hand strikes
 * (`aggHand`: "damage from this vampire's hand strikes is aggravated this round / for the rest of
 * combat", vtes-es 6.4.3, 6.4.6), prevention of non-aggravated damage only (`prevent { nonAgg }`,
 * 6.4.6) and of all the damage of the opposing strike, or strikes this round (`preventStrike`). Each is played through the engine's decisions by card names in the combat of a blocked bleed
 * between seat 0's test vampire holding the card and seat 1's blocking opponent.
 */
import type { CardDef, Mode } from '../schema/effects';
import type { Prim } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { blockedBleed, Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const plainReqs = (def: CardDef, m: Mode) => [...def.reqs, ...m.conditions].every((c) => c.r === 'disc');
const primsIn = (m: Mode): Prim[] => m.effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));
const actorFor = (def: CardDef, m: Mode) =>
  testVampire('Test Actor', discsOf(m), [{ e: 'mod', stat: 'combatPresses', n: 1, who: 'self' }], def.clan[0] ?? 'Caitiff');

/**
 * Aggravated hand strikes: the actor plays the card where it is offered (before range is determined,
 * or untimed before strikes are chosen) and, that round (or, for the rest of combat, in the next round
 * after both pass and the actor presses), strikes the opponent with its hand; the opponent does not
 * strike. The blood the opponent lost, +10 in torpor: aggravated damage a vampire cannot heal sends it
 * to torpor (6.4.6), the rest is blood burned. Stripped, the strike is normal damage healed with blood.
 */
function aggHandCase(def: CardDef, mi: number, m: Mode, strength: number, later: boolean): FamilyCase {
  const actor = actorFor(def, m);
  const opp = testVampire('Test Opponent', {});
  return {
    family: later ? 'aggravatedHandStrikes:combat' : 'aggravatedHandStrikes:round',
    expected: 10 + strength,
    run(strip) {
      const { sc, o } = blockedBleed(def, actor, opp, strip);
      const at = m.window?.combat === 'beforeRange' ? 'preRange' : 'preStrike';
      sc.s = passUntil(sc.s, (x) => x.combat?.step === at || !x.act);
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      if (later) {
        sc.choose('none').choose('none');
        const p = ids(sc.s).find((x) => x.startsWith('optpress'));
        if (!p) throw new Error('scenario: no press');
        sc.choose(p);
        sc.s = passUntil(sc.s, (x) => x.combat?.round === 2 && x.combat.step === 'strikeA');
      }
      sc.choose('hand');
      if (sc.s.combat && dec(sc.s).kind === 'vtes.strike') sc.choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      return 6 - sc.s.cards[o].blood + (sc.s.cards[o].zone === 'torpor' ? 10 : 0);
    },
  };
}

/** A card that makes its player's hand strikes aggravated this round (untimed: played before strikes). */
const CLAWS: CardDef = {
  id: 'test-claws',
  name: 'Test Claws',
  kind: 'library',
  types: ['Combat'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'combat', conditions: [], effects: [{ e: 'prims', do: [{ p: 'aggHand', for: 'round' }] }] }],
  automation: 'full',
};
/** A strength 3 opponent (with the test claws in hand when `agg`). */
const BRUTE = testVampire('Test Brute', {}, [{ e: 'mod', stat: 'strength', n: 2, who: 'self' }]);

/** Seat 0's test actor holding the card bleeds and seat 1's strength 3 brute (holding `oppCard`) blocks. */
function bruteBlocks(def: CardDef, m: Mode, oppCard: CardDef | undefined, strip: boolean) {
  const actor = actorFor(def, m);
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 6 }], hand: [def.name] },
      { ready: [{ card: BRUTE.name, blood: 6 }], hand: oppCard ? [oppCard.name] : [] },
    ],
    defs: [def, actor, BRUTE, ...(oppCard ? [oppCard] : [])],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  sc.choose(`min:${a}`)
    .choose(`bleed:${a}`)
    .choose(`block:${sc.uid(BRUTE.name, 1)}`);
  return { sc, a };
}

/**
 * The damage the card prevents of a strength 3 hand strike of the opponent (made aggravated with the
 * test claws when `agg`), the actor playing it as the damage is prevented (0 when it is not offered).
 * Aggravated damage a vampire cannot heal sends it to torpor and each further one burns a blood (6.4.6).
 */
function prevented(def: CardDef, mi: number, m: Mode, strip: boolean, agg: boolean): number {
  const { sc, a } = bruteBlocks(def, m, agg ? CLAWS : undefined, strip);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'preStrike' || x.combat?.step === 'strikeA');
  if (agg) {
    sc.s = passUntil(sc.s, (x) => dec(x).seat === 1 || x.combat?.step === 'strikeA');
    sc.play(CLAWS.name);
  }
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
  sc.choose('none').choose('hand');
  const card = sc.uid(def.name, 0, 'hand');
  if (!sc.s.combat || !dec(sc.s).options.some((x) => x.id.split(':').includes(card))) return 0;
  sc.play(def.name, { mode: mi });
  sc.s = passUntil(sc.s, (x) => !x.combat);
  const cost = typeof m.cost?.blood === 'number' ? m.cost.blood : 0;
  const lost = 6 - sc.s.cards[a].blood - cost;
  return 3 - (agg && sc.s.cards[a].zone === 'torpor' ? lost + 1 : lost);
}

/** The damage `def`'s mode `mi` prevents of a strength 3 hand strike, normal or (`agg`) aggravated (rulings-cards.test.ts). */
export const preventedOf = (def: CardDef, mi: number, agg: boolean): number => prevented(def, mi, def.modes[mi], false, agg);

/**
 * Prevention of non-aggravated damage only (6.4.6): the damage prevented of a strength 3 normal hand
 * strike, plus 100 times what it prevents of the same strike made aggravated (nothing).
 */
function nonAggCase(def: CardDef, mi: number, m: Mode, n: number): FamilyCase {
  return {
    family: 'preventNonAggravated',
    expected: Math.min(3, n),
    run: (strip) => prevented(def, mi, m, strip, false) + 100 * prevented(def, mi, m, strip, true),
  };
}

/** A card giving its player an additional strike (6.4.3), for the opponent of the prevention scenarios. */
export const EXTRA: CardDef = {
  ...CLAWS,
  id: 'test-extra',
  name: 'Test Extra',
  modes: [{ kind: 'combat', conditions: [], effects: [{ e: 'prims', do: [{ p: 'additionalStrike', limited: false }] }] }],
};

/**
 * Prevention of all the damage of the opposing strike (6.4.6): a strength 3 opponent strikes the actor
 * with its hand, the actor plays the card as the damage is prevented, then the opponent plays an
 * additional strike and strikes again with its hand the same round. The damage prevented of the first
 * strike, plus 10 times that of the second (the rest of the round: `rest`).
 */
function preventStrikeCase(def: CardDef, mi: number, m: Mode, rest: boolean): FamilyCase {
  return {
    family: rest ? 'preventStrike:round' : 'preventStrike',
    expected: rest ? 33 : 3,
    run(strip) {
      const { sc, a } = bruteBlocks(def, m, EXTRA, strip);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.choose('none').choose('hand');
      sc.play(def.name, { mode: mi });
      // the card's cost and the blood its effect burns
      const cost = (typeof m.cost?.blood === 'number' ? m.cost.blood : 0) + primsIn(m).reduce((k, p) => k + (p.p === 'move' ? p.n : 0), 0);
      const extra = sc.uid(EXTRA.name, 1, 'hand');
      sc.s = passUntil(sc.s, (x) => !x.combat || (dec(x).seat === 1 && dec(x).options.some((o) => o.id.split(':').includes(extra))));
      const first = 3 - (6 - sc.s.cards[a].blood - cost);
      if (!sc.s.combat) throw new Error('scenario: the combat ended');
      sc.play(EXTRA.name);
      sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.step === 'extraStrike' && dec(x).seat === 1));
      sc.choose('hand');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      return first + 10 * (3 - (6 - sc.s.cards[a].blood - cost - (3 - first)));
    },
  };
}

/**
 * Prevention of each round (6.4.6: "can prevent n damage each round"): the actor plays the card where it
 * is offered, then a strength 3 opponent strikes it with its hand in round 1 and (for the rest of the
 * combat: the actor presses) in round 2, the actor using its prevention point by point. The damage
 * prevented in round 1, plus 10 times that of round 2.
 */
function preventEachRoundCase(def: CardDef, mi: number, m: Mode, n: number, combat: boolean): FamilyCase {
  const actor = actorFor(def, m);
  const k = Math.min(3, n);
  return {
    family: combat ? 'preventEachRound:combat' : 'preventEachRound:round',
    expected: k + (combat ? 10 * k : 0),
    run(strip) {
      const { sc, a } = blockedBleed(def, actor, BRUTE, strip);
      const at = m.window?.combat === 'beforeRange' ? 'preRange' : 'preStrike';
      sc.s = passUntil(sc.s, (x) => x.combat?.step === at || !x.act);
      sc.play(def.name, { mode: mi });
      const round = (r: number): number => {
        sc.s = passUntil(sc.s, (x) => !x.combat || (x.combat.round === r && x.combat.step === 'strikeA'));
        if (!sc.s.combat) throw new Error('scenario: the combat ended');
        const before = sc.s.cards[a].blood;
        sc.choose('none').choose('hand');
        while (sc.s.combat && ids(sc.s).includes('guard')) sc.choose('guard');
        sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
        return 3 - (before - sc.s.cards[a].blood);
      };
      const first = round(1);
      if (!combat) return first;
      const p = ids(sc.s).find((x) => x.startsWith('optpress'));
      if (!p) throw new Error('scenario: no press');
      sc.choose(p);
      return first + 10 * round(2);
    },
  };
}

/** A strength 3 acting minion with 1 stealth: an intercept card is needed to block it. */
const STALKER = testVampire('Test Stalker', {}, [
  { e: 'mod', stat: 'strength', n: 2, who: 'self' },
  { e: 'mod', stat: 'stealth', n: 1, who: 'self' },
]);

/**
 * A reaction giving its blocker prevention in the first round of the resulting combat: a strength 3
 * acting minion with 1 stealth bleeds, the reactor blocks and plays the card, then takes the acting minion's hand
 * strike in round 1 and uses its prevention point by point; the damage prevented.
 */
function blockGuardCase(def: CardDef, mi: number, m: Mode, n: number): FamilyCase {
  const reactor = testVampire('Test Reactor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  return {
    family: 'preventEachRound:ifBlocks',
    expected: Math.min(3, n),
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: STALKER.name, blood: 6 }] }, { ready: [{ card: reactor.name, blood: 6 }], hand: [def.name] }],
        defs: [def, reactor, STALKER],
        strip: strip ? [def.name] : [],
      });
      const r = sc.uid(reactor.name, 1);
      sc.choose(`min:${sc.uid(STALKER.name)}`)
        .choose(`bleed:${sc.uid(STALKER.name)}`)
        .choose(`block:${r}`);
      const card = sc.uid(def.name, 1, 'hand');
      sc.s = passUntil(sc.s, (x) => !x.act || (dec(x).seat === 1 && dec(x).options.some((o) => o.id.split(':').includes(card))));
      sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act || x.combat?.step === 'strikeA');
      if (!sc.s.combat) throw new Error('scenario: no combat');
      const before = sc.s.cards[r].blood;
      sc.choose('hand').choose('none');
      while (sc.s.combat && ids(sc.s).includes('guard')) sc.choose('guard');
      sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.step === 'press');
      return 3 - (before - sc.s.cards[r].blood);
    },
  };
}

/** The families a card's combat modes fit: aggravated hand strikes, prevention of non-aggravated damage. */
export function damageFamilyCases(def: CardDef): FamilyCase[] {
  const out: FamilyCase[] = [];
  def.modes.forEach((m, mi) => {
    const guard = primsIn(m).find((p) => p.p === 'preventEachRound' && p.ifBlocks);
    if (m.kind === 'reaction' && guard?.p === 'preventEachRound' && plainReqs(def, m) && primsIn(m).length === 1)
      out.push(blockGuardCase(def, mi, m, guard.n));
    if (m.kind !== 'combat' || m.if || !plainReqs(def, m) || !m.effects.every((e) => isKind(e, 'prims') || isKind(e, 'noReplace'))) return;
    const ps = primsIn(m);
    const agg = ps.find((p) => p.p === 'aggHand');
    const rest = ps.filter((p) => p.p !== 'aggHand');
    if (agg?.p === 'aggHand' && rest.every((p) => (p.p === 'strength' && !p.set && !p.for) || (p.p === 'move' && p.to === 'bank')))
      out.push(
        aggHandCase(
          def,
          mi,
          m,
          rest.reduce((k, p) => k + (p.p === 'strength' ? p.n : 0), 0),
          agg.for === 'combat',
        ),
      );
    if (ps.length === 1 && ps[0].p === 'prevent' && ps[0].nonAgg) out.push(nonAggCase(def, mi, m, ps[0].n));
    const each = ps.find((p) => p.p === 'preventEachRound');
    if (each?.p === 'preventEachRound' && ps.every((p) => p === each || p.p === 'strength' || p.p === 'press'))
      out.push(preventEachRoundCase(def, mi, m, each.n, each.for === 'combat'));
    const ofStrike = ps.find((p) => p.p === 'preventStrike');
    if (ofStrike?.p === 'preventStrike' && ps.every((p) => p === ofStrike || (p.p === 'move' && p.from === 'minion' && p.to === 'bank')))
      out.push(preventStrikeCase(def, mi, m, ofStrike.rest === 'round'));
  });
  return out;
}
