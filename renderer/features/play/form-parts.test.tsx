import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initTestI18n } from '../../testing/i18n';
import { SeatFields, seatsForCreate } from './form-parts';

beforeAll(initTestI18n);

describe('seat names of a new game follow the language on screen (issue 16 item 4)', () => {
  it('an empty name shows the default name of the current language and takes it at creation', async () => {
    const seat = { name: '', who: 'human' };
    await i18n.changeLanguage('es');
    expect(renderToStaticMarkup(<SeatFields i={2} seat={seat} bots={[]} onChange={() => undefined} />)).toContain(
      'placeholder="Jugador 3"',
    );
    await i18n.changeLanguage('pl');
    expect(renderToStaticMarkup(<SeatFields i={2} seat={seat} bots={[]} onChange={() => undefined} />)).toContain('placeholder="Gracz 3"');
    await i18n.changeLanguage('es');
    const named = seatsForCreate(
      [
        { name: '  ', who: 'human' },
        { name: 'Ana', who: 'random' },
      ],
      (n) => `Gracz ${n}`,
    );
    expect(named).toEqual([
      { name: 'Gracz 1', kind: 'human' },
      { name: 'Ana', kind: 'bot', bot: 'random' },
    ]);
  });
});
