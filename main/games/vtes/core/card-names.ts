/**
 * The names the log and the options give cards (issue 34 §3): a card in play whose name another card in play shares
 * carries its number among them, as the table draws it; and the two log lines of something done to a card of a
 * Methuselah's uncontrolled region (named for its owner, counted by its place for the others). Read-only.
 */
import type { GameEvent, SeatId } from '../../../engine/types';
import { nameOf } from './ops';
import { type Ev, uidsOfCid, type VtesState } from './state';
import { defsIndex } from './defs-index';

/**
 * The log of something done to a card of `seat`'s uncontrolled region (issue 34 §3): `type + 'Self'`
 * for that Methuselah, who sees the card, with its name; `type` for the others, to whom it is face
 * down, with its place in the region counted from 1 as its back is drawn in that Methuselah's panel.
 */
export function ownerLog(
  s: VtesState,
  seat: SeatId,
  v: string,
  type: string,
  params: Record<string, unknown>,
  rule: string | undefined,
  ev: Ev,
): void {
  const others: SeatId[] = [];
  for (let i = 0; i < s.seats.length; i++) if (i !== seat) others.push(i);
  // (built member by member, in the order the log and the digest read them: asked at every transfer)
  const own: GameEvent = {
    type: `${type}Self`,
    params: Object.assign({}, params, { seat, uid: v, name: cardName(s, v) }),
    visibleTo: [seat],
  };
  const theirs: GameEvent = {
    type,
    params: Object.assign({}, params, { seat, pos: s.seats[seat].zones.uncontrolled.indexOf(v) + 1 }),
    visibleTo: others,
  };
  if (rule) own.rule = theirs.rule = rule;
  ev.push(own, theirs);
}

const NUMBERED_ZONES = ['ready', 'torpor', 'play'] as const;

/**
 * The name the log and the options give a card: a card in play whose name another card in play
 * shares carries its number among them, "Mr. Winthrop (2)", counted in the order the table draws
 * them (seat by seat; ready region, torpor, other cards in play, each followed by the cards on it),
 * the numbers the table shows (renderer/table/vtes/copies.ts, issue 34 §3); any other card, its name.
 */
export function cardName(s: VtesState, uid: string): string {
  const name = nameOf(s, uid);
  const zone = s.cards[uid]?.zone;
  if (zone !== 'ready' && zone !== 'torpor' && zone !== 'play' && zone !== 'attached') return name;
  // no other card of that name in play (by the ids of that name, defs-index.ts): no number, no walk of the table
  if (!namesakeInPlay(s, uid, name)) return name;
  let same = 0;
  let mine = 0;
  const visit = (x: string) => {
    if (nameOf(s, x) === name) {
      same++;
      if (x === uid) mine = same;
    }
    for (const a of s.cards[x].attached) visit(a);
  };
  for (const seat of s.seats) for (const z of NUMBERED_ZONES) for (const x of seat.zones[z]) visit(x);
  return same > 1 && mine ? `${name} (${mine})` : name;
}

/**
 * Whether a card other than `uid` with name `name` may be in play: one of the game's cards with an id of that
 * name, in a play region or on a card (a merged version keeps its vampire's name, 7: it is one of them).
 */
function namesakeInPlay(s: VtesState, uid: string, name: string): boolean {
  const cids = defsIndex(s).named.get(name);
  if (!cids) return true;
  for (const cid of cids)
    for (const u of uidsOfCid(s, cid)) {
      if (u === uid) continue;
      const z = s.cards[u].zone;
      if (z === 'ready' || z === 'torpor' || z === 'play' || z === 'attached') return true;
    }
  return false;
}

/**
 * `cardName` for many cards of one state: the table is walked once (the numbers of every name in
 * play), then each name is a lookup; the same names as `cardName` (a list of options naming every
 * card in play would walk the table once per card). Valid for `s` as it is now (read it at once).
 */
export function cardNamer(s: VtesState): (uid: string) => string {
  const count = new Map<string, number>();
  const nth = new Map<string, number>();
  const visit = (x: string) => {
    const name = nameOf(s, x);
    const k = (count.get(name) ?? 0) + 1;
    count.set(name, k);
    nth.set(x, k);
    for (const a of s.cards[x].attached) visit(a);
  };
  for (const seat of s.seats) for (const z of NUMBERED_ZONES) for (const x of seat.zones[z]) visit(x);
  return (uid) => {
    const name = nameOf(s, uid);
    const zone = s.cards[uid]?.zone;
    if (zone !== 'ready' && zone !== 'torpor' && zone !== 'play' && zone !== 'attached') return name;
    const mine = nth.get(uid) ?? 0;
    return (count.get(name) ?? 0) > 1 && mine ? `${name} (${mine})` : name;
  };
}
