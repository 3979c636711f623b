import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { CardSummary } from '../../../main/cards/types';
import type { DeckFormat, ImportPreview, LegalityReport } from '../../../main/decks/types';
import { FORMATS } from './lib/constants';
import { Modal } from './Modal';
import { LegalityPanel, LegalitySummary } from './LegalityPanel';
import { applyChoices } from './lib/content';

const MAX_BYTES = 2 * 1024 * 1024;

/**
 * Import: paste text or pick a file; the format is detected by the service (or forced), the
 * preview lists unknown names by line with the closest matches and every legality error and
 * warning, and nothing is saved until the user confirms (then `decks.create`).
 */
export function ImportDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation('decks');
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | undefined>();
  const [format, setFormat] = useState<DeckFormat | ''>('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [name, setName] = useState('');
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [cards, setCards] = useState<Map<string, CardSummary>>(new Map());
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    if (!text.trim()) {
      setPreview(null);
      return;
    }
    const n = ++seq.current;
    const h = setTimeout(async () => {
      setBusy(true);
      try {
        const p = await call('decks.parseImport', { text, fileName, format: format || undefined });
        if (n !== seq.current) return;
        setPreview(p);
        setName(p.content.name);
        setError(null);
        // Card data of the suggestions, to know whether each goes to the crypt or the library.
        const uids = [...new Set(p.unresolved.flatMap((u) => u.suggestions.map((s) => s.uid)))];
        const info = uids.length ? await call('decks.cards', { uids }) : [];
        if (n !== seq.current) return;
        setCards(new Map(info.map((c) => [c.uid, c])));
        // Preselect the closest match of each unknown name; the user can change or clear it.
        setChoices(Object.fromEntries(p.unresolved.filter((u) => u.suggestions.length).map((u) => [u.line, u.suggestions[0].uid])));
      } catch (e) {
        if (n !== seq.current) return;
        setPreview(null);
        setError(e);
      } finally {
        if (n === seq.current) setBusy(false);
      }
    }, 300);
    return () => clearTimeout(h);
  }, [text, fileName, format]);

  const finalContent = useMemo(() => {
    if (!preview) return null;
    const c = applyChoices(preview.content, preview.unresolved, choices, cards);
    return { ...c, name: name.trim() || c.name };
  }, [preview, choices, cards, name]);

  // Legality of what will be created (the user's choices for unknown names included).
  const [legality, setLegality] = useState<LegalityReport | null>(null);
  useEffect(() => {
    if (!preview || !finalContent) {
      setLegality(null);
      return;
    }
    if (!preview.unresolved.length) {
      setLegality(preview.legality);
      return;
    }
    let live = true;
    call('decks.analyze', { content: finalContent }).then(
      (a) => live && setLegality(a.legality),
      () => live && setLegality(preview.legality),
    );
    return () => {
      live = false;
    };
  }, [preview, finalContent]);

  const counts = finalContent
    ? {
        crypt: Object.values(finalContent.crypt).reduce((s, n) => s + n, 0),
        library: Object.values(finalContent.library).reduce((s, n) => s + n, 0),
      }
    : null;
  const skipped = preview ? preview.unresolved.filter((u) => !choices[u.line]).length : 0;

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setFileError(t('importDialog.fileTooLarge', { name: file.name }));
      return;
    }
    setFileError(null);
    setFileName(file.name);
    setText(await file.text());
  };

  const confirm = async () => {
    if (!finalContent) return;
    try {
      setBusy(true);
      const deck = await call('decks.create', { content: finalContent });
      onCreated(deck.id);
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <Modal title={t('importDialog.title')} onClose={onClose} wide testId="import-dialog">
      <div className="dk-import-grid">
        <div className="dk-import-input">
          <label className="dk-block">
            {t('importDialog.paste')}
            <textarea
              value={text}
              rows={16}
              spellCheck={false}
              data-testid="import-text"
              onChange={(e) => {
                setText(e.target.value);
                setFileName(undefined);
              }}
              placeholder={t('importDialog.placeholder')}
            />
          </label>
          <div className="dk-row">
            <span className="file-pick">
              {t('importDialog.file')}{' '}
              <label className="dk-button-like">
                {t('importDialog.chooseFile')}
                <input
                  type="file"
                  className="dk-sr-only"
                  data-testid="import-file"
                  accept=".txt,.dek,.json,.twd,.lck,text/plain,application/json"
                  onChange={(e) => void pickFile(e.target.files?.[0])}
                />
              </label>
            </span>
            <label>
              {t('importDialog.format')}{' '}
              <select value={format} onChange={(e) => setFormat(e.target.value as DeckFormat | '')}>
                <option value="">{t('importDialog.autoDetect')}</option>
                {FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {t(`formats.${f}`, { defaultValue: f.toUpperCase() })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {fileError ? (
            <p className="error-banner" role="alert">
              {fileError}
            </p>
          ) : null}
          {fileName ? <p className="hint">{t('importDialog.fromFile', { name: fileName })}</p> : null}
        </div>
        <div className="dk-import-preview" data-testid="import-preview" aria-live="polite">
          <ErrorBanner error={error} onClose={() => setError(null)} />
          {busy ? <p className="hint">{t('importDialog.reading')}</p> : null}
          {!preview && !busy ? <p className="hint">{t('importDialog.nothingYet')}</p> : null}
          {preview && finalContent && counts ? (
            <>
              <p data-testid="import-format">
                {t('importDialog.detected', { format: t(`formats.${preview.format}`, { defaultValue: preview.format.toUpperCase() }) })}
              </p>
              <label className="dk-block">
                {t('importDialog.name')}
                <input type="text" value={name} maxLength={200} onChange={(e) => setName(e.target.value)} data-testid="import-name" />
              </label>
              <p data-testid="import-counts">{t('importDialog.counts', { crypt: counts.crypt, library: counts.library })}</p>
              <LegalitySummary report={legality} />
              {/* every error and warning listed before the deck is created (issue 32 item 6) */}
              {legality?.problems.length ? (
                <div className="dk-import-problems" data-testid="import-problems">
                  <LegalityPanel report={legality} />
                </div>
              ) : null}
              {preview.notices.length ? (
                <ul className="dk-notices">
                  {preview.notices.map((n, i) => (
                    <li key={i}>
                      {n.line ? `${t('importDialog.line', { line: n.line })}: ` : ''}
                      {t(`import.${n.key}`, { ...(n.params ?? {}), defaultValue: n.key })}
                    </li>
                  ))}
                </ul>
              ) : null}
              {preview.unresolved.length ? (
                <section className="dk-unresolved" data-testid="import-unresolved">
                  <h3>{t('importDialog.unresolved', { count: preview.unresolved.length })}</h3>
                  <ul>
                    {preview.unresolved.map((u) => (
                      <li key={u.line}>
                        <span className="dk-line-no">{t('importDialog.line', { line: u.line })}</span> <q>{u.name}</q>
                        {u.count > 1 ? ` ×${u.count}` : ''}{' '}
                        {u.suggestions.length ? (
                          <select
                            aria-label={t('importDialog.suggestionFor', { name: u.name })}
                            value={choices[u.line] ?? ''}
                            onChange={(e) => setChoices((c) => ({ ...c, [u.line]: e.target.value }))}
                          >
                            <option value="">{t('importDialog.skip')}</option>
                            {u.suggestions.map((s) => (
                              <option key={s.uid} value={s.uid}>
                                {s.name}
                              </option>
                            ))}
                          </select>
                        ) : (
                          <span className="hint">{t('importDialog.noSuggestion')}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                  {skipped ? <p className="hint">{t('importDialog.skipped', { count: skipped })}</p> : null}
                </section>
              ) : (
                <p className="dk-good-text">{t('importDialog.allResolved')}</p>
              )}
            </>
          ) : null}
        </div>
      </div>
      <footer className="dk-modal-actions">
        <button type="button" onClick={onClose}>
          {t('ui:common.cancel')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={!finalContent || busy}
          onClick={() => void confirm()}
          data-testid="import-confirm"
        >
          {t('importDialog.confirm')}
        </button>
      </footer>
    </Modal>
  );
}
