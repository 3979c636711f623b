/**
 * A seat's standing "I will not respond during this action / combat" (issue 16): which answer it
 * gives, the scope it holds for, and in a seeded two-human V:TES game that its answers are the
 * engine's own options of the current question, given only inside their action or combat.
 */
import { describe, expect, it } from 'vitest';
import { getBot } from '../engine/bots';
import { RngCursor, seedRng } from '../engine/rng';
import { GameSession, type AnyModule } from '../engine/session';
import type { Decision } from '../engine/types';
import { vtesModule } from '../games/vtes/module';
import { currentScopes, standingAnswer, standingHolds, type StandingPass } from './standing-pass';

const decision = (kind: string, ids: string[]): Decision => ({
  seat: 1,
  kind,
  prompt: { key: 'p' },
  options: ids.map((id) => ({ id, label: { key: id } })),
});

describe('standing "I will not respond"', () => {
  it('answers a block with no block, a card window with pass, a strike with the hand strike', () => {
    expect(standingAnswer(decision('vtes.block', ['block:k1', 'decline']))?.id).toBe('decline');
    expect(standingAnswer(decision('vtes.maneuver', ['card:h1:0', 'pass']))?.id).toBe('pass');
    expect(standingAnswer(decision('vtes.strike', ['card:h1:0', 'hand', 'none']))?.id).toBe('hand');
    expect(standingAnswer(decision('vtes.strike', ['card:h1:0', 'none']))?.id).toBe('none');
  });

  it('leaves a question without a pass to the seat (a vote, a choice of targets)', () => {
    expect(standingAnswer(decision('vtes.vote', ['for', 'against']))).toBeNull();
    expect(standingAnswer(null)).toBeNull();
  });

  it('holds only while its action or combat goes on (the line that opened it is the latest)', () => {
    const log = [
      { n: 3, type: 'vtes.announce' },
      { n: 5, type: 'vtes.combat' },
    ];
    const dto = { game: 'vtes', seat: 1, view: { active: 0, action: { seat: 0 }, combat: {} }, log };
    expect(currentScopes(dto)).toEqual({ action: 3, combat: 5 });
    const s: StandingPass = { kind: 'action', n: 3 };
    expect(standingHolds(s, dto)).toBe(true);
    // the acting seat: its own action is no scope, a combat it fights in is
    expect(currentScopes({ ...dto, seat: 0 })).toEqual({ combat: 5 });
    expect(standingHolds(s, { ...dto, view: {} })).toBe(false);
    expect(standingHolds(s, { ...dto, log: [...log, { n: 9, type: 'vtes.announce' }] })).toBe(false);
    expect(standingHolds({ kind: 'combat', n: 5 }, { ...dto, view: { active: 0, action: { seat: 0 } } })).toBe(false);
    expect(currentScopes({ game: 'vendetta', view: { action: {} }, log })).toEqual({});
  });

  it("the turn scope is another seat's turn, opened by its turn line", () => {
    const log = [
      { n: 2, type: 'vtes.turn' },
      { n: 3, type: 'vtes.announce' },
    ];
    expect(currentScopes({ game: 'vtes', seat: 0, view: { active: 1, action: { seat: 1 } }, log })).toEqual({ action: 3, turn: 2 });
    // the acting seat is not offered its own turn nor its own action
    expect(currentScopes({ game: 'vtes', seat: 1, view: { active: 1, action: { seat: 1 } }, log })).toEqual({});
    const s: StandingPass = { kind: 'turn', n: 2 };
    expect(standingHolds(s, { game: 'vtes', seat: 0, view: { active: 2 }, log: [...log, { n: 8, type: 'vtes.turn' }] })).toBe(false);
  });

  it('seeded two-human game: every standing answer is an option of the question asked, inside its scope; no human is asked a question with one option', () => {
    const seats = [0, 1, 2, 3].map((i) =>
      i < 2 ? { name: `H${i}`, kind: 'human' as const } : { name: `B${i}`, kind: 'bot' as const, bot: 'heuristic' },
    );
    const config = {
      edition: 'vekn-current',
      decks: ['brujah', 'malkavian', 'nosferatu', 'ventrue'].map((starter) => ({ starter })),
      maxTurns: 10,
    };
    const s = GameSession.create(vtesModule as AnyModule, config, seats, 'standing/1');
    const bot = getBot(vtesModule as AnyModule, 'heuristic');
    if (!bot) throw new Error('no heuristic bot');
    const standing = new Map<number, StandingPass>();
    let auto = 0;
    let single = 0;
    for (let i = 0; i < 5000 && !s.isOver(); i++) {
      s.runBots();
      const d = s.nextHuman();
      if (!d) break;
      if (d.options.length < 2) single++;
      const dto = s.viewFor(d.seat);
      const held = standing.get(d.seat);
      if (held && standingHolds(held, dto)) {
        const answer = standingAnswer(d);
        if (answer) {
          expect(d.options.map((o) => o.id)).toContain(answer.id);
          const step = s.step;
          s.choose(d.seat, answer.id);
          expect(s.step).toBeGreaterThan(step);
          auto++;
          continue;
        }
      }
      const option = bot.choose(vtesModule.view(s.state as never, d.seat), d, new RngCursor(seedRng(`standing/${i}`)));
      const scopes = currentScopes(dto);
      if (option === standingAnswer(d)?.id && scopes.turn !== undefined) standing.set(d.seat, { kind: 'turn', n: scopes.turn });
      else if (option === standingAnswer(d)?.id && scopes.combat !== undefined) standing.set(d.seat, { kind: 'combat', n: scopes.combat });
      else if (option === standingAnswer(d)?.id && scopes.action !== undefined) standing.set(d.seat, { kind: 'action', n: scopes.action });
      s.choose(d.seat, option);
    }
    expect(single).toBe(0);
    expect(auto).toBeGreaterThan(0);
  }, 120_000);
});
