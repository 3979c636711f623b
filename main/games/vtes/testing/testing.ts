/**
 * Test helper: builds a precise V:TES state from a short description (design.md §6, layer 1)
 * and drives it through the module's own decisions. Used by the rule and card tests.
 */
import type { expect as vitestExpect } from 'vitest';
import { stateHash } from '../../../engine/hash';
import { seedRng } from '../../../engine/rng';
import type { Decision, SeatId } from '../../../engine/types';
import { burnCard, type Op, tapOps } from '../core/ops';
import { type Prim, type PrimCtx, runPrims } from '../vocab/primitives';
import { invariants } from '../core/invariants';
import { apply, decisions, forgetDecision, settle } from '../rules/kernel';
import { applyDamage } from '../rules/strikes';
import { type RulingArea, rulingsOf } from './rulings';
import { displayNameOf } from '../../../common/card-names';
import { type CardDef, STARTER_DEFS } from '../data/starters';
import { clone } from '../core/copies';
import { CARD_DATA_VERSION } from '../setup/card-data';
import { defsOf, hasDefs, registerDefs } from '../core/card-tables';
import {
  cardUid,
  type Edition,
  emptyFlags,
  type Ev,
  type Inst,
  SEAT_ZONES,
  type SeatState,
  type VtesState,
  type Zone,
} from '../core/state';

export interface CardSpec {
  /** Card name (as in the starter data, e.g. 'Theo Bell') or id. */
  card: string;
  blood?: number;
  locked?: boolean;
  /** Cards on this card (retainers, master cards...). */
  attached?: CardSpec[];
  anarch?: boolean;
  mode?: number;
}

export interface SeatSpec {
  pool?: number;
  ready?: (string | CardSpec)[];
  torpor?: (string | CardSpec)[];
  /** Imbued with no life left (imbued appendix 5). */
  incapacitated?: (string | CardSpec)[];
  uncontrolled?: (string | CardSpec)[];
  play?: (string | CardSpec)[];
  hand?: string[];
  /** Library cards (top first); default 20 copies of Blood Doll so drawing works. */
  library?: string[];
  crypt?: string[];
  ash?: string[];
}

export interface BuildSpec {
  seats: SeatSpec[];
  edition?: Edition;
  active?: SeatId;
  phase?: VtesState['phase'];
  edge?: SeatId | null;
  /** Turns already started (7: first three influence phases). Default 10. */
  turnsTaken?: number;
  turn?: number;
  /** Extra card definitions (imported or test-only cards). */
  defs?: CardDef[];
}

/** Cards by the name the game shows ("The Warrens"); a test may also use the list's ("Warrens, The"). */
const byName = new Map([...STARTER_DEFS.values()].map((d) => [d.name, d.id]));

let extra = new Map<string, string>();

export function cardId(name: string): string {
  const shown = displayNameOf(name);
  // a test's own definition wins over a starter of the same name (Theo Bell G2 and the V5 starter's Theo Bell)
  const id = extra.get(shown) ?? byName.get(shown) ?? (STARTER_DEFS.has(name) ? name : undefined);
  if (!id) throw new Error(`unknown card ${name}`);
  return id;
}

/**
 * The card-data key of a test's game: `base`'s definitions with `defs` added or replacing theirs
 * (a test's imported, changed or stripped cards), registered under a key naming that content.
 */
function testCardData(base: string, defs: readonly CardDef[]): string {
  if (!defs.length) return base;
  const key = `${base}+test-${stateHash(defs).slice(0, 16)}`;
  if (!hasDefs(key)) {
    const table = { ...defsOf({ cardData: base }) };
    for (const d of defs) table[d.id] = d;
    registerDefs(key, table);
  }
  return key;
}

/** `s` playing with more card definitions (added, or replacing those of the same card ids). */
export function withDefs(s: VtesState, ...defs: CardDef[]): VtesState {
  return { ...s, cardData: testCardData(s.cardData, defs) };
}

export function build(spec: BuildSpec): VtesState {
  const n = spec.seats.length;
  extra = new Map((spec.defs ?? []).map((d) => [d.name, d.id]));
  const cards: Record<string, Inst> = {};
  let next = 1;
  const seats: SeatState[] = [];
  const make = (x: string | CardSpec, seat: SeatId, zone: Zone, host?: string): string => {
    const c: CardSpec = typeof x === 'string' ? { card: x } : x;
    const uid = cardUid(next++);
    cards[uid] = {
      uid,
      cid: cardId(c.card),
      owner: seat,
      controller: seat,
      zone,
      zoneSeat: seat,
      attached: [],
      blood: c.blood ?? 0,
      locked: !!c.locked,
      capBonus: 0,
      anarch: c.anarch,
      mode: c.mode ?? (zone === 'attached' || zone === 'play' ? 0 : undefined),
    };
    if (host) cards[uid].host = host;
    for (const a of c.attached ?? []) cards[uid].attached.push(make(a, seat, 'attached', uid));
    return uid;
  };
  let total = 0;
  spec.seats.forEach((ss, i) => {
    const zones = Object.fromEntries(SEAT_ZONES.map((z) => [z, [] as string[]])) as SeatState['zones'];
    for (const z of ['ready', 'torpor', 'incapacitated', 'uncontrolled', 'play'] as const)
      for (const c of ss[z] ?? []) zones[z].push(make(c, i, z));
    for (const c of ss.hand ?? []) zones.hand.push(make(c, i, 'hand'));
    for (const c of ss.library ?? Array.from({ length: 20 }, () => 'Blood Doll')) zones.library.push(make(c, i, 'library'));
    for (const c of ss.crypt ?? []) zones.crypt.push(make(c, i, 'crypt'));
    for (const c of ss.ash ?? []) zones.ash.push(make(c, i, 'ash'));
    const pool = ss.pool ?? 30;
    total += pool;
    seats.push({ pool, vp: 0, ousted: false, withdrawn: false, zones, masterDebt: 0, handBonus: 0, eventsPlayed: [] });
  });
  for (const c of Object.values(cards)) {
    const d = spec.defs?.find((x) => x.id === c.cid) ?? STARTER_DEFS.get(c.cid)!;
    if (d.kind === 'crypt' && (c.zone === 'ready' || c.zone === 'torpor')) c.blood = Math.min(c.blood, d.capacity ?? 0);
    total += c.blood;
  }
  const s: VtesState = {
    v: 1,
    edition: spec.edition ?? 'vekn-current',
    rng: seedRng('test'),
    cardData: testCardData(CARD_DATA_VERSION, spec.defs ?? []),
    n,
    seats,
    cards,
    limbo: [],
    nextUid: next,
    edge: spec.edge ?? null,
    bank: 0,
    total,
    totalCards: next - 1,
    turn: spec.turn ?? 10,
    turnsTaken: spec.turnsTaken ?? 10,
    active: spec.active ?? 0,
    phase: spec.phase ?? 'minion',
    turnFlags: emptyFlags(),
    act: null,
    combat: null,
    ref: null,
    pick: null,
    huntPending: null,
    maxTurns: 0,
    result: null,
    ousted: [],
    manualLeft: 0,
    manualSeat: null,
  };
  if (s.phase === 'influence') s.turnFlags.transfers = s.turnsTaken <= 3 ? s.turnsTaken : 4;
  return settleForTests(s);
}

/** Finds a card instance by name (optionally of a seat, in a zone). */
export function uid(s: VtesState, name: string, seat?: SeatId, zone?: Zone): string {
  const id = cardId(name);
  const c = Object.values(s.cards).find(
    (x) => x.cid === id && (seat === undefined || x.owner === seat) && (zone === undefined || x.zone === zone),
  );
  if (!c) throw new Error(`no ${name} (seat ${seat}, zone ${zone})`);
  return c.uid;
}

export function dec(s: VtesState): Decision {
  // the test may have edited the state since it was made
  forgetDecision(s);
  const d = decisions(s)[0];
  if (!d) throw new Error('no pending decision');
  return d;
}

export function ids(s: VtesState): string[] {
  return dec(s).options.map((o) => o.id);
}

/** Answers the pending decision with `option` (exact id); auto-answers nothing else. */
export function choose(s: VtesState, option: string): VtesState {
  const d = dec(s);
  if (!d.options.some((o) => o.id === option))
    throw new Error(`option ${option} not offered to seat ${d.seat} in ${d.kind}: ${d.options.map((o) => o.id).join(' ')}`);
  const r = apply(s, d.seat, option);
  const bad = invariants(r.state);
  if (bad.length) throw new Error(`invariants: ${bad.join('; ')}`);
  return r.state;
}

/** Answers the pending decision with the first option whose id starts with `prefix`. */
export function chooseP(s: VtesState, prefix: string): VtesState {
  const o = ids(s).find((x) => x.startsWith(prefix));
  if (!o) throw new Error(`no option starting ${prefix} in ${dec(s).kind}: ${ids(s).join(' ')}`);
  return choose(s, o);
}

/** Passes ('pass', 'done', 'decline', 'none') until the predicate holds or `max` steps. */
export function passUntil(s: VtesState, pred: (s: VtesState) => boolean, max = 50): VtesState {
  for (let i = 0; i < max && !pred(s); i++) {
    const o = ids(s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x));
    if (!o) throw new Error(`cannot pass in ${dec(s).kind}: ${ids(s).join(' ')}`);
    s = choose(s, o);
  }
  return s;
}

/** Runs a whole action: minion chooses `action` option (id prefix after choosing the minion). */
export function announce(s: VtesState, minion: string, action: string): VtesState {
  s = choose(s, `min:${minion}`);
  return chooseP(s, action);
}

/** The options using an ability of card `card` (generic ids `use:<card>:<ability>[:<minion>...]`), for `minion` if given. */
export function usesOf(s: VtesState, card: string, minion?: string): string[] {
  return ids(s).filter((x) => x.startsWith(`use:${card}:`) && (minion === undefined || x.split(':')[3] === minion));
}

/** Chooses the first option using an ability of card `card` (for `minion`, if given). */
export function chooseUse(s: VtesState, card: string, minion?: string): VtesState {
  const o = usesOf(s, card, minion)[0];
  if (!o) throw new Error(`no use of ${card} in ${dec(s).kind}: ${ids(s).join(' ')}`);
  return choose(s, o);
}

/** Resolves the automatic steps of a hand-built state. */
export function settleForTests(s: VtesState): VtesState {
  settle(s, []);
  return s;
}

/** Damage resolution (6.4.6) on a hand-built state. */
export function applyDamageForTests(s: VtesState, v: string, normal: number, agg: number): VtesState {
  const ev: Ev = [];
  applyDamage(s, v, normal, agg, ev);
  settle(s, ev);
  return s;
}

/** Runs primitives on a copy of a hand-built state (no settling): the state after, the events and the ops applied. */
export function runPrimsForTests(s0: VtesState, prims: Prim[], c: PrimCtx): { s: VtesState; ev: Ev; ops: Op[] } {
  return withOps(s0, (s, ev) => runPrims(s, prims, c, ev));
}

/** Burns a card in play by an effect other than damage (then settles). */
export function burnCardForTests(s: VtesState, u: string): VtesState {
  const ev: Ev = [];
  burnCard(s, u, ev);
  settle(s, ev);
  return s;
}

/** A crypt card for a seat spec, with its blood (3 by default). */
export const V = (card: string, blood = 3, more: Partial<CardSpec> = {}): CardSpec => ({ card, blood, ...more });

/** Marks a seat as having declared withdrawal (9.2) in its last unlock phase. */
export function withdrawing(s: VtesState, seat = 0): VtesState {
  s.seats[seat].withdrawing = { turn: s.turn, broken: false };
  return s;
}

/** Plays on (passing) until `seat`'s next turn has started (or the game is over). */
export function toNextTurnOf(s: VtesState, seat: number): VtesState {
  const t = s.turn;
  return passUntil(s, (x) => x.phase === 'over' || (x.turn > t && (x.active === seat || x.seats[seat].withdrawn)), 120);
}

/**
 * The rulings suite of one area (rulings.ts): one test per entry, run by the scenario of the same key,
 * and a test that entries and scenarios match one to one. Vitest's functions come from the test file.
 */
export function rulingsSuite(
  area: RulingArea,
  scenarios: Record<string, () => void>,
  t: {
    describe: (name: string, fn: () => void) => void;
    it: (name: string, fn: () => void) => void;
    expect: typeof vitestExpect;
  },
): void {
  t.describe(`V:TES rulings suite, ${area} (rulings.ts): every entry checked by its scenario`, () => {
    for (const e of rulingsOf(area)) t.it(`${e.card} (${e.cid}) ${e.sources.join(', ')}: ${e.outcome}`, scenarios[e.key]);
    t.it(`every ${area} entry has a scenario, every scenario an entry`, () => {
      t.expect(
        rulingsOf(area)
          .map((e) => e.key)
          .sort(),
      ).toEqual(Object.keys(scenarios).sort());
    });
  });
}

/** Runs `f` on a copy of `s0` and returns the copy, its events and the ops it applied (ops.ts `tapOps`). */
export function withOps(s0: VtesState, f: (s: VtesState, ev: Ev) => void): { s: VtesState; ev: Ev; ops: Op[] } {
  const s = clone(s0);
  const ev: Ev = [];
  const ops: Op[] = [];
  tapOps((_s, op) => ops.push(op));
  try {
    f(s, ev);
  } finally {
    tapOps(null);
  }
  return { s, ev, ops };
}
