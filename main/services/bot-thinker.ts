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
  /** Stops the thread; pending questions fail. */
  close(): void;
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
