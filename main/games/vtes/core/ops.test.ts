/**
 * The single applicator (issue 11 item 4; design.md §2) and copy on write (issue 14 item 2): every
 * change of a card, a seat, the counters or the turn records is an op applied by ops.ts, and an
 * apply never writes into the state it was given (the next state shares its unchanged parts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getBot } from '../../../engine/bots';
import { canonicalJson } from '../../../engine/hash';
import { RngCursor, seedRng } from '../../../engine/rng';
import { deepFreeze } from '../../../testing/golden';
import { STARTER_IDS } from '../data/starters';
import { vtesModule } from '../module';
import { type Op, type StepName, tapOps } from './ops';
import type { Edition, VtesState } from './state';

/** Plays a seeded 4-seat starter game with random choices; `before` sees each state before its apply, `after` each result. */
function playout(
  g: number,
  hooks: { before?: (s: VtesState) => void; after?: (prev: VtesState, next: VtesState) => void } = {},
  heuristic = false,
): number {
  const bot = getBot(vtesModule, 'heuristic')!;
  const edition: Edition = g % 2 ? 'es-2018' : 'vekn-current';
  const decks = Array.from({ length: 4 }, (_, i) => ({ starter: STARTER_IDS[(i + g) % 4] }));
  const cfg = vtesModule.parseConfig({ decks, edition, maxTurns: 16 + (g % 7), deckCheck: false });
  let s = vtesModule.setup(cfg, `ops-${g}`).state;
  const rng = new RngCursor(seedRng(`ops-${g}/drive`));
  let n = 0;
  for (;;) {
    const d = vtesModule.decisions(s)[0];
    if (!d) return n;
    hooks.before?.(s);
    // with `heuristic`, seats 0 and 2 play the heuristic bot (games reach combat, politics and ousting)
    const option = heuristic && d.seat % 2 === 0 ? bot.choose(vtesModule.view(s, d.seat), d, rng) : rng.pick(d.options).id;
    const next = vtesModule.apply(s, d.seat, option).state;
    hooks.after?.(s, next);
    s = next;
    n++;
  }
}

/** Fields of cards and seats (and of the state) that only ops.ts writes. */
const CARD_FIELDS = [
  'locked',
  'blood',
  'zone',
  'zoneSeat',
  'controller',
  'host',
  'attached',
  'capBonus',
  'discBonus',
  'mode',
  'anarch',
  'noTitle',
  'contestedTitle',
  'actFrom',
  'wounded',
  'merged',
  'contested',
  'data',
  'usedTurn',
  'sinceUnlock',
  'skipUnlock',
  'becameClan',
  'gainedTraits',
];
const SEAT_FIELDS = [
  'pool',
  'vp',
  'ousted',
  'withdrawn',
  'withdrawing',
  'broken',
  'masterDebt',
  'trifleNext',
  'handBonus',
  'eventsPlayed',
  'noReplace',
  'zones',
];
const STATE_FIELDS = ['bank', 'edge', 'turnFlags', 'limbo', 'ousted'];

/** The frames' step records (state.ts `StepRecords`): changed only by `frame` and `step` ops. */
const STEP_RECORDS: readonly StepName[] = ['act', 'combat', 'ref', 'pick', 'cancelWin', 'moment', 'manualSeat'];
/** The game's own fields (state.ts `GameMarks`): set only by `game` ops; the last three, fixed at set-up, by none. */
const GAME_FIELDS: readonly (keyof VtesState)[] = [
  'phase',
  'active',
  'turn',
  'turnsTaken',
  'huntPending',
  'trophyQ',
  'result',
  'manualLeft',
  'seating',
  'maxTurns',
  'nextUid',
  'cardData',
];
/** The V:TES folder's root; every file path below is relative to it. */
const ROOT = join(__dirname, '..');

/** The modules of every layer that runs in a game (all but the offline draft generator), without the tests. */
function ruleFiles(): string[] {
  const files = readdirSync(ROOT, { recursive: true, encoding: 'utf8' }).map((f) => f.split('\\').join('/'));
  return files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('draft/'));
}

/** The lines of the rule modules (not comments) that `write` matches, as 'file:line: text'. */
function writesIn(files: readonly string[], write: RegExp): string[] {
  const bad: string[] = [];
  for (const f of files)
    readFileSync(join(ROOT, f), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (!line.trim().startsWith('*') && !line.trim().startsWith('//') && write.test(line)) bad.push(`${f}:${i + 1}: ${line.trim()}`);
      });
  return bad;
}

/** Two values of a record equal as the state's JSON holds them (an absent record is a null one). */
function sameJson(a: unknown, b: unknown): boolean {
  return a === b || canonicalJson(a ?? null) === canonicalJson(b ?? null);
}

/** The fields of two step records that differ (every field when one of them is absent or not a record). */
function changedFields(a: unknown, b: unknown): string[] {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return ['*'];
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  return [...new Set([...Object.keys(x), ...Object.keys(y)])].filter((k) => !sameJson(x[k], y[k]));
}

describe('V:TES state changes through the single applicator (design.md §2; issue 11 item 4)', () => {
  it('no rule module writes a card, seat, counter or turn record field: only ops.ts does', () => {
    const fields = [...CARD_FIELDS, ...SEAT_FIELDS, ...STATE_FIELDS].join('|');
    // an assignment, a compound assignment, ++/--, delete, or an in-place array method on such a field
    const write = new RegExp(
      String.raw`(?<!\b(?:action|act|combat|referendum|pick|link))\.(${fields})(\[[^\]]*\])?\s*(=(?!=)|\+=|-=|\+\+|--)|\.(${fields})\.(push|pop|shift|unshift|splice|sort|reverse|fill)\(|delete [\w.]*\.(${fields})\b|turnFlags\.\w+(\[[^\]]*\])?\s*(=(?!=)|\+=|-=|\+\+|--)|turnFlags\.\w+\.(push|splice)\(`,
    );
    // view builders write their own records (seat views), the search bot builds a state from a view, testing.ts, the
    // search tests' hidden-card swaps and the scenario builders test states (or their arrangements); legacy-params.ts writes old data records, never a state
    const skip = new Set([
      'core/ops.ts',
      'view/seatview.ts',
      'bot/search/determinize.ts',
      'testing/testing.ts',
      'testing/search-testing.ts',
      'testing/card-testing.ts',
      'testing/families-crypt.ts',
      'testing/rulings-groups-scenarios.ts',
      'schema/legacy-params.ts',
    ]);
    expect(
      writesIn(
        ruleFiles().filter((f) => !skip.has(f)),
        write,
      ),
    ).toEqual([]);
  });

  it('no rule module sets, clears or counts up a step record or a game field of the state in place: only ops.ts does', () => {
    const names = [...STEP_RECORDS, ...GAME_FIELDS].join('|');
    const write = new RegExp(String.raw`\bs\.(${names})\s*(=(?!=)|\+=|-=|\+\+|--)|delete s\.(${names})\b`);
    // testing.ts and card-testing.ts build test states by hand
    const skip = new Set(['core/ops.ts', 'bot/search/determinize.ts', 'testing/testing.ts', 'testing/card-testing.ts']);
    expect(
      writesIn(
        ruleFiles().filter((f) => !skip.has(f)),
        write,
      ),
    ).toEqual([]);
    // the pattern finds the writes it is about, and no comparison
    expect(["s.phase = 'discard';", 's.turn++;', 'delete s.moment;', 's.act = null;'].every((x) => write.test(x))).toBe(true);
    expect(write.test("if (s.phase === 'discard') s.active;")).toBe(false);
  });

  it('every card, seat, step record field and game field an apply changes is named by an op it applied; the bank, the Edge and the turn records change only by their ops', () => {
    let touchedCards = new Set<string>();
    let touchedSeats = new Set<number>();
    let kinds = new Set<Op['op']>();
    // step records pushed or popped whole, fields of step records set ('act.step'), game fields set
    let framed = new Set<string>();
    let stepFields = new Set<string>();
    let gameFields = new Set<string>();
    const seen = new Set<Op['op']>();
    const checked = new Set<string>();
    tapOps((s, op) => {
      kinds.add(op.op);
      seen.add(op.op);
      if (op.op === 'frame') framed.add(op.rec);
      if (op.op === 'step') for (const k of Object.keys(op.set)) stepFields.add(`${op.rec}.${k}`);
      if (op.op === 'game') for (const k of Object.keys(op.set)) gameFields.add(k);
      const card = (u: string) => {
        touchedCards.add(u);
        const c = s.cards[u];
        // a move takes the card out of its host's list or its seat's zone
        if (c.host) touchedCards.add(c.host);
        if (c.zone !== 'attached' && c.zone !== 'limbo') touchedSeats.add(c.zoneSeat);
      };
      if (op.op === 'move' || op.op === 'attach' || op.op === 'card') card(op.uid);
      if (op.op === 'attach') touchedCards.add(op.host);
      if (op.op === 'move' || op.op === 'seat' || op.op === 'oust' || op.op === 'shuffle') touchedSeats.add(op.seat);
      if (op.op === 'counters')
        for (const p of [op.from, op.to])
          if (p !== 'bank') {
            if ('pool' in p) touchedSeats.add(p.pool);
            else touchedCards.add(p.card);
          }
    });
    const bad: string[] = [];
    try {
      for (let g = 0; g < 8; g++)
        playout(
          g,
          {
            before: () => {
              touchedCards = new Set();
              touchedSeats = new Set();
              kinds = new Set();
              framed = new Set();
              stepFields = new Set();
              gameFields = new Set();
            },
            after: (prev, next) => {
              for (const u of Object.keys(next.cards))
                if (
                  prev.cards[u] !== next.cards[u] &&
                  canonicalJson(prev.cards[u]) !== canonicalJson(next.cards[u]) &&
                  !touchedCards.has(u)
                )
                  bad.push(`game ${g} turn ${next.turn}: card ${u} changed without an op`);
              next.seats.forEach((st, i) => {
                if (canonicalJson(prev.seats[i]) !== canonicalJson(st) && !touchedSeats.has(i))
                  bad.push(`game ${g} turn ${next.turn}: seat ${i} changed without an op`);
              });
              if (prev.bank !== next.bank && !kinds.has('counters')) bad.push(`game ${g}: bank changed without an op`);
              if (prev.edge !== next.edge && !kinds.has('edge')) bad.push(`game ${g}: Edge changed without an op`);
              if (canonicalJson(prev.turnFlags) !== canonicalJson(next.turnFlags) && !kinds.has('turn'))
                bad.push(`game ${g}: turn records changed without an op`);
              for (const rec of STEP_RECORDS) {
                if (framed.has(rec) || sameJson(prev[rec], next[rec])) continue;
                checked.add(rec);
                for (const k of changedFields(prev[rec], next[rec]))
                  if (!stepFields.has(`${rec}.${k}`)) bad.push(`game ${g} turn ${next.turn}: ${rec}.${k} changed without an op`);
              }
              for (const k of GAME_FIELDS) {
                if (prev[k] === next[k] || sameJson(prev[k], next[k])) continue;
                checked.add(k);
                if (!gameFields.has(k)) bad.push(`game ${g} turn ${next.turn}: ${k} changed without an op`);
              }
            },
          },
          g % 2 === 1,
        );
    } finally {
      tapOps(null);
    }
    expect(bad.slice(0, 5)).toEqual([]);
    // the games exercised the ops that move and attach cards, move counters, mark cards and seats, pass the Edge, shuffle and keep turn records
    expect([...seen].sort()).toEqual(
      expect.arrayContaining(['attach', 'card', 'counters', 'edge', 'frame', 'game', 'move', 'seat', 'shuffle', 'step', 'turn']),
    );
    // the games changed the step records and game fields the check covers (the pick and the game's turn, phase and result at least)
    expect([...checked]).toEqual(expect.arrayContaining(['phase', 'active', 'turn', 'turnsTaken', 'result']));
  });

  it('apply never writes into its input (every state deep-frozen before apply): seeded games play the same as unfrozen', () => {
    for (let g = 0; g < 12; g++) {
      const heuristic = g % 2 === 1;
      const pools: string[] = [];
      const frozen: string[] = [];
      playout(g, { after: (_p, next) => pools.push(canonicalJson(next.seats.map((x) => x.pool))) }, heuristic);
      playout(
        g,
        { before: (s) => deepFreeze(s), after: (_p, next) => frozen.push(canonicalJson(next.seats.map((x) => x.pool))) },
        heuristic,
      );
      expect(frozen).toEqual(pools);
      expect(pools.length).toBeGreaterThan(50);
    }
  });
});
