/** A Vendetta retreat's log line says where the cards go (5.1; issue 16). */
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import type { LogLine } from '../../../main/engine/dto';
import { initTestI18n } from '../../testing/i18n';
import { logText } from '../kit/text';
import { vendettaLogLine } from './log-wording';

beforeAll(initTestI18n);

const seats = [
  { name: 'Ana', kind: 'human' as const },
  { name: 'Jan', kind: 'human' as const },
];
const line = (haven: boolean, cards: string[]): LogLine => ({
  n: 7,
  type: 'withdraw',
  params: { seat: 1, locationName: { key: `cards-vendetta:place.${haven ? 'haven' : 'L1'}` }, blood: 2, cards, haven },
});
const say = (l: LogLine) => logText(i18n.t.bind(i18n), vendettaLogLine(l), seats, 'vendetta');

describe('Vendetta retreat log line', () => {
  it('from a location the cards go face up to the Haven; from the Haven back to the hand', async () => {
    await i18n.changeLanguage('es');
    expect(say(line(false, ['a', 'b', 'c']))).toMatch(
      /^Jan se retira de la Ubicación 1 y recupera 2 de sangre; sus 3 cartas pasan boca arriba al Refugio del Príncipe\.$/,
    );
    expect(say(line(true, ['a']))).toMatch(/su carta vuelve a la mano\.$/);
    await i18n.changeLanguage('pl');
    expect(say(line(false, ['a', 'b']))).toMatch(/2 karty trafiają odkryte do Schronienia Księcia\.$/);
    expect(say(line(false, ['a', 'b', 'c', 'd', 'e']))).toMatch(/5 kart trafia odkrytych do Schronienia Księcia\.$/);
    expect(say(line(true, ['a']))).toBe('Jan wycofuje się ze Schronienia Księcia i odzyskuje 2 pkt Krwi; karta wraca na rękę.');
  });

  it('a retreat without cards keeps the plain line', async () => {
    await i18n.changeLanguage('es');
    expect(vendettaLogLine(line(false, [])).type).toBe('withdraw');
    expect(say(line(false, []))).not.toMatch(/carta/);
  });
});
