/**
 * The Vendetta log lines reworded before translation (registry `logLine`, LogPanel `mapLine`):
 * - `withdraw` {haven, cards}: the sentence says where the withdrawn cards go (5.1): from the
 *   Prince's Haven back to the hand, from any other location face up to the Haven;
 * - `gain` {blood, influence}: names only what was gained ("Ana obtiene 1 de sangre", not
 *   "... y 0 de influencia").
 */
import type { LogLine } from '../../../main/engine/dto';
import { amountsLine } from '../kit/amounts';

export function vendettaLogLine(line: LogLine): LogLine {
  const p = line.params;
  if (line.type === 'gain' || line.type === 'vendetta.gain') return amountsLine(line, 'blood', 'influence');
  if (line.type !== 'withdraw' || !p || !Array.isArray(p.cards) || !p.cards.length) return line;
  return { ...line, type: p.haven ? 'withdrawToHand' : 'withdrawToHaven', params: { ...p, count: p.cards.length } };
}
