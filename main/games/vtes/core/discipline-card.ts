/**
 * A Discipline master card (1.6.2.2) taken from some of a Methuselah's zones and put on a vampire: the pick of
 * the card, or none (a library card named by its id, never by instance: the library's order stays hidden). Used by
 * the diablerie's step 4 (vtes-es 6.5.5: an older victim) and by the primitive `seekDiscipline` (a library card that
 * became a vampire: Tumnimos, Waters of Duat, Childe of the Revolution). The answer is rules/picks.ts
 * `diablerieDiscipline`: the card on the vampire, +1 level and +1 capacity, the library shuffled or the hand replaced.
 */
import { PICK_OPTIONS } from '../../../common/vtes-options';
import type { SeatId } from '../../../engine/types';
import { logRef } from './decision';
import { cardName } from './queries';
import { setPick } from './steps';
import { defsOf } from './card-tables';
import type { VtesState } from './state';
import { isEffect } from '../schema/effect-query';
import type { Effect } from '../schema/effects';

export type DisciplineZone = 'library' | 'ash' | 'hand';

/** The Discipline master cards of `seat`'s zones, in the order of `from`. */
export function disciplineCards(s: VtesState, seat: SeatId, from: readonly DisciplineZone[], discs?: readonly string[]): string[] {
  const z = s.seats[seat].zones;
  const fits = (e: Effect) => isEffect('discipline')(e) && (!discs || discs.includes(e.disc));
  return from.flatMap((k) => z[k]).filter((u) => defsOf(s)[s.cards[u].cid].modes.some((m) => m.effects.some(fits)));
}

/** Asks `seat` which Discipline master card of `from` (of one of `discs`, if given) goes on vampire `d` (prompt `kind`), if there is any. */
export function askDisciplineCard(
  s: VtesState,
  seat: SeatId,
  d: string,
  from: readonly DisciplineZone[],
  kind: string,
  discs?: readonly string[],
): void {
  const found = disciplineCards(s, seat, from, discs);
  if (!found.length) return;
  setPick(
    s,
    seat,
    kind,
    [
      ...found
        .filter(
          (u, i) =>
            s.cards[u].zone !== 'library' ||
            found.findIndex((x) => s.cards[x].zone === 'library' && s.cards[x].cid === s.cards[u].cid) === i,
        )
        .map((u) =>
          s.cards[u].zone === 'library'
            ? {
                id: PICK_OPTIONS.encode('lib', { cid: s.cards[u].cid }),
                label: 'discipline',
                params: { label: { card: cardName(s, u), zone: logRef('zone.library') } },
              }
            : {
                id: PICK_OPTIONS.encode('t', { card: u }),
                label: 'discipline',
                params: { card: u, label: { card: cardName(s, u), zone: logRef(`zone.${s.cards[u].zone}`) } },
              },
        ),
      { id: PICK_OPTIONS.encode('none', {}), label: 'back' },
    ],
    { then: 'diablerieDiscipline', data: { d } },
  );
}
