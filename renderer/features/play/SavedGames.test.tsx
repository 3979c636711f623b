import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initTestI18n } from '../../testing/i18n';
import type { SavedGame } from '../../../main/engine/dto';
import { SavedGameRow } from './SavedGames';

beforeAll(initTestI18n);

const game = (extra: Partial<SavedGame> = {}): SavedGame => ({
  id: 'g1',
  game: 'vendetta',
  seats: [{ name: 'Ana', kind: 'human' }],
  created: '2026-12-01T10:00:00.000Z',
  updated: '2026-12-01T11:00:00.000Z',
  progress: { key: 'play:list.finished' },
  steps: 3,
  finished: false,
  ...extra,
});
const row = (g: SavedGame) =>
  renderToStaticMarkup(
    <table>
      <tbody>
        <SavedGameRow g={g} confirming={false} onAskDelete={() => undefined} onDelete={() => undefined} onExport={() => undefined} />
      </tbody>
    </table>,
  );

describe('a saved game whose data cannot be read (issue 26, item 5)', () => {
  it('is listed with a localized message, export and delete, and no way to open it', async () => {
    await i18n.changeLanguage('es');
    const es = row(game({ unreadable: true, seats: [] }));
    expect(es).toContain('Los datos guardados de esta partida están dañados');
    expect(es).toContain('Exportar datos');
    expect(es).toContain('Borrar');
    expect(es).not.toContain('Continuar');
    expect(es).not.toContain('href=');
    await i18n.changeLanguage('pl');
    const pl = row(game({ unreadable: true, seats: [] }));
    expect(pl).toContain('Zapisane dane tej partii są uszkodzone');
    expect(pl).toContain('Eksportuj dane');
    await i18n.changeLanguage('es');
  });

  it('a readable game keeps its resume and replay links', () => {
    const html = row(game());
    expect(html).toContain('Continuar');
    expect(html).not.toContain('Exportar datos');
  });
});
