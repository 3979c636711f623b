/**
 * Seeded random playouts (design.md §6 layer 2): random bots in every seat, for every player
 * count (3, 4, 5) and variant (location cards, relics, team mode 4/6, 3-player tables).
 * After every choice: invariants (blood, influence, Diablerie and every card conserved), a
 * decision exists until the end, no seat view or log event a seat may see contains another
 * seat's hand, looked-at cards or unknown face-down cards; at the end, replaying the choices
 * gives the same state hash. A failure names the seed and the choice index.
 *
 * The bulk runs drive the module directly (fast); a few games also go through the engine's
 * GameSession playout (runPlayouts), which checks the full logs and the records.
 * Long runs: VITAE_PLAYOUTS=10000 npx vitest run main/games/vendetta/playout.test.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../engine/hash';
import { RngCursor, seedRng } from '../../engine/rng';
import { findLeaks } from '../../engine/testing/leaks';
import { runPlayouts } from '../../engine/testing/playout';
import type { GameEvent, SeatId } from '../../engine/types';
import { vendettaModule as m } from './module';
import type { VendettaState } from './state';

const LONG = Number(process.env.VITAE_PLAYOUTS ?? 0);

/** Card ids seat `seat` must not see right now. */
export function hiddenFor(raw: unknown, seat: SeatId): unknown[] {
  const s = raw as VendettaState;
  const out: string[] = [];
  s.players.forEach((p, o) => {
    if (o === seat) return;
    for (const id of [...p.hand, ...p.looking, ...p.deck]) if (!p.shown.includes(id)) out.push(id);
  });
  for (const l of s.locs)
    l.pos.forEach((pos, o) => {
      if (o === seat) return;
      for (const c of pos.cards) if (!c.up && !s.players[seat].known[c.key] && !s.players[o].shown.includes(c.id)) out.push(c.id);
    });
  return out;
}

interface Stats {
  games: number;
  choices: number;
  events: Set<string>;
  labels: Set<string>;
  winners: number[];
  eliminated: number;
  frenzies: number;
}

function playOne(config: object, seed: string, st: Stats, leaks = true): void {
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
      if (!leaks) continue;
      for (let seat = 0; seat < state.n; seat++) {
        if (e.visibleTo && !e.visibleTo.includes(seat)) continue;
        const leaks = findLeaks(e, hiddenFor(state, seat));
        if (leaks.length) fail(i, `event ${e.type} seen by seat ${seat} leaks ${leaks.join(', ')}`);
      }
    }
  };
  // the log's form (the session decorates the events with name refs): what a seat may see there
  checkEvents(m.decorate!(first.state, first.events), 0);
  for (let i = 0; ; i++) {
    const bad = m.invariants!(state);
    if (bad.length) fail(i, `invariants: ${bad.join('; ')}`);
    for (let seat = 0; leaks && seat < state.n; seat++) {
      const found = findLeaks(m.view(state, seat), hiddenFor(state, seat));
      if (found.length) fail(i, `view of seat ${seat} leaks ${found.join(', ')}`);
    }
    const pub = leaks
      ? findLeaks(m.view(state, 'public'), [...new Set([...Array(state.n).keys()].flatMap((x) => hiddenFor(state, x)))])
      : [];
    if (pub.length) fail(i, `public view leaks ${pub.join(', ')}`);
    const ds = m.decisions(state);
    if (m.result(state)) {
      if (ds.length) fail(i, 'decisions after the end');
      break;
    }
    if (!ds.length) fail(i, 'no decision before the end');
    if (i > 5000) fail(i, 'no end after 5000 choices');
    const d = ds[rng.int(ds.length)];
    if (!d.options.length) fail(i, `decision ${d.kind} without options`);
    if (new Set(d.options.map((o) => o.id)).size !== d.options.length) fail(i, `duplicate option ids in ${d.kind}`);
    for (const o of d.options) st.labels.add(o.label.key);
    st.labels.add(d.prompt.key);
    const o = d.options[rng.int(d.options.length)];
    choices.push({ seat: d.seat, option: o.id });
    let res;
    try {
      res = m.apply(state, d.seat, o.id);
    } catch (e) {
      return fail(i, `apply(${d.seat}, ${o.id}) threw: ${e instanceof Error ? e.message : String(e)}`);
    }
    state = res.state;
    checkEvents(m.decorate!(state, res.events), i);
  }
  // replay
  let again = m.setup(c, seed).state;
  for (const ch of choices) again = m.apply(again, ch.seat, ch.option).state;
  if (stateHash(again) !== stateHash(state)) fail(choices.length, 'replaying the choices gives a different state hash');
  st.games++;
  st.choices += choices.length;
  st.winners.push(...m.result(state)!.ranking[0]);
  st.eliminated += state.players.filter((p) => p.eliminated).length;
}

const CONFIGS: Record<string, object[]> = {
  '3 players (3-player tables)': [{ players: 3 }],
  '4 players': [{ players: 4 }],
  '5 players': [{ players: 5 }],
  'location cards (3, 4, 5)': [
    { players: 3, locationCards: true },
    { players: 4, locationCards: true },
    { players: 5, locationCards: true },
  ],
  'relics (3, 4, 5)': [
    { players: 3, relics: true },
    { players: 4, relics: true },
    { players: 5, relics: true },
  ],
  'team mode 4 and 6': [
    { players: 4, teams: true },
    { players: 6, teams: true },
  ],
  'all variants together': [
    { players: 3, relics: true, locationCards: true },
    { players: 4, teams: true, relics: true, locationCards: true },
    { players: 6, teams: true, relics: true, locationCards: true },
    { players: 5, relics: true, locationCards: true },
  ],
};

const allStats: Stats = { games: 0, choices: 0, events: new Set(), labels: new Set(), winners: [], eliminated: 0, frenzies: 0 };

describe('Vendetta random playouts', () => {
  for (const [name, cfgs] of Object.entries(CONFIGS)) {
    it(`${name}: invariants, a decision until the end, no leaks, replay gives the same hash`, () => {
      const games = LONG || 12;
      for (let g = 0; g < games; g++) playOne(cfgs[g % cfgs.length], `vendetta/${name}/${g}`, allStats);
      expect(allStats.games).toBeGreaterThan(0);
    }, 600_000);
  }

  it('thousands of games over every player count and variant: invariants, a decision until the end, replay hash', () => {
    // The bulk run skips the per-choice view scans (the games above do them) to fit the suite.
    const groups = Object.entries(CONFIGS);
    const perGroup = Math.ceil((LONG || 2100) / groups.length);
    const before = allStats.games;
    for (const [name, cfgs] of groups) {
      for (let g = 0; g < perGroup; g++) playOne(cfgs[g % cfgs.length], `vendetta-bulk/${name}/${g}`, allStats, false);
    }
    expect(allStats.games - before).toBe(perGroup * groups.length);
  }, 900_000);

  it('every log event type, prompt and option label has a text in es and pl', () => {
    expect(allStats.events.size).toBeGreaterThan(30);
    for (const lang of ['es', 'pl']) {
      const dict = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../locales', lang, 'log-vendetta.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      const get = (key: string) =>
        key.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), dict);
      // a key with plural forms (i18next `key_one`...`key_other`) exists through its `_other`
      const has = (key: string) => get(key) ?? get(`${key}_other`);
      for (const t of allStats.events) expect(typeof has(t), `${lang} log-vendetta:${t}`).toBe('string');
      for (const k of allStats.labels) expect(typeof has(k.replace('log-vendetta:', '')), `${lang} ${k}`).toBe('string');
    }
  });

  it('random games reach frenzy and the end; the engine session playout (logs, records) agrees', () => {
    expect(allStats.frenzies).toBeGreaterThan(0);
    const sum = runPlayouts(m, [{ players: 3 }, { players: 4, teams: true, relics: true, locationCards: true }], {
      games: 2,
      seedPrefix: 'vendetta-session',
      hiddenFor,
      checkPurity: true,
    });
    expect(sum.finished).toBe(2);
  }, 600_000);
});
