/**
 * V:TES log lines reworded before translation (log-wording.ts): a paid cost (vtes-es 1.6.1.3)
 * names only what was paid, in both languages.
 */
import { describe, expect, it } from 'vitest';
import type { LogLine, SeatInfo } from '../../../main/engine/dto';
import { logText } from '../kit/text';
import { tFor } from '../../testing/rendered-games';
import { vtesLogLine } from './log-wording';

const seats = [{ name: 'Ana', kind: 'human' }] as SeatInfo[];
const pay = (blood: number, pool: number): LogLine =>
  ({ n: 1, type: 'vtes.pay', params: { seat: 0, blood, pool, card: 'The Warrens' }, rule: 'vtes-es:1.6.1.3' }) as LogLine;

describe('1.6.1.3 the cost of a card paid, in words', () => {
  it('names only the blood, only the pool, or both; never a zero amount', async () => {
    const es = await tFor('es');
    const pl = await tFor('pl');
    const say = (t: typeof es, l: LogLine) => logText(t, vtesLogLine(l, seats), seats, 'vtes');
    expect(say(es, pay(1, 0))).toBe('Ana paga el coste de The Warrens: 1 de sangre');
    expect(say(es, pay(0, 2))).toBe('Ana paga el coste de The Warrens: 2 de reserva');
    expect(say(es, pay(1, 1))).toBe('Ana paga el coste de The Warrens: 1 de sangre y 1 de reserva');
    expect(say(pl, pay(2, 0))).toBe('Ana płaci koszt karty The Warrens: 2 krwi');
    expect(say(pl, pay(0, 1))).toBe('Ana płaci koszt karty The Warrens: 1 puli');
    expect(say(pl, pay(1, 3))).toBe('Ana płaci koszt karty The Warrens: 1 krwi i 3 puli');
  });
});
