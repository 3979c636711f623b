/**
 * `discStrikes { n, disc }`: for the rest of the combat, the minion's damaging strikes made with a card requiring the
 * Discipline `disc` inflict n more damage (vtes-es 6.4.3, 6.4.5: Increased Strength, "strikes that require Potence");
 * read as such a strike is chosen (rules/combat.ts: a strike card's mode requiring it, its melee weapon option too).
 */
import type { Mode } from '../../schema/effects';
import type { Strike, VtesState } from '../../core/state';
import { setStep } from '../../core/ops';
import { combatOf, minionOf, type PrimDef } from './def';

export const discStrikesPrim: PrimDef<'discStrikes'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    setStep(s, 'combat', { discStrikes: [...(combat.discStrikes ?? []), { uid: u, disc: pr.disc, n: pr.n }] });
  },
  possible: (s) => !!s.combat,
  text: (pr) => ({ key: 'prim.discStrikes', params: { n: pr.n, disc: pr.disc } }),
  botValue: (pr) => pr.n,
};

/** The strike `st` minion `u` makes with a card's mode `m`, with the damage the minion's `discStrikes` add to it. */
export function withDiscStrikes(s: VtesState, u: string, m: Mode, st: Strike): Strike {
  if (st.kind !== 'hand' && st.kind !== 'damage') return st;
  const discs = m.conditions.flatMap((c) => (c.r === 'disc' ? [c.disc] : []));
  const n = (s.combat?.discStrikes ?? []).filter((x) => x.uid === u && discs.includes(x.disc)).reduce((k, x) => k + x.n, 0);
  return n ? { ...st, dmg: st.dmg + n } : st;
}
