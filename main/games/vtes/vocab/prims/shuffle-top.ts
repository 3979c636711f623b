/**
 * `shuffleTop { n }`: the user looks at the top n cards of the library (each named to that Methuselah only), then
 * shuffles those n cards, the rest of the library staying in place (vtes-es 1.1.2; Anatole's master phase).
 */
import { shuffleZone } from '../../core/ops';
import { cardName } from '../../core/queries';
import { type PrimDef } from './def';

export const shuffleTopPrim: PrimDef<'shuffleTop'> = {
  run(s, pr, c, ev) {
    const top = s.seats[c.seat].zones.library.slice(0, pr.n);
    for (const u of top) ev.push({ type: 'vtes.topSeen', params: { seat: c.seat, name: cardName(s, u) }, visibleTo: [c.seat] });
    shuffleZone(s, c.seat, 'library', top.length);
    ev.push({ type: 'vtes.shuffleTop', params: { seat: c.seat, n: top.length }, reveals: true });
  },
  possible: (s, _pr, c) => s.seats[c.seat].zones.library.length > 1,
  text: (pr) => ({ key: 'prim.shuffleTop', params: { n: pr.n } }),
  // a look at the next draws: worth a little
  botValue: () => 0.1,
};
