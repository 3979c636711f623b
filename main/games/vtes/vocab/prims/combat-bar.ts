/**
 * `combatBar { who, maneuverTo?, press? }`: for the rest of the combat, the opposing minion cannot maneuver to that
 * range and cannot press to continue or to end the combat (vtes-es 6.4.2 "Determinar la distancia", 6.4.4 "Acoso";
 * vtes-pl "Ustalanie zasięgu", "Nacisk": Drawing Out the Beast, Terror Frenzy). Kept in the combat (`combat.bars`) and
 * read where maneuvers and presses are offered (rules/combat.ts): a minion barred from maneuvering to long range is
 * offered no maneuver at close range, one barred from pressing to continue no press while none stands.
 */
import { setStep } from '../../core/ops';
import type { VtesState } from '../../core/state';
import { combatOf, type PrimDef, whoUid } from './def';

export const combatBarPrim: PrimDef<'combatBar'> = {
  run(s, pr, c) {
    const u = whoUid(c, pr.who);
    const combat = combatOf(s, pr.p);
    setStep(s, 'combat', {
      bars: [
        ...(combat.bars ?? []),
        { uid: u, ...(pr.maneuverTo ? { maneuverTo: pr.maneuverTo } : {}), ...(pr.press ? { press: pr.press } : {}) },
      ],
    });
  },
  text: (pr) => ({
    key: `prim.combatBar${pr.maneuverTo ? `_${pr.maneuverTo}` : ''}${pr.press ? `_${pr.press}` : ''}`,
    params: {},
  }),
  // the opposing minion kept in the combat (or out of it) at the user's choice of range
  botValue: () => 1,
};

/** Whether minion `u` cannot maneuver to `range` in this combat (`combatBar`). */
export const maneuverBarred = (s: VtesState, u: string, range: 'close' | 'long'): boolean =>
  !!s.combat?.bars?.some((b) => b.uid === u && b.maneuverTo === range);

/** Whether minion `u` cannot press to `what` (continue or end the combat) in this combat (`combatBar`). */
export const pressKindBarred = (s: VtesState, u: string, what: 'continue' | 'end'): boolean =>
  !!s.combat?.bars?.some((b) => b.uid === u && b.press === what);
