/**
 * The desktop-only capabilities behind the preload's `native` object: save a text through the
 * native save dialog (a cancelled dialog is reported as not saved, unlike a Blob download) and
 * pick a folder. Dialogs are injected, so this runs under test without Electron.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ApiResult } from '../common/errors';
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

const invalid = (op: string): ApiResult<never> => ({
  ok: false,
  error: { code: 'invalid_input', key: 'invalid_input', params: { op, path: '' } },
});

/** Characters no OS accepts in a file name: the reserved ones and the control characters. */
// eslint-disable-next-line no-control-regex
const RESERVED_IN_FILE_NAMES = /[<>:"|?*\u0000-\u001f]/g;

/** A file name safe on every OS: no folders, no reserved characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(RESERVED_IN_FILE_NAMES, '_').replace(/^\.+/, '').trim();
  return cleaned || 'vitae.txt';
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
        const name = path.basename(choice.filePath);
        return {
          ok: false,
          error: {
            code: 'io_failed',
            key: 'file_save_failed',
            params: { name },
            detail: (e as NodeJS.ErrnoException).code ?? 'write failed',
          },
        };
      }
      return { ok: true, value: { saved: true, fileName: path.basename(choice.filePath) } };
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
