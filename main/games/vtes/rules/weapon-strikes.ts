/**
 * "A hand or weapon strike at +N" (vtes-es 6.4.3 "Ataque", 6.4.5; vtes-pl "Cios"): an offered strike whose
 * record says `weapon` (schema-offers.ts) may instead be the strike of a weapon its minion bears, N added to
 * that weapon's damage: an equipment offering a damage strike (its own limits and costs apply) or a gun's
 * ranged strike. The ability's own cost is paid either way (Strike with Conviction burns itself).
 */
import { equipmentBarred, type Ev, isEquipmentOn, type Strike, type VtesState } from '../core/state';
import { abilityAt } from '../vocab/abilities';
import { offeredStrike, strikeOffers } from '../vocab/offers';
import { effectWhere } from '../schema/effect-query';
import { liveMode } from '../core/queries';

/** A weapon strike minion `u` may make now: the weapon, the strike, and the weapon's ability index when it offers it. */
export interface WeaponStrike {
  weapon: string;
  strike: Strike;
  ability?: number;
}

/** The weapon strikes minion `u` may make at `range` (equipment it bears; `stolen`: taken this round, not usable yet). */
export function weaponStrikes(s: VtesState, u: string, range: 'close' | 'long', stolen: readonly string[] = []): WeaponStrike[] {
  const out: WeaponStrike[] = [];
  for (const x of s.cards[u].attached) {
    // a weapon its bearer cannot use (Form of the Bat's combat, "cannot use weapons": core/state.ts `equipmentBarred`)
    if (stolen.includes(x) || !isEquipmentOn(s, x) || equipmentBarred(s, x)) continue;
    const e = liveMode(s, x)?.effects.find(effectWhere('attachStrength', (y) => y.rangedDamage)) as { rangedDamage: number } | undefined;
    if (e) out.push({ weapon: x, strike: { kind: 'damage', dmg: e.rangedDamage, ranged: true, from: x } });
  }
  for (const x of strikeOffers(s, u, range))
    if (x.card !== u && s.cards[x.card]?.host === u && isEquipmentOn(s, x.card) && x.strike.kind === 'damage' && !stolen.includes(x.card))
      out.push({ weapon: x.card, strike: x.strike, ability: x.ability });
  return out;
}

/** The offered strikes of minion `u` that may be made with a weapon (at any range: the weapon's decides). */
export function weaponUses(s: VtesState, u: string): { card: string; ability: number }[] {
  return strikeOffers(s, u, 'close').filter((x) => weaponBonus(s, x.card, x.ability) !== undefined);
}

/** The `weapon` flag of the offered strike `ability` of `card`, and its bonus. */
export function weaponBonus(s: VtesState, card: string, ability: string | number): number | undefined {
  const k = abilityAt(s, card, String(ability))?.strike;
  return k && 'weapon' in k && k.weapon ? k.dmg : undefined;
}

/**
 * Minion `u` uses the offered strike `ability` of `card` with weapon `weapon`: the ability is used (its cost
 * paid), then the weapon's strike is made (its use recorded) at the ability's bonus more damage.
 */
export function weaponStrike(
  s: VtesState,
  u: string,
  card: string,
  ability: string,
  weapon: string,
  range: 'close' | 'long',
  ev: Ev,
): Strike {
  const w = weaponStrikes(s, u, range).find((x) => x.weapon === weapon);
  const plus = weaponBonus(s, card, ability) ?? 0;
  const own = offeredStrike(s, u, card, ability, ev);
  if (!w) return own;
  const made = w.ability === undefined ? w.strike : offeredStrike(s, u, weapon, String(w.ability), ev);
  return { ...made, dmg: made.dmg + plus };
}
