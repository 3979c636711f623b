import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiCallError, call, onEvent } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { SeatViewDto } from '../../../main/engine/dto';
import { joinEarlier } from '../../../main/common/log-delta';
import type { StandingPass } from '../../../main/common/standing-pass';
import { nextScreen, type AnswerTurn, type Screen, type TableClientApi } from './hotseat';
import type { TableTurn } from '../../../main/services/table-types';
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
import { LanPanel } from '../lan/LanPanel';

type Phase =
  | { kind: 'loading' }
  | { kind: 'curtain'; next: AnswerTurn; undoSeat: number | null }
  /** `recentAfter`: the last log line this seat saw before this view (null: first look). */
  | { kind: 'play'; dto: SeatViewDto; recentAfter: number | null }
  | { kind: 'wait'; dto: SeatViewDto; waiting: number[] }
  | { kind: 'over'; dto: SeatViewDto };

const noop = () => undefined;

/**
 * The game's table on the host's screen (design.md §3): one client of the table service holding
 * the seats on this screen, each through its own token (`table.open`). After every answer it asks
 * main what comes next (`table.turn`); when another of its human seats must act, everything is
 * replaced by a curtain, and only after that player confirms does it ask for their view. With a
 * single human seat there is no curtain. Changes made elsewhere (a seat on another device, a bot
 * with a delay) arrive as `table.changed` and are pulled.
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
  /** The token of each seat this screen holds (from `table.open`). */
  const tokens = useRef(new Map<number, string>());
  /** The step last shown or told by main; a push of another step is pulled. */
  const knownStep = useRef(-1);
  /** A call of this screen is under way (a push meanwhile is looked at after it). */
  const inFlight = useRef(0);
  /** The step of the last push not yet pulled (null: none). */
  const pushed = useRef<number | null>(null);
  /** Counts what was put on screen: an older pull that resolves late shows nothing. */
  const generation = useRef(0);
  const pullRef = useRef<() => void>(() => undefined);
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

  /** The token of a seat this screen holds. */
  const tokenOf = useCallback((seat: number) => {
    const token = tokens.current.get(seat);
    if (!token) throw new Error(`seat ${seat + 1} is not on this screen`);
    return token;
  }, []);

  /** Shows a seat's view (play), remembering whose it is. */
  const show = useCallback((dto: SeatViewDto) => {
    const who = typeof dto.seat === 'number' ? dto.seat : null;
    onScreen.current = who;
    knownStep.current = dto.step;
    const recentAfter = who === null ? null : (lastSeen.current.get(who) ?? null);
    if (who !== null && dto.log.length) lastSeen.current.set(who, dto.log[dto.log.length - 1].n);
    setPhase({ kind: 'play', dto, recentAfter });
  }, []);

  /** Runs one call of this screen; a push that came meanwhile is pulled after it. */
  const busyWith = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    inFlight.current++;
    try {
      return await work();
    } finally {
      inFlight.current--;
      if (!inFlight.current && pushed.current !== null) pullRef.current();
    }
  }, []);

  /**
   * Decides what to show after `current` (the view returned by the last answer, if any): main
   * says which seat answers now, and whether behind a curtain (hotseat.ts).
   */
  const advance = useCallback(
    async (current?: SeatViewDto) => {
      const mine = ++generation.current;
      if (current) seatNames.current = current.seats.map((s) => s.name);
      const api: TableClientApi = {
        turn: async (seat) => {
          if (tokens.current.size) return call('table.turn', { table: id, tokens: [...tokens.current.values()], onScreen: seat });
          // every seat is on another device or a bot (the LAN panel): this screen shows the board
          const b = await call('table.board', { table: id });
          return b.result ? { kind: 'over', step: b.step } : { kind: 'wait', step: b.step, waiting: b.waitingFor.map((w) => w.seat) };
        },
        view: (seat) => call('table.view', { table: id, token: tokenOf(seat) }),
        board: () => call('table.board', { table: id }),
      };
      const open = async () => {
        const opened = await call('table.open', { id });
        tokens.current = new Map();
        for (const g of opened.grants) if (typeof g.seat === 'number') tokens.current.set(g.seat, g.token);
        seatNames.current = opened.seats.map((s) => s.name);
      };
      if (!tokens.current.size) await open();
      const onTurn = (turn: TableTurn) => {
        knownStep.current = turn.step;
        if (turn.kind === 'answer') setHotseat(turn.humans > 1);
      };
      let screen: Screen;
      try {
        screen = await nextScreen(api, current, onScreen.current, onTurn);
      } catch (e) {
        // a seat of this screen was handed to another device (or back): the screen's tokens now
        if (!(e instanceof ApiCallError && e.payload.key === 'seat_token_invalid')) throw e;
        await open();
        if (onScreen.current !== null && !tokens.current.has(onScreen.current)) onScreen.current = null;
        screen = await nextScreen(api, undefined, onScreen.current, onTurn);
      }
      if (!alive.current || mine !== generation.current) return;
      if (screen.kind === 'play') show(screen.dto);
      else {
        onScreen.current = screen.kind === 'wait' && typeof screen.dto.seat === 'number' ? screen.dto.seat : null;
        setPhase(screen);
      }
    },
    [id, show, tokenOf],
  );

  useEffect(() => {
    busyWith(() => advance()).catch(setError);
  }, [advance, busyWith]);

  // a change made elsewhere (another device, a bot taking its time): pull what this screen shows
  useEffect(() => {
    pullRef.current = () => {
      if (!alive.current || inFlight.current || pushed.current === null) return;
      // this screen's own answer comes back as a push of the step it already shows
      const step = pushed.current;
      pushed.current = null;
      if (step === knownStep.current) return;
      busyWith(() => advance()).catch(setError);
    };
    const off = onEvent('table.changed', (e) => {
      if (e.table !== id) return;
      pushed.current = e.step;
      pullRef.current();
    });
    return () => {
      off();
      pullRef.current = () => undefined;
    };
  }, [id, advance, busyWith]);

  /** A seat came back to this screen or left it (the LAN panel): take the screen's tokens again. */
  const seatsMoved = useCallback(() => {
    tokens.current.clear();
    onScreen.current = null;
    busyWith(() => advance()).catch(setError);
  }, [advance, busyWith]);

  const confirmCurtain = useCallback(() => {
    if (phase.kind !== 'curtain') return;
    const seat = phase.next.seat;
    generation.current++;
    busyWith(() => call('table.view', { table: id, token: tokenOf(seat) })).then((dto) => {
      if (alive.current) show(dto);
    }, setError);
  }, [phase, id, show, tokenOf, busyWith]);

  const seat = phase.kind === 'play' && typeof phase.dto.seat === 'number' ? phase.dto.seat : null;
  const recentAfter = phase.kind === 'play' ? phase.recentAfter : null;
  const shownDto = phase.kind === 'play' || phase.kind === 'over' ? phase.dto : null;
  const changed = useMemo(
    () => (shownDto ? changedBy(linesAfter(shownDto.log, recentAfter), shownDto.seats.length) : []),
    [shownDto, recentAfter],
  );
  useChangeHighlight(board, changed, shownDto?.step);

  const shownStep = phase.kind === 'play' ? phase.dto.step : null;

  /** Runs an answer of the seat on screen (a choice, a standing pass), then what comes next. */
  const act = useCallback(
    async (answer: (token: string) => Promise<SeatViewDto>) => {
      if (seat === null || busy) return;
      setBusy(true);
      setError(null);
      try {
        await busyWith(async () => advance(await answer(tokenOf(seat))));
      } catch (e) {
        setError(e);
        // show the state as saved (the failed answer changed nothing)
        try {
          await busyWith(() => advance());
        } catch {
          /* keep the error shown */
        }
      } finally {
        if (alive.current) setBusy(false);
      }
    },
    [seat, busy, advance, busyWith, tokenOf],
  );

  const choose = useCallback(
    (option: string) => act((token) => call('table.choose', { table: id, token, step: shownStep ?? 0, option })),
    [act, id, shownStep],
  );

  /** Sets (or clears) the shown seat's standing pass in main; the question it covers is answered there. */
  const setStanding = useCallback(
    (standing: StandingPass | null) => act((token) => call('table.standing', { table: id, token, standing })),
    [act, id],
  );

  /** The log panel scrolled back past what it holds: the page before its first line, from main. */
  const loadEarlier = useCallback(async () => {
    if (phase.kind !== 'play' && phase.kind !== 'over' && phase.kind !== 'wait') return;
    const shown = phase.dto;
    if (!shown.log.length || !shown.logEarlier) return;
    try {
      const before = shown.log[0].n;
      const page =
        typeof shown.seat === 'number'
          ? await call('table.log', { table: id, token: tokenOf(shown.seat), before, limit: LOG_PAGE })
          : await call('games.log', { id, seat: 'public', before, limit: LOG_PAGE });
      if (!alive.current) return;
      const dto = { ...shown, log: joinEarlier(page.lines, shown.log), logEarlier: page.earlier };
      // only if the player is still looking at the same view
      setPhase((p) => (p.kind === phase.kind && p.dto === shown ? { ...p, dto } : p));
    } catch (e) {
      setError(e);
    }
  }, [phase, id, tokenOf]);

  /** Takes back the last own choice of `who` (main decides how far back: table-undo.ts). */
  const undo = async (who: number | null = seat) => {
    if (who === null) return;
    const step = phase.kind === 'curtain' ? phase.next.step : phase.kind === 'play' ? phase.dto.step : null;
    if (step === null) return;
    setBusy(true);
    setError(null);
    try {
      await busyWith(async () => advance(await call('table.undo', { table: id, token: tokenOf(who), step })));
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
        >
          <LanPanel table={id} onHolders={seatsMoved} />
        </Curtain>
      </section>
    );
  }

  const dto = phase.kind === 'play' || phase.kind === 'over' || phase.kind === 'wait' ? phase.dto : null;
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
      {phase.kind !== 'loading' ? <LanPanel table={id} onHolders={seatsMoved} /> : null}
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
          {phase.kind === 'play' || phase.kind === 'wait' ? <WaitingBar dto={dto} turn={turnFor(dto.game, dto.view)} /> : null}
          {phase.kind === 'play' ? (
            <StandingPassBar dto={dto} standing={dto.standing ?? null} busy={busy} hotseat={hotseat} onSet={(v) => void setStanding(v)} />
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
