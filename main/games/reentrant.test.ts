/**
 * The rules can be called again while they run (issue 28 item 1, design.md §9 "Rules that can be
 * called again"): no game keeps a decision, a copy or a scratch value of one state where another
 * state's call can see it. Each game is played step by step three ways — alone; interleaved with a
 * second table of the same game; and with every choice made by a "search bot" that, between
 * `decisions` and `apply`, plays steps of the other three games and of another table of the same
 * game — and every way gives the same decisions, events and state hashes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalJson, stateHash } from '../engine/hash';
import { RngCursor, seedRng } from '../engine/rng';
import type { AnyModule } from '../engine/session';
import { vtesModule } from './vtes/module';
import { vendettaModule } from './vendetta';
import { bloodborneModule } from './bloodborne';
import { nightsModule } from './nights-of-blood';
import { STARTER_IDS } from './vtes/starters';

interface Game {
  name: string;
  m: AnyModule;
  config: object;
}

const GAMES: Game[] = [
  { name: 'vtes', m: vtesModule, config: { decks: STARTER_IDS.map((starter) => ({ starter })), maxTurns: 8, deckCheck: false } },
  { name: 'vendetta', m: vendettaModule, config: { players: 4, relics: true, locationCards: true } },
  { name: 'bloodborne', m: bloodborneModule, config: { players: 4 } },
  { name: 'nights-of-blood', m: nightsModule, config: { players: 6 } },
];

/** Steps played per table: enough to reach combats, reactions and the simultaneous steps. */
const STEPS = 160;

/** One table played by random choices; `trace` holds one line per step (decision, choice, events, state hash). */
class Table {
  state: unknown;
  readonly trace: string[] = [];
  private readonly rng: RngCursor;

  constructor(
    readonly game: Game,
    seed: string,
  ) {
    const first = game.m.setup(game.m.parseConfig(game.config), seed);
    this.state = first.state;
    this.rng = new RngCursor(seedRng(`${seed}/choices`));
    this.trace.push(`setup|${canonicalJson(first.events)}|${stateHash(first.state)}`);
  }

  get over(): boolean {
    return this.trace.length > STEPS || this.game.m.decisions(this.state).length === 0;
  }

  /** One step; `meanwhile` runs after the decision is built and before it is answered. */
  step(meanwhile?: () => void): void {
    if (this.over) return;
    const d = this.game.m.decisions(this.state)[0];
    const option = this.rng.pick(d.options).id;
    meanwhile?.();
    const r = this.game.m.apply(this.state, d.seat, option);
    this.state = r.state;
    const ids = d.options.map((o) => o.id).join(',');
    this.trace.push(`${d.seat}|${d.kind}|${ids}|${option}|${canonicalJson(r.events)}|${stateHash(r.state)}`);
  }

  playOut(meanwhile?: () => void): string[] {
    while (!this.over) this.step(meanwhile);
    return this.trace;
  }
}

const seedOf = (g: Game, n: number) => `reentrant-${g.name}-${n}`;

describe('rules called again while they run (issue 28 item 1)', () => {
  for (const g of GAMES) {
    it(`${g.name}: two tables of the game interleaved step by step play as they play apart`, () => {
      const alone = [new Table(g, seedOf(g, 1)).playOut(), new Table(g, seedOf(g, 2)).playOut()];
      const a = new Table(g, seedOf(g, 1));
      const b = new Table(g, seedOf(g, 2));
      while (!a.over || !b.over) {
        a.step();
        b.step();
      }
      expect(alone[0].length).toBeGreaterThan(20);
      expect(a.trace).toEqual(alone[0]);
      expect(b.trace).toEqual(alone[1]);
    }, 120_000);

    it(`${g.name}: each choice made while the other games and another table of it are played gives the same game`, () => {
      const alone = new Table(g, seedOf(g, 3)).playOut();
      const others = [...GAMES.filter((o) => o !== g), g].map((o) => new Table(o, seedOf(o, 4)));
      const searched = new Table(g, seedOf(g, 3)).playOut(() => {
        for (const o of others) o.step();
      });
      expect(searched).toEqual(alone);
      // and the tables played inside its decisions are the games they are when played alone
      for (const o of others) {
        const apart = new Table(o.game, seedOf(o.game, 4));
        for (let i = 1; i < o.trace.length; i++) apart.step();
        expect(o.trace, o.game.name).toEqual(apart.trace);
      }
    }, 120_000);
  }
});

/** Source files of a folder, tests and test helpers left out. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const f = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'testing' || e.name === 'fixtures' ? [] : sources(f);
    return /\.ts$/.test(e.name) && !/\.test\.ts$|^testing\.ts$|^card-testing\.ts$/.test(e.name) ? [f] : [];
  });
}

describe('no module-level variables in the rules (issue 28 item 1)', () => {
  it('no file of main/games or main/engine declares a module-level `let` (but the test hook of ops.ts)', () => {
    const root = path.resolve(__dirname, '..');
    const found = [...sources(path.join(root, 'games')), ...sources(path.join(root, 'engine'))].flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .filter((l) => /^(export )?(let|var) /.test(l))
        .map((l) => `${path.relative(root, f)}: ${l}`),
    );
    // tapOps: an observer set by tests only (the op-coverage check), never by the rules
    expect(found.filter((l) => !l.startsWith(`games${path.sep}vtes${path.sep}ops.ts: let tap`))).toEqual([]);
  });
});
