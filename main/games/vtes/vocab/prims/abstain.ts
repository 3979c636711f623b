/**
 * `abstain { cast?, lock?, burn? }`: in a referendum's polling step (vtes-es 6.3.3), the vampire the card targets
 * abstains: the votes and ballots it cast so far (`ref.tally`, kept by rules/politics.ts as they are cast) are taken
 * back and it casts no more in this referendum (`ref.abstained`, read where votes are offered); `lock`: it is locked;
 * `burn`: it burns that much blood (Scalpel Tongue; Telepathic Vote Counting [AUS]). The vampires a card may choose:
 * rules/politics.ts `abstainTargets`.
 */
import { burnBlood, lock, setStep } from '../../core/ops';
import { cardName } from '../../core/queries';
import type { Ev, VtesState } from '../../core/state';
import { type PrimDef, plain } from './def';

/** The vampire `v` abstains in the referendum under way: what it cast is taken back, and it casts no more. */
export function makeAbstain(s: VtesState, v: string, ev: Ev): void {
  const ref = s.ref;
  if (!ref || ref.abstained?.includes(v)) return;
  const [y, n, by, bn] = ref.tally?.[v] ?? [0, 0, 0, 0];
  const ballots = ref.ballots ? { ballots: { yes: ref.ballots.yes - by, no: ref.ballots.no - bn } } : {};
  setStep(s, 'ref', { yes: ref.yes - y, no: ref.no - n, ...ballots, abstained: [...(ref.abstained ?? []), v] });
  ev.push({ type: 'vtes.abstain', params: { name: cardName(s, v), votes: y + n + by + bn }, rule: 'vtes-es:6.3.3' });
}

export const abstainPrim: PrimDef<'abstain'> = {
  run(s, pr, c, ev) {
    const v = c.targetCard;
    if (!v || !s.cards[v] || !s.ref) return;
    makeAbstain(s, v, ev);
    if (pr.lock && s.cards[v].zone === 'ready' && !s.cards[v].locked) {
      lock(s, v);
      ev.push({ type: 'vtes.lock', params: { name: cardName(s, v) }, rule: 'vtes-es:1.1.2' });
    }
    if (pr.burn) burnBlood(s, v, Math.min(pr.burn, s.cards[v].blood));
  },
  possible: (s) => !!s.ref && s.ref.step === 'polling',
  text: (pr) =>
    pr.burn
      ? { key: `prim.abstain${pr.cast ? '_cast' : ''}${pr.lock ? '_lock' : ''}_burn`, params: { n: pr.burn } }
      : plain(`prim.abstain${pr.cast ? '_cast' : ''}${pr.lock ? '_lock' : ''}`),
  // another Methuselah's votes taken back: about a vote's worth
  botValue: (pr) => 1 + (pr.lock ? 0.5 : 0) + (pr.burn ?? 0) * 0.5,
};
