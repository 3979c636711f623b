/**
 * The combat primitives of the V:TES vocabulary (issue 11 item 5; vtes-es 6.4 "Combate", vtes-pl
 * "Walka"): maneuvers (6.4.2), strength (6.4.3), additional strikes (6.4.3), environmental damage
 * (6.4.5), prevention (6.4.6), blood gained from the opposing vampire's losses, hand strikes only
 * and the next round at close range. `runPrims` (vocab/primitives.ts) delegates each of these kinds
 * here; the combat steps (combat.ts) read them on a played card's mode with `primsOf` to know in
 * which window the card is offered. Every change goes through ops.ts (`setStep` on the combat and
 * action records). Their card texts: `prim.<kind>` in locales/{es,pl}/cards-vtes.json (vocab/texts.ts).
 */
import type { Effect, Mode } from '../effects';
import { bankToCard, setStep } from '../ops';
import type { Ev, VtesState } from '../state';
import { cardName, other } from '../queries';
import type { CombatPrim, Prim } from './records';

/** What a combat primitive acts on: the minion playing the card (or using the ability) and the X paid for it. */
export interface CombatPrimCtx {
  minion?: string;
  /** The X of the card's cost, as paid (Hidden Strength: prevent X+1). */
  x?: number;
}

/** The kinds of the combat primitives (the kinds `runPrims` delegates to `runCombatPrim`). */
export const COMBAT_PRIMS = new Set<Prim['p']>([
  'maneuver',
  'prevent',
  'strength',
  'damage',
  'strikeOnly',
  'nextRoundClose',
  'additionalStrike',
  'gainBlood',
]);

export function isCombatPrim(pr: Prim): pr is CombatPrim {
  return COMBAT_PRIMS.has(pr.p);
}

/** The primitives of a mode's effects (every `prims` record, in order). */
export function primsOf(m: Mode): Prim[] {
  const out: Prim[] = [];
  for (const e of m.effects as readonly Effect[]) if (e.e === 'prims') out.push(...e.do);
  return out;
}

/** The first primitive of a kind among a mode's effects. */
export function primOf<K extends Prim['p']>(m: Mode, p: K): Extract<Prim, { p: K }> | undefined {
  return primsOf(m).find((x): x is Extract<Prim, { p: K }> => x.p === p);
}

/** Whether a mode's effects hold a primitive of that kind. */
export function hasPrim(m: Mode, p: Prim['p']): boolean {
  return primOf(m, p) !== undefined;
}

/** 6.4.3: `minion` gains an additional strike this round (`limited`: from a source of limited ones). */
export function addExtraStrike(s: VtesState, minion: string, limited: boolean): void {
  const combat = s.combat!;
  setStep(s, 'combat', { extraLeft: { ...combat.extraLeft, [minion]: (combat.extraLeft[minion] ?? 0) + 1 } });
  if (limited) setStep(s, 'combat', { extraSource: { ...combat.extraSource, [minion]: true } });
}

/**
 * 6.4.6: `n` of the damage waiting for prevention on `v` (the first damage of the step) is prevented,
 * aggravated first (the player's choice; preventing aggravated damage is always at least as good).
 */
export function preventDamage(s: VtesState, v: string, n: number, ev: Ev): void {
  const combat = s.combat;
  const dmg = combat?.damage[0];
  if (!combat || !dmg || dmg.uid !== v) throw new Error('vtes: prevention without damage waiting on that minion');
  const pa = Math.min(n, dmg.agg);
  const left = { ...dmg, agg: dmg.agg - pa, normal: Math.max(0, dmg.normal - (n - pa)) };
  const rest = combat.damage.slice(1);
  setStep(s, 'combat', { damage: left.normal + left.agg === 0 ? rest : [left, ...rest] });
  ev.push({ type: 'vtes.prevent', params: { name: cardName(s, v), n }, rule: 'vtes-es:6.4.6' });
}

function minionOf(c: CombatPrimCtx, p: string): string {
  if (c.minion === undefined) throw new Error(`vtes: primitive ${p} needs a minion`);
  return c.minion;
}

function inCombat(s: VtesState, p: string) {
  const combat = s.combat;
  if (!combat) throw new Error(`vtes: primitive ${p} outside a combat`);
  return combat;
}

/** Runs one combat primitive for the minion of the use (every change through ops.ts). */
export function runCombatPrim(s: VtesState, pr: CombatPrim, c: CombatPrimCtx, ev: Ev): void {
  const u = minionOf(c, pr.p);
  switch (pr.p) {
    case 'maneuver': {
      // played in the determine-range step the card is the maneuver itself (combat.ts); run elsewhere it
      // gives an optional one: in the minion's combat, or (a reaction) in the combat that follows its block
      const combat = s.combat;
      if (combat) setStep(s, 'combat', { optManeuvers: { ...combat.optManeuvers, [u]: (combat.optManeuvers[u] ?? 0) + 1 } });
      else if (s.act) setStep(s, 'act', { maneuvers: { ...(s.act.maneuvers ?? {}), [u]: (s.act.maneuvers?.[u] ?? 0) + 1 } });
      return;
    }
    case 'prevent':
      return preventDamage(s, u, pr.n + (pr.plusX ? (c.x ?? 0) : 0), ev);
    case 'strength': {
      const combat = inCombat(s, pr.p);
      if (pr.set) setStep(s, 'combat', { strengthSet: { ...combat.strengthSet, [u]: pr.n } });
      else setStep(s, 'combat', { strengthBonus: { ...(combat.strengthBonus ?? {}), [u]: (combat.strengthBonus?.[u] ?? 0) + pr.n } });
      return;
    }
    case 'damage': {
      // environmental damage, dealt with each strike resolution of the combat's rounds (strikes.ts)
      const combat = inCombat(s, pr.p);
      setStep(s, 'combat', { env: { ...combat.env, [u]: (combat.env[u] ?? 0) + pr.n } });
      return;
    }
    case 'strikeOnly':
      inCombat(s, pr.p);
      setStep(s, 'combat', { handOnly: true });
      return;
    case 'nextRoundClose':
      inCombat(s, pr.p);
      setStep(s, 'combat', { nextClose: true });
      return;
    case 'additionalStrike':
      inCombat(s, pr.p);
      return addExtraStrike(s, u, pr.limited);
    case 'gainBlood': {
      // only the blood the opposing vampire lost this round (Taste of Vitae)
      const combat = inCombat(s, pr.p);
      const n = combat.lostBlood[other(combat, u)] ?? 0;
      bankToCard(s, u, n);
      ev.push({ type: 'vtes.gainBlood', params: { name: cardName(s, u), n } });
      return;
    }
  }
}
