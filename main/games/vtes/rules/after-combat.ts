/**
 * "After combat ends" riders of a strike (vtes-es 6.4.5, 6.4 "Fin del combate"; vtes-pl "Koniec walki"): a strike
 * card whose primitives include `afterCombat` (vocab/prims/after-combat.ts) leaves a rider for its striker as the
 * strike is chosen; the rider holds once the strike lands (not dodged: LSJ 19980526, RTR 20041202; at close range
 * when it says so), and acts as the combat ends, on the opposing minion if it is still in play: unpreventable
 * damage done by the striker (RTR 19970630: not environmental), or blood or life burned. Lost if another combat
 * between them follows (RTR 20020501) or the combat goes on (vocab/prims/continue-combat.ts). A rider may also keep
 * the minion from unlocking as normal in its next unlock phase (Coma). A master card may leave one too, with no strike:
 * the vampire it is on is locked and sent to torpor as the combat ends (Rötschreck: vocab/prims/torpor-after-combat.ts).
 */
import { burnBlood, lock, loseLife, markCard, setStep, toTorpor } from '../core/ops';
import { cardName, other } from '../core/queries';
import { type CombatState, defOf, type Ev, isVampire, type Step, type VtesState } from '../core/state';
import { strikeLands } from '../vocab/prims-combat';

/** The riders of the strikes of `strikers` resolving now: those that land are kept for the end of the combat. */
export function landAfterCombat(s: VtesState, strikers: readonly string[]): void {
  const combat = s.combat!;
  const mine = (combat.afterStrike ?? []).filter((x) => strikers.includes(x.uid));
  if (!mine.length) return;
  const kept = mine.filter((x) => {
    const st = combat.strikes[x.uid];
    return !!st && strikeLands(s, st, x.uid) && (!x.close || combat.range === 'close');
  });
  setStep(s, 'combat', {
    afterStrike: (combat.afterStrike ?? []).filter((x) => !strikers.includes(x.uid)),
    afterCombat: [
      ...(combat.afterCombat ?? []),
      ...kept.map((x) => ({
        from: x.uid,
        to: other(combat, x.uid),
        n: x.n,
        ...(x.burn ? { burn: true as const } : {}),
        ...(x.noUnlock ? { noUnlock: true as const } : {}),
      })),
    ],
  });
}

/** As combat `combat` ends: each kept rider acts on its minion still in play (`damage`: unpreventable damage, rules/strikes.ts). */
export function runAfterCombat(
  s: VtesState,
  combat: Step<Pick<CombatState, 'afterCombat'>>,
  damage: (s: VtesState, uid: string, n: number, ev: Ev) => void,
  ev: Ev,
): void {
  for (const x of combat.afterCombat ?? []) {
    const z = s.cards[x.to]?.zone;
    // a retainer of a combatant (`endCombatHurt`: Mariel) loses life, burned with none left (6.4.6)
    if (z === 'attached' && !x.burn && x.n > 0 && defOf(s, x.to).types.includes('Retainer')) {
      loseLife(s, x.to, x.n, ev);
      continue;
    }
    if (z !== 'ready' && z !== 'torpor') continue;
    // a vampire still ready is locked and sent to torpor (Rötschreck: vocab/prims/torpor-after-combat.ts)
    if (x.torpor && z === 'ready' && isVampire(s, x.to)) {
      lock(s, x.to);
      toTorpor(s, x.to, ev);
    }
    if (x.noUnlock) markCard(s, x.to, { skipUnlock: true });
    if (x.n <= 0) continue;
    if (!x.burn) {
      damage(s, x.to, x.n, ev);
      continue;
    }
    // "burns 1 blood or life": not damage, so it is not prevented or healed (6.4.6)
    if (isVampire(s, x.to)) {
      const n = Math.min(x.n, s.cards[x.to].blood);
      if (n > 0) burnBlood(s, x.to, n);
      ev.push({ type: 'vtes.burnBloodAfterCombat', params: { name: cardName(s, x.to), n }, rule: 'vtes-es:6.4' });
    } else loseLife(s, x.to, x.n, ev);
  }
}
