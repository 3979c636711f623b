/** The V:TES allocated pool burn names each Methuselah once, with its count (issue 16, log). */
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { initTestI18n } from '../../testing/i18n';
import { logText } from '../kit/text';
import { vtesLogLine } from './log-wording';

beforeAll(initTestI18n);

const seats = ['Ana', 'Jan', 'Ola'].map((name) => ({ name, kind: 'human' as const }));

describe('allocated pool burn line', () => {
  it('collapses the list: every Methuselah once, in seat order, with the pool it burns', async () => {
    const line = { n: 4, type: 'vtes.allocBurn', params: { seats: [0, 2, 0, 0] } };
    await i18n.changeLanguage('es');
    expect(logText(i18n.t.bind(i18n), vtesLogLine(line, seats), seats, 'vtes')).toBe(
      'Reserva quemada por los puntos asignados (1 por punto): Ana 3, Ola 1',
    );
    await i18n.changeLanguage('pl');
    expect(logText(i18n.t.bind(i18n), vtesLogLine(line, seats), seats, 'vtes')).toMatch(/: Ana 3, Ola 1$/);
  });
});
