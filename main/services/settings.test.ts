import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHost } from './host';
import { languageFromLocales } from './settings';

describe('language', () => {
  it('comes from the OS: Polish and Spanish recognized, anything else is Spanish', () => {
    expect(languageFromLocales(['pl-PL'])).toBe('pl');
    expect(languageFromLocales(['pl'])).toBe('pl');
    expect(languageFromLocales(['es_AR.UTF-8'])).toBe('es');
    expect(languageFromLocales(['de-DE', 'pl-PL'])).toBe('pl');
    expect(languageFromLocales(['en-US', 'fr'])).toBe('es');
    expect(languageFromLocales([])).toBe('es');
  });

  it('a chosen language is remembered across restarts and wins over the OS', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-settings-'));
    const a = await createHost({ mode: 'web', version: 't', dataDir, systemLocales: ['pl-PL'] });
    expect(await a.dispatcher.call('settings.get', {})).toMatchObject({ ok: true, value: { language: 'pl', languageChosen: false } });
    await a.dispatcher.call('settings.set', { language: 'es' });
    a.close();
    const b = await createHost({ mode: 'web', version: 't', dataDir, systemLocales: ['pl-PL'] });
    expect(await b.dispatcher.call('settings.get', {})).toMatchObject({ ok: true, value: { language: 'es', languageChosen: true } });
    b.close();
  });

  it('an unreadable data file is reported at start-up as a notice', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-settings-'));
    fs.writeFileSync(path.join(dataDir, 'user.sqlite'), 'garbage'.repeat(500));
    const h = await createHost({ mode: 'web', version: 't', dataDir, systemLocales: [] });
    const info = await h.dispatcher.call('app.info', {});
    expect(info.ok && (info.value as { notices: { key: string }[] }).notices.map((n) => n.key)).toEqual(['db_moved_aside']);
    expect(fs.readdirSync(dataDir).some((f) => f.startsWith('user.sqlite.unreadable-'))).toBe(true);
    h.close();
  });
});
