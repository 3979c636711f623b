/**
 * Difficulty levels (issue 33 item 3): the seat's "who plays" list names the bots of a game by
 * level (easy: the strategist, normal and hard: the bot that calculates), in Spanish and Polish;
 * and the status bar says which bot is thinking while a search bot works in its thread.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SeatViewDto } from '../../../main/engine/dto';
import { initTestI18n } from '../../testing/i18n';
import { WaitingBar } from '../../table/kit/WaitingBar';
import { SeatFields } from './form-parts';

beforeAll(initTestI18n);
afterEach(() => i18n.changeLanguage('es'));

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const levels = (lang: string) => {
  void i18n.changeLanguage(lang);
  const html = renderToStaticMarkup(
    <SeatFields
      i={1}
      seat={{ name: '', who: 'search-hard' }}
      bots={['random', 'heuristic', 'search-normal', 'search-hard']}
      onChange={() => undefined}
    />,
  );
  return [...html.matchAll(/<option value="([^"]+)"[^>]*>([^<]+)<\/option>/g)].map((m) => [m[1], m[2]]);
};

describe('difficulty levels in the new-game form', () => {
  it('offers easy, normal and hard by name, in Spanish and Polish', () => {
    expect(levels('es')).toEqual([
      ['human', 'Persona'],
      ['random', 'Bot al azar'],
      ['heuristic', 'Bot estratega (fácil)'],
      ['search-normal', 'Bot calculador (normal)'],
      ['search-hard', 'Bot calculador (difícil)'],
    ]);
    expect(levels('pl').slice(2)).toEqual([
      ['heuristic', 'Bot strateg (łatwy)'],
      ['search-normal', 'Bot analityk (normalny)'],
      ['search-hard', 'Bot analityk (trudny)'],
    ]);
  });
});

describe('a thinking bot in the status bar', () => {
  const dto = {
    game: 'bloodborne',
    seat: 0,
    seats: [
      { name: 'Ana', kind: 'human' },
      { name: 'Ola', kind: 'bot' },
    ],
    view: {},
    decision: null,
    waitingFor: [{ seat: 1, status: 'thinking' }],
    log: [],
    result: null,
    canUndo: false,
    progress: { key: 'log-bloodborne:progress.over' },
    step: 7,
  } as unknown as SeatViewDto;

  it('says the bot is thinking, not that it answers', async () => {
    expect(text(renderToStaticMarkup(<WaitingBar dto={dto} />))).toContain('Ola está pensando…');
    expect(text(renderToStaticMarkup(<WaitingBar dto={dto} />))).not.toContain('Responde');
    await i18n.changeLanguage('pl');
    expect(text(renderToStaticMarkup(<WaitingBar dto={dto} />))).toContain('Ola myśli…');
  });
});
