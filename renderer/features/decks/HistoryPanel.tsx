import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { CardSummary } from '../../../main/cards/types';
import type { Deck, DeckDiff, DeckVersionInfo, SectionDiff } from '../../../main/decks/types';
import { editionLabel, formatDate } from './format';

function DiffSection({ title, diff, names }: { title: string; diff: SectionDiff; names: ReadonlyMap<string, CardSummary> }) {
  const { t } = useTranslation('decks');
  if (!diff.added.length && !diff.removed.length) return null;
  const name = (uid: string) => names.get(uid)?.displayName ?? uid;
  return (
    <section>
      <h4>{title}</h4>
      <ul className="dk-diff">
        {diff.added.map((c) => (
          <li key={`a${c.uid}`} className="dk-added">
            {t('history.added', { count: c.count, name: name(c.uid), before: c.before, after: c.after })}
          </li>
        ))}
        {diff.removed.map((c) => (
          <li key={`r${c.uid}`} className="dk-removed">
            {t('history.removed', { count: c.count, name: name(c.uid), before: c.before, after: c.after })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Saved versions of a deck with their dates, and the difference between two chosen versions.
 * Reverting saves the old content as a new version (nothing is overwritten).
 */
export function HistoryPanel({
  id,
  refreshKey,
  canRevert,
  onReverted,
}: {
  id: string;
  /** Changes whenever a version is saved, to reload the list. */
  refreshKey: number;
  /** False while the editor has unsaved changes (save or discard them first). */
  canRevert: boolean;
  /** after a revert: the version brought back and the deck as saved (its new latest version) */
  onReverted: (from: number, deck: Deck) => void;
}) {
  const { t, i18n } = useTranslation('decks');
  const [versions, setVersions] = useState<DeckVersionInfo[] | null>(null);
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [diff, setDiff] = useState<DeckDiff | null>(null);
  const [names, setNames] = useState<Map<string, CardSummary>>(new Map());
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    call('decks.history', { id }).then((v) => {
      const sorted = [...v].sort((a, b) => b.version - a.version);
      setVersions(sorted);
      if (sorted.length) {
        setTo(sorted[0].version);
        setFrom(sorted[Math.min(1, sorted.length - 1)].version);
      }
    }, setError);
  }, [id, refreshKey]);

  useEffect(() => {
    if (from === null || to === null || from === to) {
      setDiff(null);
      return;
    }
    let live = true;
    (async () => {
      const d = await call('decks.diff', { id, from, to });
      const uids = [...d.crypt.added, ...d.crypt.removed, ...d.library.added, ...d.library.removed].map((c) => c.uid);
      const info = uids.length ? await call('decks.cards', { uids: [...new Set(uids)] }) : [];
      if (!live) return;
      setNames(new Map(info.map((c) => [c.uid, c])));
      setDiff(d);
    })().catch((e) => live && setError(e));
    return () => {
      live = false;
    };
  }, [id, from, to]);

  const revert = async (version: number) => {
    try {
      onReverted(version, await call('decks.revert', { id, version }));
    } catch (e) {
      setError(e);
    }
  };

  if (!versions) return <ErrorBanner error={error} />;
  const lang = i18n.language;
  const empty =
    diff &&
    !diff.crypt.added.length &&
    !diff.crypt.removed.length &&
    !diff.library.added.length &&
    !diff.library.removed.length &&
    !diff.name &&
    !diff.notes &&
    !diff.edition &&
    !diff.tableSize &&
    !diff.tags;
  const option = (v: DeckVersionInfo) => (
    <option key={v.version} value={v.version}>
      {t('history.versionOption', { version: v.version, date: formatDate(v.savedAt, lang) })}
    </option>
  );
  return (
    <div className="dk-history" data-testid="history-panel">
      <ErrorBanner error={error} onClose={() => setError(null)} />
      <ol className="dk-versions">
        {versions.map((v) => (
          <li key={v.version}>
            <strong>{t('history.version', { version: v.version })}</strong> <time dateTime={v.savedAt}>{formatDate(v.savedAt, lang)}</time>{' '}
            <span className="hint">
              {t('history.counts', { crypt: v.cryptCount, library: v.libraryCount })}
              {v.message ? ` — ${v.message}` : ''}
            </span>
            {v.version !== versions[0].version ? (
              <button
                type="button"
                className="dk-small"
                disabled={!canRevert}
                title={canRevert ? undefined : t('history.revertBlocked')}
                onClick={() => void revert(v.version)}
              >
                {t('history.revert')}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {versions.length > 1 ? (
        <fieldset className="dk-compare">
          <legend>{t('history.compare')}</legend>
          <label>
            {t('history.from')}{' '}
            <select value={from ?? ''} onChange={(e) => setFrom(Number(e.target.value))}>
              {versions.map(option)}
            </select>
          </label>
          <label>
            {t('history.to')}{' '}
            <select value={to ?? ''} onChange={(e) => setTo(Number(e.target.value))}>
              {versions.map(option)}
            </select>
          </label>
          {from === to ? <p className="hint">{t('history.sameVersion')}</p> : null}
          {diff ? (
            <div className="dk-diff-body" data-testid="history-diff">
              {empty ? <p className="hint">{t('history.noDifference')}</p> : null}
              {diff.name ? <p>{t('history.renamed', { from: diff.name.from, to: diff.name.to })}</p> : null}
              {diff.edition ? (
                <p>{t('history.editionChanged', { from: editionLabel(t, diff.edition.from), to: editionLabel(t, diff.edition.to) })}</p>
              ) : null}
              {diff.tableSize ? <p>{t('history.tableSizeChanged', { from: diff.tableSize.from, to: diff.tableSize.to })}</p> : null}
              {diff.tags ? (
                <p>
                  {t('history.tagsChanged', {
                    added: diff.tags.added.join(', ') || '—',
                    removed: diff.tags.removed.join(', ') || '—',
                  })}
                </p>
              ) : null}
              {diff.notes ? <p>{t('history.notesChanged')}</p> : null}
              <DiffSection title={t('history.crypt')} diff={diff.crypt} names={names} />
              <DiffSection title={t('history.library')} diff={diff.library} names={names} />
            </div>
          ) : null}
        </fieldset>
      ) : (
        <p className="hint">{t('history.onlyOne')}</p>
      )}
    </div>
  );
}
