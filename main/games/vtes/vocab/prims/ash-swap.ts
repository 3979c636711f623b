/**
 * `ashSwap { req }`: the user exchanges one card of the hand for one card of the ash heap requiring what `req` names
 * (`anarch`: a card whose requirements name the anarch sect or the baron title, alone or among alternatives;
 * Garibaldi-Meucci Museum: ANK 20250320, LSJ 20080603, LSJ 20050128). The ash heap card is picked first (it is public),
 * then the hand card that goes to the ash heap (vtes-es 1.1.2, 1.6.1.2: the hand keeps its size). Possible while the
 * ash heap holds such a card and the hand a card.
 */
import type { SeatId } from '../../../../engine/types';
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { moveTo } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import { defOf, type Ev, type VtesState } from '../../core/state';
import type { CardDef } from '../../schema/effects';
import type { PrimDef } from './def';

/** Whether card `d` requires an anarch: a requirement naming the anarch sect (or among its sects) or a baron. */
export function requiresAnarch(d: CardDef): boolean {
  const reqs = [...d.reqs, ...d.modes.flatMap((m) => m.conditions)];
  return reqs.some(
    (r) =>
      (r.r === 'sect' && r.sect === 'anarch') ||
      (r.r === 'sects' && r.sects.includes('anarch')) ||
      (r.r === 'title' && r.titles.includes('baron')),
  );
}

/** Whether card `d` is a master card (`ashSwap { req: 'master' }`: Anthelios, The Red Star). */
const isMaster = (d: CardDef): boolean => d.types.includes('Master');

/**
 * The library cards of `seat`'s ash heap requiring an anarch (or master cards, or any library card: `any`, Carlotta
 * Giovanni), one per card id (cards of one name are the same card).
 */
function ashCards(s: VtesState, seat: SeatId, master = false, any = false): string[] {
  const seen = new Set<string>();
  return s.seats[seat].zones.ash.filter((u) => {
    const d = defOf(s, u);
    if (d.kind !== 'library' || seen.has(d.id) || !(any || (master ? isMaster(d) : requiresAnarch(d)))) return false;
    seen.add(d.id);
    return true;
  });
}

const cardOption = (s: VtesState, u: string) => ({
  id: PICK_OPTIONS.encode('t', { card: u }),
  label: 'target',
  params: { uid: u, label: { name: cardName(s, u) } },
});

/** The ash heap card `ash` is chosen: `seat` is asked for the hand card it replaces. */
export function ashSwapChosen(s: VtesState, seat: SeatId, ash: string, master = false): void {
  setPick(
    s,
    seat,
    'ashSwapHand',
    s.seats[seat].zones.hand.filter((u) => !master || isMaster(defOf(s, u))).map((u) => cardOption(s, u)),
    { then: 'ashSwapHand', data: master ? { ash, master } : { ash } },
  );
}

/** The exchange: `hand` to the ash heap, `ash` to the hand (both public: the ash heap is). */
export function ashSwapped(s: VtesState, seat: SeatId, ash: string, hand: string, ev: Ev): void {
  moveTo(s, hand, 'ash', seat);
  moveTo(s, ash, 'hand', seat);
  ev.push({ type: 'vtes.ashSwap', params: { seat, card: cardName(s, ash), other: cardName(s, hand) }, rule: 'vtes-es:1.1.2' });
}

export const ashSwapPrim: PrimDef<'ashSwap'> = {
  run(s, pr, c) {
    const master = pr.req === 'master';
    setPick(
      s,
      c.seat,
      'ashSwap',
      ashCards(s, c.seat, master, pr.req === 'any').map((u) => cardOption(s, u)),
      { then: 'ashSwap', data: master ? { master } : {} },
    );
  },
  possible: (s, pr, c) => {
    const master = pr.req === 'master';
    const hand = s.seats[c.seat].zones.hand;
    return (master ? hand.some((u) => isMaster(defOf(s, u))) : hand.length > 0) && ashCards(s, c.seat, master, pr.req === 'any').length > 0;
  },
  text: (pr) => ({ key: `prim.ashSwap_${pr.req}`, params: {} }),
  // a better hand: a little
  botValue: () => 0.5,
};
