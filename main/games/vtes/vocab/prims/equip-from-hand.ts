/**
 * `equipFromHand`: the minion (in its combat) equips with a weapon card of its controller's hand, chosen as
 * the primitive runs (vtes-es 6.4, 1.6.1.3): its requirements must be met and its cost payable as normal, cost
 * modifiers included (LSJ 20040701, ANK 20181216); the chosen one is put on the minion by rules/equip-from-hand.ts. A weapon is an equipment whose
 * data says so (class gun or melee, or a strike); its regular strike's damage is the data's, the minion's
 * strength and other cards' bonuses not counted (LSJ 20020821, RTR 19980623), conditional damage neither
 * (LSJ 20020729). Equipment played by hand (no reviewed entry) is not offered: its damage is not known.
 */
import type { SeatId } from '../../../../engine/types';
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { costFor } from '../../core/cost-mods';
import { cardName, playableModes } from '../../core/queries';
import { setPick } from '../../core/steps';
import { defOf, type VtesState } from '../../core/state';
import type { CardDef } from '../../schema/effects';
import type { PrimOf } from '../../schema/prim-records';
import { isEffect } from '../../schema/effect-query';
import { type PrimDef } from './def';

type Rec = PrimOf<'equipFromHand'>;

/** The regular strikes a piece of equipment's data gives: their damage (strength not counted) and whether aggravated. */
function weaponStrikes(d: CardDef): { dmg: number; agg: boolean }[] {
  return d.modes
    .filter((m) => m.kind === 'equip')
    .flatMap((m) => m.effects)
    .flatMap((e) => {
      if (isEffect('ability')(e) && e.strike?.s === 'damage') return [{ dmg: e.strike.dmg, agg: !!e.strike.agg }];
      if (isEffect('attachStrength')(e) && e.rangedDamage) return [{ dmg: e.rangedDamage, agg: false }];
      return [];
    });
}

/** Whether hand card `h` is a weapon the record lets minion `u` equip with now (requirements and cost met). */
function fits(s: VtesState, pr: Rec, seat: SeatId, u: string, h: string): boolean {
  const d = defOf(s, h);
  if (d.kind !== 'library' || !d.types.includes('Equipment') || d.automation !== 'full') return false;
  const strikes = weaponStrikes(d);
  const classes = d.classes ?? [];
  if (!strikes.length && !classes.includes('gun') && !classes.includes('melee')) return false;
  if (pr.class && !classes.includes(pr.class)) return false;
  const small = pr.small;
  if (small) {
    if (d.unique || strikes.some((x) => x.agg || x.dmg > small.maxDmg)) return false;
    const pool = costFor(s, d, seat, u).pool;
    if (pool === 'X' || (pool ?? 0) > small.maxPool) return false;
  }
  return playableModes(s, h, u, seat, ['equip']).length > 0;
}

/** The weapons of the hand minion `u` may equip with. */
const weapons = (s: VtesState, pr: Rec, seat: SeatId, u: string) => s.seats[seat].zones.hand.filter((h) => fits(s, pr, seat, u, h));

export const equipFromHandPrim: PrimDef<'equipFromHand'> = {
  run: (s, pr, c) => {
    const u = c.minion;
    if (!u) return;
    const ws = weapons(s, pr, c.seat, u);
    if (!ws.length) return;
    setPick(
      s,
      c.seat,
      'equipFromHand',
      ws.map((h) => ({
        id: PICK_OPTIONS.encode('t', { card: h }),
        label: 'equipWeapon',
        params: { uid: h, label: { card: cardName(s, h) } },
      })),
      { then: 'equipFromHand', data: { minion: u } },
    );
  },
  possible: (s, pr, c) => !!c.minion && weapons(s, pr, c.seat, c.minion).length > 0,
  text: (pr) => ({
    key: `prim.equipFromHand${pr.class ? `_${pr.class}` : ''}${pr.small ? '_small' : ''}`,
    params: { ...(pr.small ? { pool: pr.small.maxPool, dmg: pr.small.maxDmg } : {}) },
  }),
  // a weapon in play for this combat and the next ones
  botValue: () => 1.5,
};
