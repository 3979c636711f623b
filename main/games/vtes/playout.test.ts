/**
 * Seeded playouts (design.md §6 layer 2) with the four starter decks in 4- and 5-seat games:
 * after every choice pool, blood, life and bank counters and every card are conserved, a
 * decision exists until the end, views hide hands, libraries, crypts and uncontrolled vampires;
 * replaying the record gives the same state hash. runPlayouts drives uniformly random bots; the
 * second test mixes heuristic and random bots so games reach combat, politics and ousting.
 * Every log, prompt and option key met must exist in es and pl.
 * VITAE_PLAYOUTS=200 for long runs.
 */
import { describe, expect, it } from 'vitest';
import es from '../../../locales/es/log-vtes.json';
import pl from '../../../locales/pl/log-vtes.json';
import { getBot } from '../../engine/bots';
import { RngCursor, seedRng } from '../../engine/rng';
import { GameSession } from '../../engine/session';
import { findLeaks } from '../../engine/testing/leaks';
import { runPlayouts } from '../../engine/testing/playout';
import type { I18nRef, SeatId } from '../../engine/types';
import { vtesModule } from './module';
import { preyOf, type VtesState } from './core/state';

const N = Number(process.env.VITAE_PLAYOUTS ?? 0);

/** Card instance ids `seat` must not see: others' hands and uncontrolled vampires, every library and crypt. */
export function hiddenFor(raw: unknown, seat: SeatId): unknown[] {
  const s = raw as VtesState;
  const out: string[] = [];
  // hands opened by Revelations (superior) are public
  const open = new Set<number>();
  s.seats.forEach((st, i) => {
    if (st.zones.play.some((u) => s.cards[u].cid === '101627')) open.add(preyOf(s, i));
  });
  s.seats.forEach((st, i) => {
    out.push(...st.zones.library, ...st.zones.crypt);
    if (i !== seat) out.push(...(open.has(i) ? [] : st.zones.hand), ...st.zones.uncontrolled);
  });
  return out;
}

/** The key exists (a key with plural forms, i18next `key_one`...`key_other`, through its `_other`). */
function has(bundle: unknown, key: string): boolean {
  return hasExact(bundle, key) || hasExact(bundle, `${key}_other`);
}

function hasExact(bundle: unknown, key: string): boolean {
  let cur: unknown = bundle;
  for (const p of key.split('.')) {
    if (!cur || typeof cur !== 'object') return false;
    cur = (cur as Record<string, unknown>)[p];
  }
  return typeof cur === 'string';
}

const keys = new Set<string>();
function noteRef(r: I18nRef | undefined): void {
  if (!r) return;
  keys.add(r.key);
  for (const v of Object.values(r.params ?? {})) if (v && typeof v === 'object' && 'key' in v) noteRef(v as I18nRef);
}

describe('V:TES playouts', () => {
  it('random bots (runPlayouts), 4 and 5 seats, both editions: invariants, no stuck decision, no leaks, replay hash', () => {
    const games = N || 2;
    const sum = runPlayouts(
      vtesModule,
      [
        { players: 4, edition: 'vekn-current', maxTurns: 10 },
        { players: 5, edition: 'es-2018', maxTurns: 8, deckCheck: false },
      ],
      { games, seedPrefix: 'vtes', hiddenFor, checkPurity: games <= 2 },
    );
    expect(sum.finished).toBe(games);
  }, 120_000);

  it('heuristic and random bots, 4 and 5 seats: conservation, no leaks, replay hash; games reach combat, referendums and ousting', () => {
    const games = N || 4;
    const seen = new Set<string>();
    let finishedByOusting = 0;
    for (let g = 0; g < games; g++) {
      const players = g % 2 ? 5 : 4;
      const seed = `vtes-mix-${g}`;
      const seats = Array.from({ length: players }, (_, i) => ({
        name: `P${i + 1}`,
        kind: 'bot' as const,
        bot: (i + g) % 3 === 2 ? 'random' : 'heuristic',
      }));
      const session = GameSession.create(
        vtesModule,
        { players, edition: g % 2 ? 'es-2018' : 'vekn-current', maxTurns: 80, deckCheck: false },
        seats,
        seed,
      );
      const rng = new RngCursor(seedRng(`${seed}/drive`));
      let step = 0;
      const fail = (m: string) => {
        throw new Error(`seed ${seed} step ${step}: ${m}`);
      };
      while (!session.isOver()) {
        if (step > 30000) fail('no end');
        const d = session.decisions()[0];
        if (!d || !d.options.length) fail('empty decision');
        noteRef(d.prompt);
        for (const o of d.options) noteRef(o.label);
        const bot = getBot(vtesModule, seats[d.seat].bot)!;
        const option = bot.choose(vtesModule.view(session.state, d.seat), d, rng);
        session.choose(d.seat, option);
        step++;
        const bad = vtesModule.invariants!(session.state);
        if (bad.length) fail(bad.join('; '));
        if (step % 5 === 0)
          for (let seat = 0; seat < players; seat++) {
            const leaks = findLeaks([vtesModule.view(session.state, seat), session.decisionFor(seat)], hiddenFor(session.state, seat));
            if (leaks.length) fail(`seat ${seat} sees ${leaks.join(',')}`);
          }
      }
      // the whole log of the game, per seat
      for (let seat = 0; seat < players; seat++) {
        const leaks = findLeaks(session.logFor(seat), hiddenFor(session.state, seat));
        if (leaks.length) fail(`seat ${seat}'s log shows ${leaks.join(',')}`);
      }
      noteRef(session.progress());
      if (session.result()?.reason) noteRef(session.result()!.reason);
      for (const e of session.events) {
        seen.add(e.type);
        if (e.type.startsWith('vtes.')) keys.add(`log-vtes:${e.type.slice(5)}`);
      }
      const s = session.state as VtesState;
      if (s.seats.filter((x) => !x.ousted).length === 1) finishedByOusting++;
      const replay = GameSession.fromRecord(vtesModule, JSON.parse(JSON.stringify(session.record())));
      expect(replay.hash(), `replay of ${seed}`).toBe(session.hash());
    }
    for (const t of ['vtes.bleed', 'vtes.combat', 'vtes.blocked', 'vtes.influenced', 'vtes.ousted', 'vtes.referendum'])
      expect(seen.has(t), t).toBe(true);
    expect(finishedByOusting).toBeGreaterThan(0);
    const missing = [...keys]
      .filter((k) => k.startsWith('log-vtes:'))
      .map((k) => k.slice(9))
      .filter((k) => !has(es, k) || !has(pl, k));
    expect(missing).toEqual([]);
  }, 120_000);
});
