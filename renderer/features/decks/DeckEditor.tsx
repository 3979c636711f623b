import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { CardSummary } from '../../../main/cards/types';
import type { Deck, DeckAnalysis, DeckContent, DeckEdition } from '../../../main/decks/types';
import { EDITIONS, MAX_TABLE, MIN_TABLE } from './lib/constants';
import { addCopies, parseTags, removeCard, sameContent, toEntries, uidsOf } from './lib/content';
import { installLeaveGuard } from './lib/leaveGuard';
import { total } from './lib/groups';
import { CardLookup } from './CardLookup';
import { DeckView } from './DeckView';
import { CardDetail } from './CardDetail';
import { LegalityPanel, LegalitySummary } from './LegalityPanel';
import { ArchiveSuggestions } from '../archive/CardArchive';
import { DeckCollectionPanel } from '../collection/Collection';
import { ProxySheet } from '../proxies/ProxySheet';
import { StatsPanel } from './StatsPanel';
import { HistoryPanel } from './HistoryPanel';
import { HelpPanel } from './HelpPanel';
import { ExportDialog } from './ExportDialog';
import { Modal } from './Modal';
import { editionLabel, formatDate, formatWhen } from './format';
import { DRAG_FROM_DECK, hasType } from './dnd';

type Tab = 'legality' | 'stats' | 'collection' | 'notes' | 'history' | 'help';
const TABS: Tab[] = ['legality', 'stats', 'collection', 'notes', 'history', 'help'];
type DraftState = { kind: 'clean' } | { kind: 'saving' } | { kind: 'draft'; at: string } | { kind: 'failed'; error: unknown };

/**
 * The deck editor: lookup on the left, the deck in the middle, legality/statistics/notes/history/
 * help on the right. Every change is autosaved as a draft (`decks.saveDraft`); Save creates a
 * version (`decks.save`); leaving with unsaved changes asks first.
 */
export function DeckEditor({ id }: { id: string }) {
  const { t, i18n } = useTranslation('decks');
  const [deck, setDeck] = useState<Deck | null>(null);
  const [saved, setSaved] = useState<DeckContent | null>(null);
  const [content, setContent] = useState<DeckContent | null>(null);
  const [cards, setCards] = useState<Map<string, CardSummary>>(new Map());
  const [analysis, setAnalysis] = useState<DeckAnalysis | null>(null);
  const [analysisStale, setAnalysisStale] = useState(false);
  const [draft, setDraft] = useState<DraftState>({ kind: 'clean' });
  const [restored, setRestored] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [tab, setTab] = useState<Tab>('legality');
  const [shown, setShown] = useState<CardSummary | null>(null);
  const [exporting, setExporting] = useState(false);
  const [leaveTarget, setLeaveTarget] = useState<string | null>(null);
  const [historyKey, setHistoryKey] = useState(0);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const [nameField, setNameField] = useState('');
  const [dropping, setDropping] = useState(false);
  const [tagsField, setTagsField] = useState('');

  const dirty = !!content && !!saved && !sameContent(content, saved);
  const dirtyRef = useRef(false);
  dirtyRef.current = dirty;
  const leavingRef = useRef(false);

  // ---- load ---------------------------------------------------------------------------------
  const load = useCallback(async () => {
    try {
      const d = await call('decks.get', { id });
      const current = d.draft?.content ?? d.content;
      const info = await call('decks.cards', { uids: [...new Set([...uidsOf(d.content), ...uidsOf(current)])] });
      setCards((prev) => {
        const next = new Map(prev);
        for (const c of info) next.set(c.uid, c);
        return next;
      });
      setDeck(d);
      setSaved(d.content);
      setContent(current);
      setNameField(current.name);
      setTagsField(current.tags.join(', '));
      setRestored(d.draft && !sameContent(d.draft.content, d.content) ? d.draft.savedAt : null);
      setDraft(d.draft ? { kind: 'draft', at: d.draft.savedAt } : { kind: 'clean' });
    } catch (e) {
      setLoadError(e);
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);

  // ---- live legality and statistics -----------------------------------------------------------
  const analyzeSeq = useRef(0);
  useEffect(() => {
    if (!content) return;
    const n = ++analyzeSeq.current;
    setAnalysisStale(true);
    const h = setTimeout(() => {
      call('decks.analyze', { content }).then(
        (a) => {
          if (n !== analyzeSeq.current) return;
          setAnalysis(a);
          setAnalysisStale(false);
        },
        (e) => {
          if (n !== analyzeSeq.current) return;
          setError(e);
          setAnalysisStale(false);
        },
      );
    }, 100);
    return () => clearTimeout(h);
  }, [content]);

  // ---- autosave: one request at a time, always the latest content ---------------------------
  /** Next autosave step: content to store as the draft, or 'discard' when back to the saved version. */
  const pending = useRef<DeckContent | 'discard' | null>(null);
  const hadDraft = useRef(false);
  useEffect(() => {
    hadDraft.current = !!deck?.draft;
  }, [deck]);
  const inflight = useRef<Promise<void> | null>(null);
  const flush = useCallback(() => {
    if (inflight.current) return inflight.current;
    const run = (async () => {
      while (pending.current) {
        const c = pending.current;
        pending.current = null;
        try {
          if (c === 'discard') {
            await call('decks.discardDraft', { id });
            hadDraft.current = false;
            setDraft({ kind: 'clean' });
          } else {
            setDraft({ kind: 'saving' });
            const r = await call('decks.saveDraft', { id, content: c });
            hadDraft.current = true;
            setDraft({ kind: 'draft', at: r.savedAt });
          }
        } catch (e) {
          setDraft({ kind: 'failed', error: e });
        }
      }
    })().finally(() => {
      inflight.current = null;
      // A change that arrived while the last request was finishing is sent now.
      if (pending.current) void flushRef.current();
    });
    inflight.current = run;
    return run;
  }, [id]);
  const flushRef = useRef(flush);
  flushRef.current = flush;
  /** Waits for the autosave in flight, so that a save or discard is never overtaken by it. */
  const settle = async () => {
    pending.current = null;
    await inflight.current?.catch(() => undefined);
  };
  const firstContent = useRef(true);
  useEffect(() => {
    if (!content || !saved) return;
    if (firstContent.current) {
      firstContent.current = false;
      return;
    }
    if (sameContent(content, saved)) {
      // Back to the saved version: drop the draft (after any autosave still in flight).
      pending.current = hadDraft.current || inflight.current ? 'discard' : null;
      if (pending.current) void flush();
      else setDraft({ kind: 'clean' });
      return;
    }
    pending.current = content;
    void flush();
  }, [content, saved, id, flush]);

  // ---- leaving ------------------------------------------------------------------------------
  useEffect(
    () =>
      installLeaveGuard(
        () => dirtyRef.current && !leavingRef.current,
        { ask: (target) => setLeaveTarget(target) },
        true, // Electron: the shell asks with a native dialog ('will-prevent-unload')
      ),
    [],
  );
  const leave = (target: string) => {
    leavingRef.current = true;
    setLeaveTarget(null);
    window.location.hash = target;
  };

  // ---- edits --------------------------------------------------------------------------------
  const known = useRef(new Map<string, CardSummary>());
  const remember = useCallback((list: CardSummary[]) => {
    for (const c of list) known.current.set(c.uid, c);
  }, []);
  const update = useCallback((fn: (c: DeckContent) => DeckContent) => {
    setSavedNote(null);
    setContent((c) => (c ? fn(c) : c));
  }, []);
  const change = useCallback(
    (card: CardSummary, delta: number) => {
      setCards((prev) => (prev.has(card.uid) ? prev : new Map(prev).set(card.uid, card)));
      update((c) => addCopies(c, card, delta));
    },
    [update],
  );
  const remove = useCallback((uid: string) => update((c) => removeCard(c, uid)), [update]);
  /** a card suggested by the archive: one copy added */
  const addByUid = async (uid: string) => {
    try {
      change(await call('cards.get', { uid }), 1);
    } catch (e) {
      setError(e);
    }
  };
  const show = useCallback((card: CardSummary) => {
    known.current.set(card.uid, card);
    setShown(card);
  }, []);

  const save = async () => {
    if (!content) return;
    try {
      await settle();
      const d = await call('decks.save', { id, content });
      hadDraft.current = false;
      setDeck(d);
      setSaved(d.content);
      setContent(d.content);
      setDraft({ kind: 'clean' });
      setRestored(null);
      setHistoryKey((k) => k + 1);
      setSavedNote(t('editor.savedVersion', { version: d.version }));
      return true;
    } catch (e) {
      setError(e);
      return false;
    }
  };

  const discard = async () => {
    try {
      await settle();
      const d = await call('decks.discardDraft', { id });
      hadDraft.current = false;
      setDeck(d);
      setSaved(d.content);
      setContent(d.content);
      setNameField(d.content.name);
      setTagsField(d.content.tags.join(', '));
      setDraft({ kind: 'clean' });
      setRestored(null);
      return true;
    } catch (e) {
      setError(e);
      return false;
    }
  };

  // Ctrl+S saves a version.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const view = useMemo(() => (content ? toEntries(content, cards) : { entries: [], unknown: [] }), [content, cards]);
  const counts = useMemo(() => new Map(view.entries.map((e) => [e.card.uid, e.count])), [view.entries]);

  if (loadError)
    return (
      <section className="page">
        <ErrorBanner error={loadError} />
        <a href="#/decks">{t('editor.back')}</a>
      </section>
    );
  if (!deck || !content) return <p className="hint">{t('list.loading')}</p>;

  const lang = i18n.language;
  const problems = analysis?.legality.problems ?? [];
  return (
    <section className="page dk-deck-editor" aria-label={t('editor.title', { name: content.name })}>
      <header className="dk-editor-bar">
        <a href="#/decks" className="dk-back">
          ← {t('editor.back')}
        </a>
        <input
          type="text"
          className="dk-deck-title"
          value={nameField}
          maxLength={200}
          aria-label={t('editor.name')}
          data-testid="deck-name"
          onChange={(e) => {
            setNameField(e.target.value);
            const v = e.target.value.trim();
            if (v) update((c) => ({ ...c, name: v }));
          }}
          onBlur={() => setNameField(content.name)}
        />
        <label>
          <span className="dk-sr-only">{t('editor.edition')}</span>
          <select
            value={content.edition}
            data-testid="deck-edition"
            onChange={(e) => update((c) => ({ ...c, edition: e.target.value as DeckEdition }))}
          >
            {EDITIONS.map((ed) => (
              <option key={ed} value={ed}>
                {editionLabel(t, ed)}
              </option>
            ))}
          </select>
        </label>
        {content.edition === 'es-2018' ? (
          <label>
            {t('editor.tableSize')}{' '}
            <select
              value={content.tableSize}
              onChange={(e) => update((c) => ({ ...c, tableSize: Number(e.target.value) }))}
              data-testid="table-size"
            >
              {Array.from({ length: MAX_TABLE - MIN_TABLE + 1 }, (_, i) => i + MIN_TABLE).map((n) => (
                <option key={n} value={n}>
                  {t('editor.players', { count: n })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <LegalitySummary report={analysis?.legality ?? null} pending={analysisStale} />
        <span className="dk-spacer" />
        <span className="dk-draft-state hint" role="status" data-testid="draft-state">
          {draft.kind === 'saving'
            ? t('editor.autosaving')
            : draft.kind === 'failed'
              ? t('editor.autosaveFailed')
              : dirty && draft.kind === 'draft'
                ? t('editor.draftSaved', { time: formatWhen(draft.at, lang) })
                : (savedNote ?? t('editor.noChanges', { version: deck.version }))}
        </span>
        <button type="button" onClick={() => void discard()} disabled={!dirty}>
          {t('editor.discard')}
        </button>
        <button type="button" className="primary" onClick={() => void save()} disabled={!dirty} data-testid="deck-save">
          {t('editor.save')}
        </button>
        <button type="button" onClick={() => setPrinting(true)} data-testid="deck-proxies">
          {t('proxies:button')}
        </button>
        <button type="button" onClick={() => setExporting(true)} data-testid="deck-export">
          {t('editor.export')}
        </button>
      </header>
      {restored ? (
        <div className="notice" role="status">
          <span>{t('editor.restoredDraft', { time: formatDate(restored, lang) })}</span>
          <button type="button" onClick={() => setRestored(null)}>
            {t('ui:common.dismiss')}
          </button>
        </div>
      ) : null}
      {draft.kind === 'failed' ? <ErrorBanner error={draft.error} /> : null}
      <ErrorBanner error={error} onClose={() => setError(null)} />
      <div className="dk-editor-grid">
        <div
          className={`dk-col-left${dropping ? ' dk-drop-remove' : ''}`}
          data-testid="remove-zone"
          onDragEnter={(e) => {
            // Cancelling dragenter makes this column the drop target (HTML drag-and-drop model).
            if (hasType(e, DRAG_FROM_DECK)) {
              e.preventDefault();
              setDropping(true);
            }
          }}
          onDragOver={(e) => {
            if (hasType(e, DRAG_FROM_DECK)) {
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              setDropping(true);
            }
          }}
          onDragLeave={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropping(false);
          }}
          onDrop={(e) => {
            setDropping(false);
            const uid = e.dataTransfer.getData(DRAG_FROM_DECK);
            if (uid) {
              e.preventDefault();
              remove(uid);
            }
          }}
        >
          <CardLookup
            counts={counts}
            onAdd={(c, n) => {
              remember([c]);
              change(c, n);
            }}
            onShow={show}
            onResults={remember}
            dropping={dropping}
          />
          <CardDetail card={shown} />
        </div>
        <div className="dk-col-middle">
          <DeckView
            entries={view.entries}
            unknown={view.unknown}
            problems={problems}
            onChange={change}
            onRemove={remove}
            onShow={show}
            onDropAdd={(uid) => {
              const card = known.current.get(uid) ?? cards.get(uid);
              if (card) change(card, 1);
            }}
          />
        </div>
        <div className="dk-col-right">
          <div role="tablist" className="dk-tabs" aria-label={t('editor.panels')}>
            {TABS.map((x) => (
              <button
                key={x}
                type="button"
                role="tab"
                id={`deck-tab-${x}`}
                aria-selected={tab === x}
                aria-controls="deck-tabpanel"
                className={tab === x ? 'dk-active' : ''}
                onClick={() => setTab(x)}
                data-testid={`tab-${x}`}
              >
                {x === 'collection' ? t('collection:tab') : t(`editor.tabs.${x}`)}
                {x === 'legality' && problems.length ? <span className="dk-tab-count">{problems.length}</span> : null}
              </button>
            ))}
          </div>
          <div role="tabpanel" id="deck-tabpanel" aria-labelledby={`deck-tab-${tab}`} className="dk-tabpanel">
            {tab === 'legality' ? (
              <LegalityPanel
                report={analysis?.legality ?? null}
                onShow={(uid) => {
                  const c = cards.get(uid);
                  if (c) setShown(c);
                }}
              />
            ) : null}
            {tab === 'stats' ? (
              <>
                <StatsPanel entries={view.entries} server={analysis?.stats ?? null} />
                <ArchiveSuggestions uids={view.entries.map((e) => e.card.uid)} onAdd={(uid) => void addByUid(uid)} />
              </>
            ) : null}
            {tab === 'collection' && content ? <DeckCollectionPanel id={id} content={content} /> : null}
            {tab === 'notes' ? (
              <div className="dk-notes">
                <label className="dk-block">
                  {t('editor.tags')}
                  <input
                    type="text"
                    value={tagsField}
                    placeholder={t('editor.tagsPlaceholder')}
                    data-testid="deck-tags"
                    onChange={(e) => {
                      setTagsField(e.target.value);
                      const tags = parseTags(e.target.value);
                      update((c) => (c.tags.join('\u0000') === tags.join('\u0000') ? c : { ...c, tags }));
                    }}
                  />
                </label>
                <label className="dk-block">
                  {t('editor.author')}
                  <input
                    type="text"
                    value={content.author ?? ''}
                    maxLength={200}
                    onChange={(e) => update((c) => ({ ...c, author: e.target.value }))}
                  />
                </label>
                <label className="dk-block dk-grow">
                  {t('editor.notes')}
                  <textarea
                    value={content.notes}
                    rows={14}
                    maxLength={100_000}
                    data-testid="deck-notes"
                    onChange={(e) => update((c) => ({ ...c, notes: e.target.value }))}
                  />
                </label>
              </div>
            ) : null}
            {tab === 'history' ? (
              <HistoryPanel
                id={id}
                refreshKey={historyKey}
                canRevert={!dirty}
                onReverted={(from, d) => {
                  setHistoryKey((k) => k + 1);
                  void load().then(() => setSavedNote(t('editor.revertedTo', { from, version: d.version })));
                }}
              />
            ) : null}
            {tab === 'help' ? <HelpPanel /> : null}
          </div>
          <p className="hint dk-totals" data-testid="deck-totals">
            {t('editor.totals', { crypt: total(view.entries, 'crypt'), library: total(view.entries, 'library') })}
          </p>
        </div>
      </div>
      {exporting ? <ExportDialog content={content} onClose={() => setExporting(false)} /> : null}
      {printing ? <ProxySheet content={content} onClose={() => setPrinting(false)} /> : null}
      {leaveTarget !== null ? (
        <Modal title={t('leave.title')} onClose={() => setLeaveTarget(null)} testId="leave-dialog">
          <p>{t('leave.body')}</p>
          <footer className="dk-modal-actions">
            <button type="button" onClick={() => setLeaveTarget(null)}>
              {t('leave.stay')}
            </button>
            <button type="button" onClick={() => leave(leaveTarget)}>
              {t('leave.keepDraft')}
            </button>
            <button
              type="button"
              onClick={() => {
                const target = leaveTarget;
                void discard().then((ok) => ok && leave(target));
              }}
            >
              {t('leave.discard')}
            </button>
            <button
              type="button"
              className="primary"
              onClick={() => {
                const target = leaveTarget;
                void save().then((ok) => ok && leave(target));
              }}
            >
              {t('leave.save')}
            </button>
          </footer>
        </Modal>
      ) : null}
    </section>
  );
}
