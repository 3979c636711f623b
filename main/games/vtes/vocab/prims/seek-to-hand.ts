/**
 * `seekToHand { type?, name?, notClass?, gehenna? }`: the user may search its library for a card of a type (its data's card
 * type (a Gehenna event with `gehenna`): "a minion card" is an ally, "an equipment card"), or of a name ("a card named Giant's Blood"), not of a class
 * ("a non-location equipment"), reveal it and move it to the hand; the library is shuffled after and the hand
 * discarded down to its size (vtes-es 1.6.1.2; Mistress Fanchon, Sakhar, Cristos Mantigo, Dan Murdock). Asked next
 * (pick `cardSearch`, one option per card name, or none); the card taken is named to everybody (revealed).
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import type { SeatId } from '../../../../engine/types';
import { moveTo, shuffleZone } from '../../core/ops';
import { cardName } from '../../core/queries';
import { fixHand, setPick } from '../../core/steps';
import { defOf, type Ev, type VtesState } from '../../core/state';
import type { PrimOf } from '../../schema/prim-records';
import type { PrimDef, TextRef } from './def';

/** Whether library card `u` is one the record seeks. */
function fits(s: VtesState, u: string, pr: PrimOf<'seekToHand'>): boolean {
  const d = defOf(s, u);
  if (pr.type && !d.types.includes(pr.type)) return false;
  if (pr.name && d.name !== pr.name) return false;
  if (pr.gehenna && !d.gehenna) return false;
  return !pr.notClass || !(d.classes ?? []).includes(pr.notClass);
}

/** One option per card name of the user's library the record seeks (the library's order stays hidden). */
function choices(s: VtesState, seat: SeatId, pr: PrimOf<'seekToHand'>) {
  const seen = new Set<string>();
  const out: { id: string; label: string; params: { label: { card: string } } }[] = [];
  for (const u of s.seats[seat].zones.library)
    if (!seen.has(s.cards[u].cid) && fits(s, u, pr)) {
      seen.add(s.cards[u].cid);
      out.push({ id: PICK_OPTIONS.encode('lib', { cid: s.cards[u].cid }), label: 'cardTake', params: { label: { card: cardName(s, u) } } });
    }
  return out;
}

export const seekToHandPrim: PrimDef<'seekToHand'> = {
  run(s, pr, c) {
    const options = choices(s, c.seat, pr);
    if (options.length)
      setPick(s, c.seat, 'cardSearch', [...options, { id: PICK_OPTIONS.encode('none', {}), label: 'noCard' }], {
        then: 'seekToHand',
        data: {},
      });
  },
  text: (pr): TextRef =>
    pr.name
      ? { key: 'prim.seekToHand_name', params: { name: pr.name } }
      : {
          key: `prim.seekToHand_${(pr.type ?? 'card').toLowerCase()}${pr.gehenna ? '_gehenna' : ''}${pr.notClass ? `_not_${pr.notClass}` : ''}`,
          params: {},
        },
  // a card of the library to the hand: a card's worth
  botValue: () => 1,
};

/** The answer to `seekToHand` (picks.ts): the card of that id leaves the library for the hand, revealed; shuffle, discard down. */
export function cardSought(s: VtesState, seat: SeatId, cid: string, ev: Ev): void {
  const card = s.seats[seat].zones.library.find((u) => s.cards[u].cid === cid);
  if (card === undefined) return;
  moveTo(s, card, 'hand', seat);
  ev.push({ type: 'vtes.cardSought', params: { seat, card: cardName(s, card) }, rule: 'vtes-es:1.6.1.2', reveals: true });
  shuffleZone(s, seat, 'library');
  ev.push({ type: 'vtes.shuffle', params: { seat }, reveals: true });
  fixHand(s, seat, ev);
}
