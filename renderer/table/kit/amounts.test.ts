/**
 * Lines that state two amounts name only those that are not zero (amounts.ts), as each game
 * rewords them: a V:TES cost paid (vtes-es 1.6.1.3), a Vendetta gain of blood and influence. A V:TES
 * cost reads in one style in each language, as the options and the lookup say it (issue 34): Spanish
 * "N de sangre y N de reserva", Polish counted counters with their plural forms.
 */
import { describe, expect, it } from 'vitest';
import type { LogLine, SeatInfo } from '../../../main/engine/dto';
import { tFor } from '../../testing/rendered-games';
import { vendettaLogLine } from '../vendetta/log-wording';
import { vtesLogLine } from '../vtes/log-wording';
import { logText } from './text';

const seats = [{ name: 'Ana', kind: 'human' }] as SeatInfo[];

/** [game, event, params, Spanish, Polish] */
const CASES: [string, string, Record<string, unknown>, string, string][] = [
  [
    'vtes',
    'vtes.pay',
    { blood: 1, pool: 0 },
    'Ana paga el coste de The Warrens: 1 de sangre',
    'Ana płaci koszt karty The Warrens: 1 znacznik krwi',
  ],
  [
    'vtes',
    'vtes.pay',
    { blood: 0, pool: 2 },
    'Ana paga el coste de The Warrens: 2 de reserva',
    'Ana płaci koszt karty The Warrens: 2 znaczniki puli',
  ],
  [
    'vtes',
    'vtes.pay',
    { blood: 1, pool: 3 },
    'Ana paga el coste de The Warrens: 1 de sangre y 3 de reserva',
    'Ana płaci koszt karty The Warrens: 1 znacznik krwi i 3 znaczniki puli',
  ],
  ['vendetta', 'gain', { blood: 1, influence: 0 }, 'Ana obtiene 1 de sangre.', 'Ana zyskuje 1 pkt Krwi.'],
  ['vendetta', 'gain', { blood: 0, influence: 2 }, 'Ana obtiene 2 de influencia.', 'Ana zyskuje 2 pkt Wpływów.'],
  ['vendetta', 'gain', { blood: 2, influence: 1 }, 'Ana obtiene 2 de sangre y 1 de influencia.', 'Ana zyskuje 2 pkt Krwi i 1 pkt Wpływów.'],
];

describe('two amounts in a log line: only those that are not zero', () => {
  it.each(CASES)('%s %s %o', async (game, type, params, es, pl) => {
    const line = { n: 1, type, params: { seat: 0, card: 'The Warrens', ...params } } as LogLine;
    const map = game === 'vtes' ? vtesLogLine : vendettaLogLine;
    expect(logText(await tFor('es'), map(line, seats), seats, game)).toBe(es);
    expect(logText(await tFor('pl'), map(line, seats), seats, game)).toBe(pl);
  });
});
