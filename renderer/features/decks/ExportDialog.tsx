import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError, call, nativeShell } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { DeckContent, DeckExport, DeckFormat } from '../../../main/decks/types';
import { FORMATS } from './lib/constants';
import { Modal } from './Modal';
import { copyText } from './lib/leaveGuard';
import { saveExport } from './lib/saveExport';

/**
 * Export of the deck as it is in the editor (unsaved changes included): choose the format, then
 * copy the text to the clipboard or save it as a file — through the native save dialog in the
 * desktop app (a cancelled dialog saves nothing and says nothing), as a browser download in the
 * browser host.
 */
export function ExportDialog({ content, onClose }: { content: DeckContent; onClose: () => void }) {
  const { t } = useTranslation('decks');
  const [format, setFormat] = useState<DeckFormat>('twd');
  const [result, setResult] = useState<DeckExport | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [status, setStatus] = useState<'' | 'copied' | 'saved' | 'copyFailed'>('');
  const [savedAs, setSavedAs] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setResult(null);
    setStatus('');
    setSavedAs(null);
    call('decks.export', { content, format }).then(
      (r) => live && setResult(r),
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [content, format]);

  return (
    <Modal title={t('exportDialog.title')} onClose={onClose} wide testId="export-dialog">
      <div className="dk-export-body">
        <label>
          {t('exportDialog.format')}{' '}
          <select value={format} onChange={(e) => setFormat(e.target.value as DeckFormat)} data-testid="export-format">
            {FORMATS.map((f) => (
              <option key={f} value={f}>
                {t(`formats.${f}`, { defaultValue: f.toUpperCase() })}
              </option>
            ))}
          </select>
        </label>
        <p className="hint">{t(`exportDialog.about.${format}`)}</p>
        <ErrorBanner error={error} onClose={() => setError(null)} />
        <textarea
          readOnly
          rows={18}
          value={result?.text ?? ''}
          data-testid="export-text"
          aria-label={t('exportDialog.text')}
          spellCheck={false}
        />
        {result ? <p className="hint">{t('exportDialog.fileName', { name: result.fileName })}</p> : null}
      </div>
      <footer className="dk-modal-actions">
        <span role="status" className="dk-good-text">
          {status === 'copied'
            ? t('exportDialog.copied')
            : status === 'saved'
              ? savedAs
                ? t('exportDialog.savedAs', { name: savedAs })
                : t('exportDialog.saved')
              : ''}
        </span>
        {status === 'copyFailed' ? (
          <span role="alert" className="dk-bad-text">
            {t('exportDialog.copyFailed')}
          </span>
        ) : null}
        <button
          type="button"
          disabled={!result}
          data-testid="export-copy"
          onClick={() => {
            if (!result) return;
            copyText(result.text).then(
              () => setStatus('copied'),
              () => setStatus('copyFailed'),
            );
          }}
        >
          {t('exportDialog.copy')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={!result}
          data-testid="export-save"
          onClick={() => {
            if (!result) return;
            setStatus('');
            saveExport(result, nativeShell()).then(
              (r) => {
                if (r.kind === 'failed') setError(new ApiCallError(r.error));
                if (r.kind === 'saved' || r.kind === 'downloaded') {
                  setSavedAs(r.kind === 'saved' ? r.fileName : null);
                  setStatus('saved');
                }
              },
              (e) => setError(e),
            );
          }}
        >
          {t('exportDialog.save')}
        </button>
        <button type="button" onClick={onClose}>
          {t('ui:common.close')}
        </button>
      </footer>
    </Modal>
  );
}
