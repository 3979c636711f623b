/**
 * Thinking bots at the table (issue 33 item 3): a search bot's question goes to the thinker (a
 * worker thread in the app) and the table goes on answering calls meanwhile; the answer is
 * recorded only while the table still asks that question (a human's undo makes it stale), and
 * dropped when the table closed. The worker thread answers exactly what the bot answers
 * in-process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlJsStatic } from 'sql.js';
import { loadSqlJs } from '../db/sqljs';
import type { AnyModule, BotAsk } from '../engine/session';
import { GameSession } from '../engine/session';
import type { Bot } from '../engine/types';
import { registerBot } from '../engine/bots';
import { searchBot } from '../engine/search/search-bot';
import { bloodborneModule } from '../games/bloodborne';
import { bloodborneSearch } from '../games/bloodborne/search';
import { answerAsk, workerThinker, type BotThinker, type BotWarm } from './bot-thinker';
import { chainModule, human, tableRig } from './table-testing';
import { vtesModule } from '../games/vtes/module';
import { searchable } from '../games/vtes/bot/search/determinize';
import type { VtesView } from '../games/vtes/view/view';
import { TWD_SAMPLE, twdGameConfig } from '../testing/twd-game';

let SQL: SqlJsStatic;
beforeAll(async () => {
  SQL = await loadSqlJs();
});

/** A bot that thinks: always 'y'. */
const deep: Bot = { id: 'deep', thinks: true, choose: (_v, d) => d.options[1].id };
const chainWithDeep = { ...chainModule, bots: [...(chainModule.bots ?? []), deep] } as AnyModule;

/** A thinker whose answers the test releases one by one. */
function heldThinker() {
  const out: { ask: BotAsk; answer: (option: string) => void }[] = [];
  const warms: BotWarm[] = [];
  const thinker: BotThinker = {
    think: (ask) => new Promise((resolve) => out.push({ ask, answer: resolve })),
    warm: (w) => warms.push(w),
    close: () => undefined,
  };
  return { thinker, out, warms };
}

const tick = () => new Promise((r) => setImmediate(r));

function table() {
  const held = heldThinker();
  const rig = tableRig(SQL, { modules: [chainWithDeep], thinker: held.thinker });
  const { id } = rig.games.create({
    game: 'chain',
    seats: [human('Ana'), { name: 'Bo', kind: 'bot', bot: 'deep' }],
    config: { players: 2, perTurn: 2, turns: 4 },
  });
  const opened = rig.tables.open(id);
  const ana = opened.grants.find((g) => g.seat === 0)!.token;
  return { ...rig, ...held, id, ana };
}

describe('a thinking bot at the table', () => {
  it('thinks off the call: the table waits for it, then records its answer and tells the clients', async () => {
    const t = table();
    t.tables.choose(t.id, t.ana, 0, 'x');
    t.tables.choose(t.id, t.ana, 1, 'x');
    // Ana's call returned with the bot's question out, nothing recorded for it yet
    expect(t.games.session(t.id).step).toBe(2);
    expect(t.out.map((o) => [o.ask.seat, o.ask.step])).toEqual([[1, 2]]);
    expect(t.tables.turn(t.id, [t.ana], 0)).toMatchObject({ kind: 'wait', waiting: [1] });
    t.out[0].answer('y');
    await tick();
    expect(t.games.session(t.id).choiceAt(2)).toEqual({ seat: 1, option: 'y' });
    expect(t.pushes.at(-1)?.step).toBe(3);
    // its next question of the same turn is out at once
    expect(t.out.map((o) => o.ask.step)).toEqual([2, 3]);
    t.out[1].answer('y');
    await tick();
    expect(t.tables.turn(t.id, [t.ana], 0)).toMatchObject({ kind: 'answer', seat: 0, step: 4 });
  });

  it("drops an answer to a question the table no longer asks (Ana's undo), then asks again", async () => {
    const t = table();
    t.tables.choose(t.id, t.ana, 0, 'x');
    t.tables.choose(t.id, t.ana, 1, 'y');
    expect(t.out).toHaveLength(1);
    t.tables.undo(t.id, t.ana, 2);
    expect(t.games.session(t.id).step).toBe(1);
    t.out[0].answer('y');
    await tick();
    expect(t.games.session(t.id).step).toBe(1);
    // Ana answers otherwise: the bot is asked the new question
    t.tables.choose(t.id, t.ana, 1, 'z');
    await tick();
    expect(t.out).toHaveLength(2);
    expect(t.out[1].ask.view).not.toEqual(t.out[0].ask.view);
    t.out[1].answer('y');
    await tick();
    expect(t.games.session(t.id).choiceAt(2)).toEqual({ seat: 1, option: 'y' });
  });

  it('has the thinker warm the game up once when its table opens, before any question', () => {
    const t = table();
    expect(t.out).toHaveLength(0);
    expect(t.warms).toEqual([{ game: 'chain', config: t.games.session(t.id).config, seed: t.games.session(t.id).seed, bots: ['deep'] }]);
    t.tables.open(t.id);
    expect(t.warms).toHaveLength(1);
  });

  it('drops the answer when the table closed meanwhile', async () => {
    const t = table();
    t.tables.choose(t.id, t.ana, 0, 'x');
    t.tables.choose(t.id, t.ana, 1, 'x');
    t.tables.close(t.id);
    const pushes = t.pushes.length;
    t.out[0].answer('y');
    await tick();
    expect(t.games.session(t.id).step).toBe(2);
    expect(t.pushes).toHaveLength(pushes);
  });
});

describe('the bot worker thread', () => {
  let dir = '';
  let file = '';
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-bot-worker-'));
    file = path.join(dir, 'bot-worker.cjs');
    await build({
      entryPoints: [path.join(__dirname, 'bot-worker.ts')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      outfile: file,
      logLevel: 'error',
      external: ['electron'],
    });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('answers a Bloodborne search bot exactly as the bot does in this thread', async () => {
    const s = GameSession.create(
      bloodborneModule as AnyModule,
      { players: 3 },
      [0, 1, 2].map((i) => ({ name: `B${i}`, kind: 'bot' as const, bot: 'search-normal' })),
      'worker',
    );
    const ask = s.botAsk()!;
    expect(ask.decision.kind).toBe('bloodborne.action');
    const thinker = workerThinker(file);
    try {
      expect(await thinker.think(ask)).toBe(answerAsk(ask));
    } finally {
      thinker.close();
    }
  });

  it('searches a V:TES game of imported decks once warmed with it (its card data loaded there), as in this thread', async () => {
    const { config } = twdGameConfig(TWD_SAMPLE);
    const seats = [0, 1, 2, 3].map((i) => ({ name: `B${i}`, kind: 'bot' as const, bot: i ? 'heuristic' : 'search-normal' }));
    const s = GameSession.create(vtesModule as AnyModule, config, seats, 'worker-twd');
    // a quiet decision of the search bot where its search overrules the heuristic
    let ask: BotAsk | null = null;
    for (let k = 0; k < 20_000 && !ask; k++) {
      const next = s.botAsk();
      if (next && searchable(next.view as VtesView, next.decision) && answerAsk(next) !== answerAsk({ ...next, bot: 'heuristic' }))
        ask = next;
      else if (next) s.botAnswer(next.seat, next.step, answerAsk({ ...next, bot: 'heuristic' }));
      else s.botStep(true);
    }
    expect(ask).not.toBeNull();
    const cold = workerThinker(file);
    const warm = workerThinker(file);
    try {
      // without the game's card data the worker can only answer as the heuristic bot
      expect(await cold.think(ask!)).toBe(answerAsk({ ...ask!, bot: 'heuristic' }));
      warm.warm({ game: 'vtes', config: s.config, seed: s.seed, bots: ['search-normal'] });
      expect(await warm.think(ask!)).toBe(answerAsk(ask!));
    } finally {
      cold.close();
      warm.close();
    }
  }, 120_000);
});

describe('a game with search bots', () => {
  it('replays exactly from its seed and recorded choices, and plays the same again', () => {
    // a small budget keeps the test short; the shipped levels differ only in their numbers
    registerBot('bloodborne', searchBot('search-test', bloodborneSearch, { iterations: 12, determinizations: 4, rolloutDepth: 20 }));
    const seats = [
      { name: 'A', kind: 'bot' as const, bot: 'search-test' },
      { name: 'B', kind: 'bot' as const, bot: 'heuristic' },
      { name: 'C', kind: 'bot' as const, bot: 'search-test' },
    ];
    const play = () => {
      const s = GameSession.create(bloodborneModule as AnyModule, { players: 3 }, seats, 'replay-search');
      s.runBots();
      return s;
    };
    const played = play();
    expect(played.isOver()).toBe(true);
    const record = played.record();
    expect(GameSession.fromRecord(bloodborneModule as AnyModule, record).hash()).toBe(played.hash());
    expect(play().record()).toEqual(record);
  });
});
