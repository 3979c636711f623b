/**
 * The thinking bots of the open tables (issue 33): at most one question per table is out with
 * the thinker at a time; an answer is handed back only while its table is still open and asks
 * the very same question (same seat, step, seed, decision and view: a human answer or an undo
 * meanwhile makes it stale, and the table asks again).
 */
import type { BotAsk } from '../engine/session';
import type { BotThinker, BotWarm } from './bot-thinker';

export type Thought = { ask: BotAsk; option: string } | { ask: BotAsk; error: unknown };

/** What identifies a question: an answer to an equal one is the answer to this one. */
export function askKey(ask: BotAsk): string {
  return JSON.stringify([ask.game, ask.bot, ask.seat, ask.step, ask.seed, ask.decision, ask.view]);
}

export class TableThinking {
  /** Table id -> the question out with the thinker. */
  private readonly out = new Map<string, string>();

  constructor(private readonly thinker: BotThinker) {}

  /** The seat whose bot is thinking at `table`, if any. */
  busy(table: string): boolean {
    return this.out.has(table);
  }

  /** Sends `ask` for `table` (unless one is out); `done` runs once with the answer, if still wanted. */
  start(table: string, ask: BotAsk, done: (t: Thought) => void): void {
    if (this.out.has(table)) return;
    const key = askKey(ask);
    this.out.set(table, key);
    const finish = (t: Thought) => {
      if (this.out.get(table) !== key) return;
      this.out.delete(table);
      done(t);
    };
    this.thinker.think(ask).then(
      (option) => finish({ ask, option }),
      (error: unknown) => finish({ ask, error }),
    );
  }

  /** A table with thinking bots opened: the thinker sets its game up ahead of the first question. */
  warm(w: BotWarm): void {
    this.thinker.warm(w);
  }

  /** The table closed: its answer, when it comes, is dropped. */
  stop(table: string): void {
    this.out.delete(table);
  }

  close(): void {
    this.out.clear();
    this.thinker.close();
  }
}
