import type { ApiErrorPayload } from '../../../../main/common/errors';
import type { NativeBridge } from '../../../../preload/bridge';
import { downloadText } from './leaveGuard';

export interface ExportFile {
  text: string;
  fileName: string;
  mimeType: string;
}

export type SaveOutcome =
  { kind: 'downloaded' } | { kind: 'saved'; fileName: string } | { kind: 'cancelled' } | { kind: 'failed'; error: ApiErrorPayload };

/**
 * Saves an export: the desktop app's native save dialog when there is one (its answer says
 * whether a file was written), the browser download otherwise (the browser keeps the file).
 */
export async function saveExport(file: ExportFile, native: NativeBridge | null, download = downloadText): Promise<SaveOutcome> {
  if (!native) {
    download(file.text, file.fileName, file.mimeType);
    return { kind: 'downloaded' };
  }
  const r = await native.saveTextFile({ text: file.text, fileName: file.fileName, mimeType: file.mimeType });
  if (!r.ok) return { kind: 'failed', error: r.error };
  return r.value.saved ? { kind: 'saved', fileName: r.value.fileName } : { kind: 'cancelled' };
}
