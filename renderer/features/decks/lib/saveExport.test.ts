import { describe, expect, it } from 'vitest';
import type { NativeBridge } from '../../../../preload/bridge';
import { saveExport } from './saveExport';

const file = { text: 'Crypt (12 cards)', fileName: 'deck.txt', mimeType: 'text/plain' };

function nativeAnswering(answer: Awaited<ReturnType<NativeBridge['saveTextFile']>>) {
  const asked: unknown[] = [];
  const native: NativeBridge = {
    saveTextFile: async (req) => (asked.push(req), answer),
    savePdf: async () => ({ ok: true, value: { saved: false, fileName: 'x.pdf', pages: 1 } }),
    pickFolder: async () => ({ ok: true, value: { folder: null } }),
  };
  return { native, asked };
}

describe('saving an export', () => {
  it('desktop: a cancelled save dialog is not reported as saved, and nothing is downloaded', async () => {
    const { native, asked } = nativeAnswering({ ok: true, value: { saved: false, fileName: 'deck.txt' } });
    const downloads: string[] = [];
    expect(await saveExport(file, native, (t) => downloads.push(t))).toEqual({ kind: 'cancelled' });
    expect(asked).toEqual([file]);
    expect(downloads).toEqual([]);
  });

  it('desktop: a written file is reported under the name the user chose', async () => {
    const { native } = nativeAnswering({ ok: true, value: { saved: true, fileName: 'mine.txt' } });
    expect(await saveExport(file, native)).toEqual({ kind: 'saved', fileName: 'mine.txt' });
  });

  it('desktop: a failed write comes back as the typed error', async () => {
    const error = { code: 'io_failed' as const, key: 'file_save_failed', params: { name: 'mine.txt' } };
    const { native } = nativeAnswering({ ok: false, error });
    expect(await saveExport(file, native)).toEqual({ kind: 'failed', error });
  });

  it('browser host: the browser download', async () => {
    const downloads: string[][] = [];
    expect(await saveExport(file, null, (...a) => downloads.push(a as string[]))).toEqual({ kind: 'downloaded' });
    expect(downloads).toEqual([[file.text, file.fileName, file.mimeType]]);
  });
});
