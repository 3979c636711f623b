import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError, call, onEvent } from '../../api/client';
import { ARCHIVE_LIMITS, sizeText } from '../../../main/common/import-limits';
import { ErrorBanner } from '../../app/errors';
import type { CardSummary } from '../../../main/cards/types';
import type {
  ArchiveDeckDetail,
  ArchiveDeckSummary,
  ArchiveImportProgress,
  ArchiveImportSummary,
  ArchiveQuery,
  ArchiveStatus,
} from '../../../main/decks/archive-types';
import { openDeck } from '../decks/nav';
import { archiveCardFromHash } from './nav';
import { clansLabel } from '../cards/values';
import { ArchiveDeckView } from './ArchiveDeckView';
import { ClanPicker, DisciplinePicker, cryptRowText } from './pickers';
import './archive.css';

const PAGE = 50;

type Form = {
  cards: { uid: string; name: string }[];
  cardMode: 'all' | 'any';
  clan: string;
  discipline: string;
  minPlayers: string;
  maxPlayers: string;
  from: string;
  to: string;
  event: string;
  winner: string;
  words: string;
};
const emptyForm = (): Form => ({
  cards: [],
  cardMode: 'all',
  clan: '',
  discipline: '',
  minPlayers: '',
  maxPlayers: '',
  from: '',
  to: '',
  event: '',
  winner: '',
  words: '',
});

/** The form as an `archive.search` query: only what the user filled in. */
export function toQuery(f: Form, offset: number): ArchiveQuery {
  const q: ArchiveQuery = { offset, limit: PAGE };
  if (f.cards.length) {
    q.cards = f.cards.map((c) => c.uid);
    q.cardMode = f.cardMode;
  }
  if (f.clan.trim()) q.clans = [f.clan.trim()];
  if (f.discipline.trim()) q.disciplines = f.discipline.trim().split(/[\s,]+/);
  const n = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : undefined);
  if (n(f.minPlayers) !== undefined) q.minPlayers = n(f.minPlayers);
  if (n(f.maxPlayers) !== undefined) q.maxPlayers = n(f.maxPlayers);
  const day = (s: string) => (/^\d{4}(-\d{2}-\d{2})?$/.test(s.trim()) ? s.trim() : undefined);
  if (day(f.from)) q.from = day(f.from);
  if (day(f.to)) q.to = day(f.to);
  for (const k of ['event', 'winner', 'words'] as const) if (f[k].trim()) q[k] = f[k].trim();
  return q;
}

/** The tournament archive: import once, then browse and search offline; open a deck as one's own. */
export function ArchivePage() {
  const { t, i18n } = useTranslation('archive');
  const [status, setStatus] = useState<ArchiveStatus | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [progress, setProgress] = useState<ArchiveImportProgress | null>(null);
  const [summary, setSummary] = useState<ArchiveImportSummary | null>(null);
  const [form, setForm] = useState<Form>(() => {
    const f = emptyForm();
    const card = archiveCardFromHash(window.location.hash);
    if (card) f.cards = [card];
    return f;
  });
  const [results, setResults] = useState<{ total: number; items: ArchiveDeckSummary[] } | null>(null);
  const [open, setOpen] = useState<ArchiveDeckDetail | null>(null);
  const seq = useRef(0);

  const loadStatus = useCallback(() => call('archive.status', {}).then(setStatus, setError), []);
  useEffect(() => void loadStatus(), [loadStatus]);
  useEffect(() => onEvent('archive.importProgress', (p) => setProgress(p)), []);
  // "decks that play this card" from a card's detail while the page is open
  useEffect(() => {
    const onHash = () => {
      const card = archiveCardFromHash(window.location.hash);
      if (card) {
        setOpen(null);
        setForm({ ...emptyForm(), cards: [card] });
      }
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const formKey = JSON.stringify(form);
  useEffect(() => {
    if (!status?.decks) return;
    const n = ++seq.current;
    const h = setTimeout(() => {
      call('archive.search', toQuery(JSON.parse(formKey) as Form, 0)).then(
        (r) => n === seq.current && (setResults(r), setError(null)),
        (e) => n === seq.current && setError(e),
      );
    }, 150);
    return () => clearTimeout(h);
  }, [formKey, status]);

  const importFiles = async (list: FileList | null) => {
    if (!list?.length) return;
    setError(null);
    setSummary(null);
    setProgress({ phase: 'read', done: 0, total: list.length });
    try {
      const picked = Array.from(list).filter((f) => /\.(txt|twd|json)$/i.test(f.name));
      // the limits checked before any file is read (the service checks them again)
      const refuse = (key: string, params: Record<string, string | number>) => {
        throw new ApiCallError({ code: 'invalid_input', key, params });
      };
      if (!picked.length) refuse('archive.no_files', {});
      if (picked.length > ARCHIVE_LIMITS.decks) refuse('archive.too_many_decks', { max: ARCHIVE_LIMITS.decks });
      let total = 0;
      for (const f of picked) {
        const max = /\.json$/i.test(f.name) ? ARCHIVE_LIMITS.jsonFileChars : ARCHIVE_LIMITS.textFileChars;
        if (f.size > max) refuse('archive.file_too_large', { file: f.name, max: sizeText(max) });
        total += f.size;
      }
      if (total > ARCHIVE_LIMITS.totalChars) refuse('archive.total_too_large', { max: sizeText(ARCHIVE_LIMITS.totalChars) });
      const files = await Promise.all(picked.map(async (f) => ({ name: f.name, content: await f.text() })));
      setSummary(await call('archive.import', { files }));
      await loadStatus();
    } catch (e) {
      setError(e);
    } finally {
      setProgress(null);
    }
  };

  const more = async () => {
    if (!results) return;
    try {
      const r = await call('archive.search', toQuery(form, results.items.length));
      setResults({ total: r.total, items: [...results.items, ...r.items] });
    } catch (e) {
      setError(e);
    }
  };

  const openAsDeck = async (d: ArchiveDeckDetail) => {
    try {
      const created = await call('decks.create', { content: { ...d.content, tags: [...d.content.tags, 'TWDA'] } });
      openDeck(created.id);
    } catch (e) {
      setError(e);
    }
  };

  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));

  return (
    <div className="page ar-page">
      <h1>{t('title')}</h1>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      <section className="ar-import" aria-label={t('title')}>
        <p className="hint">{t('intro')}</p>
        <p data-testid="archive-status">
          {status?.decks ? t('status', { count: status.decks, first: status.firstDate ?? '?', last: status.lastDate ?? '?' }) : t('empty')}
        </p>
        <div className="ar-import-actions">
          <label className="cl-file-button">
            <span>{t('chooseFolder')}</span>
            <input
              type="file"
              multiple
              data-testid="archive-folder"
              disabled={!!progress}
              ref={(el) => el?.setAttribute('webkitdirectory', '')}
              onChange={(e) => void importFiles(e.target.files)}
            />
          </label>
          <label className="cl-file-button">
            <span>{t('chooseFiles')}</span>
            <input
              type="file"
              multiple
              accept=".txt,.twd,.json"
              data-testid="archive-files"
              disabled={!!progress}
              onChange={(e) => void importFiles(e.target.files)}
            />
          </label>
        </div>
        {progress ? (
          <div className="ar-progress">
            <progress
              aria-label={t('progressLabel')}
              max={progress.total || 1}
              value={progress.phase === 'read' ? progress.done : progress.total}
            />
            <span role="status">{t(`phase.${progress.phase}`, { done: progress.done, total: progress.total })}</span>
          </div>
        ) : null}
        {summary ? (
          <p role="status" data-testid="archive-summary">
            {t('imported', { count: summary.decks })} {summary.skipped.length ? t('skipped', { count: summary.skipped.length }) : ''}
          </p>
        ) : null}
      </section>

      {status?.decks ? (
        open ? (
          <ArchiveDeckView deck={open} onBack={() => setOpen(null)} onOpen={() => void openAsDeck(open)} />
        ) : (
          <div className="ar-browse">
            <section className="ar-form" aria-label={t('search.title')}>
              <h2>{t('search.title')}</h2>
              <CardPicker picked={form.cards} onChange={(c) => set('cards', c)} />
              <div className="ar-mode" role="radiogroup" aria-label={t('search.cardMode')}>
                {(['all', 'any'] as const).map((m) => (
                  <label key={m}>
                    <input type="radio" name="ar-mode" checked={form.cardMode === m} onChange={() => set('cardMode', m)} />
                    {t(`search.${m}`)}
                  </label>
                ))}
              </div>
              <ClanPicker value={form.clan} onChange={(v) => set('clan', v)} />
              <DisciplinePicker value={form.discipline} onChange={(v) => set('discipline', v)} />
              {(['minPlayers', 'maxPlayers', 'from', 'to', 'event', 'winner', 'words'] as const).map((k) => (
                <label key={k} className="ar-field">
                  {t(`search.${k}`)}
                  <input
                    type={k === 'minPlayers' || k === 'maxPlayers' ? 'number' : 'text'}
                    min={0}
                    value={form[k]}
                    onChange={(e) => set(k, e.target.value)}
                  />
                </label>
              ))}
              <button type="button" onClick={() => setForm(emptyForm())}>
                {t('search.clear')}
              </button>
            </section>
            <section className="ar-results" aria-label={t('search.resultsLabel')}>
              <p aria-live="polite" data-testid="archive-count">
                {results ? t('search.results', { count: results.total }) : ''}
              </p>
              <ul data-testid="archive-results">
                {(results?.items ?? []).map((d) => (
                  <li key={d.id}>
                    <button type="button" className="ar-row" onClick={() => call('archive.get', { id: d.id }).then(setOpen, setError)}>
                      <strong>{d.name}</strong>
                      <span className="hint">
                        {[
                          d.date,
                          d.event,
                          d.players ? t('deck.players', { count: d.players }) : null,
                          d.winner ? t('deck.winner', { name: d.winner }) : null,
                          clansLabel(t, d.clans),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                      {d.crypt ? (
                        <span className="hint ar-row-crypt" data-testid="archive-row-crypt">
                          {cryptRowText(t, i18n.language, d)}
                        </span>
                      ) : null}
                    </button>
                  </li>
                ))}
              </ul>
              {results && results.items.length < results.total ? (
                <button type="button" onClick={() => void more()}>
                  {t('search.more')}
                </button>
              ) : null}
            </section>
          </div>
        )
      ) : null}
    </div>
  );
}

/** Cards of the search, picked by name through the card search. */
function CardPicker({ picked, onChange }: { picked: Form['cards']; onChange(c: Form['cards']): void }) {
  const { t } = useTranslation('archive');
  const [q, setQ] = useState('');
  const [found, setFound] = useState<CardSummary[]>([]);
  useEffect(() => {
    if (q.trim().length < 2) {
      setFound([]);
      return;
    }
    let live = true;
    const h = setTimeout(() => {
      call('cards.search', { q: q.trim(), filters: { game: 'vtes' }, offset: 0, limit: 8 }).then(
        (r) => live && setFound(r.items),
        () => live && setFound([]),
      );
    }, 120);
    return () => {
      live = false;
      clearTimeout(h);
    };
  }, [q]);
  return (
    <div className="ar-cards">
      <label className="ar-field">
        {t('search.card')}
        <input
          type="search"
          value={q}
          placeholder={t('search.cardPlaceholder')}
          onChange={(e) => setQ(e.target.value)}
          data-testid="archive-card-search"
        />
      </label>
      {found.length ? (
        <ul className="ar-found">
          {found.map((c) => (
            <li key={c.uid}>
              <button
                type="button"
                className="link"
                aria-label={t('search.addCard', { name: c.displayName })}
                onClick={() => {
                  if (!picked.some((p) => p.uid === c.uid)) onChange([...picked, { uid: c.uid, name: c.displayName }]);
                  setQ('');
                }}
              >
                {c.displayName}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="cl-chip-list">
        {picked.map((c) => (
          <button
            key={c.uid}
            type="button"
            className="cl-chip"
            aria-pressed="true"
            aria-label={t('search.removeCard', { name: c.name })}
            onClick={() => onChange(picked.filter((p) => p.uid !== c.uid))}
          >
            {c.name} ×
          </button>
        ))}
      </div>
    </div>
  );
}
