import { describe, expect, it } from 'vitest';
import { AppError } from '../common/errors';
import { startupErrorText } from './startup-error';
import es from '../../locales/es/errors.json';
import esMenu from '../../locales/es/menu.json';
import plMenu from '../../locales/pl/menu.json';

const paths = { dataDir: '/home/u/.config/Vitae', logFile: '/home/u/.config/Vitae/logs/vitae.log' };

describe('start-up error dialog text', () => {
  it('uses the localized message of any AppError key, with its params', () => {
    const t = startupErrorText('es', new AppError('not_found', 'decks.in_trash', { name: 'Ñu' }), paths);
    expect(t.title).toBe(esMenu.startupErrorTitle);
    expect(t.message.startsWith(es.decks.in_trash.replace('{{name}}', 'Ñu'))).toBe(true);
    expect(t.message).toContain(paths.logFile);
  });

  it('falls back to a generic message for an unknown key or a plain exception', () => {
    for (const err of [new AppError('internal', 'no_such_key_anywhere'), new Error('ENOENT /secret/path'), 'boom']) {
      const t = startupErrorText('pl', err, paths);
      expect(t.title).toBe(plMenu.startupErrorTitle);
      expect(t.message.startsWith(plMenu.startupErrorUnknown)).toBe(true);
      // raw exception text is for the log, not for the dialog
      expect(t.message).not.toContain('/secret/path');
      expect(t.message).toContain(paths.dataDir);
    }
  });
});
