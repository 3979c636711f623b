import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { DeckSummary, LegalityReport } from '../../../main/decks/types';
import { editionLabel, formatDate } from './format';
import { emptyContent } from './lib/content';
import { openDeck } from './nav';
import { ImportDialog } from './ImportDialog';
import { HelpPanel } from './HelpPanel';

type Legality = { legal: boolean; errors: number; warnings: number } | 'loading' | 'failed';

/** Legality of saved decks, computed lazily (one at a time) and cached by deck and update time. */
const legalityCache = new Map<string, Legality>();
async function legalityOf(d: DeckSummary): Promise<Legality> {
  const key = `${d.id}@${d.updatedAt}`;
  const cached = legalityCache.get(key);
  if (cached && cached !== 'loading') return cached;
  try {
    const deck = await call('decks.get', { id: d.id });
    const r: LegalityReport = (await call('decks.analyze', { content: deck.content })).legality;
    const v = {
      legal: r.legal,
      errors: r.problems.filter((p) => p.severity === 'error').length,
      warnings: r.problems.filter((p) => p.severity === 'warning').length,
    };
    legalityCache.set(key, v);
    return v;
  } catch {
    return 'failed';
  }
}

export function LegalityBadge({ value }: { value: Legality | undefined }) {
  const { t } = useTranslation('decks');
  if (!value || value === 'loading') return <span className="dk-badge dk-muted">…</span>;
  if (value === 'failed') return <span className="dk-badge dk-muted">?</span>;
  if (!value.legal)
    return (
      <span className="dk-badge dk-bad" data-testid="legality-badge">
        {t('list.illegal', { count: value.errors })}
      </span>
    );
  return (
    <span className="dk-badge dk-good" data-testid="legality-badge">
      {value.warnings ? t('list.legalWithWarnings', { count: value.warnings }) : t('list.legal')}
    </span>
  );
}

export function DeckList() {
  const { t, i18n } = useTranslation('decks');
  const [decks, setDecks] = useState<DeckSummary[] | null>(null);
  const [tags, setTags] = useState<{ tag: string; count: number }[]>([]);
  const [q, setQ] = useState('');
  const [tag, setTag] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [newName, setNewName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [undo, setUndo] = useState<DeckSummary | null>(null);
  const [importing, setImporting] = useState(false);
  const [help, setHelp] = useState(false);
  const [trash, setTrash] = useState<DeckSummary[] | null>(null);
  const [legality, setLegality] = useState<Record<string, Legality>>({});
  const seq = useRef(0);

  const reload = useCallback(async () => {
    const n = ++seq.current;
    try {
      const [list, allTags] = await Promise.all([
        call('decks.list', { q: q.trim() || undefined, tag: tag || undefined }),
        call('decks.tags', {}),
      ]);
      if (n !== seq.current) return;
      setDecks(list);
      setTags(allTags);
    } catch (e) {
      setError(e);
    }
  }, [q, tag]);

  useEffect(() => {
    const h = setTimeout(() => void reload(), 150);
    return () => clearTimeout(h);
  }, [reload]);

  // Legality badges, one deck at a time so the list stays responsive.
  useEffect(() => {
    if (!decks) return;
    let stop = false;
    void (async () => {
      for (const d of decks) {
        if (stop) return;
        const v = await legalityOf(d);
        if (!stop) setLegality((prev) => ({ ...prev, [d.id]: v }));
      }
    })();
    return () => {
      stop = true;
    };
  }, [decks]);

  const run = async (fn: () => Promise<unknown>) => {
    try {
      setError(null);
      await fn();
    } catch (e) {
      setError(e);
    }
  };

  const create = () =>
    run(async () => {
      const name = newName.trim() || t('list.untitled');
      const deck = await call('decks.create', { content: emptyContent(name) });
      setNewName('');
      openDeck(deck.id);
    });

  const remove = (d: DeckSummary) =>
    run(async () => {
      await call('decks.delete', { id: d.id });
      setUndo(d);
      await reload();
    });

  const restore = (d: DeckSummary) =>
    run(async () => {
      await call('decks.restore', { id: d.id });
      setUndo(null);
      if (trash) setTrash(await call('decks.trash', {}));
      await reload();
    });

  const rename = (id: string, name: string) =>
    run(async () => {
      if (!name.trim()) return;
      await call('decks.rename', { id, name: name.trim() });
      setRenaming(null);
      await reload();
    });

  const duplicate = (d: DeckSummary) =>
    run(async () => {
      await call('decks.duplicate', { id: d.id, name: t('list.copyName', { name: d.name }) });
      await reload();
    });

  const toggleTrash = () =>
    run(async () => {
      setTrash(trash ? null : await call('decks.trash', {}));
    });

  const lang = i18n.language;
  return (
    <section className="page decks-page" aria-labelledby="decks-title">
      <header className="dk-decks-head">
        <h1 id="decks-title">{t('list.title')}</h1>
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('list.searchPlaceholder')}
          aria-label={t('list.search')}
        />
        <select value={tag} onChange={(e) => setTag(e.target.value)} aria-label={t('list.tagFilter')}>
          <option value="">{t('list.allTags')}</option>
          {tags.map((x) => (
            <option key={x.tag} value={x.tag}>
              {x.tag} ({x.count})
            </option>
          ))}
        </select>
        <span className="dk-spacer" />
        <form
          className="dk-inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            void create();
          }}
        >
          <input
            type="text"
            value={newName}
            onChange={(e) => setNewName(e.target.value)}
            placeholder={t('list.newName')}
            aria-label={t('list.newName')}
            maxLength={200}
          />
          <button type="submit" className="primary">
            {t('list.create')}
          </button>
        </form>
        <button type="button" onClick={() => setImporting(true)}>
          {t('list.import')}
        </button>
        <button type="button" onClick={() => void toggleTrash()} aria-pressed={trash !== null}>
          {t('list.trash')}
        </button>
        <button type="button" onClick={() => setHelp(true)}>
          {t('help.button')}
        </button>
      </header>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      {undo ? (
        <div className="dk-toast" role="status" data-testid="undo-toast">
          <span>{t('list.deleted', { name: undo.name })}</span>
          <button type="button" onClick={() => void restore(undo)}>
            {t('list.undo')}
          </button>
          <button type="button" className="link" onClick={() => setUndo(null)} aria-label={t('list.dismiss')}>
            ×
          </button>
        </div>
      ) : null}
      {trash ? (
        <section className="dk-trash" aria-label={t('list.trash')}>
          <h2>{t('list.trash')}</h2>
          {trash.length === 0 ? <p className="hint">{t('list.trashEmpty')}</p> : null}
          <ul>
            {trash.map((d) => (
              <li key={d.id}>
                <span>{d.name}</span>
                <span className="hint">{d.deletedAt ? formatDate(d.deletedAt, lang) : ''}</span>
                <button type="button" onClick={() => void restore(d)}>
                  {t('list.restore')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {decks === null ? (
        <p className="hint">{t('list.loading')}</p>
      ) : decks.length === 0 ? (
        <p className="hint" data-testid="no-decks">
          {q || tag ? t('list.noMatch') : t('list.empty')}
        </p>
      ) : (
        <table className="dk-deck-table" data-testid="deck-list">
          <thead>
            <tr>
              <th>{t('list.name')}</th>
              <th>{t('list.edition')}</th>
              <th className="dk-num">{t('list.crypt')}</th>
              <th className="dk-num">{t('list.library')}</th>
              <th>{t('list.legality')}</th>
              <th>{t('list.tags')}</th>
              <th>{t('list.updated')}</th>
              <th>
                <span className="dk-sr-only">{t('list.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {decks.map((d) => (
              <tr key={d.id} data-deck-id={d.id}>
                <td>
                  {renaming?.id === d.id ? (
                    <form
                      className="dk-inline-form"
                      onSubmit={(e) => {
                        e.preventDefault();
                        void rename(d.id, renaming.name);
                      }}
                    >
                      <input
                        type="text"
                        autoFocus
                        value={renaming.name}
                        maxLength={200}
                        aria-label={t('list.newNameFor', { name: d.name })}
                        onChange={(e) => setRenaming({ id: d.id, name: e.target.value })}
                        onKeyDown={(e) => e.key === 'Escape' && setRenaming(null)}
                      />
                      <button type="submit">{t('list.ok')}</button>
                    </form>
                  ) : (
                    <a href={`#/decks/${encodeURIComponent(d.id)}`} className="dk-deck-name">
                      {d.name}
                    </a>
                  )}
                  {d.hasDraft ? (
                    <span className="dk-badge dk-draft" title={t('list.draftHint')}>
                      {t('list.draft')}
                    </span>
                  ) : null}
                </td>
                <td>{editionLabel(t, d.edition)}</td>
                <td className="dk-num">{d.cryptCount}</td>
                <td className="dk-num">{d.libraryCount}</td>
                <td>
                  <LegalityBadge value={legality[d.id]} />
                </td>
                <td>
                  {d.tags.map((x) => (
                    <button key={x} type="button" className="dk-tag" onClick={() => setTag(x)} title={t('list.filterByTag', { tag: x })}>
                      {x}
                    </button>
                  ))}
                </td>
                <td>
                  <time dateTime={d.updatedAt}>{formatDate(d.updatedAt, lang)}</time>
                </td>
                <td>
                  <div className="dk-row-actions">
                    <button
                      type="button"
                      onClick={() => setRenaming({ id: d.id, name: d.name })}
                      aria-label={t('list.renameDeck', { name: d.name })}
                    >
                      {t('list.rename')}
                    </button>
                    <button type="button" onClick={() => void duplicate(d)} aria-label={t('list.duplicateDeck', { name: d.name })}>
                      {t('list.duplicate')}
                    </button>
                    <button type="button" onClick={() => void remove(d)} aria-label={t('list.deleteDeck', { name: d.name })}>
                      {t('list.delete')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {importing ? (
        <ImportDialog
          onClose={() => setImporting(false)}
          onCreated={(id) => {
            setImporting(false);
            openDeck(id);
          }}
        />
      ) : null}
      {help ? <HelpPanel asDialog onClose={() => setHelp(false)} /> : null}
    </section>
  );
}
