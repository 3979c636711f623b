/**
 * A log line that states two amounts ("1 de sangre y 0 de influencia") names only those that are
 * not zero: the line becomes `<type>As.<a>`, `<type>As.<b>` or `<type>As.both` (three sentences
 * in each language, e.g. `log-vtes:payAs.blood`). Used by the games' `logLine` rewording.
 */
import type { LogLine } from '../../../main/engine/dto';

export function amountsLine(line: LogLine, a: string, b: string): LogLine {
  const has = (k: string) => Number(line.params?.[k]) > 0;
  const which = has(a) && !has(b) ? a : has(b) && !has(a) ? b : 'both';
  return { ...line, type: `${line.type}As.${which}` };
}
