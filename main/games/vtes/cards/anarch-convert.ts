/**
 * Anarch Convert (vampire; vtes-es 7 "Fase de influencia", 10.5 "Anarquistas"; vtes-pl "Faza wpływów",
 * "Anarchowie"). As the convert is moved to its controller's ready region, that Methuselah may remove it
 * from the game; a vampire with no title they control then becomes anarch, and they choose between 1
 * pool and the top card of their crypt to their uncontrolled region.
 *
 * Rulings: PIB 20121031 (a vampire already anarch may be chosen, as long as it has no title);
 * LSJ 20080526 (the ability is used as the convert enters play, before any contest with another copy
 * matters: the choice is offered even when the convert came in contested); LSJ 20060620 (the crypt card may
 * be chosen with the crypt empty).
 */
import { PICK_OPTIONS } from '../../../common/vtes-options';
import { bankToPool, drawCrypt, markCard, removeFromGame } from '../core/ops';
import { defOf, type VtesState } from '../core/state';
import { cardName, readyVampires } from '../core/queries';
import { titleOf } from '../core/held-titles';
import { setPick } from '../core/steps';
import type { SeatId } from '../../../engine/types';
import type { CardModule } from './hooks';
import type { CardParams } from '../schema/card-params';
import { isKind } from '../schema/effect-query';

const KEEP = PICK_OPTIONS.encode('none', {});
const POOL = PICK_OPTIONS.encode('done', {});
const CRYPT = PICK_OPTIONS.encode('pass', {});

/** The card is a convert: its own text names this module. */
const isConvert = (s: VtesState, u: string): boolean =>
  defOf(s, u).modes.some((m) => m.kind === 'vampire' && m.effects.some((e) => isKind(e, 'card') && e.id === 'anarchConvert'));

/** The vampires `seat` controls (ready or in torpor) with no title, but the convert. */
function candidates(s: VtesState, seat: SeatId, convert: string): string[] {
  return [...readyVampires(s, seat), ...s.seats[seat].zones.torpor].filter((v) => v !== convert && !titleOf(s, v));
}

export const anarchConvert: CardModule<CardParams['anarchConvert']> = {
  afterEvents(s, ev, from) {
    for (let i = from; i < ev.length; i++) {
      const e = ev[i];
      if (e.type !== 'vtes.influenced' || s.pick) continue;
      const u = String(e.params?.uid ?? '');
      if (!s.cards[u] || s.cards[u].zone !== 'ready' || !isConvert(s, u)) continue;
      const seat = s.cards[u].controller;
      const to = candidates(s, seat, u);
      if (!to.length) continue;
      setPick(
        s,
        seat,
        'anarchConvert',
        [
          ...to.map((v) => ({
            id: PICK_OPTIONS.encode('t', { card: v }),
            label: 'anarchConvertTarget',
            params: { uid: v, label: { name: cardName(s, v), card: cardName(s, u) } },
          })),
          { id: KEEP, label: 'anarchConvertKeep', params: { label: { card: cardName(s, u) } } },
        ],
        { then: 'card', data: { id: 'anarchConvert', step: u } },
      );
      return;
    }
  },
  onPick(s, pick, named, id, ev) {
    const seat = pick.seat;
    if (pick.data.step === 'reward') {
      if (id === POOL) {
        bankToPool(s, seat, 1);
        ev.push({ type: 'vtes.poolGained', params: { seat, n: 1 } });
      } else drawCrypt(s, seat, ev);
      return;
    }
    if (id === KEEP) return;
    const convert = pick.data.step;
    ev.push({ type: 'vtes.removedFromGame', params: { uid: convert, name: cardName(s, convert) }, rule: 'vtes-es:1.1.2' });
    removeFromGame(s, convert);
    markCard(s, named, { anarch: true });
    ev.push({ type: 'vtes.anarch', params: { uid: named, name: cardName(s, named) }, rule: 'vtes-es:10.5' });
    // the crypt card may be chosen with the crypt empty: nothing is drawn (LSJ 20060620)
    const options = [
      { id: POOL, label: 'anarchConvertPool', params: {} },
      { id: CRYPT, label: 'anarchConvertCrypt', params: {} },
    ];
    setPick(s, seat, 'anarchConvertReward', options, { then: 'card', data: { id: 'anarchConvert', step: 'reward' } });
  },
};
