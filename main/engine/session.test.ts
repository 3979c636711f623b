import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors';
import { registerBot, type Bot } from './bots';
import { canonicalJson, stateHash } from './hash';
import { int, next, RngCursor, seedRng, shuffle } from './rng';
import { GameSession, type AnyModule } from './session';
import { findLeaks } from './testing/leaks';
import { runPlayouts, PlayoutFailure } from './testing/playout';
import { toyModule, type ToyState, type ToyView } from './testing/toy';
import type { SeatConfig } from './types';

const humans = (n: number): SeatConfig[] => Array.from({ length: n }, (_, i) => ({ name: `H${i}`, kind: 'human' }));
const bots = (n: number): SeatConfig[] => Array.from({ length: n }, (_, i) => ({ name: `B${i}`, kind: 'bot', bot: 'random' }));

function st(s: GameSession): ToyState {
  return s.state as ToyState;
}

/** Plays the lowest-seat pending decision with its first option until `stop` says so. */
function playFirst(s: GameSession, stop: (s: GameSession) => boolean, max = 500): void {
  for (let i = 0; i < max && !s.isOver() && !stop(s); i++) {
    const d = s.decisions()[0];
    s.choose(d.seat, d.options[0].id);
  }
}

function expectAppError(fn: () => unknown, code: string, key: string): void {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe(code);
    expect((e as AppError).key).toBe(key);
    return;
  }
  throw new Error(`expected AppError ${code}/${key}`);
}

describe('rng (design §2: seeded randomness in the state)', () => {
  it('is deterministic per seed and differs between seeds', () => {
    const a = seedRng('abc');
    const [x1, a2] = next(a);
    const [x2] = next(a);
    expect(x1).toBe(x2); // pure: the input state is not advanced
    expect(next(a2)[0]).not.toBe(x1);
    expect(next(seedRng('abd'))[0]).not.toBe(x1);
    expect(seedRng('abc')).toEqual(a);
  });

  it('int stays in range and shuffle is a permutation', () => {
    let r = seedRng('x');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const [v, r2] = int(r, 6);
      r = r2;
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(6);
      seen.add(v);
    }
    expect(seen.size).toBe(6);
    const [out] = shuffle(seedRng('y'), [1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(out).not.toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const c = new RngCursor(seedRng('z'));
    expect(() => c.int(0)).toThrow();
  });
});

describe('hash', () => {
  it('ignores key order and undefined members, distinguishes values', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: undefined, c: 'x' }] })).toBe('{"a":[1,{"c":"x"}],"b":1}');
    expect(stateHash({ a: 1, b: 2 })).toBe(stateHash({ b: 2, a: 1 }));
    expect(stateHash({ a: 1 })).not.toBe(stateHash({ a: 2 }));
    expect(() => canonicalJson({ m: new Map() })).toThrow();
  });
});

describe('GameSession', () => {
  it('design §2: same config and seed give the same state; the record replays to the same hash', () => {
    const a = GameSession.create(toyModule, { players: 3 }, bots(3), 'seed-1');
    const b = GameSession.create(toyModule, { players: 3 }, bots(3), 'seed-1');
    expect(a.hash()).toBe(b.hash());
    expect(GameSession.create(toyModule, { players: 3 }, bots(3), 'seed-2').hash()).not.toBe(a.hash());
    a.runBots();
    expect(a.isOver()).toBe(true);
    const replay = GameSession.fromRecord(toyModule, JSON.parse(JSON.stringify(a.record())));
    expect(replay.hash()).toBe(a.hash());
    expect(replay.events.length).toBe(a.events.length);
    // a partial replay stops where asked
    const half = Math.floor(a.step / 2);
    expect(GameSession.fromRecord(toyModule, a.record(), half).step).toBe(half);
  });

  it('design §2: a decision with one option is answered automatically, logged and not recorded', () => {
    // 1 round, players hold 3 cards: after two rounds of a 3-round game every hand has 1 card.
    const s = GameSession.create(toyModule, { players: 2, rounds: 3 }, humans(2), 'auto');
    const give = () => {
      // act phase: always pass, so hands shrink to 1 card by round 3
      const d = s.decisions()[0];
      s.choose(d.seat, d.options.some((o) => o.id === 'pass') && d.kind === 'toy.act' ? 'pass' : d.options[0].id);
    };
    while (st(s).round < 2) give();
    // round 3: every hand had a single card, so the bids were answered automatically
    expect(st(s).hands.every((h) => h.length === 0)).toBe(true);
    expect(st(s).phase).toBe('act');
    const autos = s.events.filter((e) => e.type === 'engine.autoChoice');
    expect(autos.length).toBe(2); // one per seat, visible to that seat only (secret bids)
    expect(autos.every((e) => e.visibleTo?.length === 1)).toBe(true);
    const recorded = s.record().choices.length;
    // 2 bids + 2 acts per round for 2 rounds, then only the acts of round 3 so far
    expect(recorded).toBe(8);
    expect(GameSession.fromRecord(toyModule, s.record()).hash()).toBe(s.hash());
  });

  it('design §2: a pass that is the only option is answered automatically as engine.autoPass', () => {
    // seat 1 may only pass in the act phase: the engine must never ask it
    const passive = Object.create(toyModule) as AnyModule;
    passive.decisions = (state: ToyState) =>
      toyModule
        .decisions(state)
        .map((d) => (d.kind === 'toy.act' && d.seat === 1 ? { ...d, options: d.options.filter((o) => o.id === 'pass') } : d));
    const s = GameSession.create(passive, { players: 2, rounds: 3 }, humans(2), 'pass');
    const asked: string[] = [];
    playFirst(s, (x) => {
      for (const d of x.decisions()) asked.push(`${d.seat}:${d.kind}`);
      return false;
    });
    expect(s.isOver()).toBe(true);
    expect(asked).not.toContain('1:toy.act');
    expect(s.events.filter((e) => e.type === 'engine.autoPass').length).toBe(3);
    expect(s.record().choices.filter((c) => c.seat === 1 && c.option === 'pass')).toEqual([]);
    expect(s.events.filter((e) => e.type === 'engine.choice').length).toBe(s.record().choices.length);
    expect(GameSession.fromRecord(passive, s.record()).hash()).toBe(s.hash());
  });

  it("a module's decorate completes the logged events of setup and every apply, auto-answers included, and replays alike", () => {
    const decorated = Object.create(toyModule) as AnyModule;
    decorated.decorate = (state: unknown, events) => {
      return events.map((e) => ({ ...e, params: { ...e.params, shownAt: (state as ToyState).round } }));
    };
    const s = GameSession.create(decorated, { players: 2, rounds: 2 }, humans(2), 'decorate');
    playFirst(s, () => false);
    const own = s.events.filter((e) => !e.type.startsWith('engine.'));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((e) => typeof e.params?.shownAt === 'number')).toBe(true);
    expect(s.events.filter((e) => e.type.startsWith('engine.')).every((e) => e.params?.shownAt === undefined)).toBe(true);
    // the state and the record are what the undecorated module gives
    const plain = GameSession.fromRecord(toyModule, s.record());
    expect(plain.hash()).toBe(s.hash());
    expect(GameSession.fromRecord(decorated, s.record()).events).toEqual(s.events);
  });

  it('design §2: an option not offered to that seat is refused and changes nothing', () => {
    const s = GameSession.create(toyModule, { players: 2 }, humans(2), 'illegal');
    const h = s.hash();
    const n = s.events.length;
    const hand0 = st(s).hands[0];
    const notInHand = [...Array(20).keys()].map((i) => i + 1).find((v) => !hand0.includes(v))!;
    expectAppError(() => s.choose(0, `c${notInHand}`), 'illegal_move', 'illegal_option');
    expectAppError(() => s.choose(5, 'pass'), 'illegal_move', 'not_your_decision');
    expect(s.hash()).toBe(h);
    expect(s.events.length).toBe(n);
    expect(s.step).toBe(0);
  });

  it('design §2 (bookmark): an exception inside apply rolls the choice back and does not record it', () => {
    let armed = true;
    const broken = Object.create(toyModule) as AnyModule;
    broken.apply = (state: ToyState, seat: number, option: string) => {
      if (armed && option === 'draw') {
        state.points[0] = 99; // a buggy card mutates the state before throwing
        throw new Error('card bug');
      }
      return toyModule.apply(state, seat, option);
    };
    const s = GameSession.create(broken, { players: 2 }, humans(2), 'boom');
    playFirst(s, (x) => st(x).phase === 'act');
    const d = s.decisions()[0];
    expect(d.options.map((o) => o.id)).toContain('draw');
    const h = s.hash();
    const steps = s.step;
    const events = s.events.length;
    expectAppError(() => s.choose(d.seat, 'draw'), 'internal', 'move_failed');
    expect(s.hash()).toBe(h);
    expect(st(s).points[0]).not.toBe(99);
    expect(s.step).toBe(steps);
    expect(s.events.length).toBe(events);
    armed = false;
    s.choose(d.seat, 'draw');
    expect(s.step).toBe(steps + 1);
  });

  describe('design §3: undo', () => {
    it('is allowed for the own last choice while nothing was revealed and nobody answered since', () => {
      const s = GameSession.create(toyModule, { players: 2 }, humans(2), 'undo-1');
      const h0 = s.hash();
      const opt = s.decisionFor(0)!.options[0].id;
      s.choose(0, opt); // secret bid, no reveal yet (seat 1 still bidding)
      expect(s.canUndo(0)).toBe(true);
      expect(s.canUndo(1)).toBe(false);
      s.undo(0);
      expect(s.hash()).toBe(h0);
      expect(s.step).toBe(0);
      expect(s.canUndo(0)).toBe(false);
      expectAppError(() => s.undo(0), 'illegal_move', 'undo_not_allowed');
    });

    it('is refused after a reveal (the bids are revealed together)', () => {
      const s = GameSession.create(toyModule, { players: 2 }, humans(2), 'undo-2');
      s.choose(0, s.decisionFor(0)!.options[0].id);
      s.choose(1, s.decisionFor(1)!.options[0].id); // completes the round: reveal
      expect(s.events.some((e) => e.type === 'toy.reveal')).toBe(true);
      expect(s.canUndo(1)).toBe(false);
      expectAppError(() => s.undo(1), 'illegal_move', 'undo_not_allowed');
    });

    it('is refused after another seat answered, and after a draw', () => {
      const s = GameSession.create(toyModule, { players: 2 }, humans(2), 'undo-3');
      s.choose(0, s.decisionFor(0)!.options[0].id);
      s.choose(1, s.decisionFor(1)!.options[0].id);
      // act phase, seat 0 starts
      expect(s.decisions()[0].seat).toBe(0);
      s.choose(0, 'pass');
      expect(s.canUndo(0)).toBe(true);
      s.choose(1, 'draw'); // seat 1 answered (and drew: a reveal)
      expect(s.canUndo(0)).toBe(false);
      expect(s.canUndo(1)).toBe(false);
    });

    it('bots never undo', () => {
      const s = GameSession.create(toyModule, { players: 2 }, [...humans(1), ...bots(1)], 'undo-4');
      s.choose(1, s.decisionFor(1)!.options[0].id);
      expect(s.canUndo(1)).toBe(false);
    });
  });

  it('design §3: secret choices are hidden from the other seats until revealed', () => {
    const s = GameSession.create(toyModule, { players: 3 }, humans(3), 'secret');
    const hands = st(s).hands.map((h) => h.slice());
    // seat views never show other hands
    for (let seat = 0; seat < 3; seat++) {
      const others = hands.filter((_, i) => i !== seat);
      const v = s.viewFor(seat);
      expect((v.view as ToyView).hand).toEqual(hands[seat]);
      expect(findLeaks(v.view, others)).toEqual([]);
      expect(findLeaks(v.log, others)).toEqual([]);
      expect(findLeaks(v.log, [hands[seat]])).toEqual([JSON.stringify(hands[seat])]);
    }
    const bid = hands[0][2];
    s.choose(0, `c${bid}`);
    const v0 = s.viewFor(0);
    const v1 = s.viewFor(1);
    const pub = s.viewFor('public');
    const mine = v0.log.find((l) => l.type === 'engine.choice');
    expect((mine?.params?.option as { params: { value: number } }).params.value).toBe(bid);
    expect((v0.view as ToyView).myBid).toBe(bid);
    for (const v of [v1, pub]) {
      expect(v.log.filter((l) => l.params?.seat === 0 && l.type !== 'engine.secretChosen')).toEqual([]);
      expect((v.view as ToyView).myBid ?? null).toBeNull();
      expect((v.view as ToyView).hasBid).toEqual([true, false, false]);
    }
    expect(v1.log.some((l) => l.type === 'engine.secretChosen' && l.params?.seat === 0)).toBe(true);
    expect(pub.log.some((l) => l.type === 'engine.secretChosen')).toBe(false);
    expect(v1.waitingFor).toEqual([
      { seat: 0, status: 'chosen' },
      { seat: 1, status: 'deciding' },
      { seat: 2, status: 'deciding' },
    ]);
    expect(v1.decision?.seat).toBe(1);
    expect(pub.decision).toBeNull();
    // everyone bids: the reveal event shows all bids to all
    s.choose(1, s.decisionFor(1)!.options[0].id);
    s.choose(2, s.decisionFor(2)!.options[0].id);
    const after = s.viewFor(1);
    expect(after.log.some((l) => l.type === 'toy.reveal' && (l.params?.bids as number[])[0] === bid)).toBe(true);
    expect(after.waitingFor.every((w) => w.status === 'deciding')).toBe(true);
  });

  it('design §2: bots play to the end; a bot answering an illegal option is an error', () => {
    for (const n of [2, 3, 4]) {
      const s = GameSession.create(toyModule, { players: n, long: true }, bots(n), `bots-${n}`);
      const seen: number[] = [];
      s.runBots(() => seen.push(s.step));
      expect(s.isOver()).toBe(true);
      expect(s.result()?.ranking.flat().sort()).toEqual([...Array(n).keys()]);
      expect(seen.length).toBe(s.step);
    }
    const liar: Bot = { id: 'liar', choose: () => 'nonsense' };
    registerBot('toy', liar);
    const s = GameSession.create(toyModule, { players: 2 }, [{ name: 'L', kind: 'bot', bot: 'liar' }, ...humans(1)], 'liar');
    const h = s.hash();
    expectAppError(() => s.runBots(), 'internal', 'bot_failed');
    expect(s.hash()).toBe(h);
  });

  it('a human seat waits while bots answer only their own decisions', () => {
    const s = GameSession.create(toyModule, { players: 3 }, [...humans(1), ...bots(2)], 'mixed');
    s.runBots();
    expect(s.decisions().map((d) => d.seat)).toEqual([0]);
    expect(s.nextHuman()?.seat).toBe(0);
  });

  it('seat count must match the config', () => {
    expectAppError(() => GameSession.create(toyModule, { players: 3 }, humans(2), 'x'), 'invalid_input', 'seat_count_mismatch');
    expectAppError(() => GameSession.create(toyModule, { players: 9 }, humans(9), 'x'), 'invalid_input', 'game_config_invalid');
  });
});

describe('runPlayouts (design §6 layer 2)', () => {
  it('plays the toy game with invariants, purity, leak and replay checks', () => {
    const sum = runPlayouts(toyModule, [{ players: 2 }, { players: 3, long: true }, { players: 4 }], {
      games: 60,
      seedPrefix: 'toy',
      hiddenFor: (state) => {
        const s = state as ToyState;
        // other seats' cards in hand that this seat has never seen in a reveal are secret;
        // checking the deck's order is enough and always hidden
        return s.deck.length > 1 ? [s.deck] : [];
      },
    });
    expect(sum.games).toBe(60);
    expect(sum.finished).toBe(60);
    expect(sum.choices).toBeGreaterThan(60 * 4);
  });

  it('reports the seed and the choice index when a module breaks an invariant', () => {
    const broken = Object.create(toyModule) as AnyModule;
    broken.invariants = (s: ToyState) => (s.round >= 1 ? ['round reached'] : []);
    let err: unknown;
    try {
      runPlayouts(broken, [{ players: 2 }], { games: 3, seedPrefix: 'b' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(PlayoutFailure);
    expect((err as PlayoutFailure).seed).toBe('b-0');
    expect((err as PlayoutFailure).choiceIndex).toBeGreaterThan(0);
    expect(String((err as Error).message)).toContain('round reached');
  });

  it('detects an apply that mutates its input', () => {
    const mutating = Object.create(toyModule) as AnyModule;
    mutating.apply = (state: ToyState, seat: number, option: string) => {
      const r = toyModule.apply(state, seat, option);
      state.acted = 42;
      return r;
    };
    expect(() => runPlayouts(mutating, [{ players: 2 }], { games: 1, seedPrefix: 'm' })).toThrow(/mutated/);
  });
});

describe('replay of a record the rules no longer accept', () => {
  it('fails with record_replay_failed naming the step', () => {
    const s = GameSession.create(toyModule, { players: 2 }, bots(2), 'rec');
    s.runBots();
    const rec = s.record();
    const tampered = { ...rec, choices: rec.choices.map((c, i) => (i === 3 ? { ...c, option: 'c999' } : c)) };
    try {
      GameSession.fromRecord(toyModule, tampered);
      throw new Error('expected a failure');
    } catch (e) {
      expect((e as AppError).key).toBe('record_replay_failed');
      expect((e as AppError).params.step).toBe(4);
    }
    const throwing = Object.create(toyModule) as AnyModule;
    let n = 0;
    throwing.apply = (st: ToyState, seat: number, o: string) => {
      if (++n === 6) throw new Error('changed rules');
      return toyModule.apply(st, seat, o);
    };
    expect(() => GameSession.fromRecord(throwing, rec)).toThrow(AppError);
  });
});
