/**
 * Issue 32 item 5: the card lookup's header counts every card the list holds (all four games), so
 * that it agrees with the list; V:TES split into crypt and library.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { createHost } from '../../../main/services/host';
import type { CardDbStatus, CardSearchResult } from '../../../main/cards/types';
import { initTestI18n } from '../../testing/i18n';
import { statusCountsText } from './status-counts';

beforeAll(initTestI18n);

const status: CardDbStatus = {
  counts: { vtes: { crypt: 1785, library: 2364 }, vendetta: { clan: 63, ally: 30 }, bloodborne: { hunter: 67 }, nights: { vampire: 40 } },
  files: [],
  hasSpanish: false,
  rulings: { count: 0 },
};

describe('header counts', () => {
  it('es and pl: the total of every game first, then V:TES by crypt and library, then each board game', () => {
    const es = i18n.getFixedT('es', 'lookup');
    expect(statusCountsText(es, status)).toBe(
      '4349 cartas: V:TES 4149 (cripta 1785, biblioteca 2364) · Vendetta 93 · Bloodborne 67 · Nights of Blood 40',
    );
    const pl = i18n.getFixedT('pl', 'lookup');
    expect(statusCountsText(pl, status)).toBe(
      '4349 kart: V:TES 4149 (krypta 1785, biblioteka 2364) · Vendetta 93 · Bloodborne 67 · Nights of Blood 40',
    );
    expect(statusCountsText(pl, { ...status, counts: { vtes: { crypt: 1, library: 1 } } })).toBe(
      '2 karty: V:TES 2 (krypta 1, biblioteka 1)',
    );
  });

  it('the total the header gives is the count of the list when nothing is searched (built-in cards of the four games)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitae-counts-'));
    const host = await createHost({ mode: 'web', version: 't', dataDir: dir, systemLocales: ['es'] });
    try {
      const ok = <T>(r: { ok: boolean; value?: unknown }) => r.value as T;
      const s = ok<CardDbStatus>(await host.dispatcher.call('cards.status', {}));
      const list = ok<CardSearchResult>(await host.dispatcher.call('cards.search', { q: '', filters: {}, offset: 0, limit: 1 }));
      expect(Object.keys(s.counts).sort()).toEqual(['bloodborne', 'nights', 'vendetta', 'vtes']);
      const header = statusCountsText(i18n.getFixedT('es', 'lookup'), s);
      expect(Number(/^(\d+) cartas:/.exec(header)![1])).toBe(list.total);
    } finally {
      host.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
