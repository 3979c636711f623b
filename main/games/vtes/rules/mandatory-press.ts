/**
 * "Gets 1 press (mandatory) each combat, only usable to continue combat" (vtes-es 6.4.4; the stat `mandatoryPresses`
 * of the minion: Adrino Manauara): in each combat, while such a press is left and no press to continue was made this
 * round, the minion's press step offers it only that press to continue; it is spent as it is used. It never answers a
 * press to continue (it cannot end a combat). Read only in the press step of a combat.
 */
import { setStep } from '../core/ops';
import { statBonus } from '../core/queries';
import type { VtesState } from '../core/state';

/** The mark of a mandatory press used in this combat (`usedCombat`). */
const MANDATORY_PRESS = 'mandatoryPress';

/** Whether minion `u` still has a mandatory press in its combat. */
export function mandatoryPressLeft(s: VtesState, u: string): boolean {
  const combat = s.combat;
  if (!combat) return false;
  const n = statBonus(s, 'mandatoryPresses', u);
  return n > 0 && (combat.usedCombat[u] ?? []).filter((x) => x === MANDATORY_PRESS).length < n;
}

/** Spends one mandatory press of minion `u` (it presses to continue the combat). */
export function useMandatoryPress(s: VtesState, u: string): void {
  const combat = s.combat!;
  setStep(s, 'combat', { usedCombat: { ...combat.usedCombat, [u]: [...(combat.usedCombat[u] ?? []), MANDATORY_PRESS] } });
}
