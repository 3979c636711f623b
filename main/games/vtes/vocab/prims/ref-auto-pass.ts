/**
 * `refAutoPass { sect }`: the first referendum a vampire of the user's of that sect calls this turn passes
 * automatically, with no polling step (vtes-es 6.3.2; Día de los Muertos). The turn keeps the promise
 * (`turnFlags.autoPass`); rules/politics.ts `refAuto` spends it as that referendum's polling would open.
 */
import { setTurn } from '../../core/ops';
import type { VtesState } from '../../core/state';
import { sectOf } from '../../core/state';
import { type PrimDef } from './def';

export const refAutoPassPrim: PrimDef<'refAutoPass'> = {
  run(s, pr, c) {
    setTurn(s, { autoPass: [...(s.turnFlags.autoPass ?? []), { seat: c.seat, sect: pr.sect }] });
  },
  text: (pr) => ({ key: 'prim.refAutoPass', params: { sect: { key: `sect.${pr.sect}`, params: {} } } }),
  // a referendum of the user's won without votes: worth a good political action
  botValue: () => 2,
};

/**
 * Spends a promise of `refAutoPass` for the referendum `caller` is calling, if its controller has one for the caller's
 * sect: true when the referendum passes automatically.
 */
export function autoPassSpent(s: VtesState, caller: string | null | undefined): boolean {
  if (!caller || !s.cards[caller]) return false;
  const seat = s.cards[caller].controller;
  const all = s.turnFlags.autoPass ?? [];
  const i = all.findIndex((x) => x.seat === seat && x.sect === sectOf(s, caller));
  if (i < 0) return false;
  setTurn(s, { autoPass: all.filter((_, j) => j !== i) });
  return true;
}
