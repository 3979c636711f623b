import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError, call } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import { COLLECTION_LIMITS, sizeText } from '../../../main/common/import-limits';
import type {
  CollectionApplied,
  CollectionBadRow,
  CollectionChange,
  CollectionPrevious,
  CollectionPreview,
} from '../../../main/decks/collection-types';
import { notifyCollectionChanged } from './Collection';

type Accepted = Extract<CollectionPreview, { ok: true }>;
type Refused = Extract<CollectionPreview, { ok: false }>;

/** One bad row of the file: "Línea 5: «0x10» no es un número de copias…". */
function RowList({ rows, total, label, testId }: { rows: CollectionBadRow[]; total: number; label: string; testId: string }) {
  const { t } = useTranslation('collection');
  if (!total) return null;
  return (
    <div className="col-rows" data-testid={testId}>
      <h4>{label}</h4>
      <ul>
        {rows.map((r) => (
          <li key={`${r.line}-${r.problem}`}>
            {t('row.line', { line: r.line, problem: t(`row.${r.problem}`, { value: r.value, max: maxOf(r.problem) }) })}
          </li>
        ))}
      </ul>
      {total > rows.length ? <p className="hint">{t('import.more', { count: total - rows.length })}</p> : null}
    </div>
  );
}

/** A panel that appears at the foot of the (scrolling) filters column is scrolled into view and focused. */
function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return ref;
}

const maxOf = (problem: CollectionBadRow['problem']) =>
  problem === 'line_too_long' ? COLLECTION_LIMITS.lineChars : COLLECTION_LIMITS.owned;

function ChangeList({ kind, items, total }: { kind: 'added' | 'changed' | 'removed'; items: CollectionChange[]; total: number }) {
  const { t } = useTranslation('collection');
  if (!total) return null;
  return (
    <details className="col-changes" data-testid={`collection-${kind}`}>
      <summary>{t(`import.${kind}`, { count: total })}</summary>
      <ul>
        {items.map((c) => (
          <li key={c.uid}>{t(`import.${kind}Row`, { name: c.name, from: c.from, to: c.to })}</li>
        ))}
      </ul>
      {total > items.length ? <p className="hint">{t('import.more', { count: total - items.length })}</p> : null}
    </details>
  );
}

function PreviewPanel({ file, p, onConfirm, onCancel }: { file: string; p: Accepted; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('collection');
  const ref = useReveal<HTMLElement>();
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="col-preview"
      role="dialog"
      aria-label={t('import.previewTitle')}
      data-testid="collection-preview"
    >
      <h3>{t('import.previewTitle')}</h3>
      <p>{t('import.previewIntro', { file })}</p>
      <ChangeList kind="added" items={p.added} total={p.addedTotal} />
      <ChangeList kind="changed" items={p.changed} total={p.changedTotal} />
      <ChangeList kind="removed" items={p.removed} total={p.removedTotal} />
      {p.unchanged ? <p>{t('import.unchanged', { count: p.unchanged })}</p> : null}
      <RowList rows={p.unknown} total={p.unknownTotal} label={t('import.ignored', { count: p.unknownTotal })} testId="collection-ignored" />
      <div className="col-actions">
        <button type="button" className="primary" onClick={onConfirm} data-testid="collection-confirm">
          {t('import.confirm')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('import.cancel')}
        </button>
      </div>
    </section>
  );
}

function RefusedPanel({ file, p, onClose }: { file: string; p: Refused; onClose: () => void }) {
  const { t } = useTranslation('collection');
  const text =
    p.reason === 'errors'
      ? t('import.refused.errors', { file, count: p.badTotal })
      : p.reason === 'mostly_unknown'
        ? t('import.refused.mostly_unknown', { file, unknown: p.unknownTotal, rows: p.rows })
        : t('import.refused.no_cards', { file });
  const ref = useReveal<HTMLElement>();
  return (
    <section ref={ref} tabIndex={-1} className="col-refused" role="alert" data-testid="collection-refused">
      <h3>{t('import.refusedTitle')}</h3>
      <p>{text}</p>
      <RowList rows={p.bad} total={p.badTotal} label={t('import.badRows')} testId="collection-bad-rows" />
      <RowList rows={p.unknown} total={p.unknownTotal} label={t('import.unknownRows')} testId="collection-unknown-rows" />
      <button type="button" onClick={onClose}>
        {t('import.dismiss')}
      </button>
    </section>
  );
}

/**
 * Import of the collection as CSV (issue 26 item 4): the file is previewed first (or refused
 * with its bad rows), replaces the collection only when confirmed, and the replaced collection
 * can be brought back. Export of the collection as CSV.
 */
export function CollectionTools() {
  const { t, i18n } = useTranslation('collection');
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<{ file: string; p: CollectionPreview } | null>(null);
  const [done, setDone] = useState<{ kind: 'applied' | 'undone'; r: CollectionApplied } | null>(null);
  const [previous, setPrevious] = useState<CollectionPrevious | null>(null);
  const [error, setError] = useState<unknown>(null);
  const input = useRef<HTMLInputElement>(null);
  const loadPrevious = useCallback(() => call('collection.previous', {}).then(setPrevious, setError), []);
  useEffect(() => void loadPrevious(), [loadPrevious]);

  const run = async (fn: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await fn();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const choose = (f: File) =>
    run(async () => {
      setDone(null);
      setPreview(null);
      // an oversized file is refused before it is read into memory
      if (f.size > 2 * COLLECTION_LIMITS.fileChars) {
        throw new ApiCallError({
          code: 'invalid_input',
          key: 'collection.file_too_large',
          params: { max: sizeText(COLLECTION_LIMITS.fileChars) },
        });
      }
      setPreview({ file: f.name, p: await call('collection.previewCsv', { text: await f.text() }) });
    });
  const confirm = (p: Accepted) =>
    run(async () => {
      setPreview(null);
      setDone({ kind: 'applied', r: await call('collection.applyImport', { base: p.base, counts: p.counts }) });
      notifyCollectionChanged();
      await loadPrevious();
    });
  const undo = () =>
    run(async () => {
      setDone({ kind: 'undone', r: await call('collection.undoImport', {}) });
      notifyCollectionChanged();
      await loadPrevious();
    });
  const exportCsv = () =>
    run(async () => {
      const text = await call('collection.exportCsv', {});
      const a = document.createElement('a');
      a.href = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
      a.download = 'vitae-collection.csv';
      a.click();
      URL.revokeObjectURL(a.href);
    });

  return (
    <div className="col-tools">
      <label className="cl-file-button">
        <span>{t('importCsv')}</span>
        <input
          ref={input}
          type="file"
          accept=".csv,.txt"
          data-testid="collection-import"
          disabled={busy}
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (input.current) input.current.value = '';
            if (f) void choose(f);
          }}
        />
      </label>
      <button type="button" onClick={() => void exportCsv()} data-testid="collection-export">
        {t('exportCsv')}
      </button>
      {busy ? <p role="status">{t('import.reading')}</p> : null}
      {preview?.p.ok ? (
        <PreviewPanel
          file={preview.file}
          p={preview.p}
          onConfirm={() => void confirm(preview.p as Accepted)}
          onCancel={() => setPreview(null)}
        />
      ) : preview ? (
        <RefusedPanel file={preview.file} p={preview.p as Refused} onClose={() => setPreview(null)} />
      ) : null}
      {done ? (
        <div className="col-toast" role="status" data-testid="collection-done">
          <span>{t(done.kind === 'applied' ? 'import.applied' : 'import.undone', { count: done.r.cards })}</span>
          {done.kind === 'applied' ? (
            <button type="button" onClick={() => void undo()} data-testid="collection-undo">
              {t('import.undo')}
            </button>
          ) : null}
          <button type="button" className="link" onClick={() => setDone(null)} aria-label={t('import.dismiss')}>
            ×
          </button>
        </div>
      ) : previous ? (
        <button type="button" className="link" onClick={() => void undo()} data-testid="collection-restore">
          {t('import.restore', { count: previous.cards, date: new Date(previous.savedAt).toLocaleString(i18n.language) })}
        </button>
      ) : null}
      <ErrorBanner error={error} onClose={() => setError(null)} />
    </div>
  );
}
