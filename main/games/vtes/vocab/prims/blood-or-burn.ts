/**
 * `bloodOrBurn { n, who }`: the vampire of the use burns n blood; with fewer than n, it is burned instead (vtes-es 1.1.2
 * "Quemar"; Fear of Mekhet in its bearer's unlock phase). A card no longer in play does nothing.
 * With `burn: 'self'` the card of the use is what burns instead, and its controller chooses (a pick) while the vampire
 * has the blood: the blood, or the card (a retainer kept for its employer's blood each unlock phase: Robert Carter).
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { burnBlood, burnCard } from '../../core/ops';
import { cardName } from '../../core/queries';
import { setPick } from '../../core/steps';
import type { Ev, VtesState } from '../../core/state';
import { type PrimDef, whoUid } from './def';

const inPlay = (s: VtesState, u: string): boolean => s.cards[u]?.zone === 'ready' || s.cards[u]?.zone === 'torpor';

/** The answer (the pick's continuation, rules/picks.ts): the vampire's blood burned, or (`keep` false) the card `self` burned. */
export function bloodOrBurnChosen(
  s: VtesState,
  keep: boolean,
  data: { readonly self: string; readonly minion: string; readonly n: number },
  ev: Ev,
): void {
  const { self, minion, n } = data;
  if (!keep || !inPlay(s, minion) || s.cards[minion].blood < n) {
    if (s.cards[self] && ['attached', 'play', 'ready'].includes(s.cards[self].zone)) burnCard(s, self, ev, 'vtes-es:1.1.2');
    return;
  }
  burnBlood(s, minion, n);
  ev.push({ type: 'vtes.bloodBurned', params: { name: cardName(s, minion), n }, rule: 'vtes-es:1.1.2' });
}

export const bloodOrBurnPrim: PrimDef<'bloodOrBurn'> = {
  run(s, pr, c, ev) {
    const u = whoUid(c, pr.who);
    const card = s.cards[u];
    if (!card || !inPlay(s, u)) return;
    if (pr.burn === 'self') {
      const data = { self: c.source, minion: u, n: pr.n };
      if (card.blood < pr.n) return bloodOrBurnChosen(s, false, data, ev);
      const label = { n: pr.n, name: cardName(s, u), card: cardName(s, c.source) };
      return setPick(
        s,
        c.seat,
        'bloodOrBurn',
        [
          { id: PICK_OPTIONS.encode('goOn', {}), label: 'bloodOrBurnBlood', params: { label } },
          { id: PICK_OPTIONS.encode('pass', {}), label: 'bloodOrBurnCard', params: { label } },
        ],
        { then: 'bloodOrBurn', data },
      );
    }
    if (card.blood < pr.n) return burnCard(s, u, ev, 'vtes-es:1.1.2');
    burnBlood(s, u, pr.n);
    ev.push({ type: 'vtes.bloodBurned', params: { name: cardName(s, u), n: pr.n }, rule: 'vtes-es:1.1.2' });
  },
  text: (pr) => ({ key: pr.burn === 'self' ? 'prim.bloodOrBurn_self' : 'prim.bloodOrBurn', params: { n: pr.n } }),
  // blood of the vampire of the use, or that vampire (or the card) itself: a loss to its controller, the user
  botValue: (pr) => -pr.n / 2,
};
