/**
 * The desktop-only capabilities behind the preload's `native` object: save a text through the
 * native save dialog (a cancelled dialog is reported as not saved, unlike a Blob download) and
 * pick a folder, and save the proxy sheet on screen as a PDF file (Chromium's own print to PDF of
 * the window that asked, then the native save dialog). Dialogs and the page are injected, so this
 * runs under test without Electron.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ApiResult } from '../common/errors';
import { safeFileStem } from '../common/file-name';
import type { MenuLabels } from './menu-labels';

export interface DialogPort {
  showSaveDialog(opts: {
    title: string;
    defaultPath: string;
    filters: { name: string; extensions: string[] }[];
  }): Promise<{ canceled: boolean; filePath?: string }>;
  showOpenDialog(opts: {
    title: string;
    defaultPath?: string;
    properties: ('openDirectory' | 'createDirectory')[];
  }): Promise<{ canceled: boolean; filePaths: string[] }>;
}

const saveInput = z.object({
  text: z.string().max(32 * 1024 * 1024),
  fileName: z.string().min(1).max(255),
  mimeType: z.string().max(100),
});
const pickInput = z.object({ current: z.string().max(4096).nullable() });
const pdfInput = z.object({
  fileName: z.string().min(1).max(255),
  paper: z.enum(['a4', 'letter']),
  /** The sheet's page count: a PDF with another count (the layout spilled over) is not saved. */
  pages: z.number().int().min(1).max(2000),
});

/** The page that asked for a PDF: Electron's `webContents.printToPDF` (its options as used here). */
export interface PdfSource {
  printToPDF(opts: {
    pageSize: 'A4' | 'Letter';
    printBackground: boolean;
    preferCSSPageSize: boolean;
    margins: { top: number; bottom: number; left: number; right: number };
  }): Promise<Uint8Array>;
}

/** The number of pages of a PDF as Chromium writes it (one `/Type /Page` dictionary each). */
export function pdfPageCount(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0
  );
}

const ioError = (key: string, params: Record<string, string>, detail: string): ApiResult<never> => ({
  ok: false,
  error: { code: 'io_failed', key, params, detail },
});

const invalid = (op: string): ApiResult<never> => ({
  ok: false,
  error: { code: 'invalid_input', key: 'invalid_input', params: { op, path: '' } },
});

/**
 * A file name safe on every OS, the last check before the save dialog: no folders, and the stem
 * cleaned as every suggested name is (`safeFileStem`: no reserved or bidi characters, no Windows
 * device name, no trailing dots); the extension keeps only letters and digits.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const ext =
    dot > 0
      ? base
          .slice(dot + 1)
          .replace(/[^A-Za-z0-9]/g, '')
          .slice(0, 16)
      : '';
  const stem = safeFileStem(dot > 0 ? base.slice(0, dot) : base, 'vitae');
  return ext ? `${stem}.${ext}` : stem === 'vitae' && !base.trim() ? 'vitae.txt' : stem;
}

export function nativeHandlers(deps: { dialog: DialogPort; documentsDir: () => string; labels: () => MenuLabels }) {
  return {
    async saveTextFile(raw: unknown): Promise<ApiResult<{ saved: boolean; fileName: string }>> {
      const parsed = saveInput.safeParse(raw);
      if (!parsed.success) return invalid('native.saveTextFile');
      const { text } = parsed.data;
      const fileName = safeFileName(parsed.data.fileName);
      const l = deps.labels();
      const ext = path.extname(fileName).slice(1);
      const filters = [...(ext ? [{ name: l.textFiles, extensions: [ext] }] : []), { name: l.allFiles, extensions: ['*'] }];
      const choice = await deps.dialog.showSaveDialog({
        title: l.saveTitle,
        defaultPath: path.join(deps.documentsDir(), fileName),
        filters,
      });
      if (choice.canceled || !choice.filePath) return { ok: true, value: { saved: false, fileName } };
      try {
        fs.writeFileSync(choice.filePath, text, 'utf8');
      } catch (e) {
        return ioError('file_save_failed', { name: path.basename(choice.filePath) }, (e as NodeJS.ErrnoException).code ?? 'write failed');
      }
      return { ok: true, value: { saved: true, fileName: path.basename(choice.filePath) } };
    },

    /**
     * The asking page printed to PDF at the chosen paper size (the page's print stylesheet shows
     * the proxy sheet alone, its `@page` rule sets the size and no margin), then saved where the
     * user says. The PDF is made before the dialog opens, so a failure costs no dialog.
     */
    async savePdf(page: PdfSource, raw: unknown): Promise<ApiResult<{ saved: boolean; fileName: string; pages: number }>> {
      const parsed = pdfInput.safeParse(raw);
      if (!parsed.success) return invalid('native.savePdf');
      const base = safeFileName(parsed.data.fileName).replace(/\.pdf$/i, '');
      const fileName = `${base || 'proxies'}.pdf`;
      let pdf: Uint8Array;
      try {
        pdf = await page.printToPDF({
          pageSize: parsed.data.paper === 'a4' ? 'A4' : 'Letter',
          printBackground: true,
          preferCSSPageSize: true,
          margins: { top: 0, bottom: 0, left: 0, right: 0 },
        });
      } catch (e) {
        return ioError('pdf_failed', {}, String((e as Error)?.message ?? e).slice(0, 200));
      }
      const pages = pdfPageCount(pdf);
      if (!pages) return ioError('pdf_failed', {}, 'no page in the PDF');
      if (pages !== parsed.data.pages) {
        return ioError('pdf_pages_mismatch', { expected: String(parsed.data.pages), pages: String(pages) }, 'page count differs');
      }
      const l = deps.labels();
      const choice = await deps.dialog.showSaveDialog({
        title: l.savePdfTitle,
        defaultPath: path.join(deps.documentsDir(), fileName),
        filters: [
          { name: l.pdfFiles, extensions: ['pdf'] },
          { name: l.allFiles, extensions: ['*'] },
        ],
      });
      if (choice.canceled || !choice.filePath) return { ok: true, value: { saved: false, fileName, pages } };
      try {
        fs.writeFileSync(choice.filePath, pdf);
      } catch (e) {
        return ioError('file_save_failed', { name: path.basename(choice.filePath) }, (e as NodeJS.ErrnoException).code ?? 'write failed');
      }
      return { ok: true, value: { saved: true, fileName: path.basename(choice.filePath), pages } };
    },

    async pickFolder(raw: unknown): Promise<ApiResult<{ folder: string | null }>> {
      const parsed = pickInput.safeParse(raw);
      if (!parsed.success) return invalid('native.pickFolder');
      const current = parsed.data.current;
      const choice = await deps.dialog.showOpenDialog({
        title: deps.labels().pickFolderTitle,
        ...(current && fs.existsSync(current) ? { defaultPath: current } : {}),
        properties: ['openDirectory', 'createDirectory'],
      });
      return { ok: true, value: { folder: choice.canceled ? null : (choice.filePaths[0] ?? null) } };
    },
  };
}
