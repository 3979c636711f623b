import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, nativeShell } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { SavedGame } from '../../../main/engine/dto';
import { refText } from '../../table/kit/text';
import { playHref } from './nav';
import { saveExport } from '../decks/lib/saveExport';

export function formatDate(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short' }).format(d);
}

export function SavedGames() {
  const { t } = useTranslation('play');
  const [games, setGames] = useState<SavedGame[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);

  const load = useCallback(() => {
    call('games.list', {}).then(setGames, setError);
  }, []);
  useEffect(load, [load]);

  const remove = async (id: string) => {
    try {
      await call('games.delete', { id });
      setConfirmDelete(null);
      load();
    } catch (e) {
      setError(e);
    }
  };

  /** A damaged game's saved data as a file (the native save dialog or a browser download). */
  const exportGame = async (id: string) => {
    try {
      const r = await saveExport(await call('games.export', { id }), nativeShell());
      if (r.kind === 'failed') setError(r.error);
    } catch (e) {
      setError(e);
    }
  };

  return (
    <section className="page play-list">
      <h1>{t('list.title')}</h1>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      <p>
        <a className="button primary" href={playHref({ page: 'new' })}>
          {t('list.new')}
        </a>
      </p>
      {games === null ? (
        <p className="hint">{t('ui:common.loading')}</p>
      ) : games.length === 0 ? (
        <p className="hint">{t('list.empty')}</p>
      ) : (
        <table className="play-games">
          <thead>
            <tr>
              <th>{t('list.game')}</th>
              <th>{t('list.players')}</th>
              <th>{t('list.created')}</th>
              <th>{t('list.updated')}</th>
              <th>{t('list.progress')}</th>
              <th>
                <span className="sr-only">{t('list.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {games.map((g) => (
              <SavedGameRow
                key={g.id}
                g={g}
                confirming={confirmDelete === g.id}
                onAskDelete={setConfirmDelete}
                onDelete={(id) => void remove(id)}
                onExport={(id) => void exportGame(id)}
              />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

interface RowProps {
  g: SavedGame;
  confirming: boolean;
  onAskDelete(id: string | null): void;
  onDelete(id: string): void;
  onExport(id: string): void;
}

/** One saved game; a game whose saved data cannot be read offers export and delete only. */
export function SavedGameRow({ g, confirming, onAskDelete, onDelete, onExport }: RowProps) {
  const { t, i18n } = useTranslation('play');
  return (
    <tr data-game-id={g.id}>
      <td>{t(`games.${g.game}`, { defaultValue: g.game })}</td>
      <td>
        {g.seats.map((s, i) => (
          <span key={i} className={`play-seat-chip ${s.kind}`}>
            {i > 0 ? ', ' : ''}
            {s.name}
            {s.kind === 'bot' ? <span className="hint"> ({t('seatKind.bot')})</span> : null}
          </span>
        ))}
      </td>
      <td>{formatDate(g.created, i18n.language)}</td>
      <td>{formatDate(g.updated, i18n.language)}</td>
      <td>
        {g.unreadable ? (
          <span className="play-unreadable" role="status">
            {t('list.unreadable')}
          </span>
        ) : (
          <>
            {g.finished ? t('list.finished') : refText(t, g.progress, g.seats)}{' '}
            <span className="hint">{t('list.steps', { count: g.steps })}</span>
          </>
        )}
      </td>
      <td>
        <div className="play-actions">
          {g.unreadable ? (
            <button type="button" onClick={() => onExport(g.id)}>
              {t('list.export')}
            </button>
          ) : (
            <>
              <a className="button" href={playHref({ page: 'game', id: g.id })}>
                {g.finished ? t('list.result') : t('list.resume')}
              </a>
              <a className="button" href={playHref({ page: 'replay', id: g.id, step: null })}>
                {t('list.replay')}
              </a>
            </>
          )}
          {confirming ? (
            <>
              <button type="button" className="primary" onClick={() => onDelete(g.id)}>
                {t('list.confirmDelete')}
              </button>
              <button type="button" onClick={() => onAskDelete(null)}>
                {t('ui:common.cancel')}
              </button>
            </>
          ) : (
            <button type="button" onClick={() => onAskDelete(g.id)}>
              {t('ui:common.delete')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
