/** The standing "I will not respond" bar (issue 16): offered only where a scope goes on, in words. */
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SeatViewDto } from '../../../main/engine/dto';
import { initTestI18n } from '../../testing/i18n';
import { StandingPassBar } from './StandingPassBar';

beforeAll(initTestI18n);

const dto = (view: unknown, seat = 0) =>
  ({
    game: 'vtes',
    seat,
    seats: [],
    view,
    decision: null,
    waitingFor: [],
    log: [
      { n: 2, type: 'vtes.turn' },
      { n: 5, type: 'vtes.announce' },
    ],
    result: null,
    canUndo: false,
    progress: { key: 'x' },
    step: 3,
  }) as unknown as SeatViewDto;
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const bar = (d: SeatViewDto, standing: { kind: 'action' | 'combat' | 'turn'; n: number } | null = null, hotseat = true) =>
  renderToStaticMarkup(<StandingPassBar dto={d} standing={standing} hotseat={hotseat} onSet={() => undefined} />);

describe('standing pass bar', () => {
  it("offers this action and this turn to a seat answering during another's action, in es and pl", async () => {
    await i18n.changeLanguage('es');
    const view = { active: 1, action: { seat: 1 } };
    expect(text(bar(dto(view)))).toBe('No responderé en esta acción No responderé en este turno');
    await i18n.changeLanguage('pl');
    expect(text(bar(dto(view)))).toBe('Nie odpowiadam w tej akcji Nie odpowiadam w tej turze');
  });

  it('shows the setting that holds with a way back; nothing with one human or outside any scope', async () => {
    await i18n.changeLanguage('es');
    const view = { active: 1, action: { seat: 1 } };
    expect(text(bar(dto(view), { kind: 'turn', n: 2 }))).toBe('No respondes en este turno: el juego pasa por ti Volver a preguntarme');
    // a setting of an earlier turn no longer holds: the offer again
    expect(text(bar(dto(view), { kind: 'turn', n: 1 }))).toMatch(/^No responderé/);
    expect(bar(dto(view), null, false)).toBe('');
    expect(bar(dto({ active: 0 }, 0))).toBe('');
  });
});
