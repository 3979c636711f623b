import type { ApiErrorPayload } from '../../../main/common/errors';
import { safeFileStem } from '../../../main/common/file-name';
import type { NativeBridge } from '../../../preload/bridge';
import type { Paper } from './layout';

export type PdfOutcome =
  { kind: 'saved'; fileName: string; pages: number } | { kind: 'cancelled' } | { kind: 'failed'; error: ApiErrorPayload };

/** The suggested file name of a deck's proxies: the deck's name made safe (see main/common/file-name.ts). */
export function proxyFileName(deckName: string, suffix: string): string {
  return `${safeFileStem(deckName.replace(/[\\/]+/g, '-'), suffix)} (${suffix}).pdf`;
}

/**
 * The desktop app's one-click PDF: the shell prints the sheet on screen to PDF at the paper size
 * and saves it through the native dialog (the shell refuses a PDF whose page count is not the
 * sheet's: the layout spilled over).
 */
export async function saveProxiesPdf(
  native: NativeBridge,
  req: { deckName: string; suffix: string; paper: Paper; pages: number },
): Promise<PdfOutcome> {
  const r = await native.savePdf({ fileName: proxyFileName(req.deckName, req.suffix), paper: req.paper, pages: req.pages });
  if (!r.ok) return { kind: 'failed', error: r.error };
  return r.value.saved ? { kind: 'saved', fileName: r.value.fileName, pages: r.value.pages } : { kind: 'cancelled' };
}
