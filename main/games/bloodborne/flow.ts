/**
 * The round as the engine's decisions: the automatic flow runs the 8 steps until a decision is
 * pending; `decisions` lists them (steps 1 and 2 are secret and simultaneous); `apply` answers
 * one. Pure: `apply` makes a new state record sharing every part of its input and copies the
 * parts it writes (copy-on-write: see cloneState and own); `decorate` adds the log's display refs.
 */
import { AppError } from '../../common/errors';
import { beginDraft, endDraft, own } from '../../engine/draft';
import { stateCache } from '../../engine/state-cache';
import type { Decision, GameEvent, I18nRef, Option, SeatId } from '../../engine/types';
import { actionOf, BANK, has, isWeapon, kindOf, MONSTER_TYPES, trophyValue, type MonsterType } from './cards';
import { active, addTrophies, cardOf, clockwise, owned, pendingFor, R, RULE, without, type Ev } from './core';
import { hunterAttacks, instants, monsterAttack } from './combat';
import { flee, setup as setupTable } from './dungeon';
import type { BloodborneConfig } from './config';
import { deepFreeze, memo } from '../common/frozen-cache';
import { dreamStep, endRound, removable, removeCard, takeUpgrade } from './dream';
import type { BloodborneState, Hunter, Pending } from './state';

/** Set-up, then the flow runs to the first decision (step 1 of round 1). */
export function setup(config: BloodborneConfig, seed: string): { state: BloodborneState; events: GameEvent[] } {
  const { state, events } = setupTable(config, seed);
  advance(state, events);
  return { state, events };
}

export function advance(s: BloodborneState, ev: Ev): void {
  for (;;) {
    if (s.result || s.pending) return;
    if (s.asks.length) {
      s.pending = s.asks[0];
      s.asks = s.asks.slice(1);
      return;
    }
    if (s.current?.final && s.killed) return finish(s, ev);
    if (allEliminated(s)) return finish(s, ev);
    switch (s.stage) {
      case 'action': {
        const seats: SeatId[] = [];
        for (const x of clockwise(s)) if (active(s.hunters[x])) seats.push(x);
        if (!seats.length) {
          s.stage = 'instants';
          break;
        }
        ev.push({ type: 'step', params: { step: 1, round: s.round }, rule: RULE.paso1 });
        s.pending = pendingFor('action', seats);
        return;
      }
      case 'transform': {
        const seats: SeatId[] = [];
        for (const x of clockwise(s)) {
          const h = s.hunters[x];
          if (active(h) && h.played && has(actionOf(h.played), 'transform')) seats.push(x);
        }
        if (!seats.length) {
          s.stage = 'instants';
          break;
        }
        s.pending = pendingFor('transform', seats);
        return;
      }
      case 'instants': {
        const asks: Pending[] = [];
        instants(s, ev, asks);
        if (asks.length) s.asks = [...s.asks, ...asks];
        // a monster killed here skips steps 4-6
        s.stage = s.killed ? 'dream' : 'monster';
        s.cursor = 0;
        break;
      }
      case 'monster':
        monsterAttack(s, ev);
        s.stage = 'attacks';
        break;
      case 'attacks': {
        const asks: Pending[] = [];
        hunterAttacks(s, ev, asks);
        if (asks.length) s.asks = [...s.asks, ...asks];
        s.stage = 'flee';
        break;
      }
      case 'flee':
        flee(s, ev);
        s.stage = 'dream';
        s.cursor = 0;
        break;
      case 'dream':
        if (dreamStep(s, ev)) s.stage = 'end';
        break;
      case 'end':
        endRound(s, ev);
        s.stage = 'action';
        break;
      case 'over':
        return;
    }
  }
}

function allEliminated(s: BloodborneState): boolean {
  for (const h of s.hunters) if (!h.eliminated) return false;
  return true;
}

/** End of the game: final deposit, score = deposited echoes + trophy values; ties by deposits, then shared. */
export function finish(s: BloodborneState, ev: Ev): void {
  for (const h of s.hunters) {
    h.deposited += h.collected;
    h.collected = 0;
  }
  const scores = s.hunters.map((h) => h.deposited + MONSTER_TYPES.reduce((a, t) => a + trophyValue(t, h.trophies[t]), 0));
  // ranking key, highest first: still in the game, score, deposited echoes (then seat order)
  const keys = s.hunters.map((h, x) => [h.eliminated ? 0 : 1, scores[x], h.deposited]);
  const order = (a: SeatId, b: SeatId): number => {
    const ka = keys[a];
    const kb = keys[b];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
    return 0;
  };
  const seats = [...clockwise(s, 0)].sort((a, b) => order(a, b) || a - b);
  const ranking: SeatId[][] = [];
  for (const x of seats) {
    const last = ranking[ranking.length - 1];
    if (last && order(last[0], x) === 0) last.push(x);
    else ranking.push([x]);
  }
  s.scores = scores;
  s.stage = 'over';
  s.pending = null;
  s.result = { ranking, scores, ...(ranking[0].length > 1 ? { reason: { key: 'log-bloodborne:result.shared' } } : {}) };
  ev.push({ type: 'gameOver', params: { winnerSeats: ranking[0], scores }, rule: RULE.fin });
}

// ---------------------------------------------------------------- decisions

const SECRET = new Set(['action', 'transform']);
const RULE_OF: Record<Pending['kind'], string> = {
  action: 'paso1',
  transform: 'paso2',
  upgrade: 'paso7.3',
  remove: 'limite',
  trophyType: 'trofeos',
};

/**
 * Options are built once per (kind, card instance) and shared by every decision that offers them:
 * an option depends only on its card, and nothing writes into an offered option (frozen). One map
 * per kind keyed by the card (a key built per lookup would cost as much as the option).
 */
type OptionMaker = (arg: string) => Option;
const cardRef = (instance: string): I18nRef => ({ key: `cards-bloodborne:${kindOf(instance)}.name` });
/** The card instance of each option id built so far ('play:axe#2' -> the hand's own 'axe#2'). */
const instanceOfId = new Map<string, string>();
const cardOpt = (prefix: string, key: string): OptionMaker =>
  memo((c) => {
    const id = `${prefix}:${c}`;
    instanceOfId.set(id, c);
    return { id, label: { key: `log-bloodborne:opt.${key}`, params: { card: cardRef(c) } }, params: { card: kindOf(c), instance: c } };
  });
const playOpt = cardOpt('play', 'play');
const weaponOpt = cardOpt('weapon', 'weapon');
const removeOpt = cardOpt('remove', 'remove');
const takeOpt = memo((c) => ({
  id: `take:${c}`,
  label: { key: 'log-bloodborne:opt.take', params: { card: cardRef(c) } },
  params: { card: c },
}));
const typeOpt = memo((t) => ({
  id: `type:${t}`,
  label: { key: 'log-bloodborne:opt.trophyType', params: { type: { key: `cards-bloodborne:type.${t}` } } },
  params: { type: t },
}));
const NO_WEAPON = deepFreeze<Option>({ id: 'none', label: { key: 'log-bloodborne:opt.noWeapon', params: {} }, params: {} });

export function optionsFor(s: BloodborneState, pd: Pending, seat: SeatId): Option[] {
  const h = s.hunters[seat];
  switch (pd.kind) {
    case 'action':
      return h.hand.map(playOpt);
    case 'transform': {
      const out: Option[] = [];
      for (const c of h.hand) if (isWeapon(actionOf(c))) out.push(weaponOpt(c));
      return out.length ? out : [NO_WEAPON];
    }
    case 'upgrade':
      return s.market.map(takeOpt);
    case 'remove':
      return removable(s, seat).map(removeOpt);
    case 'trophyType':
      return (pd.types ?? []).map(typeOpt);
  }
}

/** Prompt and rule of each decision kind, built once. */
const ASK = Object.fromEntries(
  (Object.keys(RULE_OF) as Pending['kind'][]).map((k) => [
    k,
    deepFreeze({ kind: `bloodborne.${k}`, prompt: { key: `log-bloodborne:ask.${k}` }, rule: R(RULE_OF[k]), secret: SECRET.has(k) }),
  ]),
) as Record<Pending['kind'], { kind: string; prompt: I18nRef; rule: string; secret: boolean }>;

/**
 * The decisions built for a state, kept per state object (states are never changed;
 * engine/state-cache.ts, issue 28 item 1): apply on that state checks the choice against them
 * instead of building the options again.
 */
const offered = stateCache<BloodborneState, Decision[]>(buildDecisions);

/**
 * Per seat, the list its last options came from (the hand in steps 1 and 2, the market for an
 * upgrade, the types of a trophy choice) and the decision built from it, with the list's length and the
 * step's kind: a simultaneous step asks every seat still to answer again after each answer, from
 * the same hands, and gets the same (frozen) decision. The rules replace these lists, never write
 * into them, so the same list means the same options; the length guards against tests that edit a
 * hand in place. Keyed by the list object (engine/state-cache.ts), so two games never share an entry.
 */
const NOT_KEPT = Object.freeze({ kind: '', size: -1, decision: null });
const kept = Array.from({ length: 5 }, () =>
  stateCache<readonly unknown[], { kind: string; size: number; decision: Decision | null }>(() => NOT_KEPT),
);

function decisionFor(s: BloodborneState, pd: Pending, seat: SeatId): Decision {
  const from =
    pd.kind === 'upgrade' ? s.market : pd.kind === 'trophyType' ? (pd.types ?? null) : pd.kind === 'remove' ? null : s.hunters[seat].hand;
  const k = from === null ? undefined : kept[seat].get(from);
  if (k && from !== null && k.kind === pd.kind && k.size === from.length && k.decision) return k.decision;
  const ask = ASK[pd.kind];
  const d: Decision = {
    seat,
    kind: ask.kind,
    prompt: ask.prompt,
    options: Object.freeze(optionsFor(s, pd, seat)) as Option[],
    rule: ask.rule,
  };
  if (ask.secret) d.secret = true;
  Object.freeze(d);
  if (from !== null) kept[seat].set(from, { kind: pd.kind, size: from.length, decision: d });
  return d;
}

export function decisions(s: BloodborneState): Decision[] {
  return offered.get(s);
}

function buildDecisions(s: BloodborneState): Decision[] {
  const pd = s.pending;
  if (!pd || s.result) return [];
  const out: Decision[] = [];
  for (const seat of pd.seats) if (pd.answers[seat] === undefined) out.push(decisionFor(s, pd, seat));
  return out;
}

/** The options offered to `seat` in `s`: those decisions() built for it. */
function offeredTo(s: BloodborneState, seat: SeatId): readonly Option[] {
  for (const d of offered.get(s)) if (d.seat === seat) return d.options;
  return [];
}

export function apply(state: BloodborneState, seat: SeatId, optionId: string): { state: BloodborneState; events: GameEvent[] } {
  const pd0 = state.pending;
  let option: Option | undefined;
  if (pd0 && !state.result && pd0.seats.includes(seat) && pd0.answers[seat] === undefined)
    for (const o of offeredTo(state, seat))
      if (o.id === optionId) {
        option = o;
        break;
      }
  if (!option) throw new AppError('illegal_move', 'bloodborne_illegal_move', { seat, option: optionId });
  const s = cloneState(state);
  const ev: Ev = [];
  answer(s, seat, option, ev);
  advance(s, ev);
  endDraft(s);
  return { state: s, events: ev };
}

function answer(s: BloodborneState, seat: SeatId, o: Option, ev: Ev): void {
  const pd = s.pending!;
  switch (pd.kind) {
    case 'action':
    case 'transform': {
      // the answers so far, in a new record (the pending decision is shared with the input state)
      // (a spread copies a record of seat keys faster than a loop of keyed stores)
      const answers: Record<number, string> = { ...pd.answers };
      answers[seat] = o.id;
      let waiting = false;
      for (const x of pd.seats) if (answers[x] === undefined) waiting = true;
      if (waiting) {
        // others still choose: only the pending decision changes (the hunters stay shared)
        s.pending = { kind: pd.kind, seats: pd.seats, answers, types: pd.types };
        return;
      }
      // every hunter has chosen: the cards are shown together
      ownTable(s);
      s.pending = null;
      for (const x of pd.seats) {
        const a = answers[x];
        if (a === 'none') {
          ev.push({ type: 'noWeapon', params: { seat: x }, rule: RULE.paso2, reveals: true });
          continue;
        }
        const card = instanceOfId.get(a) ?? a.slice(a.indexOf(':') + 1);
        const hx = s.hunters[x];
        hx.hand = without(hx.hand, card);
        if (pd.kind === 'action') hx.played = card;
        else hx.weapon = card;
        ev.push({
          type: pd.kind === 'action' ? 'revealAction' : 'revealWeapon',
          params: { seat: x, card: kindOf(card) },
          rule: pd.kind === 'action' ? RULE.paso1 : RULE.paso2,
          reveals: true,
        });
      }
      s.revealed = true;
      s.stage = pd.kind === 'action' ? 'transform' : 'instants';
      return;
    }
    case 'upgrade':
      ownTable(s);
      s.pending = null;
      takeUpgrade(s, seat, String(o.params!.card), ev);
      return;
    case 'remove':
      ownTable(s);
      s.pending = null;
      removeCard(s, seat, String(o.params!.instance), ev);
      return;
    case 'trophyType': {
      ownTable(s);
      s.pending = null;
      const t = o.params!.type as MonsterType;
      const h = s.hunters[seat];
      h.trophies = addTrophies(h.trophies, [t]);
      ev.push({ type: 'trophyBonus', params: { seat, type: t }, rule: RULE.trofeos });
      return;
    }
  }
}

/** The i18n refs of the names met so far, built once per name (events share them; frozen). */
const refs = (key: (id: string) => string) => memo((id): I18nRef => ({ key: key(id) }));
const cardNameRef = refs((card) => `cards-bloodborne:${kindOf(card)}.name`);
const typeNameRef = refs((type) => `cards-bloodborne:type.${type}`);
const lanternNameRef = refs((lantern) => `cards-bloodborne:lantern.${lantern}`);

/**
 * Log refs: `cardName` for a card id, `typeName` for a monster type. The module's `decorate`: the
 * session and the golden games call it on the events of setup and every apply; random playouts,
 * bots and benches, which read no log, skip it.
 */
export function decorate(ev: Ev): Ev {
  for (const e of ev) {
    const p = e.params;
    if (!p) continue;
    if (typeof p.n === 'number') p.count = p.n;
    if (typeof p.card === 'string') p.cardName = cardNameRef(p.card);
    if (typeof p.lantern === 'string') p.lanternName = lanternNameRef(p.lantern);
    if (typeof p.type === 'string') p.typeName = typeNameRef(p.type);
    if (Array.isArray(p.types)) p.typesNames = p.types.map((t) => typeNameRef(String(t)));
    if (Array.isArray(p.cards)) p.cardsNames = p.cards.map((c) => cardNameRef(String(c)));
  }
  return ev;
}

/**
 * A new state object sharing every part of `s` (copy-on-write): the card lists, trophies, the last
 * roll, the generator and the decisions are replaced by the rules, never written into; the
 * hunters and the current monster, which the rules write into, are copied by `ownTable` on the
 * path that writes them (an answer that only joins a simultaneous choice copies neither). It is a
 * draft (engine/draft.ts): what the apply copied is written in place after.
 */
export function cloneState(s: BloodborneState): BloodborneState {
  // one object literal (one shape)
  return beginDraft(
    {
      v: s.v,
      config: s.config,
      n: s.n,
      rng: s.rng,
      round: s.round,
      stage: s.stage,
      first: s.first,
      cursor: s.cursor,
      finalBoss: s.finalBoss,
      dungeon: s.dungeon,
      box: s.box,
      gone: s.gone,
      current: s.current,
      killed: s.killed,
      upgradeDeck: s.upgradeDeck,
      market: s.market,
      removed: s.removed,
      bank: s.bank,
      hunters: s.hunters,
      pending: s.pending,
      asks: s.asks,
      lastRoll: s.lastRoll,
      revealed: s.revealed,
      result: s.result,
      scores: s.scores,
    },
    s,
  );
}

/** Copies into `s` (a clone) the hunters and the current monster, before the rules write into them (once per apply). */
function ownTable(s: BloodborneState): void {
  s.hunters = own(s, s.hunters, cloneHunters);
  if (s.current) s.current = own(s, s.current, cloneMonster);
}

const cloneHunters = (hs: Hunter[]): Hunter[] => hs.map(cloneHunter);
const cloneMonster = (c: NonNullable<BloodborneState['current']>): NonNullable<BloodborneState['current']> => ({
  id: c.id,
  echoes: c.echoes,
  final: c.final,
});

function cloneHunter(h: Hunter): Hunter {
  return {
    hand: h.hand,
    used: h.used,
    played: h.played,
    weapon: h.weapon,
    health: h.health,
    collected: h.collected,
    deposited: h.deposited,
    trophies: h.trophies,
    dead: h.dead,
    deaths: h.deaths,
    eliminated: h.eliminated,
    hit: h.hit,
    struckInstant: h.struckInstant,
    meleeCancelled: h.meleeCancelled,
  };
}

// ---------------------------------------------------------------- invariants (playouts)

export function invariants(s: BloodborneState): string[] {
  const bad: string[] = [];
  const echoes = s.bank + (s.current?.echoes ?? 0) + s.hunters.reduce((a, h) => a + h.collected + h.deposited, 0);
  if (echoes !== BANK) bad.push(`echoes not conserved: ${echoes} != ${BANK}`);
  const seen = new Map<string, number>();
  const count = (ids: Iterable<string>) => {
    for (const id of ids) seen.set(id, (seen.get(id) ?? 0) + 1);
  };
  for (const h of s.hunters) count(owned(h));
  count(s.upgradeDeck);
  count(s.market);
  count(s.removed);
  count(s.dungeon);
  count(s.box);
  count(s.gone);
  if (s.current && !s.current.final) count([s.current.id]);
  for (const [id, k] of seen) if (k !== 1) bad.push(`card ${id} in ${k} places`);
  const expected = s.n * 5 + 32 + 25;
  if (seen.size !== expected) bad.push(`cards in play ${seen.size} != ${expected}`);
  const max = s.hunters.length ? Math.max(...s.hunters.map((h) => h.health)) : 0;
  if (max > 8) bad.push(`health above 8: ${max}`);
  s.hunters.forEach((h, i) => {
    if (h.health < 0) bad.push(`seat ${i} health below 0`);
    if (h.collected < 0 || h.deposited < 0) bad.push(`seat ${i} negative echoes`);
    if (!h.dead && !h.eliminated && h.health === 0) bad.push(`seat ${i} alive at 0 health`);
    if (s.stage === 'action' && !s.pending && owned(h).length > 7) bad.push(`seat ${i} above the upgrade limit`);
    if (owned(h).filter((c) => kindOf(c) === 'dream').length !== 1) bad.push(`seat ${i} lost the Hunter's Dream`);
  });
  if (s.market.length > s.n) bad.push('market too large');
  return bad;
}

export { cardOf };
