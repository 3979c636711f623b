import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { NextTurn, SeatViewDto } from '../../../main/engine/dto';
import { joinEarlier } from '../../../main/common/log-delta';
import { standingAnswer, standingHolds, type StandingPass } from '../../../main/common/standing-pass';
import { nextScreen, type HotseatApi } from './hotseat';
import { Curtain } from '../../table/kit/Curtain';
import { StandingPassBar } from '../../table/kit/StandingPassBar';
import { GameOver } from '../../table/kit/GameOver';
import { LOG_PAGE, LogPanel } from '../../table/kit/LogPanel';
import { WaitingBar } from '../../table/kit/WaitingBar';
import { changedBy, linesAfter } from '../../table/kit/changes';
import { useChangeHighlight } from '../../table/kit/useChangeHighlight';
import { seatLabel } from '../../table/kit/text';
import { importantFor, logLineFor, tableFor, turnFor } from '../../table/registry';
import { playHref } from './nav';

type Phase =
  | { kind: 'loading' }
  | { kind: 'curtain'; next: NextTurn; undoSeat: number | null }
  /** `recentAfter`: the last log line this seat saw before this view (null: first look). */
  | { kind: 'play'; dto: SeatViewDto; recentAfter: number | null }
  | { kind: 'over'; dto: SeatViewDto };

const noop = () => undefined;

/**
 * The hotseat flow (design.md §3). After every answer it asks `games.next`; when the human who
 * must act changes, everything is replaced by a curtain, and only after that player confirms
 * does it ask for their view. With a single human seat there is no curtain.
 */
export function GameScreen({ id }: { id: string }) {
  const { t } = useTranslation('play');
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [noticeSeen, setNoticeSeen] = useState(false);
  const alive = useRef(true);
  /** Seat names seen so far (the curtain's undo button names the previous player). */
  const seatNames = useRef<string[]>([]);
  /** The seat whose view is on screen (no curtain is needed to show it again). */
  const onScreen = useRef<number | null>(null);
  /** Each seat's standing "I will not respond during this action / combat" (answered here, no curtain). */
  const standing = useRef(new Map<number, StandingPass>());
  const [standingShown, setStandingShown] = useState<StandingPass | null>(null);
  const [hotseat, setHotseat] = useState(false);
  /** Per seat, the last log line it was shown: what came after is "what changed" (issue 34 §4). */
  const lastSeen = useRef(new Map<number, number>());
  const board = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  /** Shows a seat's view (play), remembering whose it is. */
  const show = useCallback((dto: SeatViewDto) => {
    const who = typeof dto.seat === 'number' ? dto.seat : null;
    onScreen.current = who;
    setStandingShown(who === null ? null : (standing.current.get(who) ?? null));
    const recentAfter = who === null ? null : (lastSeen.current.get(who) ?? null);
    if (who !== null && dto.log.length) lastSeen.current.set(who, dto.log[dto.log.length - 1].n);
    setPhase({ kind: 'play', dto, recentAfter });
  }, []);

  /**
   * Decides what to show after `current` (the view returned by the last answer, if any); seats
   * whose standing "I will not respond" holds are answered on the way (hotseat.ts).
   */
  const advance = useCallback(
    async (current?: SeatViewDto) => {
      if (current) seatNames.current = current.seats.map((s) => s.name);
      const api: HotseatApi = {
        next: () => call('games.next', { id }),
        view: (seat) => call('games.view', { id, seat }),
        choose: (seat, option) => call('games.choose', { id, seat, option }),
      };
      const screen = await nextScreen(api, current, onScreen.current, standing.current, (next) => setHotseat(next.humans > 1));
      if (!alive.current) return;
      if (screen.kind === 'play') show(screen.dto);
      else {
        onScreen.current = null;
        setPhase(screen);
      }
    },
    [id, show],
  );

  /** Sets (or clears) the shown seat's standing pass; when it covers the question on screen, answers it now. */
  const setStanding = useCallback((value: StandingPass | null) => {
    const who = onScreen.current;
    if (who === null) return;
    if (value) standing.current.set(who, value);
    else standing.current.delete(who);
    setStandingShown(value);
  }, []);

  useEffect(() => {
    advance().catch(setError);
  }, [advance]);

  const confirmCurtain = useCallback(() => {
    if (phase.kind !== 'curtain') return;
    const seat = phase.next.seat;
    call('games.view', { id, seat }).then((dto) => {
      if (alive.current) show(dto);
    }, setError);
  }, [phase, id, show]);

  const seat = phase.kind === 'play' && typeof phase.dto.seat === 'number' ? phase.dto.seat : null;
  const recentAfter = phase.kind === 'play' ? phase.recentAfter : null;
  const shownDto = phase.kind === 'play' || phase.kind === 'over' ? phase.dto : null;
  const changed = useMemo(
    () => (shownDto ? changedBy(linesAfter(shownDto.log, recentAfter), shownDto.seats.length) : []),
    [shownDto, recentAfter],
  );
  useChangeHighlight(board, changed, shownDto?.step);

  const choose = useCallback(
    async (option: string) => {
      if (seat === null || busy) return;
      setBusy(true);
      setError(null);
      try {
        const dto = await call('games.choose', { id, seat, option });
        await advance(dto);
      } catch (e) {
        setError(e);
        // show the state as saved (the failed answer changed nothing)
        try {
          const dto = await call('games.view', { id, seat });
          if (alive.current) show(dto);
        } catch {
          /* keep the error shown */
        }
      } finally {
        if (alive.current) setBusy(false);
      }
    },
    [id, seat, busy, advance, show],
  );

  /** The log panel scrolled back past what it holds: the page before its first line, from main. */
  const loadEarlier = useCallback(async () => {
    if (phase.kind !== 'play' && phase.kind !== 'over') return;
    const shown = phase.dto;
    if (!shown.log.length || !shown.logEarlier) return;
    try {
      const page = await call('games.log', { id, seat: shown.seat, before: shown.log[0].n, limit: LOG_PAGE });
      if (!alive.current) return;
      const dto = { ...shown, log: joinEarlier(page.lines, shown.log), logEarlier: page.earlier };
      // only if the player is still looking at the same view
      setPhase((p) => (p.kind === phase.kind && p.dto === shown ? { ...p, dto } : p));
    } catch (e) {
      setError(e);
    }
  }, [phase, id]);

  const undo = async (who: number | null = seat) => {
    if (who === null) return;
    setBusy(true);
    setError(null);
    try {
      await advance(await call('games.undo', { id, seat: who }));
    } catch (e) {
      setError(e);
    } finally {
      if (alive.current) setBusy(false);
    }
  };

  if (phase.kind === 'curtain') {
    return (
      <section className="page play-game">
        <ErrorBanner error={error} onClose={() => setError(null)} />
        <Curtain
          name={phase.next.name}
          onConfirm={confirmCurtain}
          undo={
            phase.undoSeat !== null && !busy
              ? { name: seatNames.current[phase.undoSeat] ?? '', onUndo: () => void undo(phase.undoSeat) }
              : undefined
          }
        />
      </section>
    );
  }

  const dto = phase.kind === 'play' || phase.kind === 'over' ? phase.dto : null;
  const Table = dto ? tableFor(dto.game) : null;
  return (
    <section className="page play-game">
      <header className="play-header">
        <a href={playHref({ page: 'list' })}>{t('back')}</a>
        {dto ? <h1>{t(`games.${dto.game}`, { defaultValue: dto.game })}</h1> : null}
        {dto && seat !== null ? <span className="play-you">{t('you', { name: seatLabel(t, dto.seats, seat) })}</span> : null}
        {phase.kind === 'play' && phase.dto.canUndo ? (
          <button type="button" onClick={() => void undo()} disabled={busy}>
            {t('undo')}
          </button>
        ) : null}
        {phase.kind === 'over' ? <a href={playHref({ page: 'replay', id, step: null })}>{t('list.replay')}</a> : null}
      </header>
      <ErrorBanner error={error} onClose={() => setError(null)} />
      {dto?.rulesNotice && !noticeSeen ? (
        <p className="hint play-rules-notice" role="status">
          {t('rulesNotice.text', { ...dto.rulesNotice })}{' '}
          <button type="button" onClick={() => setNoticeSeen(true)}>
            {t('rulesNotice.close')}
          </button>
        </p>
      ) : null}
      {phase.kind === 'loading' ? <p className="hint">{t('ui:common.loading')}</p> : null}
      {phase.kind === 'over' && phase.dto.result ? (
        <GameOver result={phase.dto.result} seats={phase.dto.seats} game={phase.dto.game} />
      ) : null}
      {dto && Table ? (
        <>
          {phase.kind === 'play' ? <WaitingBar dto={dto} turn={turnFor(dto.game, dto.view)} /> : null}
          {phase.kind === 'play' ? (
            <StandingPassBar
              dto={dto}
              standing={standingShown}
              busy={busy}
              hotseat={hotseat}
              onSet={(v) => {
                setStanding(v);
                const answer = v && standingHolds(v, dto) ? standingAnswer(dto.decision) : null;
                if (answer) void choose(answer.id);
              }}
            />
          ) : null}
          <div className="play-board" ref={board}>
            <Table
              dto={dto}
              onChoose={phase.kind === 'play' ? (o) => void choose(o) : noop}
              busy={busy || phase.kind !== 'play'}
              log={
                <LogPanel
                  log={dto.log}
                  earlier={dto.logEarlier ?? 0}
                  onEarlier={loadEarlier}
                  seats={dto.seats}
                  game={dto.game}
                  mapLine={logLineFor(dto.game)}
                  important={importantFor(dto.game)}
                  recentAfter={recentAfter}
                />
              }
            />
          </div>
        </>
      ) : null}
    </section>
  );
}
