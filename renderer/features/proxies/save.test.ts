import { describe, expect, it } from 'vitest';
import type { NativeBridge } from '../../../preload/bridge';
import { proxyFileName, saveProxiesPdf } from './save';

function nativeAnswering(answer: Awaited<ReturnType<NativeBridge['savePdf']>>) {
  const asked: Parameters<NativeBridge['savePdf']>[0][] = [];
  const native: NativeBridge = {
    saveTextFile: async () => ({ ok: true, value: { saved: false, fileName: '' } }),
    savePdf: async (req) => (asked.push(req), answer),
    pickFolder: async () => ({ ok: true, value: { folder: null } }),
  };
  return { native, asked };
}

const req = { deckName: 'Malk/Madness', suffix: 'proxies', paper: 'letter' as const, pages: 12 };

describe('saving proxies as a PDF (desktop)', () => {
  it('the suggested file name is the deck name without folder separators', () => {
    expect(proxyFileName('Malk/Madness\\SDV', 'proxies')).toBe('Malk-Madness-SDV (proxies).pdf');
    expect(proxyFileName('  ', 'proxy')).toBe('proxy (proxy).pdf');
    // issue 26 item 10: no bidirectional or control characters, no trailing dots
    expect(proxyFileName('\u202Eevil\u0007. ', 'proxies')).toBe('evil (proxies).pdf');
  });

  it('asks the shell for the sheet at the chosen paper with its page count, and reports where it was saved', async () => {
    const { native, asked } = nativeAnswering({ ok: true, value: { saved: true, fileName: 'mm.pdf', pages: 12 } });
    expect(await saveProxiesPdf(native, req)).toEqual({ kind: 'saved', fileName: 'mm.pdf', pages: 12 });
    expect(asked).toEqual([{ fileName: 'Malk-Madness (proxies).pdf', paper: 'letter', pages: 12 }]);
  });

  it('a cancelled dialog is not saved; a refused PDF is a failure with its localized key', async () => {
    expect(await saveProxiesPdf(nativeAnswering({ ok: true, value: { saved: false, fileName: 'x.pdf', pages: 12 } }).native, req)).toEqual({
      kind: 'cancelled',
    });
    const error = { code: 'io_failed' as const, key: 'pdf_pages_mismatch', params: { expected: '12', pages: '13' } };
    expect(await saveProxiesPdf(nativeAnswering({ ok: false, error }).native, req)).toEqual({ kind: 'failed', error });
  });
});
