/**
 * The window "only usable when the opposing vampire is going to torpor" (vtes-es 6.4.6 damage resolution, 6.5 torpor;
 * cards of window `combat: 'torpor'`: Decapitate [POT] burns it instead, Amaranth diablerizes it instead). As damage
 * resolution wounds a vampire of the combat (rules/strikes.ts `applyDamage`), its going to torpor waits (the combat's
 * `torpor`) while the opposing minion, ready and not itself going to torpor, may play such a card; if none is played,
 * the vampire goes to torpor as usual. Nothing is read unless a vampire of a combat is wounded, and then only the
 * opposing Methuselah's hand: the window opens only when a card of it could be played.
 */
import type { Decision } from '../../../engine/types';
import { COMBAT_OPTIONS as ids } from '../../../common/vtes-options';
import { setStep, toTorpor } from '../core/ops';
import { defOf, type Ev, isVampire, type VtesState } from '../core/state';
import { cardName, other, playableModes } from '../core/queries';
import { dec, opt, type Opt } from '../core/decision';
import { windowOf } from '../schema/modes';
import { playLabel } from '../vocab/mode-label';
import { primsPossible } from '../vocab/primitives';
import { primsOf } from '../vocab/prims-combat';

/** The options of the opposing minion's Methuselah: its cards of window `torpor` it can play now, on vampire `v`. */
function torporCards(s: VtesState, v: string): Opt[] {
  const combat = s.combat!;
  const u = other(combat, v);
  if (s.cards[u]?.zone !== 'ready') return [];
  const seat = s.cards[u].controller;
  const o: Opt[] = [];
  for (const h of s.seats[seat].zones.hand)
    for (const mi of playableModes(s, h, u, seat, ['combat'])) {
      const m = defOf(s, h).modes[mi];
      if (windowOf(m).combat !== 'torpor') continue;
      if (!primsPossible(s, primsOf(m), { seat, source: h, minion: u, opponent: v })) continue;
      o.push(opt(ids.encode('card', { card: h, mode: mi }), 'combatCard', playLabel(s, h, mi), { card: h, mode: mi }));
    }
  return o;
}

/**
 * Damage resolution wounded vampire `v` (ready): whether its going to torpor waits for the window (the opposing minion
 * has a card for it). Only in a combat `v` takes part in, not when a going to torpor already waits.
 */
export function deferTorpor(s: VtesState, v: string): boolean {
  const combat = s.combat;
  if (!combat || combat.torpor || (combat.a !== v && combat.b !== v) || !isVampire(s, v)) return false;
  // cheap first: the opposing Methuselah holds a card of the window at all
  const seat = s.cards[other(combat, v)]?.controller;
  if (seat === undefined || !s.seats[seat].zones.hand.some((h) => defOf(s, h).modes.some((m) => windowOf(m).combat === 'torpor')))
    return false;
  setStep(s, 'combat', { torpor: { uid: v } });
  if (!torporCards(s, v).length) {
    setStep(s, 'combat', { torpor: undefined });
    return false;
  }
  return true;
}

/** The decision of the window: the opposing minion's Methuselah plays a card of it or lets the vampire go to torpor. */
export function torporDecision(s: VtesState): Decision | null {
  const v = s.combat!.torpor!.uid;
  const o = torporCards(s, v);
  const seat = s.cards[other(s.combat!, v)].controller;
  return dec(seat, 'torpor', 'torporWindow', [...o, opt(ids.encode('pass', {}), 'noMore')], 'vtes-es:6.5', { name: cardName(s, v) });
}

/** The window closes: the vampire, still ready (no card burned it), goes to torpor as damage resolution said. */
export function closeTorpor(s: VtesState, ev: Ev): void {
  const v = s.combat!.torpor!.uid;
  setStep(s, 'combat', { torpor: undefined });
  if (s.cards[v]?.zone === 'ready') toTorpor(s, v, ev);
}
