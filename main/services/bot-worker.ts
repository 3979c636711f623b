/**
 * The bot worker thread's entry (built to out/main/bot-worker.cjs; bot-thinker.ts starts it):
 * answers each `{ id, ask }` message with `{ id, option }` or `{ id, error }`, and warms itself up
 * on a `{ warm }` message (bot-thinker.ts warmUp), answering nothing.
 */
// first: the V8 settings the engines run with (runtime-flags.ts)
import '../engine/runtime-flags';
import { parentPort } from 'node:worker_threads';
import { answerAsk, warmUp, type BotWarm } from './bot-thinker';
import type { BotAsk } from '../engine/session';

parentPort?.on('message', (m: { id: number; ask: BotAsk } | { warm: BotWarm }) => {
  if ('warm' in m) {
    // a warm-up that fails changes nothing: the question that follows is answered (or fails) as ever
    try {
      warmUp(m.warm);
    } catch {
      /* dropped */
    }
    return;
  }
  try {
    parentPort!.postMessage({ id: m.id, option: answerAsk(m.ask) });
  } catch (e) {
    parentPort!.postMessage({ id: m.id, error: e instanceof Error ? e.message : String(e) });
  }
});
