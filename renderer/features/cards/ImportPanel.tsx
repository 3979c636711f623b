import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call, onEvent } from '../../api/client';
import { ErrorBanner, toPayload } from '../../app/errors';
import type { ImportFile, ImportProgress, ImportSummary } from '../../../main/cards/types';

export const OFFICIAL_FILES = ['vtescrypt.csv', 'vteslib.csv', 'vtessets.csv'];
export const OPTIONAL_FILES = ['vteslibmeta.csv', 'vtesbundles.csv'];
export const SPANISH_FILES = ['vtescrypt.es-ES.csv', 'vteslib.es-ES.csv', 'vtessets.es-ES.csv'];
/** The community rulings (issue 32 item 1): rulings.yaml and groups.yaml, references.yaml for the links. */
export const RULINGS_FILES = ['rulings.yaml', 'groups.yaml', 'references.yaml'];

/** Reads the chosen files in the renderer; only .csv files and the rulings' .yaml files are sent. */
export async function readFiles(files: FileList | File[]): Promise<ImportFile[]> {
  const list = Array.from(files).filter((f) => /\.(csv|ya?ml)$/i.test(f.name));
  return Promise.all(list.map(async (f) => ({ name: f.name, content: await f.text() })));
}

interface Props {
  /** true on first run: the panel explains what to import */
  firstRun: boolean;
  onImported(summary: ImportSummary): void;
  onCancel?: () => void;
  /** files dropped anywhere on the page */
  dropped: File[] | null;
  /** called when the panel has taken the dropped files */
  onDroppedTaken?: () => void;
  /** files of the last import, shown when importing again */
  lastFiles?: string[];
}

export function ImportPanel({ firstRun, onImported, onCancel, dropped, onDroppedTaken, lastFiles }: Props) {
  const { t } = useTranslation('lookup');
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [dragOver, setDragOver] = useState(false);
  const [noCsv, setNoCsv] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const { t: tv } = useTranslation('card-values');
  /** the files of a refused short import, kept so the user can import them anyway */
  const [shortFiles, setShortFiles] = useState<ImportFile[] | null>(null);

  useEffect(() => onEvent('cards.importProgress', (p) => setProgress(p)), []);

  const send = async (read: ImportFile[], allowShort: boolean) => {
    setProgress({ phase: 'parse', done: 0, total: read.length });
    try {
      onImported(await call('cards.import', { files: read, ...(allowShort ? { allowShort } : {}) }));
    } catch (e) {
      setError(e);
      if (toPayload(e).key === 'import.short_file') setShortFiles(read);
    }
  };

  const run = async (files: FileList | File[] | ImportFile[], allowShort = false) => {
    setError(null);
    setShortFiles(null);
    setNoCsv(false);
    setBusy(true);
    try {
      const read = allowShort ? (files as ImportFile[]) : await readFiles(files as FileList | File[]);
      if (!read.length) {
        setNoCsv(true);
        return;
      }
      await send(read, allowShort);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  // Files dropped on the page (outside this panel) are imported once.
  const handled = useRef<File[] | null>(null);
  useEffect(() => {
    if (!dropped?.length || handled.current === dropped) return;
    handled.current = dropped;
    onDroppedTaken?.();
    void run(dropped);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dropped]);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    e.stopPropagation();
    setDragOver(false);
    if (!busy && e.dataTransfer.files.length) void run(e.dataTransfer.files);
  };

  return (
    <section
      className={`cl-import-panel${dragOver ? ' cl-drag-over' : ''}`}
      aria-labelledby="import-title"
      onDragOver={(e) => {
        e.preventDefault();
        setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={onDrop}
    >
      <h2 id="import-title">{firstRun ? t('import.firstRunTitle') : t('import.title')}</h2>
      {firstRun ? <p>{t('import.firstRunIntro')}</p> : null}
      <p>{t('import.which')}</p>
      <ul className="cl-file-list">
        <li>
          <strong>{t('import.required')}</strong>{' '}
          {OFFICIAL_FILES.map((f) => (
            <code key={f}>{f}</code>
          ))}
        </li>
        <li>
          <strong>{t('import.optional')}</strong>{' '}
          {OPTIONAL_FILES.map((f) => (
            <code key={f}>{f}</code>
          ))}{' '}
          <span className="hint">{t('import.optionalHelp')}</span>
        </li>
        <li>
          <strong>{t('import.spanish')}</strong>{' '}
          {SPANISH_FILES.map((f) => (
            <code key={f}>{f}</code>
          ))}{' '}
          <span className="hint">{t('import.spanishHelp')}</span>
        </li>
        <li>
          <strong>{t('import.rulings')}</strong>{' '}
          {RULINGS_FILES.map((f) => (
            <code key={f}>{f}</code>
          ))}{' '}
          <span className="hint">{t('import.rulingsHelp')}</span>
        </li>
      </ul>
      <p className="hint">{t('import.where')}</p>
      {lastFiles?.length ? <p className="hint">{t('import.lastFiles', { files: lastFiles.join(', ') })}</p> : null}
      <div className="cl-import-actions">
        <label className="cl-file-button">
          <span>{t('import.choose')}</span>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept=".csv,.yaml,.yml"
            disabled={busy}
            onChange={(e) => e.target.files && void run(e.target.files)}
          />
        </label>
        <span className="hint">{t('import.drop')}</span>
        {onCancel && !busy ? (
          <button type="button" onClick={onCancel}>
            {t('import.close')}
          </button>
        ) : null}
      </div>
      {busy ? (
        <div className="cl-import-progress">
          <progress
            aria-label={t('import.progressLabel')}
            max={progress?.total || 1}
            value={progress?.phase === 'done' ? progress.total : (progress?.done ?? 0)}
          />
          <span role="status">
            {progress ? t(`import.phase.${progress.phase}`, { file: progress.file ?? '', done: progress.done, total: progress.total }) : ''}
          </span>
        </div>
      ) : null}
      <ErrorBanner
        error={error}
        onClose={() => {
          setError(null);
          setShortFiles(null);
        }}
      />
      {shortFiles && !busy ? (
        <button type="button" onClick={() => void run(shortFiles, true)}>
          {tv('shortFile.importAnyway')}
        </button>
      ) : null}
      {noCsv ? (
        <div className="error-banner" role="alert">
          <span>{t('import.noCsv')}</span>
        </div>
      ) : null}
    </section>
  );
}

export function ImportSummaryView({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation('lookup');
  const cards = summary.added + summary.updated + summary.unchanged > 0;
  const { t: tv } = useTranslation('card-values');
  return (
    <div className="cl-import-summary" role="status" aria-label={t('import.summaryTitle')}>
      <strong>{t('import.summaryTitle')}</strong>
      <ul>
        {cards ? (
          <>
            <li>{t('import.added', { count: summary.added })}</li>
            <li>{t('import.updated', { count: summary.updated })}</li>
            <li>{t('import.unchanged', { count: summary.unchanged })}</li>
            <li>{t('import.kinds', { crypt: summary.crypt, library: summary.library, sets: summary.sets })}</li>
          </>
        ) : null}
        {summary.rulings ? (
          <li>
            {t('import.rulingsDone', { count: summary.rulings.rulings })} {t('import.rulingsCards', { count: summary.rulings.cards })}
          </li>
        ) : null}
        {summary.translated ? <li>{t('import.translated', { count: summary.translated })}</li> : null}
        {(summary.kept ?? []).map((k) => (
          <li key={k.file} title={k.names.join(', ')}>
            {tv('shortFile.kept', { count: k.count, file: k.file })}
          </li>
        ))}
      </ul>
    </div>
  );
}
