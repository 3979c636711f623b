/**
 * Seeded random playouts (design.md §6 layer 2) for 5 to 8 players and the chained variant.
 * After every choice: invariants (every card in one place, blood within its bounds, wounds,
 * power limit), a decision until the end, single-option windows only where asked on purpose,
 * a sect is in a seat's view only when the rules reveal it (or the seat learned it), no other
 * hand in a view, private events only to their seats; at the end, replaying the choices gives
 * the same state hash. A failure names the seed and the choice index.
 * Long runs: VITAE_PLAYOUTS=2000 npx vitest run main/games/nights-of-blood/playout.test.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../engine/hash';
import { RngCursor, seedRng } from '../../engine/rng';
import { runPlayouts } from '../../engine/testing/playout';
import type { GameEvent, SeatId } from '../../engine/types';
import { nightsModule as m } from './module';
import type { NightsState } from './state';
import type { NightsView } from './view';

/** Windows always asked, even with a single option (the silent no). */
const ASKED = new Set(['nights.turn', 'nights.respond', 'nights.save', 'nights.struggle']);

const LONG = Number(process.env.VITAE_PLAYOUTS ?? 0);

/** Events that name hidden cards or sects: they must go only to the seats allowed to know. */
const PRIVATE = new Set(['drawOwn', 'tookCard', 'contactPlacedOwn', 'peekedOwn', 'sectOwn']);

interface Stats {
  games: number;
  choices: number;
  events: Set<string>;
  labels: Set<string>;
  frenzies: number;
  struggles: number;
}

export function checkView(s: NightsState, seat: SeatId | 'public', v: NightsView): string | null {
  for (const pv of v.players) {
    const p = s.players[pv.seat];
    const allowed = p.revealed || seat === pv.seat || (seat !== 'public' && s.players[seat].known[pv.seat] !== undefined);
    if (pv.sect !== null && !allowed) return `seat ${String(seat)} sees the sect of seat ${pv.seat}`;
    if (pv.sect === null && allowed) return `seat ${String(seat)} misses the sect of seat ${pv.seat}`;
    if (pv.hand && seat !== pv.seat && s.shownHand !== pv.seat) return `seat ${String(seat)} sees the hand of seat ${pv.seat}`;
    if (pv.contacts.some((c) => !c.up && c.id !== null) && seat !== pv.seat)
      return `seat ${String(seat)} sees a face-down contact of seat ${pv.seat}`;
  }
  return null;
}

function playOne(config: object, seed: string, st: Stats, deep = true): void {
  const fail = (i: number, msg: string): never => {
    throw new Error(`playout failed: seed=${JSON.stringify(seed)} config=${JSON.stringify(config)} choice #${i}: ${msg}`);
  };
  const c = m.parseConfig(config);
  const first = m.setup(c, seed);
  let state = first.state;
  const rng = new RngCursor(seedRng(`${seed}/random`));
  const choices: { seat: SeatId; option: string }[] = [];
  const checkEvents = (evs: GameEvent[], i: number) => {
    for (const e of evs) {
      st.events.add(e.type);
      if (e.type === 'frenzy') st.frenzies++;
      if (e.type === 'bite') st.struggles++;
      if (PRIVATE.has(e.type)) {
        const owner = (e.params?.seat ?? -1) as number;
        if (!e.visibleTo || !e.visibleTo.includes(owner) || e.visibleTo.length > 2) fail(i, `private event ${e.type} not limited`);
      }
    }
  };
  checkEvents(first.events, 0);
  for (let i = 0; ; i++) {
    const bad = m.invariants!(state);
    if (bad.length) fail(i, `invariants: ${bad.join('; ')}`);
    if (deep) {
      for (let seat = 0; seat < state.n; seat++) {
        const problem = checkView(state, seat, m.view(state, seat) as NightsView);
        if (problem) fail(i, problem);
      }
      const problem = checkView(state, 'public', m.view(state, 'public') as NightsView);
      if (problem) fail(i, problem);
    }
    const ds = m.decisions(state);
    if (m.result(state)) {
      if (ds.length) fail(i, 'decisions after the end');
      break;
    }
    if (!ds.length) fail(i, 'no decision before the end');
    if (i > 20000) fail(i, 'no end after 20000 choices');
    const d = ds[0];
    if (new Set(d.options.map((o) => o.id)).size !== d.options.length) fail(i, `duplicate option ids in ${d.kind}`);
    if (ASKED.has(d.kind) && !d.confirm) fail(i, `${d.kind} may be answered automatically: its timing would tell whether a card was held`);
    for (const o of d.options) st.labels.add(o.label.key);
    st.labels.add(d.prompt.key);
    // random bot, but it ends the turn less often so that games finish
    const o =
      d.kind === 'nights.turn' && d.options.length > 1 && rng.int(4) > 0
        ? d.options[rng.int(d.options.length - 1)]
        : d.options[rng.int(d.options.length)];
    choices.push({ seat: d.seat, option: o.id });
    let res;
    try {
      res = m.apply(state, d.seat, o.id);
    } catch (e) {
      return fail(i, `apply(${d.seat}, ${o.id}) threw: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    }
    state = res.state;
    checkEvents(res.events, i);
  }
  let again = m.setup(c, seed).state;
  for (const ch of choices) again = m.apply(again, ch.seat, ch.option).state;
  if (stateHash(again) !== stateHash(state)) fail(choices.length, 'replaying the choices gives a different state hash');
  st.games++;
  st.choices += choices.length;
}

const stats: Stats = { games: 0, choices: 0, events: new Set(), labels: new Set(), frenzies: 0, struggles: 0 };

describe('Nights of Blood random playouts', () => {
  for (const players of [5, 6, 7, 8]) {
    it(`${players} players: invariants, views reveal sects only as the rules do, a decision until the end, replay hash`, () => {
      const games = LONG || 25;
      for (let g = 0; g < games; g++) playOne({ players }, `nights/${players}/${g}`, stats);
      expect(stats.games).toBeGreaterThan(0);
    }, 600_000);
  }

  it('chained games (3 in a row) keep every invariant and replay', () => {
    for (let g = 0; g < (LONG ? LONG / 10 : 6); g++) playOne({ players: 5 + (g % 4), games: 3 }, `nights-chain/${g}`, stats);
  }, 600_000);

  it('random games reach bites and bloodlust; every event, prompt and label has a text in es and pl', () => {
    expect(stats.frenzies).toBeGreaterThan(0);
    expect(stats.struggles).toBeGreaterThan(0);
    for (const lang of ['es', 'pl']) {
      const dict = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../locales', lang, 'log-nights.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      const has = (key: string) =>
        key.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), dict);
      for (const t of stats.events) expect(typeof (has(t) ?? has(`${t}_other`)), `${lang} log-nights:${t}`).toBe('string');
      for (const k of stats.labels) expect(typeof has(k.replace('log-nights:', '')), `${lang} ${k}`).toBe('string');
    }
  });

  it('the engine session playout (logs, records, purity) agrees', () => {
    const sum = runPlayouts(m, [{ players: 5 }, { players: 8 }], { games: 2, seedPrefix: 'nights-session', checkPurity: true });
    expect(sum.finished).toBe(2);
  }, 600_000);
});
