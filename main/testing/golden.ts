/**
 * Golden games, one harness for the four games (issue 14 item 2, issue 28 item 1): seeded bot
 * games summed up in a small committed fixture, so that a reshaping of a rules module proves it
 * changes no game. Each game is recorded as four separate fields:
 *
 * - `decisions`: how many decisions were answered;
 * - `choices`: a digest of every decision met (seat, kind, option ids in order) and the answer;
 * - `events`: a digest of every event of the game, in order (the canonical JSON of each apply's
 *   events, or of the session's whole log);
 * - `state`: the hash of the final state.
 *
 * Hashes only, no card text. A game is driven either through the module (`via: 'module'`: setup,
 * decisions, apply, the first pending decision answered each time; the board games) or through a
 * GameSession as the app plays it (`via: 'session'`: single-option decisions answered by the
 * session; V:TES).
 *
 * Record mode, for the one who changes the rules on purpose (say why in the commit):
 * - `VITAE_GOLDEN_RECORD=1 npx vitest run <golden test>` rewrites a game's state hash only where
 *   its decisions, choices and events are unchanged (a state reshaped, the same game), and adds the
 *   games not yet recorded; it prints every line it rewrote, and still fails on a game whose
 *   decisions or events changed;
 * - `VITAE_GOLDEN_RECORD=all` rewrites every game that changed, printing each with the fields that
 *   changed (a deliberate change of the rules).
 * Either way the test compares the games played with the fixture as it was read before writing,
 * never with the file it has just written.
 */
import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getBot, randomBot, type Bot, type BotOwner } from '../engine/bots';
import { canonicalJson, stateHash } from '../engine/hash';
import { RngCursor, seedRng } from '../engine/rng';
import { GameSession } from '../engine/session';
import type { Decision, GameEvent, GameModule } from '../engine/types';

export interface GoldenCase {
  /** The game's name in the fixture (default: its seed). */
  key?: string;
  config: object;
  seed: string;
  /** Seed of the bots' random choices (default `${seed}/golden`). */
  botSeed?: string;
  /** Bot id per seat ('random' or one of the module's bots); a function when seats depend on the state. */
  bots: string[] | ((state: unknown) => string[]);
}

export interface GoldenGame<S> {
  module: GameModule<S>;
  /** How the game is driven (default 'module'). */
  via?: 'module' | 'session';
  /** A normal form of the ids in texts before hashing (V:TES writes old card instance ids in their later form). */
  normText?: (text: string) => string;
  /** The event types some game of the set must meet (the set reaches the rules a reshaping could break). */
  mustMeet?: string[];
}

/** One recorded game: the four fields, hashes shortened to 16 hex digits. */
export interface GoldenSummary {
  decisions: number;
  choices: string;
  events: string;
  state: string;
}

const FIELDS = ['decisions', 'choices', 'events', 'state'] as const;
const short = (h: Hash) => h.digest('hex').slice(0, 16);
const MAX_DECISIONS = 100_000;

/** `v` with every string and object key passed through `f` (plain data only). */
function normDeep(v: unknown, f: (t: string) => string): unknown {
  if (typeof v === 'string') return f(v);
  if (Array.isArray(v)) return v.map((x) => normDeep(x, f));
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[f(k)] = normDeep(x, f);
    return out;
  }
  return v;
}

/** Plays one case and sums it up; `seen` collects the event types met. */
export function playGolden<S>(g: GoldenGame<S>, c: GoldenCase, opts: { freeze?: boolean; seen?: Set<string> } = {}): GoldenSummary {
  const m = g.module;
  const nt = g.normText ?? ((t: string) => t);
  const rng = new RngCursor(seedRng(c.botSeed ?? `${c.seed}/golden`));
  const choices = createHash('sha256');
  const events = createHash('sha256');
  // the events digest: the canonical JSON of each batch of events (one apply's, or a session's log)
  const logEvents = (list: readonly GameEvent[]) => {
    for (const e of list) opts.seen?.add(e.type);
    events.update(nt(canonicalJson(list)));
  };
  let decisions = 0;
  /** Answers `d` for the bot of its seat and notes it. */
  const answer = (bots: Bot[], state: S, d: Decision): string => {
    const bot = bots[d.seat];
    const option = bot === randomBot ? rng.pick(d.options).id : bot.choose(m.view(state, d.seat), d, rng);
    choices.update(nt(`${d.seat}|${d.kind}|${d.options.map((o) => o.id).join(',')}|${option}\n`));
    if (++decisions > MAX_DECISIONS) throw new Error(`golden game ${c.key ?? c.seed} does not end`);
    return option;
  };
  const botsFor = (state: S) => (typeof c.bots === 'function' ? c.bots(state) : c.bots).map((id) => getBot(m as BotOwner, id) ?? randomBot);
  let final: S;
  if (g.via === 'session') {
    const ids = typeof c.bots === 'function' ? c.bots(m.setup(m.parseConfig(c.config), c.seed).state) : c.bots;
    const seats = ids.map((bot, i) => ({ name: `B${i}`, kind: 'bot' as const, bot }));
    const session = GameSession.create(m, c.config, seats, c.seed);
    const bots = botsFor(session.state);
    while (!session.isOver()) {
      const d = session.decisions()[0];
      session.choose(d.seat, answer(bots, session.state, d));
    }
    logEvents(session.events);
    final = session.state;
  } else {
    // the log's events, as the session keeps them (a module may decorate outside `apply`)
    const shown = (st: S, ev: GameEvent[]): GameEvent[] => (m.decorate ? m.decorate(st, ev) : ev);
    const first = m.setup(m.parseConfig(c.config), c.seed);
    let state = first.state;
    const bots = botsFor(state);
    logEvents(shown(state, first.events));
    for (;;) {
      const ds = m.decisions(state);
      if (!ds.length) break;
      if (opts.freeze) deepFreeze(state);
      const d = ds[0];
      const r = m.apply(state, d.seat, answer(bots, state, d));
      logEvents(shown(r.state, r.events));
      state = r.state;
    }
    final = state;
  }
  const hashed = m.hashed ? m.hashed(final) : final;
  const stateOut = g.normText ? normDeep(hashed, g.normText) : hashed;
  return { decisions, choices: short(choices), events: short(events), state: stateHash(stateOut).slice(0, 16) };
}

/**
 * Freezes every object reachable from `value` (stopping at objects already frozen, so states
 * that share structure cost only their new parts). A rules module that shares structure between
 * states (copy-on-write) must never write into what it shares: with frozen inputs such a write
 * throws a TypeError (modules are strict code) instead of silently corrupting earlier states.
 */
export function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value as object)) deepFreeze(v);
}

/** A fixture: one line per game, `key decisions choices events state`, under a header line. */
const HEADER = '# key decisions choices events state';

export function readFixture(file: string): Map<string, GoldenSummary> {
  const out = new Map<string, GoldenSummary>();
  if (!fs.existsSync(file)) return out;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [key, decisions, choices, events, state] = line.split(' ');
    out.set(key, { decisions: Number(decisions), choices, events, state });
  }
  return out;
}

export function writeFixture(file: string, games: Map<string, GoldenSummary>): void {
  const lines = [...games].map(([k, s]) => `${k} ${s.decisions} ${s.choices} ${s.events} ${s.state}`);
  fs.writeFileSync(file, `${HEADER}\n${lines.join('\n')}\n`);
}

/** The fields of `b` that differ from `a`. */
export function changedFields(a: GoldenSummary, b: GoldenSummary): (keyof GoldenSummary)[] {
  return FIELDS.filter((f) => a[f] !== b[f]);
}

/**
 * Compares the games played with the fixture as read, and in record mode writes what it may:
 * returns the lines that still differ ("key: fields") and the lines rewritten.
 */
export function compareGolden(
  file: string,
  played: Map<string, GoldenSummary>,
  mode: string | undefined = process.env.VITAE_GOLDEN_RECORD,
): { differing: string[]; rewritten: string[] } {
  const recorded = readFixture(file);
  const next = new Map(recorded);
  const differing: string[] = [];
  const rewritten: string[] = [];
  for (const key of recorded.keys()) if (!played.has(key)) differing.push(`${key}: not played`);
  for (const [key, got] of played) {
    const want = recorded.get(key);
    if (!want) {
      if (mode) {
        next.set(key, got);
        rewritten.push(`${key}: added`);
      } else differing.push(`${key}: not recorded`);
      continue;
    }
    const changed = changedFields(want, got);
    if (!changed.length) continue;
    const stateOnly = changed.length === 1 && changed[0] === 'state';
    if ((mode && stateOnly) || mode === 'all') {
      next.set(key, got);
      rewritten.push(`${key}: ${changed.map((f) => `${f} ${want[f]} -> ${got[f]}`).join(', ')}`);
    } else differing.push(`${key}: ${changed.join(', ')}`);
  }
  if (mode && rewritten.length) {
    writeFixture(file, next);
    console.warn(`golden fixture ${file}: ${rewritten.length} line(s) rewritten\n${rewritten.join('\n')}`);
  }
  if (mode === 'all') return { differing: differing.filter((d) => d.endsWith('not played')), rewritten };
  return { differing, rewritten };
}

/**
 * The golden tests of a game: every case gives the recorded fields; with `freeze` (module-driven
 * games) a third of the cases also play with every state frozen (apply never writes into its input)
 * and give the same fields.
 */
export function describeGolden<S>(
  title: string,
  g: GoldenGame<S>,
  cases: () => GoldenCase[],
  fixture: string,
  opts: { freeze?: boolean } = {},
): void {
  describe(title, () => {
    it('seeded games with random and heuristic bots give the recorded decisions, choices, events and final states', () => {
      const seen = new Set<string>();
      const played = new Map(cases().map((c) => [c.key ?? c.seed, playGolden(g, c, { seen })] as const));
      for (const t of g.mustMeet ?? []) expect(seen.has(t), `no game met ${t}`).toBe(true);
      const { differing } = compareGolden(fixture, played);
      expect(differing, `games that changed (fields): ${differing.slice(0, 10).join('; ')}`).toEqual([]);
    }, 600_000);

    if (opts.freeze)
      it('apply never writes into its input state (every state frozen): a third of the games, same fields', () => {
        const recorded = readFixture(fixture);
        const differing: string[] = [];
        cases()
          .filter((_, i) => i % 3 === 0)
          .forEach((c) => {
            const key = c.key ?? c.seed;
            const want = recorded.get(key);
            const changed = want ? changedFields(want, playGolden(g, c, { freeze: true })) : ['not recorded'];
            if (changed.length) differing.push(`${key}: ${changed.join(', ')}`);
          });
        expect(differing).toEqual([]);
      }, 600_000);
  });
}
