/**
 * The compact board of the seat page (issue 31 item 4): for each of the four games, a seeded game
 * a few questions in, drawn from one seat's view in Spanish and in Polish: one line per seat
 * with its name and the game's public numbers, the seat's own line marked, nothing untranslated;
 * and nothing of another seat's hand (only counts) even though the view holds the seat's own.
 */
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { GameSession, type AnyModule } from '../../main/engine/session';
import { gameRegistry } from '../../main/games/registry';
import { initTestI18n } from '../testing/i18n';
import { untranslated } from '../testing/raw-text';
import { CompactBoard } from './CompactBoard';

beforeAll(initTestI18n);

const NAMES = ['Ariane', 'Jan', 'Valeriya', 'Tomasz', 'Lucía'];
const GAMES = [
  { game: 'vtes', seats: 4, config: { decks: ['brujah', 'malkavian', 'nosferatu', 'ventrue'].map((starter) => ({ starter })) } },
  { game: 'vendetta', seats: 3, config: { players: 3 } },
  { game: 'bloodborne', seats: 3, config: { players: 3 } },
  { game: 'nights', seats: 5, config: {} },
];
/** What each game's line shows in Spanish, whatever the numbers. */
const ES: Record<string, RegExp[]> = {
  vtes: [/Reserva \d+/, /PV \d+/, /Mano \d+/, /Zona preparada \d+/],
  vendetta: [/Influencia \d+/, /Sangre \d+/, /Diablerie \d+/, /Cartas en la mano \d+/],
  bloodborne: [/Salud \d+ de \d+/, /Recolectados \d+/, /Depositados \d+/, /Cartas en mano \d+/],
  nights: [/PV \d+/, /PS \d+\/\d+/, /\d+ cartas? en mano/],
};

function sessionOf(g: (typeof GAMES)[number]) {
  const module = gameRegistry().get(g.game) as AnyModule;
  const seats = NAMES.slice(0, g.seats).map((name) => ({ name, kind: 'human' as const }));
  const s = GameSession.create(module, g.config, seats, `compact-${g.game}`);
  for (let i = 0; i < 6 && !s.isOver(); i++) {
    const d = s.decisions()[0];
    s.choose(d.seat, d.options[0].id);
  }
  return s;
}

const texts = (html: string) =>
  html
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((x) => x.trim())
    .filter(Boolean);

describe('the compact board of a phone, one line a seat', () => {
  for (const g of GAMES) {
    it(`${g.game}: every seat's public numbers in Spanish and in Polish, the own line marked`, async () => {
      const s = sessionOf(g);
      const dto = s.viewFor(1);
      await i18n.changeLanguage('es');
      const es = renderToStaticMarkup(<CompactBoard dto={dto} />);
      const lines = es.match(/<li[^>]*>.*?<\/li>/g) ?? [];
      expect(lines).toHaveLength(g.seats);
      for (const [seat, line] of lines.entries()) {
        expect(line).toContain(`data-seat="${seat}"`);
        expect(line).toContain(NAMES[seat]);
        for (const re of ES[g.game]) expect(line).toMatch(re);
      }
      expect(lines[1]).toMatch(/class="[^"]*\bme\b/);
      expect(lines.filter((l) => /class="[^"]*\bme\b/.test(l))).toHaveLength(1);
      await i18n.changeLanguage('pl');
      const pl = renderToStaticMarkup(<CompactBoard dto={dto} />);
      for (const html of [es, pl])
        for (const text of texts(html)) expect(untranslated(text.replace(/\b(PV|PS|PK|PŻ|PZ)\b/g, ''))).toBeNull();
      expect(pl).not.toBe(es);
    });
  }

  it('shows what the seat may see only: the same board from the public view, bar the own line', () => {
    const s = sessionOf(GAMES[0]);
    const mine = renderToStaticMarkup(<CompactBoard dto={s.viewFor(1)} />).replace(/ class="[^"]*"/g, '');
    const board = renderToStaticMarkup(<CompactBoard dto={s.viewFor('public')} />).replace(/ class="[^"]*"/g, '');
    expect(mine).toBe(board);
  });
});
