/**
 * The page a player opens from a join link on a phone or a laptop (issue 31 item 4). A seat link
 * shows that seat: on a narrow screen its question and options as large buttons, the table
 * compact, and the log, one at a time (under the question, a compact public board: one line a
 * seat, CompactBoard.tsx); on a laptop-sized screen the game's full table. A board
 * link shows the public board only (the big screen: no hand, no question). After every
 * `table.changed` push the page pulls its own view; when the stream comes back (the phone woke
 * up, the Wi-Fi returned) it pulls again, so it never shows a stale question.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiErrorPayload, ApiResult } from '../../main/common/errors';
import type { SeatViewDto } from '../../main/engine/dto';
import { ApiCallError } from '../api/client';
import { ErrorBanner } from '../app/errors';
import { DecisionPanel } from '../table/kit/GenericTable';
import { GameOver } from '../table/kit/GameOver';
import { LogPanel } from '../table/kit/LogPanel';
import { WaitingBar } from '../table/kit/WaitingBar';
import { StandingPassBar } from '../table/kit/StandingPassBar';
import type { StandingPass } from '../../main/common/standing-pass';
import { seatLabel } from '../table/kit/text';
import { importantFor, logLineFor, tableFor } from '../table/registry';
import type { SeatBridge } from './bridge';
import type { Joined } from './link';
import { CompactBoard } from './CompactBoard';
import { useNarrow } from './useNarrow';

type Tab = 'play' | 'table' | 'log';
const noop = () => undefined;

function unwrap<T>(r: ApiResult<T>): T {
  if (!r.ok) throw new ApiCallError(r.error);
  return r.value;
}
const codeOf = (e: unknown): ApiErrorPayload | null => (e instanceof ApiCallError ? e.payload : null);

export function SeatPage({ bridge, joined, onLanguage }: { bridge: SeatBridge; joined: Joined; onLanguage(lang: 'es' | 'pl'): void }) {
  const { t, i18n } = useTranslation('lan');
  const [dto, setDto] = useState<SeatViewDto | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [online, setOnline] = useState(false);
  const [revoked, setRevoked] = useState(false);
  const [tab, setTab] = useState<Tab>('play');
  const narrow = useNarrow();
  const shown = useRef<SeatViewDto | null>(null);
  const board = joined.kind === 'board';

  const pull = useCallback(async () => {
    try {
      const next = unwrap(await bridge.seat<SeatViewDto>(board ? 'table.board' : 'table.view', {}));
      shown.current = next;
      setDto(next);
    } catch (e) {
      if (codeOf(e)?.key === 'seat_token_invalid') setRevoked(true);
      else setError(e);
    }
  }, [bridge, board]);

  useEffect(() => {
    const off = bridge.onEvent((msg) => {
      const name = msg.name as string;
      if (name === 'table.ready') {
        setOnline(true);
        void pull();
      } else if (name === 'table.changed') {
        const step = (msg.payload as { step?: number }).step;
        if (step !== shown.current?.step) void pull();
      } else if (name === 'seat.offline') setOnline(false);
      else if (name === 'seat.revoked') setRevoked(true);
    });
    void pull();
    const wake = () => {
      if (document.visibilityState !== 'hidden') bridge.wake();
    };
    const lost = () => bridge.drop();
    document.addEventListener('visibilitychange', wake);
    window.addEventListener('online', wake);
    window.addEventListener('offline', lost);
    return () => {
      off();
      document.removeEventListener('visibilitychange', wake);
      window.removeEventListener('online', wake);
      window.removeEventListener('offline', lost);
    };
  }, [bridge, pull]);

  const answer = useCallback(
    async (op: 'table.choose' | 'table.undo' | 'table.standing', extra: Record<string, unknown>) => {
      const at = shown.current;
      if (!at || busy) return;
      setBusy(true);
      setError(null);
      try {
        const input = op === 'table.standing' ? extra : { step: at.step, ...extra };
        const next = unwrap(await bridge.seat<SeatViewDto>(op, input));
        shown.current = next;
        setDto(next);
      } catch (e) {
        if (codeOf(e)?.key === 'seat_token_invalid') return setRevoked(true);
        // refused (another device answered first, the question moved on): show it, then the table as it is
        setError(e);
        await pull();
      } finally {
        setBusy(false);
      }
    },
    [bridge, busy, pull],
  );
  const choose = useCallback((option: string) => void answer('table.choose', { option }), [answer]);
  /** "I will not respond during this action / combat / turn": kept in main, answered there. */
  const standing = (value: StandingPass | null) => void answer('table.standing', { standing: value });
  const standingBar =
    !board && dto ? <StandingPassBar dto={dto} standing={dto.standing ?? null} busy={busy} hotseat onSet={standing} /> : null;

  const lang = i18n.language === 'pl' ? 'es' : 'pl';
  const header = (
    <header className="seat-header">
      <span className={`seat-online ${online ? 'on' : 'off'}`} role="status">
        {online ? t('online') : t('offline')}
      </span>
      {dto ? (
        <strong className="seat-who">
          {board || typeof dto.seat !== 'number' ? t('board') : t('you', { name: seatLabel(t, dto.seats, dto.seat) })}
        </strong>
      ) : null}
      {!board && dto?.canUndo ? (
        <button type="button" className="seat-undo" disabled={busy} onClick={() => void answer('table.undo', {})}>
          {t('play:undo')}
        </button>
      ) : null}
      <button type="button" className="seat-lang" onClick={() => onLanguage(lang)} lang={lang}>
        {lang === 'es' ? 'Español' : 'Polski'}
      </button>
    </header>
  );

  if (revoked) {
    return (
      <main className="seat-page seat-revoked">
        <h1>{t('revoked.title')}</h1>
        <p>{t('revoked.text')}</p>
      </main>
    );
  }
  if (!dto) {
    return (
      <main className="seat-page">
        {header}
        <ErrorBanner error={error} onClose={() => setError(null)} />
        <p className="hint">{t('ui:common.loading')}</p>
      </main>
    );
  }

  const Table = tableFor(dto.game);
  const log = (
    <LogPanel
      log={dto.log}
      earlier={dto.logEarlier ?? 0}
      onEarlier={noop}
      seats={dto.seats}
      game={dto.game}
      mapLine={logLineFor(dto.game)}
      important={importantFor(dto.game)}
    />
  );
  const table = <Table dto={dto} onChoose={board ? noop : choose} busy={busy || board} log={narrow ? undefined : log} />;
  const over = dto.result ? <GameOver result={dto.result} seats={dto.seats} game={dto.game} /> : null;

  if (!narrow || board) {
    return (
      <main className={`seat-page seat-wide${board ? ' seat-board' : ''}`}>
        {header}
        <ErrorBanner error={error} onClose={() => setError(null)} />
        <WaitingBar dto={dto} />
        {standingBar}
        {over}
        {table}
      </main>
    );
  }
  return (
    <main className="seat-page seat-narrow">
      {header}
      <ErrorBanner error={error} onClose={() => setError(null)} />
      <nav className="seat-tabs" role="tablist">
        {(['play', 'table', 'log'] as const).map((k) => (
          <button key={k} type="button" role="tab" aria-selected={tab === k} onClick={() => setTab(k)}>
            {t(`tab.${k}`)}
            {k === 'play' && dto.decision ? <span className="seat-dot" aria-label={t('yourTurn')} /> : null}
          </button>
        ))}
      </nav>
      {tab === 'play' ? (
        <section className="seat-play">
          <WaitingBar dto={dto} />
          {standingBar}
          {over}
          {dto.decision ? (
            <DecisionPanel d={dto.decision} busy={busy} onChoose={choose} className="seat-decision" />
          ) : dto.result ? null : (
            <p className="hint seat-wait">{t('waiting')}</p>
          )}
          <CompactBoard dto={dto} />
        </section>
      ) : null}
      {tab === 'table' ? <section className="seat-table">{table}</section> : null}
      {tab === 'log' ? <section className="seat-log">{log}</section> : null}
    </main>
  );
}
