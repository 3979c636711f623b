/**
 * Strikes and damage (vtes-es 6.4.3 "Ataque", 6.4.5 "Efectos de los ataques", 6.4.6 "Resolución del
 * daño"; vtes-pl "Cios", "Efekty ciosów", "Rozpatrywanie obrażeń"): strikes from cards, their
 * resolution in order (first strike, then the rest), damage and its prevention, torpor of a wounded
 * vampire (6.5.1; vtes-pl "Letarg"), the end of a combat (vtes-pl "Koniec rundy").
 */
import { immuneNonAgg } from './damage-immune';
import { overDamage } from './over-damage';
import { cannotHold } from '../core/no-carry';
import { deferTorpor } from './torpor-window';
import { coinSpares } from './coin-strikes';
import { expireMarks } from '../core/marks';
import { lastingSum } from '../core/params/duration';
import type { Mode } from '../schema/effects';
import { type EffectOf, type Handlers, runEffects } from '../schema/dispatch';
import { isEffect, isKind, primsBut } from '../schema/effect-query';
import { holds } from '../core/params/cond';
import { attach, burnBlood, burnCard, cardToBank, drawUp, loseLife, popFrame, setStep, toTorpor, unlock } from '../core/ops';
import { becameAlly, defOf, type Ev, isEquipmentOn, isVampire, isWeaponOn, type Strike, type VtesState } from '../core/state';
import { openManual } from '../core/manual';
import { cardName, isBleed, isRedList, liveMode, other, statBonus, strengthOf, toAsh } from '../core/queries';
import { redListBurned } from '../core/redlist';
import { stealBlood } from '../core/steal-blood';
import { pastFirstDamage } from '../vocab/prims/prevent-past-first';
import { landAfterCombat, runAfterCombat } from './after-combat';
import { aimedDamage } from './aim';
import { runPrimsIf } from '../vocab/primitives';
import { ownDiscStrikePlus, strikeAgg, strikeFirst, strikeLands } from '../vocab/prims-combat';
import { runBloodZeroTriggers, runCombatEndTriggers } from '../vocab/triggers';
import { startCombat } from './combat-start';
import { burnAutoPress } from '../vocab/prims/auto-press';

/** What a strike card's effects act on: the striking minion, the card, the strike being built, the events. */
interface StrikeCtx {
  s: VtesState;
  minion: string;
  card: string;
  st: Strike;
  ev: Ev;
}

type StrikeRec = EffectOf<'strike'>;

/**
 * The strike a strike card makes, by its kind (6.4.3, 6.4.5): its damage and whether it is ranged.
 * One line per kind of the schema (a missing one does not compile).
 */
const STRIKE_OF: Record<StrikeRec['s'], (e: StrikeRec, s: VtesState, u: string) => Strike> = {
  hand: (e, s, u) => ({ kind: 'hand', dmg: strengthOf(s, u) + (e.plus ?? 0), ranged: false, undodgeable: e.undodgeable }),
  dodge: () => ({ kind: 'dodge', dmg: 0, ranged: true }),
  combatEnds: () => ({ kind: 'combatEnds', dmg: 0, ranged: true }),
  damage: (e, s, u) => ({
    kind: 'damage',
    dmg: (e.dmg ?? 0) + (e.str ? strengthOf(s, u) : 0),
    ranged: !!e.ranged,
    ...(e.undodgeable ? { undodgeable: true } : {}),
  }),
  stealBlood: (e) => ({ kind: 'stealBlood', dmg: e.dmg ?? 1, ranged: !!e.ranged }),
  burnEquipment: (e) => ({ kind: 'burnEquipment', dmg: 0, ranged: !!e.ranged }),
  stealEquipment: (e) => ({ kind: 'stealEquipment', dmg: 0, ranged: !!e.ranged }),
  torpor: () => ({ kind: 'torpor', dmg: 0, ranged: false }),
  burnAlly: () => ({ kind: 'burnAlly', dmg: 0, ranged: false }),
};

/** Effects of a card used as a strike (6.4.3, 6.4.5), one handler per kind of the `strike` site. */
const STRIKE_EFFECTS: Handlers<'strike', StrikeCtx> = {
  strike: (e, c) => {
    c.st = STRIKE_OF[e.s](e, c.s, c.minion);
    if (e.firstStrike) c.st.firstStrike = true;
    if (e.weapons) c.st.weapons = true;
    if (e.unpreventable) c.st.unpreventable = true;
    if (e.noFor) c.st.noFor = true;
    // a hand strike and dodge: no additional strike for its striker this round, those already granted lost
    if (e.dodge) {
      c.st.alsoDodge = true;
      const combat = c.s.combat!;
      setStep(c.s, 'combat', {
        noExtra: [...(combat.noExtra ?? []), { uid: c.minion, round: combat.round }],
        extraLeft: { ...combat.extraLeft, [c.minion]: 0 },
      });
    }
    if (e.agg) c.st.agg = true;
  },
  // its other primitives (Dust Up's additional strike); a maneuver on a strike card is used only by
  // playing it in the determine-range step (6.4.2): played as a strike, it is lost
  prims: (e, { s, minion, card, ev }) =>
    runPrimsIf(
      s,
      { ...e, do: primsBut(e.do, 'maneuver') },
      { seat: s.cards[minion].controller, source: card, minion, opponent: other(s.combat!, minion), actor: s.act?.actor },
      ev,
    ),
  unlockActor: (_e, { s, minion }) => {
    setStep(s, 'combat', { unlockAtEnd: [...s.combat!.unlockAtEnd, minion] });
  },
  // the vampire blocked in its action (by the minion it fights) continues it once the combat ends (6.2.2)
  continueUnblocked: (e, { s, minion }) => {
    const a = s.act;
    if (!a || a.actor !== minion || a.outcome !== 'blocked' || a.blocker !== other(s.combat!, minion)) return;
    if (e.not?.includes('bleed') && isBleed(s, a)) return;
    if (e.not?.includes('political') && a.kind === 'political') return;
    setStep(s, 'act', { continueUnblocked: { cost: e.cost, stealth: e.stealth } });
  },
  manual: (_e, { s, minion }) => openManual(s, s.cards[minion].controller),
};

/** The strike of a played combat card and its other strike-time effects. A maneuver on a strike card
 * is used only by playing the card during range determination (6.4.2): played as a strike, it is lost. */
export function cardStrike(s: VtesState, u: string, m: Mode, card: string, ev: Ev): Strike {
  const c: StrikeCtx = { s, minion: u, card, st: { kind: 'none', dmg: 0, ranged: false }, ev };
  runEffects(STRIKE_EFFECTS, m.effects, c);
  const st = c.st;
  st.card = card;
  // "damaging strikes it makes that require <a Discipline> inflict +1 damage" (its own text)
  st.dmg += ownDiscStrikePlus(s, u, m, st);
  return st;
}

/** 6.4.5: combat ends first, dodges cancel, then damage (normal and environmental) for both. */
export function resolveStrikes(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  const sa = combat.strikes[combat.a] ?? { kind: 'none', dmg: 0, ranged: false };
  const sb = combat.strikes[combat.b] ?? { kind: 'none', dmg: 0, ranged: false };
  if (sa.kind === 'combatEnds' || sb.kind === 'combatEnds') {
    landAfterCombat(s, [combat.a, combat.b]);
    ev.push({ type: 'vtes.combatEnds', params: {}, rule: 'vtes-es:6.4.5' });
    return combatEndsEarly(s, ev);
  }
  // 6.4.5 first strike: resolved before the other combatant's strike (both first strike: together)
  const fa = strikeFirst(s, sa, combat.a);
  if (fa !== strikeFirst(s, sb, combat.b)) {
    setStep(s, 'combat', { deferred: fa ? combat.b : combat.a });
    return resolveStrikesOf(s, [fa ? combat.a : combat.b], false, ev);
  }
  resolveStrikesOf(s, [combat.a, combat.b], true, ev);
}

/** The damage of `from`'s strikes on `to` is aggravated by `to`'s own text under its Condition (effect `aggFrom`: Selena against a werewolf). */
function aggFrom(s: VtesState, to: string, from: string): boolean {
  const m = defOf(s, to).modes;
  if (!m.some((md) => md.kind === 'vampire' && md.effects.some(isEffect('aggFrom')))) return false;
  const ctx = { seat: s.cards[to].controller, source: to, minion: to, opponent: from };
  return m.some((md) => md.kind === 'vampire' && md.effects.some((e) => isKind(e, 'aggFrom') && holds(s, e.if, ctx)));
}

/** The damage of `from`'s strikes on `to` is none by `to`'s own text under its Condition (effect `noDamageFrom`: Saulot against Baali). */
function noDamageFrom(s: VtesState, to: string, from: string): boolean {
  const m = defOf(s, to).modes;
  if (!m.some((md) => md.kind === 'vampire' && md.effects.some(isEffect('noDamageFrom')))) return false;
  const ctx = { seat: s.cards[to].controller, source: to, minion: to, opponent: from };
  return m.some((md) => md.kind === 'vampire' && md.effects.some((e) => isKind(e, 'noDamageFrom') && holds(s, e.if, ctx)));
}

/** Resolves the strikes of `strikers` (and environmental/retainer damage with the normal strikes). */
export function resolveStrikesOf(s: VtesState, strikers: string[], normal: boolean, ev: Ev): void {
  const combat = s.combat!;
  const sa = combat.strikes[combat.a] ?? { kind: 'none', dmg: 0, ranged: false };
  const sb = combat.strikes[combat.b] ?? { kind: 'none', dmg: 0, ranged: false };
  const dmgTo: Record<string, number> = { [combat.a]: 0, [combat.b]: 0 };
  // the environmental share of each minion's damage (an aim reads what the strike itself landed: rules/aim.ts)
  const envTo: Record<string, number> = { [combat.a]: 0, [combat.b]: 0 };
  const aggTo: Record<string, number> = { [combat.a]: 0, [combat.b]: 0 };
  const fixedTo: Record<string, number> = { [combat.a]: 0, [combat.b]: 0 };
  const fixedAggTo: Record<string, number> = { [combat.a]: 0, [combat.b]: 0 };
  // the part of the damage cards requiring Fortitude cannot prevent (Blood Rage: the strike's `noFor`)
  const noForTo: Record<string, number> = { [combat.a]: 0, [combat.b]: 0 };
  // a strike lands unless dodged or out of range; a strike made with a card that was burned or
  // stolen by a first strike is simply lost (6.4.5)
  const lands = (st: Strike, from: string) => strikeLands(s, st, from);
  // each strike of the opposing minion inflicts less damage on a minion saying so (Nephandus; its weapons' too, LSJ 20091123-2)
  const less = (to: string, n: number) => Math.max(0, n - statBonus(s, 'damageLess', to));
  const hits = (st0: Strike, from: string) => {
    const to = other(combat, from);
    if (!lands(st0, from)) return;
    // a coin flipped for a strike at the minion: tails, no effect on it (Gemini's Mirror: rules/coin-strikes.ts)
    if (combat.coinStrikes && coinSpares(s, to, st0, ev)) return;
    // a vampire's strikes with weapons inflict no damage this round (Blood Rage: `weaponsNoDamage`)
    if ((st0.kind === 'hand' || st0.kind === 'damage') && weaponsBarred(s, st0, from)) return;
    // its damage reduced to 0 by the struck vampire's own text (`noDamageFrom`: Saulot against Baali)
    if ((st0.kind === 'hand' || st0.kind === 'damage') && noDamageFrom(s, to, from)) return;
    // its own "+1 damage (or 1 more blood stolen) with ranged strikes, even at close range" (stat `rangedDamage`: Casino Reeds)
    const more = st0.ranged && (st0.kind === 'damage' || st0.kind === 'stealBlood') ? statBonus(s, 'rangedDamage', from) : 0;
    const st1 = more ? { ...st0, dmg: st0.dmg + more } : st0;
    const st = st1.kind === 'hand' || st1.kind === 'damage' ? { ...st1, dmg: less(to, st1.dmg) } : st1;
    // a weapon that wears (Weighted Walking Stick): a counter per damage the strike inflicts, prevented or not
    if (st.wears && st.from) wear(s, st.from, st.dmg, ev);
    if ((st.kind === 'hand' || st.kind === 'damage') && st.target) {
      // a retainer targeted at long range loses life (6.4.7); a dodge does not protect retainers
      if (s.cards[st.target]?.zone === 'attached' && s.cards[st.target].host === to) loseLife(s, st.target, st.dmg, ev);
      return;
    }
    // damage no prevention reaches (an unpreventable strike: Blood Sweat), aggravated or not
    if ((st.kind === 'hand' || st.kind === 'damage') && st.unpreventable) {
      if (strikeAgg(s, st, from)) fixedAggTo[to] += st.dmg;
      else fixedTo[to] += st.dmg;
      return;
    }
    if (st.kind === 'hand' || st.kind === 'damage') {
      // the rest of this round, the opposing strikes' damage is prevented (Skin of Steel: `preventStrike`)
      if (lastingSum(s, combat.shield, to) > 0) {
        ev.push({ type: 'vtes.prevent', params: { name: cardName(s, to), n: st.dmg }, rule: 'vtes-es:6.4.6' });
        return;
      }
      // a hand strike's damage is aggravated while a card says so (Claws of the Dead: `aggHand`)
      if (strikeAgg(s, st, from) || aggFrom(s, to, from)) aggTo[to] += st.dmg;
      else dmgTo[to] += st.dmg;
      if (st.noFor) noForTo[to] += st.dmg;
    }
    if (st.kind === 'stealBlood') {
      // not damage: the blood moves before damage is healed (6.4.5)
      stealBlood(s, to, from, st.dmg, ev, 'vtes-es:6.4.5');
    }
    // not damage: the opposing vampire goes to torpor, wounded (LSJ 20090622-2), or the opposing ally burns
    if (st.kind === 'torpor' && isVampire(s, to) && s.cards[to].zone === 'ready') toTorpor(s, to, ev);
    if (
      st.kind === 'burnAlly' &&
      !isVampire(s, to) &&
      s.cards[to].zone === 'ready' &&
      (defOf(s, to).types.includes('Ally') || becameAlly(s, to))
    ) {
      burnCard(s, to, ev, 'vtes-es:6.4.5');
      ev.push({ type: 'vtes.destroyed', params: { name: cardName(s, to) }, rule: 'vtes-es:6.4.5' });
    }
  };
  landAfterCombat(s, strikers);
  if (strikers.includes(combat.a)) hits(sa, combat.a);
  if (strikers.includes(combat.b)) hits(sb, combat.b);
  // a weapon that hurts its bearer as it strikes with it, once each combat (Zip Gun): environmental damage, none when
  // the strike was lost with the weapon (LSJ 19970801, LSJ 20100310)
  for (const [st, u] of [
    [sa, combat.a],
    [sb, combat.b],
  ] as const) {
    const n = strikers.includes(u) ? bearerDamage(s, st, u) : 0;
    if (n > 0) {
      dmgTo[u] += n;
      envTo[u] += n;
      setStep(s, 'combat', { bearerHurt: [...(s.combat!.bearerHurt ?? []), st.from!] });
    }
  }
  // a strike's own riders, dodged or not: environmental aggravated damage to its striker at close range
  // (`recoil`), the combat ending once the strike has resolved (`endCombatAfter`)
  for (const u of strikers) aggTo[u] += combat.recoil?.[u] ?? 0;
  if (strikers.some((u) => combat.recoil?.[u]))
    setStep(s, 'combat', { recoil: Object.fromEntries(Object.entries(combat.recoil ?? {}).filter(([u]) => !strikers.includes(u))) });
  if (strikers.some((u) => combat.endAfter?.includes(u)))
    setStep(s, 'combat', { endsAfterDamage: true, endAfter: (combat.endAfter ?? []).filter((u) => !strikers.includes(u)) });
  // 6.4.5 destroy / steal equipment: the chosen (or only) equipment of the opposing minion is burned,
  // or moved onto the striker even if the striker could not use it as printed
  for (const [st, from] of [
    [sa, combat.a],
    [sb, combat.b],
  ] as const) {
    if (!strikers.includes(from)) continue;
    if (st.kind !== 'burnEquipment' && st.kind !== 'stealEquipment') continue;
    if (!lands(st, from)) continue;
    const to = other(combat, from);
    const onTo = (x: string | undefined) =>
      !!x && s.cards[x]?.zone === 'attached' && s.cards[x].host === to && isEquipmentOn(s, x) && (!st.weapons || isWeaponOn(s, x));
    const eq = onTo(st.equip) ? st.equip : s.cards[to].attached.find((x) => onTo(x));
    if (!eq) continue;
    // a striker that cannot have it takes nothing (`noCarry`, core/no-carry.ts: such strikes are not offered to it)
    if (st.kind === 'stealEquipment' && cannotHold(s, eq, from)) continue;
    if (st.kind === 'burnEquipment') burnCard(s, eq, ev, 'vtes-es:6.4.5');
    else {
      attach(s, eq, from);
      setStep(s, 'combat', { stolen: [...(combat.stolen ?? []), eq] });
      ev.push({
        type: 'vtes.stealEquipment',
        params: { name: cardName(s, from), card: cardName(s, eq), from: cardName(s, to) },
        rule: 'vtes-es:6.4.5',
      });
    }
  }
  // environmental and retainer damage, during normal strike resolution of the first pair only
  if (normal && combat.step !== 'extraStrike') {
    for (const u of [combat.a, combat.b]) {
      const to = other(combat, u);
      // and the damage its cards deal each round (a retainer's static modifier: Murder of Crows)
      // (not less for a minion whose strikes inflict less: environmental damage is no strike, PIB 20111017)
      let env = (combat.env[u] ?? 0) + statBonus(s, 'roundDamage', u);
      for (const e of combat.envRound ?? []) if (e.uid === u && e.round === combat.round) env += e.n;
      dmgTo[to] += env;
      envTo[to] += env;
    }
  }
  // every damage to a vampire in this combat is aggravated (Domain of Evernight: `aggCombat`), before prevention
  if (combat.aggAll)
    for (const u of [combat.a, combat.b])
      if (isVampire(s, u)) {
        aggTo[u] += dmgTo[u];
        dmgTo[u] = 0;
        fixedAggTo[u] += fixedTo[u];
        fixedTo[u] = 0;
      }
  // a minion immune to non-aggravated damage takes none of it (rules/damage-immune.ts): nothing for it to prevent
  for (const u of [combat.a, combat.b])
    if ((dmgTo[u] > 0 || fixedTo[u] > 0) && immuneNonAgg(s, u)) {
      dmgTo[u] = 0;
      envTo[u] = 0;
      fixedTo[u] = 0;
    }
  setStep(s, 'combat', {
    damage: [combat.a, combat.b]
      .filter((u) => (dmgTo[u] > 0 || aggTo[u] > 0 || fixedTo[u] > 0 || fixedAggTo[u] > 0) && s.cards[u].zone === 'ready')
      .map((u) => ({
        uid: u,
        normal: dmgTo[u],
        agg: aggTo[u],
        ...(envTo[u] > 0 ? { env: envTo[u] } : {}),
        ...(fixedTo[u] > 0 ? { fixed: fixedTo[u] } : {}),
        ...(fixedAggTo[u] > 0 ? { fixedAgg: fixedAggTo[u] } : {}),
        ...(noForTo[u] > 0 ? { noFor: noForTo[u] } : {}),
      })),
    step: 'prevent',
    asker: combat.a,
  });
  ev.push({ type: 'vtes.strikesResolved', params: { a: dmgTo[combat.a], b: dmgTo[combat.b] }, rule: 'vtes-es:6.4.5' });
}

/**
 * A weapon that wears (`wears`, Weighted Walking Stick): `n` counters burned from it for the damage its strike inflicted
 * (prevented or not; what a card made it not inflict is not counted, LSJ 20100519); burned with none left. The whole
 * damage stands however few counters were left (ANK 20201229-2).
 */
function wear(s: VtesState, card: string, n: number, ev: Ev): void {
  const c = s.cards[card];
  if (n <= 0 || c?.zone !== 'attached') return;
  const k = Math.min(n, c.blood);
  cardToBank(s, card, k);
  ev.push({ type: 'vtes.wears', params: { card: cardName(s, card), n: k, left: s.cards[card].blood }, rule: 'vtes-es:6.4.5' });
  if (s.cards[card].blood === 0) burnCard(s, card, ev, 'vtes-es:1.1.2');
}

/**
 * Whether vampire `from`'s strike `st`, made with a weapon, inflicts no damage this round (`weaponsNoDamage`, Blood Rage:
 * "the opposing vampire's strikes with weapons"): the combat's record names it for this round, and the strike that
 * carried it lands, not dodged, and not after a weapon strike made with first strike when it has none (LSJ 20040928).
 */
function weaponsBarred(s: VtesState, st: Strike, from: string): boolean {
  const combat = s.combat!;
  const bars = combat.noWeaponDamage;
  if (!bars?.length || !st.from || !isWeaponOn(s, st.from) || !isVampire(s, from)) return false;
  if (!bars.some((b) => b.uid === from && b.round === combat.round)) return false;
  const by = other(combat, from);
  const theirs = combat.strikes[by];
  if (!theirs || !strikeLands(s, theirs, by)) return false;
  return !(st.firstStrike && !theirs.firstStrike);
}

/** The damage minion `u` takes as its strike `st` made with a weapon it still bears resolves (`bearerDamage`, once each combat). */
function bearerDamage(s: VtesState, st: Strike, u: string): number {
  const w = st.from;
  if (!w || st.kind !== 'damage' || s.cards[w]?.zone !== 'attached' || s.cards[w].host !== u) return 0;
  if (s.combat!.bearerHurt?.includes(w)) return 0;
  return liveMode(s, w)?.effects.find(isEffect('bearerDamage'))?.n ?? 0;
}

/** 6.4.6: the first damage waiting for prevention is resolved (nothing more is prevented). */
export function applyNextDamage(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  const d = combat.damage[0];
  setStep(s, 'combat', { damage: combat.damage.slice(1) });
  // the damage past the first of the round prevented (Flesh of Marble: vocab/prims/prevent-past-first.ts)
  // an aim's extra damage when the aimed strike landed (rules/aim.ts), then the damage past the round's first prevented
  const left = pastFirstDamage(s, { uid: d.uid, ...aimedDamage(s, d, d, ev) }, ev);
  // what the opposing strikes inflicted, past the round's environmental share (Disarm's "inflicted more damage")
  const fixed = (d.fixed ?? 0) + (d.fixedAgg ?? 0);
  const struck = left.normal + left.agg + fixed - (d.env ?? 0);
  if (struck > 0) {
    const key = `${other(combat, d.uid)}:${combat.round}`;
    const was = s.combat!.struck ?? {};
    setStep(s, 'combat', { struck: { ...was, [key]: (was[key] ?? 0) + struck } });
  }
  applyDamage(s, d.uid, left.normal + (d.fixed ?? 0), left.agg + (d.fixedAgg ?? 0), ev);
}

/** Unpreventable damage outside combat (imbued appendix 5): resolved at once, as damage resolution (6.4.6). */
export function unpreventable(s: VtesState, uid: string, n: number, ev: Ev): void {
  applyDamage(s, uid, n, 0, ev);
}

/** Blood a vampire in the combat lost this round (Taste of Vitae's "blood lost", vtes-es 6.4.6). */
function addLostBlood(s: VtesState, v: string, n: number): void {
  const combat = s.combat;
  if (combat) setStep(s, 'combat', { lostBlood: { ...combat.lostBlood, [v]: (combat.lostBlood[v] ?? 0) + n } });
}

/** 6.4.6: damage resolution (after prevention): blood heals normal damage; wounded vampires go to torpor. */
export function applyDamage(s: VtesState, v: string, normal: number, agg: number, ev: Ev, inCombat = true): void {
  // the card record is read again after each change (ops.ts copies it on its first write)
  const c = () => s.cards[v];
  if (c().zone !== 'ready' && c().zone !== 'torpor') return;
  // immune to non-aggravated damage (rules/damage-immune.ts): only the aggravated part is taken
  if (normal > 0 && immuneNonAgg(s, v)) normal = 0;
  // more damage in this combat than its own text allows: burned, not sent to torpor (rules/over-damage.ts: Franciscus)
  if (inCombat && overDamage(s, v, normal + agg, ev)) return;
  if (!isVampire(s, v)) {
    const red = isRedList(s, v);
    loseLife(s, v, normal + agg, ev);
    ev.push({ type: 'vtes.lifeLost', params: { name: cardName(s, v), n: normal + agg }, rule: 'vtes-es:6.4.6' });
    if (red && s.cards[v].zone === 'ash') redListBurned(s, v, ev);
    return;
  }
  const before = c().blood;
  let wounded = c().zone === 'torpor';
  const heal = Math.min(normal, c().blood);
  burnBlood(s, v, heal);
  if (normal > heal) wounded = true;
  for (let i = 0; i < agg; i++) {
    if (!wounded) {
      wounded = true;
      continue;
    }
    if (c().blood > 0) burnBlood(s, v, 1);
    else {
      addLostBlood(s, v, before - c().blood);
      const red = isRedList(s, v);
      burnCard(s, v, ev, 'vtes-es:6.4.6');
      ev.push({ type: 'vtes.destroyed', params: { name: cardName(s, v) }, rule: 'vtes-es:6.4.6' });
      if (red) redListBurned(s, v, ev);
      return;
    }
  }
  addLostBlood(s, v, before - c().blood);
  ev.push({ type: 'vtes.damage', params: { name: cardName(s, v), normal, agg, blood: before - c().blood }, rule: 'vtes-es:6.4.6' });
  // cards that burn while their vampire is in torpor are burned by their triggers (vocab/triggers.ts: any way to torpor)
  // unless the opposing minion may play a card as it is going to torpor (Decapitate: rules/torpor-window.ts)
  if (wounded && c().zone === 'ready' && !(inCombat && deferTorpor(s, v))) toTorpor(s, v, ev);
  // blood reduced to 0 in combat: the cards on the vampire watching it (Anathema: vocab/triggers.ts)
  const k = inCombat ? s.combat : null;
  if (k && before > 0 && c().blood === 0 && c().attached.length && (k.a === v || k.b === v))
    runBloodZeroTriggers(s, v, k.a === v ? k.b : k.a, ev);
}

/**
 * The combat ends before the round is over (a combatant is no longer ready, a combat-ends strike,
 * 6.4.3 / 6.4.5). vtes-pl "Koniec rundy": the end-of-round step still takes place (cards usable at
 * the end of a round may be played); es-2018 has no such step: the combat ends at once.
 */
export function combatEndsEarly(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  // the round still ends (its end-of-round step: Taste of Vitae) when the combat ends early, in both editions
  // (vtes-pl "Koniec rundy"; for es-2018 the rulings RTR 20001020, LSJ 20001024, RTR 20030519, LSJ 20031201-2)
  if (!combat.finalRound && combat.step !== 'endRound') {
    setStep(s, 'combat', { finalRound: true, ended: false, step: 'endRound', asker: combat.a });
    return;
  }
  endCombat(s, ev);
}

export function endCombat(s: VtesState, ev: Ev): void {
  const combat = s.combat!;
  for (const h of combat.played) if (s.cards[h].zone === 'limbo') toAsh(s, h);
  for (const u of combat.unlockAtEnd) if (s.cards[u].zone === 'ready') unlock(s, u);
  // "after combat ends" riders of strikes that landed (Oubliette), unless another combat follows (RTR 20020501)
  // damage after combat is not combat damage (Anathema, LSJ 19980225)
  if (!combat.queued) runAfterCombat(s, combat, (x, u, n, e) => applyDamage(x, u, n, 0, e, false), ev);
  // the cards in play pressing by themselves burn with the combat's end (Trap: vocab/prims/auto-press.ts)
  if (combat.autoPress) burnAutoPress(s, ev);
  expireMarks(s, 'combat');
  popFrame(s, 'combat');
  ev.push({ type: 'vtes.combatEnd', params: {}, rule: 'vtes-es:6.4' });
  // cards not to be replaced until after combat are replaced now (1.6.1.2)
  for (const [seat, n] of Object.entries(combat.noReplace ?? {})) if (n > 0) drawUp(s, Number(seat), ev);
  // "after combat" triggers (vocab/triggers.ts)
  runCombatEndTriggers(s, combat.a, combat.b, ev);
  // a combat queued as this one was about to end (Psyche!): it starts now, between the same minions if both are still ready
  if (combat.queued && s.cards[combat.a].zone === 'ready' && s.cards[combat.b].zone === 'ready') startCombat(s, combat.a, combat.b, ev);
}
