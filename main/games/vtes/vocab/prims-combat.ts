/**
 * The combat primitives of the V:TES vocabulary (issue 11 item 5; vtes-es 6.4 "Combate", vtes-pl
 * "Walka"): maneuvers (6.4.2), strength (6.4.3), additional strikes (6.4.3), environmental damage
 * (6.4.5), prevention (6.4.6), blood gained from the opposing vampire's losses, hand strikes only
 * and the next round at close range. Each kind is run by its module in vocab/prims/ (the registry);
 * here are the combat helpers they share, and the combat steps (combat.ts) read them on a played card's mode with `primsOf` to know in
 * which window the card is offered. Every change goes through ops.ts (`setStep` on the combat and
 * action records). Their card texts: `prim.<kind>` in locales/{es,pl}/cards-vtes.json (vocab/texts.ts).
 */
import type { Effect, Mode } from '../schema/effects';
import { burnBlood, setStep } from '../core/ops';
import { defOf, type Ev, isVampire, type Strike, type VtesState } from '../core/state';
import { cardName, other } from '../core/queries';
import { lastingSum } from '../core/params/duration';
import { holds } from '../core/params/cond';
import type { Prim } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { COMBAT_PRIM_KINDS } from '../schema/prim-records';

/** The kinds of the combat primitives (each run by its module in vocab/prims/). */
export const COMBAT_PRIMS = new Set<Prim['p']>(COMBAT_PRIM_KINDS);

/** The primitives of a mode's effects (every `prims` record, in order). */
export function primsOf(m: Mode): Prim[] {
  const out: Prim[] = [];
  for (const e of m.effects as readonly Effect[]) if (isKind(e, 'prims')) out.push(...e.do);
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
  // no additional strike this round after a hand strike and dodge (Stutter-Step [CEL])
  if (combat.noExtra?.some((x) => x.uid === minion && x.round === combat.round)) return;
  setStep(s, 'combat', { extraLeft: { ...combat.extraLeft, [minion]: (combat.extraLeft[minion] ?? 0) + 1 } });
  if (limited) setStep(s, 'combat', { extraSource: { ...combat.extraSource, [minion]: true } });
}

/**
 * 6.4.6: `n` of the damage waiting for prevention on `v` (the first damage of the step) is prevented,
 * aggravated first (the player's choice; preventing aggravated damage is always at least as good);
 * `nonAgg`: only non-aggravated damage is prevented.
 */
export function preventDamage(s: VtesState, v: string, n: number, ev: Ev, nonAgg?: boolean): void {
  const combat = s.combat;
  const dmg = combat?.damage[0];
  if (!combat || !dmg || dmg.uid !== v) throw new Error('vtes: prevention without damage waiting on that minion');
  const pa = nonAgg ? 0 : Math.min(n, dmg.agg);
  const left = { ...dmg, agg: dmg.agg - pa, normal: Math.max(0, dmg.normal - (n - pa)) };
  // what cards requiring Fortitude cannot prevent is never more than the damage left (Blood Rage)
  if (left.noFor !== undefined) left.noFor = Math.min(left.noFor, left.normal + left.agg);
  const rest = combat.damage.slice(1);
  setStep(s, 'combat', { damage: left.normal + left.agg === 0 ? rest : [left, ...rest] });
  ev.push({ type: 'vtes.prevent', params: { name: cardName(s, v), n }, rule: 'vtes-es:6.4.6' });
}

/**
 * 6.4.5: whether the strike `st` of `from` reaches the opposing minion: not dodged (unless it cannot
 * be), in range, and not made with a card that a first strike burned or stole.
 */
export function strikeLands(s: VtesState, st: Strike, from: string): boolean {
  const combat = s.combat!;
  const oppStrike = combat.strikes[other(combat, from)] ?? { kind: 'none', dmg: 0, ranged: false };
  if ((oppStrike.kind === 'dodge' || oppStrike.alsoDodge) && !st.undodgeable && !st.target) return false;
  if (!(combat.range === 'close' || st.ranged)) return false;
  if (st.from && !(s.cards[st.from]?.zone === 'attached' && s.cards[st.from].host === from)) return false;
  return true;
}

/** 6.4.6: whether the damage of `from`'s strike is aggravated: the strike's own, or its hand strikes made so (`aggHand`, a card's or its own text's). */
export function strikeAgg(s: VtesState, st: Strike, from: string): boolean {
  return (
    !!st.agg ||
    (st.kind === 'hand' && (lastingSum(s, s.combat?.aggHand, from) > 0 || ownStrikeRule(s, from, st, 'aggHand'))) ||
    ((st.kind === 'hand' || st.kind === 'damage') && ownStrikeRule(s, from, st, 'aggIf'))
  );
}

/** 6.4.5: whether `from`'s strike `st` is first strike: the strike's own, or by its own text (`ownStrikes`: all its strikes, or with a gun). */
export function strikeFirst(s: VtesState, st: Strike, from: string): boolean {
  return !!st.firstStrike || (st.kind !== 'none' && ownStrikeRule(s, from, st, 'firstStrike'));
}

/** A vampire's (or an ally's) own text about its strikes (`ownStrikes`): its hand strikes aggravated, its strikes (with a gun) first strike. */
function ownStrikeRule(s: VtesState, from: string, st: Strike, rule: 'aggHand' | 'aggIf' | 'firstStrike'): boolean {
  const c = s.cards[from];
  if (!c || c.contested) return false;
  return defOf(s, from).modes.some(
    (m) =>
      (m.kind === 'vampire' || m.kind === 'ally') &&
      m.effects.some((e) => {
        if (!isKind(e, 'ownStrikes')) return false;
        if (rule === 'aggHand') return !!e.aggHand;
        // "damage it inflicts on Baali is aggravated": the Condition read with the opposing minion as `opponent`
        if (rule === 'aggIf')
          return (
            !!e.aggIf &&
            !!s.combat &&
            holds(s, e.aggIf, { seat: c.controller, source: from, minion: from, opponent: other(s.combat, from) })
          );
        if (e.firstStrike === 'any') return true;
        // "when striking with a gun": a strike made with a card of class gun it bears
        return e.firstStrike === 'gun' && !!st.from && !!defOf(s, st.from).classes?.includes('gun');
      }),
  );
}

/**
 * The damage a strike card's strike of `from` gains from its own text (`ownStrikes { plusDisc }`: "damaging strikes it
 * makes that require Thaumaturgy inflict +1 damage"), the card played in mode `m`; 0 for other strikes.
 */
export function ownDiscStrikePlus(s: VtesState, from: string, m: Mode, st: Strike): number {
  if (st.kind !== 'damage' && st.kind !== 'hand') return 0;
  const c = s.cards[from];
  if (!c || c.contested) return 0;
  let n = 0;
  for (const vm of defOf(s, from).modes)
    if (vm.kind === 'vampire' || vm.kind === 'ally')
      for (const e of vm.effects)
        if (isKind(e, 'ownStrikes') && e.plusDisc && m.conditions.some((r) => r.r === 'disc' && r.disc === e.plusDisc!.disc))
          n += e.plusDisc.n;
  return n;
}

/** The damage of the opposing minion's strike now waiting on `v` (6.4.5), and whether it is aggravated; none: 0. */
export function strikeDamageOn(s: VtesState, v: string): { n: number; agg: boolean } {
  const combat = s.combat;
  const dmg = combat?.damage[0];
  if (!combat || !dmg || dmg.uid !== v) return { n: 0, agg: false };
  const from = other(combat, v);
  const st = combat.strikes[from];
  if (!st || (st.kind !== 'hand' && st.kind !== 'damage') || st.target || !strikeLands(s, st, from)) return { n: 0, agg: false };
  const agg = strikeAgg(s, st, from);
  return { n: Math.min(st.dmg, agg ? dmg.agg : dmg.normal), agg };
}

/** The damage of the opposing minion's strike now waiting on `v` when that strike is made with a gun it bears (Kevlar Vest); else 0. */
export function gunDamageOn(s: VtesState, v: string): number {
  const combat = s.combat;
  const st = combat?.strikes[other(combat, v)];
  if (!st?.from || !defOf(s, st.from).classes?.includes('gun')) return 0;
  return strikeDamageOn(s, v).n;
}

/**
 * 6.4.6: all the damage of the opposing minion's strike waiting on `v` is prevented (its environmental
 * damage and a retainer's are not the strike's), as much as is there.
 */
export function preventStrikeDamage(s: VtesState, v: string, ev: Ev): void {
  const combat = s.combat!;
  const { n, agg } = strikeDamageOn(s, v);
  const dmg = combat.damage[0];
  const left = { ...dmg, agg: agg ? dmg.agg - n : dmg.agg, normal: agg ? dmg.normal : dmg.normal - n };
  const rest = combat.damage.slice(1);
  setStep(s, 'combat', { damage: left.normal + left.agg === 0 ? rest : [left, ...rest] });
  ev.push({ type: 'vtes.prevent', params: { name: cardName(s, v), n }, rule: 'vtes-es:6.4.6' });
}

/** 6.4.6: the damage `v` can still prevent this round: its prevention of each round (`preventEachRound`) and what is left of its prevention for the whole combat (`preventInCombat`). */
export function guardLeft(s: VtesState, v: string): number {
  const combat = s.combat;
  if (!combat) return 0;
  return roundGuardLeft(s, v) + (combat.guardPool?.[v] ?? 0);
}

/** 6.4.6: what is left of `v`'s prevention of each round in this round (`preventEachRound`). */
function roundGuardLeft(s: VtesState, v: string): number {
  const combat = s.combat;
  if (!combat?.guard) return 0;
  return lastingSum(s, combat.guard, v) - (combat.guardUsed?.[`${v}:${combat.round}`] ?? 0);
}

/**
 * 6.4.6: the blood `v` may burn now to prevent all the damage of the opposing initial strike waiting on it
 * (`strikeGuard`: once a round, not an additional strike's, with that blood to burn); 0: not now.
 */
export function strikeGuardCost(s: VtesState, v: string): number {
  const combat = s.combat;
  if (!combat?.strikeGuard || combat.extraAsked || combat.strikeGuardUsed?.includes(`${v}:${combat.round}`)) return 0;
  const n = lastingSum(s, combat.strikeGuard, v);
  return n > 0 && s.cards[v].blood >= n && strikeDamageOn(s, v).n > 0 ? n : 0;
}

/** 6.4.6: `v` burns the blood of its `strikeGuard` and prevents all the damage of the opposing initial strike. */
export function useStrikeGuard(s: VtesState, v: string, ev: Ev): void {
  const combat = s.combat!;
  const n = strikeGuardCost(s, v);
  setStep(s, 'combat', { strikeGuardUsed: [...(combat.strikeGuardUsed ?? []), `${v}:${combat.round}`] });
  burnBlood(s, v, n);
  preventStrikeDamage(s, v, ev);
}

/** 6.4.6: `v` uses one point of its prevention (of this round, else of the combat) on the damage waiting. */
export function useGuard(s: VtesState, v: string, ev: Ev): void {
  const combat = s.combat!;
  const key = `${v}:${combat.round}`;
  // the round's own prevention first, then what is left for the whole combat (`preventInCombat`)
  if (roundGuardLeft(s, v) > 0)
    setStep(s, 'combat', { guardUsed: { ...(combat.guardUsed ?? {}), [key]: (combat.guardUsed?.[key] ?? 0) + 1 } });
  else setStep(s, 'combat', { guardPool: { ...combat.guardPool, [v]: (combat.guardPool?.[v] ?? 0) - 1 } });
  preventDamage(s, v, 1, ev);
}

/**
 * 6.4.4: a vampire that used a press to continue combat with a minion whose own text prices it (`pressBurn`: Petra) burns
 * that blood. Read as a press is used only.
 */
export function burnAfterPress(s: VtesState, u: string, ev: Ev): void {
  const combat = s.combat;
  if (!combat || !isVampire(s, u)) return;
  const o = other(combat, u);
  if (s.cards[o]?.contested) return;
  let n = 0;
  for (const m of defOf(s, o).modes) if (m.kind === 'vampire') for (const e of m.effects) if (isKind(e, 'pressBurn')) n += e.n;
  if (n > 0) ev.push({ type: 'vtes.pressBurn', params: { name: cardName(s, u), n: burnBlood(s, u, n) }, rule: 'vtes-es:6.4.4' });
}
