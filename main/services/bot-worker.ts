/**
 * The bot worker thread's entry (built to out/main/bot-worker.cjs; bot-thinker.ts starts it):
 * answers each `{ id, ask }` message with `{ id, option }` or `{ id, error }`.
 */
import { parentPort } from 'node:worker_threads';
import { answerAsk } from './bot-thinker';
import type { BotAsk } from '../engine/session';

parentPort?.on('message', (m: { id: number; ask: BotAsk }) => {
  try {
    parentPort!.postMessage({ id: m.id, option: answerAsk(m.ask) });
  } catch (e) {
    parentPort!.postMessage({ id: m.id, error: e instanceof Error ? e.message : String(e) });
  }
});
