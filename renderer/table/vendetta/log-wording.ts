/**
 * The Vendetta log lines reworded before translation (registry `logLine`): a gain of blood and
 * influence names only what was gained ("Ana obtiene 1 de sangre", not "... y 0 de influencia").
 */
import type { LogLine } from '../../../main/engine/dto';
import { amountsLine } from '../kit/amounts';

export function vendettaLogLine(line: LogLine): LogLine {
  return line.type === 'gain' || line.type === 'vendetta.gain' ? amountsLine(line, 'blood', 'influence') : line;
}
