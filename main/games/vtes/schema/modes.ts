/**
 * The parts of a card mode (issue 11 item 5): `{ kind, window, cost, conditions, limits, targets,
 * effects }` (effects.ts `Mode`). The rule modules read each part through these small accessors
 * instead of scanning one mixed list: the window a mode is played in (the steps of the action, the
 * referendum and the combat, out of turn, as a card is played), its cost, the conditions on the
 * player and the minion (1.6.1.3), how often it may be played and what it targets. Whether a window
 * or a condition holds in a given state is queries.ts' (`meetsReqs`, `inWindow`).
 * Pure: no state, no imports but types.
 */
import { entryParams, whoParams } from './legacy-params';
import type { CancelCard, CardDef, Condition, Cost, Effect, Limit, Mode, OutOfTurn, Target, Window } from './effects';
import type { Prim } from './records';
import { effectWhere, isKind } from './effect-query';

const NO_WINDOW: Window = {};

/** The mode's window (empty: only its kind's own window). */
export function windowOf(m: Mode): Window {
  return m.window ?? NO_WINDOW;
}

/** An out-of-turn master card's timing (1.6.2.4), if the mode is one. */
export function outOfTurnOf(m: Mode | null | undefined): OutOfTurn | undefined {
  return m?.window?.outOfTurn;
}

/**
 * Whether an out-of-turn master card cancels the card answered "as it is played" (1.6.1.1): its window
 * names the kind it may cancel and its effects say that it does (`cancel { what: 'played' }`); a card
 * played from its catalog facts (`manual`) cancels by its window alone, the players doing the rest.
 * Without either (its effects stripped) it is not offered.
 */
export function cancelsAsPlayed(m: Mode): boolean {
  return m.effects.some((e) => isKind(e, 'manual') || (isKind(e, 'prims') && e.do.some((p) => p.p === 'cancel' && p.what === 'played')));
}

/** The card a minion card cancels as it is played (1.6.1.1, 1.6.3.7), if the mode does. */
export function cancelOf(m: Mode | null | undefined): CancelCard | undefined {
  return m?.window?.cancel;
}

/** The primitives of a list of effects (its `prims` records' lists, in order). */
export function primsOf(effects: readonly Effect[]): Prim[] {
  return effects.flatMap((e) => (isKind(e, 'prims') ? e.do : []));
}

/** The first primitive of kind `p` among the effects (matching `test`, if given). */
export function primIn<P extends Prim['p']>(
  effects: readonly Effect[],
  p: P,
  test?: (pr: Extract<Prim, { p: P }>) => boolean,
): Extract<Prim, { p: P }> | undefined {
  for (const pr of primsOf(effects)) if (pr.p === p && (!test || test(pr as Extract<Prim, { p: P }>))) return pr as Extract<Prim, { p: P }>;
  return undefined;
}

const NO_LIMITS: readonly Limit[] = [];

/**
 * 1.6.3.2 / 1.6.3.6 (vtes-pl "Karty modyfikatorów akcji", "Karty reakcji"): a minion plays a given
 * action modifier or reaction at most once per action, even with another Discipline level: a limit of
 * every mode of these kinds, implied by the kind (the card data does not repeat it).
 */
const ONCE_PER_ACTION: Limit = { once: 'action' };
const KIND_LIMITS: readonly Limit[] = [ONCE_PER_ACTION];

/**
 * The mode's limits: how often, and with how many copies on the minion, it may be played (none: as
 * often as its rules allow): those the data states, and the one its kind implies (once per action for
 * action modifiers and reactions).
 */
export function limitsOf(m: Mode): readonly Limit[] {
  if (m.kind !== 'modifier' && m.kind !== 'reaction') return m.limits ?? NO_LIMITS;
  if (!m.limits) return KIND_LIMITS;
  return m.limits.some((l) => 'once' in l && l.once === 'action') ? m.limits : [...m.limits, ONCE_PER_ACTION];
}

/** The mode may be played only once per combat round / per combat / per action by the same minion, or once between unlock phases. */
export function hasLimit(m: Mode, once: Extract<Limit, { once: unknown }>['once']): boolean {
  return limitsOf(m).some((l) => 'once' in l && l.once === once);
}

/**
 * What a once-each-round or once-each-combat limit counts for mode `m` of card `cid`: the card, or the card at the
 * mode's Discipline when the limit is per Discipline (`perDisc`: Hell-for-Leather at [ani] and at [cel] in one combat).
 */
export function limitKey(cid: string, m: Mode): string {
  if (!limitsOf(m).some((l) => 'once' in l && l.perDisc)) return cid;
  const disc = m.conditions.find((c) => c.r === 'disc');
  return disc?.r === 'disc' ? `${cid}:${disc.disc}` : cid;
}

/** The mode wakes the minion playing it (a `wake` primitive): it may then block and react though locked. */
export function wakes(m: Mode): boolean {
  return m.effects.some(effectWhere('prims', (e) => e.do.some((p) => p.p === 'wake')));
}

/** The mode's conditions on the player and the minion, and the card's own (checked for every mode). */
export function conditionsOf(d: CardDef, m: Mode): Condition[] {
  return d.reqs.length ? [...d.reqs, ...m.conditions] : m.conditions;
}

/** The mode needs a condition of that kind (a locked minion, a vampire...). */
export function hasCondition(m: Mode, r: Condition['r']): boolean {
  return m.conditions.some((c) => c.r === r);
}

/** The Discipline levels the mode requires. */
export function discsOf(m: Mode | undefined): Extract<Condition, { r: 'disc' }>[] {
  return (m?.conditions ?? []).filter((c): c is Extract<Condition, { r: 'disc' }> => c.r === 'disc');
}

/** The cost of playing the mode: its own, else the card's printed cost (pool, blood; X chosen as played). */
export function costOf(d: CardDef, m?: Mode): Cost {
  return m?.cost ?? d; // the card's own `pool` and `blood` fields are its printed cost (no copy on this hot path)
}

/** What the mode targets, if it is a directed action (effects.ts `Target`). */
export function targetsOf(m: Mode): Target['t'] | undefined {
  return m.targets?.t;
}

/** The card data makes the mode a directed action (6.2.2): it has targets, other than a card chosen by an undirected action. */
export function directedByData(m: Mode): boolean {
  return m.targets !== undefined && !(m.targets.t === 'card' && m.targets.cards.undirected);
}

type LegacyReq = { r: string } & Record<string, unknown>;
type LegacyEffect = Mode['effects'][number] | { e: 'onlyOne' } | { e: 'onePerUnlock' } | ({ e: LegacyKind } & Record<string, unknown>);

/**
 * Effect kinds re-expressed as primitives (issue 11 item 5): a card definition recorded before (a
 * saved game's) reads them as the primitives that replaced them, so it plays as it did.
 */
const LEGACY_KINDS = {
  stealPool: (e: Record<string, unknown>): Prim[] => [{ p: 'move', n: e.n as number, from: 'targetPool', to: 'pool' }],
  addBlood: (e: Record<string, unknown>): Prim[] => [{ p: 'move', n: e.n as number, from: 'bank', to: 'target' }],
  lockMinion: (): Prim[] => [{ p: 'lock', who: 'target' }],
  discardFromPrey: (): Prim[] => [{ p: 'discardFromTarget' }],
  allyNoUnlock: (): Prim[] => [{ p: 'noUnlock', who: 'minion', allyOnly: true, for: 'untilUnlock' }],
  lockFailedBlockers: (): Prim[] => [{ p: 'lockFailedBlockers' }],
  wake: (): Prim[] => [{ p: 'wake', who: 'minion' }],
  noVampireBlock: (e: Record<string, unknown>): Prim[] => [{ p: 'noVampireBlock' }, { p: 'aggAfterAction', n: e.aggAfter as number }],
  bloodToUncontrolled: (e: Record<string, unknown>): Prim[] => [{ p: 'bloodToUncontrolled', n: e.n as number, younger: true }],
  // the combat kinds (vocab/prims-combat.ts)
  maneuver: (e: Record<string, unknown>): Prim[] => [e.toCloseOnly ? { p: 'maneuver', toClose: true } : { p: 'maneuver' }],
  press: (): Prim[] => [{ p: 'press', who: 'minion' }],
  extraStrike: (e: Record<string, unknown>): Prim[] => [{ p: 'additionalStrike', limited: !!e.limited }],
  prevent: (e: Record<string, unknown>): Prim[] => [
    e.n === 'X+1' ? { p: 'prevent', n: 1, plusX: true } : { p: 'prevent', n: e.n as number },
  ],
  strengthSet: (e: Record<string, unknown>): Prim[] => [{ p: 'strength', n: e.n as number, set: true }],
  handOnlyRound: (e: Record<string, unknown>): Prim[] => [
    { p: 'strikeOnly', kind: 'hand' },
    ...(e.nextRoundClose ? [{ p: 'nextRoundClose' } as const] : []),
  ],
  envDamage: (e: Record<string, unknown>): Prim[] => [{ p: 'damage', n: e.n as number, to: 'opponent', for: 'combat' }],
  gainLostBlood: (): Prim[] => [{ p: 'gainBlood', n: 'opponentLost' }],
  // political actions: their terms, then what a passed referendum does (vocab/prims-politics.ts)
  votes: (e: Record<string, unknown>): Prim[] => [{ p: 'votes', n: e.n as number }],
  cancelReferendum: (): Prim[] => [{ p: 'cancel', what: 'referendum' }],
  refBurnPerMinion: (): Prim[] => [{ p: 'seatPool', n: 1, from: 'each', to: 'bank', per: 'minion' }],
  refAllocateBurn: (e: Record<string, unknown>): Prim[] => [
    { p: 'allot', n: e.points as number, among: 'any', spread: 2 },
    { p: 'seatPool', n: 1, from: 'points', to: 'bank' },
  ],
  refParity: (e: Record<string, unknown>): Prim[] => [
    { p: 'chooseSeat', among: 'richer' },
    { p: 'allot', n: e.n as number, among: 'notChosen' },
    { p: 'seatPool', n: 1, from: 'chosen', to: 'points' },
  ],
} as const satisfies Record<string, (e: Record<string, unknown>) => Prim[]>;
/**
 * Effect kinds re-expressed as another record: an activated ability (vocab/abilities.ts: Guardian
 * Angel's prevention once each combat, the hunting grounds' blood), a static modifier (vocab/modifiers.ts: Murder of Crows' damage each round), a card module (cards/: Organized Resistance).
 */
const LEGACY_RECORDS = {
  preventEachCombat: (e: Record<string, unknown>): Effect => ({
    e: 'ability',
    window: 'prevent',
    cost: [],
    limit: 'combat',
    ...whoParams({ role: 'bearer' }),
    effects: [{ p: 'prevent', n: e.n as number }],
  }),
  retainerDamage: (e: Record<string, unknown>): Effect => ({ e: 'mod', stat: 'roundDamage', n: e.n as number, who: 'employer' }),
  // a card whose rules moved to a card module (cards/organized-resistance.ts, issue 27 item 6)
  organizedResistance: (): Effect => ({ e: 'card', id: 'organizedResistance' }),
  // a hunting ground's 1 blood in the unlock phase (the hunting grounds of data/master.json; Carfax Abbey's anarchs, two with a ready baron)
  huntingGround: (e: Record<string, unknown>): Effect => ({
    e: 'ability',
    window: 'unlock',
    cost: [],
    limit: 'turn',
    ...(e.anarchOnly ? { uses: { n: 2, if: { c: 'controlsTitle', title: 'baron' } } } : {}),
    ...whoParams({ role: 'vampire', ...(e.anarchOnly ? { sect: 'anarch' as const } : {}), once: 'hunted' }),
    effects: [{ p: 'move', n: 1, from: 'bank', to: 'minion' }],
  }),
} as const satisfies Record<string, (e: Record<string, unknown>) => Effect>;
type LegacyKind = keyof typeof LEGACY_KINDS | keyof typeof LEGACY_RECORDS;
const isLegacyKind = (e: LegacyEffect): boolean => Object.hasOwn(LEGACY_KINDS, e.e) || Object.hasOwn(LEGACY_RECORDS, e.e);

/**
 * The effects of a mode with every re-expressed kind read as its primitives (consecutive ones as one
 * record, as the data writes them) or as its ability or static record.
 */
function withPrims(effects: readonly LegacyEffect[]): Effect[] {
  const out: Effect[] = [];
  let last: Prim[] | null = null;
  for (const e of effects) {
    const rec = e as Record<string, unknown>;
    if (Object.hasOwn(LEGACY_RECORDS, e.e)) {
      out.push(LEGACY_RECORDS[e.e as keyof typeof LEGACY_RECORDS](rec));
      last = null;
      continue;
    }
    if (!Object.hasOwn(LEGACY_KINDS, e.e)) {
      out.push(e as Effect);
      last = null;
      continue;
    }
    const prims = LEGACY_KINDS[e.e as keyof typeof LEGACY_KINDS](rec);
    if (last) last.push(...prims);
    else {
      last = [...prims];
      out.push({ e: 'prims', do: last });
    }
  }
  return out;
}
type LegacyMode = Omit<Mode, 'conditions' | 'effects'> & {
  conditions?: Condition[];
  reqs?: LegacyReq[];
  directed?: boolean;
  effects: LegacyEffect[];
};

/** Limits recorded as effects before they were limits: one copy on a vampire, one play between unlock phases. */
const LEGACY_LIMITS: Record<string, Limit> = { onlyOne: { oneOn: 'minion' }, onePerUnlock: { once: 'untilUnlock' } };
const isLegacyLimit = (e: LegacyEffect): boolean => e.e === 'onlyOne' || e.e === 'onePerUnlock';

/**
 * A mode recorded before the parts existed (a saved game's card definitions: `{ kind, reqs, effects,
 * directed? }`, one mixed requirement list) in the current shape, so the game replays unchanged:
 * timing requirements go to the window, once per round / combat to the limits, "(D)" to the targets
 * (an action whose effects bleed, discard from the prey, steal pool or enter combat: its target),
 * the limits once recorded as effects (`onlyOne`, `onePerUnlock`) to the limits too,
 * the rest are conditions; an effect kind since re-expressed as primitives reads as them
 * (`LEGACY_KINDS`). A mode in the current shape is returned as it is.
 */
export function modeFromRecord(m: LegacyMode): Mode {
  const mode = modeParts(m);
  return mode.effects.some(isLegacyKind) ? { ...mode, effects: withPrims(mode.effects) } : mode;
}

function modeParts(m: LegacyMode): Mode {
  if (m.effects.some(isLegacyLimit)) {
    const effects = m.effects.filter((e) => !isLegacyLimit(e)) as Mode['effects'];
    const moved = m.effects.filter(isLegacyLimit).map((e) => LEGACY_LIMITS[e.e]);
    const mode = modeParts({ ...m, effects });
    return { ...mode, limits: [...(mode.limits ?? []), ...moved] };
  }
  if (!m.reqs) return m as Mode;
  const { reqs, directed, ...rest } = m;
  const window: Window = {};
  const conditions: Condition[] = [];
  const limits: Limit[] = [];
  for (const { r, ...x } of reqs)
    if (r === 'bleed') window.bleed = true;
    else if (r === 'directedAtYou' || r === 'bleedingYou') window.against = r;
    else if (r === 'predatorActing') window.predatorActing = true;
    else if (r === 'polling') window.polling = true;
    else if (r === 'blocking' || r === 'hasBlocked') window.blocker = r;
    else if (r === 'after') window.after = x.outcome as 'success' | 'blocked';
    else if (r === 'refPassed') window.after = 'refPassed';
    else if (r === 'beforeRange' || r === 'closeBeforeStrikes' || r === 'endOfRound') window.combat = r;
    else if (r === 'outOfTurn') window.outOfTurn = x as unknown as OutOfTurn;
    else if (r === 'cancelCard') window.cancel = x as unknown as CancelCard;
    else if (r === 'oncePerRound') limits.push({ once: 'round' });
    else if (r === 'oncePerCombat') limits.push({ once: 'combat' });
    else conditions.push({ r, ...x } as Condition);
  return {
    ...rest,
    effects: rest.effects as Mode['effects'], // the limits among them were moved above
    ...(Object.keys(window).length ? { window } : {}),
    conditions,
    ...(limits.length ? { limits } : {}),
    ...(directed ? { targets: { t: 'directed' as const } } : legacyTargets(rest)),
  };
}

/** An old record's action said its target only through its effects (a bleed, a discard from the prey, stealing pool, entering combat). */
function legacyTargets(m: Pick<LegacyMode, 'kind' | 'effects'>): { targets?: Target } {
  if (m.kind !== 'action') return {};
  const has = (k: string) => m.effects.some((e) => e.e === k);
  const discards = m.effects.some((e) => e.e === 'prims' && e.do.some((p) => p.p === 'discardFromTarget'));
  if (has('bleed') || has('discardFromPrey') || discards) return { targets: { t: 'prey' } };
  const takesPool = m.effects.some((e) => e.e === 'prims' && e.do.some((p) => p.p === 'move' && p.from === 'targetPool'));
  if (has('stealPool') || takesPool) return { targets: { t: 'methuselah' } };
  if (has('enterCombat')) return { targets: { t: 'minion' } };
  return {};
}

/**
 * A card definition from a record, its modes in the current shape (see `modeFromRecord`), the old
 * ad-hoc fields read into the shared parameter records (legacy-params.ts).
 */
export function cardFromRecord(d: CardDef): CardDef {
  const modes = d.modes as LegacyMode[];
  const current = modes.some((m) => m.reqs || m.effects.some((e) => isLegacyLimit(e) || isLegacyKind(e)))
    ? { ...d, modes: modes.map(modeFromRecord) }
    : d;
  return entryParams(current);
}
