/**
 * Where thinking bots think (issue 33): the table service hands a thinking bot's question
 * (GameSession.botAsk) to a BotThinker and records the answer when it comes back, if the table
 * has not moved on meanwhile. `workerThinker` runs the bots in one worker thread (node
 * worker_threads; the Electron main process and the browser host both run it), so a search never
 * holds up the app; `inlineThinker` answers in this thread on a later turn of the event loop
 * (tests, and a host whose worker bundle is missing). Both give exactly the answer `bot.choose`
 * gives in-process: the same view, decision and seeded generator.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { getBot } from '../engine/bots';
import { RngCursor, seedRng } from '../engine/rng';
import type { BotAsk } from '../engine/session';
import { gameRegistry } from '../games/registry';

export interface BotThinker {
  /** The option the asked bot chooses. */
  think(ask: BotAsk): Promise<string>;
  /**
   * A game with thinking bots was opened: where they think, set it up and let them answer its first
   * questions once (answers dropped), so that the first real question is answered as fast as the
   * rest (the rules compiled, lazily built tables built, a game's imported card data loaded).
   */
  warm(w: BotWarm): void;
  /** Stops the thread; pending questions fail. */
  close(): void;
}

/** What a thinker is told of a game when its table opens (BotThinker.warm). */
export interface BotWarm {
  game: string;
  /** The game's config, as its session keeps it (module.parseConfig takes it again). */
  config: unknown;
  seed: string;
  /** The thinking bots of its seats. */
  bots: string[];
}

/** Decisions a warm-up plays at most, and the wall time it may take (its answers are dropped: no answer depends on it). */
const WARM_STEPS = 5000;
const WARM_MS = 1000;
/** Games a restarted worker is warmed with again. */
const MAX_WARMED = 4;

/**
 * Sets the game of `w` up (a V:TES game with imported cards registers its card data: the search
 * bot's determinizer reads it) and plays it with the heuristic bot (the random one if the game has
 * none), asking the thinking bots every question with a choice as well, until the game ends,
 * WARM_STEPS decisions or `ms` of wall time: the rules and the search are then compiled and their
 * lazily built tables built. Every answer of the thinking bots is dropped, so the clock that stops
 * it changes no answer; nothing is kept but the caches any game would fill.
 */
export function warmUp(w: BotWarm, ms = WARM_MS): void {
  const m = gameRegistry().get(w.game);
  const play = m && (getBot(m, 'heuristic') ?? getBot(m, 'random'));
  if (!m || !play) return;
  const end = performance.now() + ms;
  let s: unknown = m.setup(m.parseConfig(w.config), w.seed).state;
  const thinking = w.bots.flatMap((id) => getBot(m, id) ?? []);
  const rng = new RngCursor(seedRng(`${w.seed}/warm`));
  for (let k = 0; k < WARM_STEPS && performance.now() < end; k++) {
    const d = m.decisions(s)[0];
    if (!d) break;
    if (d.options.length < 2) {
      s = m.apply(s, d.seat, d.options[0].id).state;
      continue;
    }
    const view = m.view(s, d.seat);
    for (const b of thinking) b.choose(view, d, rng);
    s = m.apply(s, d.seat, play.choose(view, d, rng)).state;
  }
}

/** Answers a question in this thread: what the worker runs too. */
export function answerAsk(ask: BotAsk): string {
  const m = gameRegistry().get(ask.game);
  const bot = m && getBot(m, ask.bot);
  if (!bot) throw new Error(`unknown bot ${ask.bot} of ${ask.game}`);
  return bot.choose(ask.view, ask.decision, new RngCursor(seedRng(ask.seed)));
}

export function inlineThinker(): BotThinker {
  return {
    think: (ask) => new Promise((resolve, reject) => setImmediate(() => settle(resolve, reject, () => answerAsk(ask)))),
    // this thread set the game up already; a warm-up here would hold up the app
    warm: () => undefined,
    close: () => undefined,
  };
}

function settle(resolve: (v: string) => void, reject: (e: unknown) => void, f: () => string): void {
  try {
    resolve(f());
  } catch (e) {
    reject(e);
  }
}

/** One worker thread running `file` (out/main/bot-worker.cjs); questions are answered in order. */
export function workerThinker(file: string): BotThinker {
  let worker: Worker | null = null;
  let next = 0;
  /** The last games warmed: a restarted worker is warmed with them again (their card data above all). */
  const warmed: BotWarm[] = [];
  const waiting = new Map<number, { resolve: (v: string) => void; reject: (e: unknown) => void }>();
  const failAll = (e: unknown) => {
    for (const w of waiting.values()) w.reject(e);
    waiting.clear();
    worker = null;
  };
  const start = (): Worker => {
    const w = new Worker(file);
    w.unref();
    w.on('message', (m: { id: number; option?: string; error?: string }) => {
      const p = waiting.get(m.id);
      if (!p) return;
      waiting.delete(m.id);
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve(m.option!);
    });
    w.on('error', failAll);
    w.on('exit', () => failAll(new Error('bot worker stopped')));
    for (const x of warmed) w.postMessage({ warm: x });
    return w;
  };
  return {
    think(ask) {
      worker ??= start();
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker!.postMessage({ id, ask });
      });
    },
    warm(x) {
      if (worker) worker.postMessage({ warm: x });
      warmed.push(x);
      if (warmed.length > MAX_WARMED) warmed.shift();
      // a new worker is warmed with the list, this game included
      worker ??= start();
    },
    close() {
      const w = worker;
      worker = null;
      if (w) void w.terminate();
    },
  };
}

/**
 * The worker beside the running bundle (out/main/bot-worker.cjs; in an installed app its unpacked
 * copy, app.asar.unpacked, since a thread starts from a real file), else in this thread.
 */
export function defaultThinker(dir: string | undefined): BotThinker {
  if (!dir) return inlineThinker();
  const unpacked = dir.replace(/app\.asar(?=[\\/]|$)/, 'app.asar.unpacked');
  const file = [unpacked, dir].map((d) => path.join(d, 'bot-worker.cjs')).find((f) => fs.existsSync(f));
  return file ? workerThinker(file) : inlineThinker();
}
