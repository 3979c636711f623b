/**
 * "Strike: hand strike or use a melee weapon strike, at +N damage" (vtes-es 6.4.3 "Ataque", 6.4.5; vtes-pl
 * "Cios"): a strike card whose hand strike says `melee` may instead be the strike of a melee weapon its
 * striker bears (an equipment of class `melee` offering a strike, vocab/offers.ts), the card's bonus added to
 * the weapon's damage; the weapon's own limits and costs apply (a once-each-combat weapon is used). The card
 * is played either way (LSJ 20010627: no other strike card stands for the hand strike).
 */
import { defOf, type Ev, type Strike, type VtesState } from '../core/state';
import { offeredStrike, strikeOffers } from '../vocab/offers';

/** The melee weapon strikes minion `u` may make now: the weapon and its ability index (close range only). */
export function meleeOffers(s: VtesState, u: string, range: 'close' | 'long'): { card: string; ability: number; strike: Strike }[] {
  if (range !== 'close') return [];
  return strikeOffers(s, u, range).filter(
    (x) =>
      x.card !== u &&
      s.cards[x.card]?.host === u &&
      x.strike.kind === 'damage' &&
      !x.strike.ranged &&
      (defOf(s, x.card).classes?.includes('melee') ?? false),
  );
}

/**
 * The strike card's strike `st` (a hand strike at its bonus `plus`) made with the melee weapon `weapon` instead:
 * the weapon's strike (its use recorded, its cost paid) at `plus` more damage, with the card's riders.
 */
export function meleeStrike(s: VtesState, u: string, weapon: string, st: Strike, plus: number, ev: Ev): Strike {
  const w = meleeOffers(s, u, 'close').find((x) => x.card === weapon);
  if (!w) return st;
  const made = offeredStrike(s, u, weapon, String(w.ability), ev);
  return {
    ...made,
    dmg: made.dmg + plus,
    ...(st.firstStrike ? { firstStrike: true } : {}),
    ...(st.undodgeable ? { undodgeable: true } : {}),
    ...(st.card ? { card: st.card } : {}),
  };
}
