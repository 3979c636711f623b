/**
 * Scenario families of a vampire's own uses on hands (issue 30 item 1; tests only): Edward Neally's two, Uchenna's
 * master phase burn (below).
 * - A directed action of its own at the prey's hand (`action.methuselah: 'prey'`, 6.2.1; the primitive `lookHand`,
 *   vocab/prims/look-hand.ts, vtes-es 1.1.2): three Methuselahs, the prey (seat 1, no minion) and seat 2 holding cards;
 *   the vampire takes the action. Measured: 100 when no such action is offered at seat 2, 10 when one log line visible to
 *   the vampire's Methuselah alone names the prey's hand, 1 when nothing left that hand. Stripped, no action is offered.
 * - A master phase use for +N hand size this turn (the primitive `handSize { for: 'turn' }`, vtes-es 1.6.1.2, 5): the
 *   use is taken in the master phase. Measured: the hand's size after it (seven cards and N more drawn). Stripped: seven.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { apply } from '../rules/kernel';
import type { GameEvent } from '../../../engine/types';
import type { VtesState } from '../core/state';
import { dec, ids } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';

/** Passes until no action is under way, keeping the events. */
function passCollecting(s0: VtesState, first: readonly GameEvent[]): { s: VtesState; events: GameEvent[] } {
  let s = s0;
  const events: GameEvent[] = [...first];
  for (let i = 0; i < 60 && s.act; i++) {
    const o = ids(s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x));
    if (!o) throw new Error(`cannot pass in ${dec(s).kind}: ${ids(s).join(' ')}`);
    const r = apply(s, dec(s).seat, o);
    s = r.state;
    events.push(...r.events);
  }
  return { s, events };
}

const HAND = ['Blood Doll', 'Blood Doll', 'Blood Doll'];

const preyHandCase = (def: CardDef): FamilyCase => ({
  family: "vampire's own directed action looking at the prey's hand",
  expected: 111,
  run(strip) {
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: 3 }] }, { hand: HAND }, { hand: HAND }],
      defs: [def],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    sc.choose(`min:${v}`);
    const at = (seat: number) => dec(sc.s).options.find((x) => x.id.startsWith(`useAt:${v}:`) && x.id.endsWith(`:${seat}`));
    if (!at(1)) throw new Error(`scenario: ${def.name} offers no action at its prey`);
    const notOthers = at(2) ? 0 : 100;
    const before = [...sc.s.seats[1].zones.hand];
    // nobody can block: the action may resolve as it is announced
    const r = apply(sc.s, 0, at(1)!.id);
    const { s, events } = passCollecting(r.state, r.events);
    const seen = events.find((e) => e.type === 'vtes.handSeen');
    const only = seen?.visibleTo?.length === 1 && seen.visibleTo[0] === 0 && seen.params?.seat === 2 && seen.params?.n === HAND.length;
    const kept = s.seats[1].zones.hand.length === before.length && before.every((h) => s.seats[1].zones.hand.includes(h));
    return notOthers + (only ? 10 : 0) + (kept ? 1 : 0);
  },
});

const masterHandCase = (def: CardDef, n: number): FamilyCase => ({
  family: "vampire's own master phase use for more hand size this turn",
  expected: 7 + n,
  run(strip) {
    const sc = new Scenario({
      phase: 'master',
      seats: [{ ready: [{ card: def.name, blood: 3 }] }, {}],
      defs: [def],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    const o = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(v));
    if (o) sc.choose(o.id);
    return sc.s.seats[0].zones.hand.length;
  },
});

const abilities = (def: CardDef): Ability[] => def.modes.flatMap((m) => m.effects.filter((e) => isKind(e, 'ability')) as Ability[]);

/** The cases of these families a vampire fits. */
export function cryptLookHandCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const out: FamilyCase[] = [];
  for (const a of abilities(def)) {
    if (a.window === 'action' && a.action?.methuselah === 'prey' && a.effects.length === 1 && a.effects[0].p === 'lookHand')
      out.push(preyHandCase(def));
    const p = a.effects[0];
    if (a.window === 'master' && a.effects.length === 1 && p.p === 'handSize' && p.for === 'turn') out.push(masterHandCase(def, p.n));
  }
  return out;
}

/**
 * A master phase use burning a hand card of the user's choice, then drawing up (`discardChosen { burn }`, vtes-es 1.1.2,
 * 1.6.1.2: Uchenna): the vampire's Methuselah holds a test card and six Blood Dolls; the use is taken, the test card
 * chosen. Measured: 100 when it is in the ash heap, 10 when a log line says it was burned, 1 when the hand is seven again.
 * Stripped, no use is offered (0).
 */
const burnHandCase = (def: CardDef): FamilyCase => ({
  family: "vampire's own master phase burn of a hand card, then draw up",
  expected: 111,
  run(strip) {
    const sc = new Scenario({
      phase: 'master',
      seats: [{ ready: [{ card: def.name, blood: 3 }], hand: ['Govern the Unaligned', ...Array<string>(6).fill('Blood Doll')] }, {}],
      defs: [def],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    const card = sc.uid('Govern the Unaligned', 0, 'hand');
    const o = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(v));
    if (!o) return 0;
    sc.choose(o.id);
    const pick = dec(sc.s).options.find((x) => x.params?.card === card);
    if (!pick) return 0;
    const r = apply(sc.s, 0, pick.id);
    const burned = r.events.some((e) => e.type === 'vtes.handBurned');
    return (r.state.cards[card].zone === 'ash' ? 100 : 0) + (burned ? 10 : 0) + (r.state.seats[0].zones.hand.length === 7 ? 1 : 0);
  },
});

/** The cases of the hand-burn family a vampire fits. */
export function cryptHandBurnCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return abilities(def).some(
    (a) => a.window === 'master' && a.effects.length === 1 && a.effects[0].p === 'discardChosen' && a.effects[0].burn,
  )
    ? [burnHandCase(def)]
    : [];
}
