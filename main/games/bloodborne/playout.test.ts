/**
 * Seeded random playouts (design.md §6 layer 2) for 3, 4 and 5 hunters and every final boss.
 * After every choice: invariants (echoes conserved across bank, monster, collected and deposited;
 * every card in exactly one place; health 0-8; upgrade limit), a decision exists until the end,
 * no seat view shows another seat's hand or pending secret choice; at the end, replaying the
 * choices gives the same state hash. A failure names the seed and the choice index.
 * Long runs: VITAE_PLAYOUTS=2000 npx vitest run main/games/bloodborne/playout.test.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../engine/hash';
import { RngCursor, seedRng } from '../../engine/rng';
import { findLeaks } from '../../engine/testing/leaks';
import { runPlayouts } from '../../engine/testing/playout';
import type { SeatId } from '../../engine/types';
import { bloodborneModule as m } from './module';
import type { BloodborneState } from './state';
import type { BloodborneView } from './view';

const GAMES = Number(process.env.VITAE_PLAYOUTS ?? 0) || 60;

/** What seat `seat` must not see: other hands and other seats' pending secret answers. */
export function hiddenFor(raw: unknown, seat: SeatId): unknown[] {
  const s = raw as BloodborneState;
  const out: string[] = [];
  s.hunters.forEach((h, o) => {
    if (o !== seat) out.push(...h.hand);
  });
  return out;
}

/**
 * What the session's log and views must not show a seat: the cards other seats chose in secret
 * and have not revealed yet. (Hands are public knowledge in principle — identical starter sets,
 * public used piles and market — so the session check is about pending secret choices; the module
 * check above also keeps every other hand out of the views.)
 */
export function secretFor(raw: unknown, seat: SeatId): unknown[] {
  return secretAnswers(raw as BloodborneState, seat).filter((a) => a !== 'none');
}

function secretAnswers(s: BloodborneState, seat: SeatId): string[] {
  const pd = s.pending;
  if (!pd || (pd.kind !== 'action' && pd.kind !== 'transform')) return [];
  return Object.entries(pd.answers)
    .filter(([x]) => Number(x) !== seat)
    .map(([, a]) => a);
}

const SEEN = { events: new Set<string>(), counted: new Set<string>(), labels: new Set<string>(), rules: new Set<string>() };

function playOne(config: object, seed: string): { choices: number; state: BloodborneState } {
  const fail = (i: number, msg: string): never => {
    throw new Error(`playout failed: seed=${JSON.stringify(seed)} config=${JSON.stringify(config)} choice #${i}: ${msg}`);
  };
  const c = m.parseConfig(config);
  let state = m.setup(c, seed).state;
  const rng = new RngCursor(seedRng(`${seed}/random`));
  const choices: { seat: SeatId; option: string }[] = [];
  const note = (evs: { type: string; params?: Record<string, unknown>; rule?: string }[]) => {
    for (const e of evs) if (e.rule) SEEN.rules.add(e.rule);
    for (const e of evs) (typeof e.params?.count === 'number' ? SEEN.counted : SEEN.events).add(e.type);
  };
  for (let i = 0; ; i++) {
    const bad = m.invariants!(state);
    if (bad.length) fail(i, `invariants: ${bad.join('; ')}`);
    for (let seat = 0; seat < state.n; seat++) {
      const v = m.view(state, seat) as BloodborneView;
      const found = findLeaks(v, hiddenFor(state, seat));
      if (found.length) fail(i, `view of seat ${seat} leaks ${found.join(', ')}`);
      const pd = state.pending;
      if (pd && (pd.kind === 'action' || pd.kind === 'transform'))
        for (const o of pd.seats)
          if (
            o !== seat &&
            pd.answers[o] !== undefined &&
            (v.hunters[o].played !== null || v.hunters[o].weapon !== null) &&
            pd.kind === 'action'
          )
            fail(i, `view of seat ${seat} shows the pending secret choice of seat ${o}`);
    }
    const ds = m.decisions(state);
    if (m.result(state)) {
      if (ds.length) fail(i, 'decisions after the end');
      break;
    }
    if (!ds.length) fail(i, 'no decision before the end');
    if (i > 3000) fail(i, 'no end after 3000 choices');
    const d = ds[rng.int(ds.length)];
    SEEN.labels.add(d.prompt.key);
    if (d.rule) SEEN.rules.add(d.rule);
    for (const o of d.options) SEEN.labels.add(o.label.key);
    const option = d.options[rng.int(d.options.length)].id;
    const before = stateHash(state);
    const { state: next, events } = m.apply(state, d.seat, option);
    // a secret answer that does not complete the simultaneous choice tells nobody anything
    if (d.secret && Object.keys(state.pending!.answers).length + 1 < state.pending!.seats.length && events.length)
      fail(i, `secret answer produced events ${events.map((e) => e.type).join(',')}`);
    if (stateHash(state) !== before) fail(i, 'apply mutated its input');
    note(m.decorate!(next, events));
    choices.push({ seat: d.seat, option });
    state = next;
  }
  // replay: same record, same final state
  let replay = m.setup(c, seed).state;
  for (const ch of choices) replay = m.apply(replay, ch.seat, ch.option).state;
  expect(stateHash(replay)).toBe(stateHash(state));
  return { choices: choices.length, state };
}

describe('bloodborne random playouts', () => {
  for (const players of [3, 4, 5]) {
    it(`${players} hunters: invariants, no stuck decision, no leak, replay gives the same hash`, () => {
      for (let g = 0; g < GAMES; g++) {
        const finalBoss = ['random', 'F1', 'F2', 'F3', 'F4', 'F5'][g % 6];
        const { state } = playOne({ players, finalBoss }, `bb-${players}-${g}`);
        expect(state.result!.ranking.flat().sort()).toEqual(Array.from({ length: players }, (_, i) => i));
      }
    });
  }

  it('the engine session playout (records, logs, views) for 3 and 5 hunters', () => {
    const r = runPlayouts(m, [{ players: 3 }, { players: 5 }], { games: 4, seedPrefix: 'bb-session', hiddenFor: secretFor });
    expect(r.finished).toBe(4);
  });

  it('every log event, prompt and option label has a text in es and pl, with every plural form the language needs', () => {
    expect(SEEN.events.size + SEEN.counted.size).toBeGreaterThan(25);
    const forms: Record<string, string[]> = { es: ['one', 'many', 'other'], pl: ['one', 'few', 'many', 'other'] };
    for (const lang of ['es', 'pl']) {
      const dict = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../locales', lang, 'log-bloodborne.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      const has = (key: string) =>
        typeof key
          .split('.')
          .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), dict) === 'string';
      for (const t of SEEN.events) expect(has(t), `${lang} log-bloodborne:${t}`).toBe(true);
      for (const t of SEEN.counted) {
        const plural = forms[lang].filter((f) => has(`${t}_${f}`));
        expect(has(t) || plural.length === forms[lang].length, `${lang} log-bloodborne:${t} (plural forms)`).toBe(true);
        if (plural.length) expect(plural, `${lang} log-bloodborne:${t}`).toEqual(forms[lang]);
      }
      for (const k of SEEN.labels) expect(has(k.replace('log-bloodborne:', '')), `${lang} ${k}`).toBe(true);
    }
  });

  it('every rule reference of the log and the decisions names a section of the rules reference in es and pl', () => {
    expect(SEEN.rules.size).toBeGreaterThan(15);
    for (const lang of ['es', 'pl']) {
      const doc = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../locales', lang, 'rules-bloodborne.json'), 'utf8')) as {
        sections: Sec[];
      };
      const ids = new Set<string>();
      const walk = (ss: Sec[]) => ss.forEach((s) => (ids.add(s.id), walk(s.sections ?? [])));
      walk(doc.sections);
      for (const r of SEEN.rules) expect(ids.has(r.replace('bloodborne:', '')), `${lang} ${r}`).toBe(true);
    }
  });
});

interface Sec {
  id: string;
  sections?: Sec[];
}
