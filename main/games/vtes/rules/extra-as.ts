/**
 * Additional strikes that can only be one strike (vtes-es 6.4.3; `additionalStrike.strike`: Wind Dance [THA] "1 additional
 * strike: dodge", Voracious Vermin [ANI] "1 additional ranged strike: burn weapon"): the combat's `extraAs` keeps them in
 * the order gained; as the minion chooses an additional strike, the first of its own this round is offered alone (with
 * not striking), and choosing it makes the strike the record says, as the card's strike would be.
 */
import type { Mode } from '../schema/effects';
import { setStep } from '../core/ops';
import type { Ev, Strike, VtesState } from '../core/state';
import { cardStrike } from './strikes';

type ExtraAs = NonNullable<NonNullable<VtesState['combat']>['extraAs']>[number];

/** The first restricted additional strike of minion `u` this round, if the step is its additional strike. */
export function extraAsOf(s: VtesState, u: string): ExtraAs | undefined {
  const combat = s.combat;
  if (!combat?.extraAs || combat.step !== 'extraStrike') return undefined;
  return combat.extraAs.find((x) => x.uid === u && x.round === combat.round);
}

/** The strike of the restricted additional strike `x`, used now (taken out of the combat's record). */
export function useExtraAs(s: VtesState, u: string, x: ExtraAs, ev: Ev): Strike {
  setStep(s, 'combat', { extraAs: s.combat!.extraAs!.filter((y) => y !== x) });
  const m: Mode = { kind: 'combat', conditions: [], effects: [{ e: 'strike', ...x.strike }] };
  return cardStrike(s, u, m, x.card, ev);
}

/** The restricted additional strike `x` not used (the minion does not strike): taken out of the record, `st` kept. */
export function dropExtraAs(s: VtesState, x: ExtraAs, st: Strike): Strike {
  setStep(s, 'combat', { extraAs: s.combat!.extraAs!.filter((y) => y !== x) });
  return st;
}
