/**
 * `moveBetween`: blood, equipment and retainers moved between two ready vampires of the user's (vtes-es 1.1.2, 6.1.3,
 * 6.1.4; Heidelberg Castle). The user picks the two vampires (one option per pair, pick `moveBetweenPair`), then, one at
 * a time, what moves (pick `moveBetween`): 1 blood onto either vampire from the other (while it has room under its
 * capacity), or an equipment or retainer card of either onto the other (one the other may hold, `cannotHold`), until
 * done. What moved one way does not come back the other way in the same use (blood keeps its first direction, a card
 * moves once), so the list of choices only shrinks. It asks picks: the last primitive of its ability.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import type { SeatId } from '../../../../engine/types';
import { attach, cardToCard } from '../../core/ops';
import { blood, cardName, readyVampires } from '../../core/queries';
import { setPick } from '../../core/steps';
import { capacityOf, defOf, type Ev, type VtesState } from '../../core/state';
import { cannotHold } from '../../core/no-carry';
import type { PrimDef } from './def';

/** What the use carries between its picks: the two vampires, the cards moved, the way blood went (the vampire it went to). */
export interface MoveBetweenData {
  readonly a: string;
  readonly b: string;
  readonly moved: readonly string[];
  readonly bloodTo?: string;
}

const carried = (s: VtesState, u: string) => {
  const t = defOf(s, u).types;
  return t.includes('Equipment') || t.includes('Retainer');
};

const ready = (s: VtesState, v: string, seat: SeatId) => s.cards[v]?.zone === 'ready' && s.cards[v].controller === seat;

/** Whether vampire `to` may take 1 blood from `from` now (it has room; blood has not gone the other way). */
function bloodMay(s: VtesState, d: MoveBetweenData, from: string, to: string): boolean {
  return blood(s, from) > 0 && blood(s, to) < capacityOf(s, to) && (d.bloodTo === undefined || d.bloodTo === to);
}

/** The cards on `from` that may move onto `to`: its equipment and retainers not yet moved, which `to` may hold. */
function cardsMay(s: VtesState, d: MoveBetweenData, from: string, to: string): string[] {
  return s.cards[from].attached.filter((u) => carried(s, u) && !d.moved.includes(u) && !cannotHold(s, u, to));
}

/** Asks the next move between the two vampires, or ends when nothing can move. */
function askNext(s: VtesState, seat: SeatId, d: MoveBetweenData): void {
  if (!ready(s, d.a, seat) || !ready(s, d.b, seat)) return;
  const o = [];
  for (const [from, to] of [
    [d.a, d.b],
    [d.b, d.a],
  ] as const) {
    if (bloodMay(s, d, from, to))
      o.push({
        id: PICK_OPTIONS.encode('r', { card: to }),
        label: 'moveBloodTo',
        params: { uid: to, from, label: { from: cardName(s, from), name: cardName(s, to) } },
      });
    for (const u of cardsMay(s, d, from, to))
      o.push({
        id: PICK_OPTIONS.encode('t', { card: u }),
        label: 'moveCardTo',
        params: { uid: u, label: { card: cardName(s, u), from: cardName(s, from), name: cardName(s, to) } },
      });
  }
  if (!o.length) return;
  o.push({ id: PICK_OPTIONS.encode('done', {}), label: 'noMore' });
  setPick(s, seat, 'moveBetween', o, { then: 'moveBetween', data: { ...d, moved: [...d.moved] } });
}

/** The two vampires chosen (pick `moveBetweenPair`, `a+b`): the moves are asked. */
export function moveBetweenPair(s: VtesState, seat: SeatId, pair: string): void {
  const [a, b] = pair.split('+');
  if (a === undefined || b === undefined) return;
  askNext(s, seat, { a, b, moved: [] });
}

/** One move answered (pick `moveBetween`): 1 blood onto vampire `to` (`blood`), or card `card` onto the other vampire; then the next. */
export function movedBetween(s: VtesState, seat: SeatId, d: MoveBetweenData, answer: { blood?: string; card?: string }, ev: Ev): void {
  if (!ready(s, d.a, seat) || !ready(s, d.b, seat)) return;
  const other = (v: string) => (v === d.a ? d.b : d.a);
  if (answer.blood !== undefined) {
    const to = answer.blood;
    const from = other(to);
    if (!bloodMay(s, d, from, to)) return;
    cardToCard(s, from, to, 1);
    ev.push({ type: 'vtes.bloodShifted', params: { from: cardName(s, from), name: cardName(s, to) }, rule: 'vtes-es:1.1.2' });
    return askNext(s, seat, { ...d, bloodTo: to });
  }
  const u = answer.card;
  if (u === undefined) return;
  const from = s.cards[u]?.host;
  if (from !== d.a && from !== d.b) return;
  const to = other(from);
  if (!cardsMay(s, d, from, to).includes(u)) return;
  attach(s, u, to);
  ev.push({
    type: 'vtes.passedOn',
    params: { card: cardName(s, u), from: cardName(s, from), name: cardName(s, to) },
    rule: 'vtes-es:1.1.2',
  });
  askNext(s, seat, { ...d, moved: [...d.moved, u] });
}

/** The pairs of the user's ready vampires between which something can move. */
function pairs(s: VtesState, seat: SeatId): [string, string][] {
  const vs = readyVampires(s, seat);
  const out: [string, string][] = [];
  const empty: MoveBetweenData = { a: '', b: '', moved: [] };
  for (let i = 0; i < vs.length; i++)
    for (let j = i + 1; j < vs.length; j++) {
      const [a, b] = [vs[i], vs[j]];
      if (bloodMay(s, empty, a, b) || bloodMay(s, empty, b, a) || cardsMay(s, empty, a, b).length || cardsMay(s, empty, b, a).length)
        out.push([a, b]);
    }
  return out;
}

export const moveBetweenPrim: PrimDef<'moveBetween'> = {
  run(s, _pr, c, ev) {
    void ev;
    const ps = pairs(s, c.seat);
    if (!ps.length) return;
    if (ps.length === 1) return moveBetweenPair(s, c.seat, ps[0].join('+'));
    setPick(
      s,
      c.seat,
      'moveBetweenPair',
      ps.map(([a, b]) => ({
        id: PICK_OPTIONS.encode('t', { card: `${a}+${b}` }),
        label: 'moveBetweenPair',
        params: { uid: a, target: b, label: { a: cardName(s, a), b: cardName(s, b) } },
      })),
      { then: 'moveBetweenPair', data: {} },
    );
  },
  possible: (s, _pr, c) => pairs(s, c.seat).length > 0,
  text: () => ({ key: 'prim.moveBetween', params: {} }),
  // blood and cards put where they serve: worth a little by itself
  botValue: () => 0.5,
};
