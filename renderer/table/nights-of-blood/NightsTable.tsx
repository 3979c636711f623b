/**
 * The Nights of Blood table: up to eight seat panels (bloodline, sect when known, health and
 * wounds, blood against its maximum, shelters and resources, weapon, contacts, hand count), the
 * night, the event and the direction, the attack or the struggle in progress step by step, the
 * viewer's hand, and the current decision as a list of options (keys 1-9 choose). Options that
 * name a player also light up that player's panel, which can be clicked when it stands for one
 * option only. It shows only what the seat view holds: the view is already redacted.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SeatViewDto } from '../../../main/engine/dto';
import type { Option, SeatId } from '../../../main/engine/types';
import type { NightsPlayerView, NightsView } from '../../../main/games/nights-of-blood/view';
import { OptionList } from '../kit/OptionList';
import { RuleLink } from '../kit/RuleLink';
import { refText } from '../kit/text';
import { useOptionKeys } from '../kit/useOptionKeys';
import { useOptionPages } from '../kit/useOptionPages';
import './nights.css';

export interface NightsTableProps {
  dto: SeatViewDto<NightsView>;
  onChoose(optionId: string): void;
  busy?: boolean;
  log?: ReactNode;
}

const card = (t: TFunction, id: string) => String(t(`cards-nights:${id}.name`, { defaultValue: id }));
const cardText = (t: TFunction, id: string) => String(t(`cards-nights:${id}.text`, { defaultValue: '' }));

function seatName(dto: SeatViewDto<NightsView>, t: TFunction, seat: SeatId): string {
  return dto.seats[seat]?.name || String(t('play:seat', { n: seat + 1 }));
}

const count = (hand: string[] | undefined, id: string) => (hand ?? []).filter((x) => x === id).length;

/** Options that play a card from the hand, grouped by that card (params.card). */
export function optionsByCard(options: Option[]): Map<string, Option[]> {
  const out = new Map<string, Option[]>();
  for (const o of options) {
    const c = o.params?.card;
    if (typeof c !== 'string' || o.params?.inHand !== true) continue;
    const list = out.get(c) ?? [];
    list.push(o);
    out.set(c, list);
  }
  return out;
}

/** Options of the decision grouped by the seat they target (params.target). */
export function optionsBySeat(options: Option[]): Map<SeatId, Option[]> {
  const out = new Map<SeatId, Option[]>();
  for (const o of options) {
    const target = o.params?.target;
    if (typeof target !== 'number') continue;
    const list = out.get(target) ?? [];
    list.push(o);
    out.set(target, list);
  }
  return out;
}

function CardChip({ id, faceDown, onInspect }: { id: string | null; faceDown?: boolean; onInspect(id: string | null): void }) {
  const { t } = useTranslation('table-nights');
  if (!id) return <span className="nb-chip nb-back">{t('faceDown')}</span>;
  return (
    <span
      className={`nb-chip nb-kind-${id}`}
      tabIndex={0}
      onMouseEnter={() => onInspect(id)}
      onFocus={() => onInspect(id)}
      title={cardText(t, id)}
    >
      {card(t, id)}
      {faceDown ? ` (${t('faceDown')})` : ''}
    </span>
  );
}

/**
 * A card of the viewer's hand, card-shaped with its name and text (issue 34 §5): a button when an
 * option plays it (a click picks it, then a player's panel), otherwise a card to read.
 */
function HandCard({
  id,
  copies,
  playable,
  picked,
  busy,
  onInspect,
  onPick,
}: {
  id: string;
  copies: number;
  playable: boolean;
  picked: boolean;
  busy: boolean;
  onInspect(id: string | null): void;
  onPick(id: string): void;
}) {
  const { t } = useTranslation('table-nights');
  const face = (
    <>
      <span className="nb-card-name">
        {card(t, id)}
        {copies > 1 ? <span className="nb-card-copies"> ×{copies}</span> : null}
      </span>
      <span className="nb-card-text">{cardText(t, id)}</span>
    </>
  );
  const inspect = { onMouseEnter: () => onInspect(id), onFocus: () => onInspect(id) };
  return playable ? (
    <button
      type="button"
      className={`nb-card nb-playable${picked ? ' nb-picked' : ''}`}
      data-card={id}
      disabled={busy}
      aria-pressed={picked}
      onClick={() => onPick(id)}
      {...inspect}
    >
      {face}
    </button>
  ) : (
    <span className="nb-card" data-card={id} tabIndex={0} {...inspect}>
      {face}
    </span>
  );
}

function Meter({ label, value, max, kind }: { label: string; value: number; max: number; kind: 'health' | 'blood' }) {
  return (
    <span className={`nb-meter nb-${kind}`} aria-label={`${label}: ${value}/${max}`} title={`${label}: ${value}/${max}`}>
      <span className="nb-meter-label">{label}</span>
      <span className="nb-pips" aria-hidden="true">
        {Array.from({ length: max }, (_, i) => (
          <i key={i} className={i < value ? 'on' : ''} />
        ))}
      </span>
      <b>
        {value}/{max}
      </b>
    </span>
  );
}

function SeatPanel({
  dto,
  p,
  targets,
  onChoose,
  busy,
  onInspect,
  pointed,
}: {
  dto: SeatViewDto<NightsView>;
  p: NightsPlayerView;
  targets: Option[];
  onChoose(id: string): void;
  busy: boolean;
  onInspect(id: string | null): void;
  /** The option under the pointer or focus targets this player. */
  pointed: boolean;
}) {
  const { t } = useTranslation('table-nights');
  const v = dto.view;
  const health = Math.max(0, p.health - p.light - 2 * p.agg);
  const classes = ['nb-seat'];
  if (v.turn === p.seat) classes.push('nb-turn');
  if (p.dead || p.lost) classes.push('nb-dead');
  if (targets.length) classes.push('nb-target');
  if (dto.seat === p.seat) classes.push('nb-me');
  if (pointed) classes.push('nb-pointed');
  const click = targets.length === 1 && !busy ? () => onChoose(targets[0].id) : undefined;
  return (
    <section
      className={classes.join(' ')}
      aria-label={seatName(dto, t, p.seat)}
      data-seat={p.seat}
      onClick={click}
      role={click ? 'button' : undefined}
    >
      <header>
        <b className="nb-name">{seatName(dto, t, p.seat)}</b>
        {p.regent ? <span className="nb-badge nb-regent">{t('regent')}</span> : null}
        <span className={`nb-sect${p.sect ? ` nb-sect-${p.sect}` : ''}`}>
          {p.sect ? String(t(`cards-nights:sect.${p.sect}`)) : t('sectUnknown')}
        </span>
        {p.dead ? <span className="nb-badge">{t('dead')}</span> : p.lost ? <span className="nb-badge">{t('lost')}</span> : null}
      </header>
      <div className="nb-line">
        <CardChip id={p.line} onInspect={onInspect} />
        {p.powers.map((x) => (
          <CardChip key={x} id={x} onInspect={onInspect} />
        ))}
      </div>
      <div className="nb-meters">
        <Meter kind="health" label={t('health')} value={health} max={p.health} />
        <Meter kind="blood" label={t('blood')} value={p.blood} max={p.maxBlood} />
      </div>
      <div className="nb-facts">
        <span>{t('wounds', { light: p.light, agg: p.agg })}</span>
        <span>{t('hand', { count: p.handCount })}</span>
        <span>{t('shelters', { count: p.shelters })}</span>
      </div>
      <div className="nb-table-cards">
        {p.weapon ? <CardChip id={p.weapon} onInspect={onInspect} /> : <span className="nb-chip nb-none">{t('bareHands')}</span>}
        {p.resources.map((r, i) => (
          <CardChip key={`r${i}`} id={r} onInspect={onInspect} />
        ))}
        {p.contacts.map((c, i) => (
          <CardChip key={`c${i}`} id={c.id} faceDown={!c.up && c.id !== null} onInspect={onInspect} />
        ))}
      </div>
      {p.hand && dto.seat !== p.seat ? (
        <div className="nb-shown" aria-label={t('shownHand')}>
          {p.hand.map((h, i) => (
            <CardChip key={i} id={h} onInspect={onInspect} />
          ))}
        </div>
      ) : null}
    </section>
  );
}

export function NightsTable({ dto, onChoose, busy = false, log }: NightsTableProps) {
  const { t } = useTranslation('table-nights');
  const { t: tp } = useTranslation('play');
  const v = dto.view;
  const d = dto.decision;
  const [inspected, setInspected] = useState<string | null>(null);
  // a card picked in hand narrows the highlighted players to that card's targets
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => setPicked(null), [d]);
  // the player the option under the pointer or focus targets, lit up on the table
  const [pointedSeat, setPointedSeat] = useState<SeatId | null>(null);
  useEffect(() => setPointedSeat(null), [d]);
  const bySeat = useMemo(() => optionsBySeat((d?.options ?? []).filter((o) => !picked || o.params?.card === picked)), [d, picked]);
  const byCard = useMemo(() => optionsByCard(d?.options ?? []), [d]);
  const pickCard = (id: string) => {
    const opts = byCard.get(id) ?? [];
    if (opts.length === 1) onChoose(opts[0].id);
    else setPicked(picked === id ? null : id);
  };
  // the numbered list on screen is the decision's options (keys 1-9); Escape drops a picked card
  const pages = useOptionPages(d?.options ?? null);
  useOptionKeys({ options: pages.keyed, onChoose: (o) => onChoose(o.id), busy, onEscape: () => setPicked(null), onMore: pages.next });
  const me = typeof dto.seat === 'number' ? v.players[dto.seat] : null;
  return (
    <div className={`nb-table nb-seats-${v.seats}`}>
      <div className="nb-main">
        <div className="nb-top" role="status">
          <span>{v.night ? t('night', { night: v.night, game: v.gameNumber, games: v.games }) : t('setupPhase')}</span>
          <span>{t(`dir.${v.direction}`)}</span>
          <span>
            {t('event')}: {v.event ? <CardChip id={v.event} onInspect={setInspected} /> : t('noEvent')}
          </span>
          <span>{t('deck', { deck: v.deckCount, discard: v.discardCount })}</span>
        </div>
        {v.attack ? (
          <div className="nb-fight" role="status">
            {t('attackNow', {
              from: seatName(dto, t, v.attack.from),
              to: seatName(dto, t, v.attack.to),
              card: v.attack.source ? card(t, v.attack.source) : '',
              light: v.attack.light,
              agg: v.attack.agg,
            })}
          </div>
        ) : null}
        {v.struggle ? (
          <div className="nb-fight" role="status">
            {t(v.struggle.frenzy ? 'struggleFrenzy' : 'struggle', {
              attacker: seatName(dto, t, v.struggle.attacker),
              victim: seatName(dto, t, v.struggle.victim),
              // `rounds` counts the discards made; the round being played is the next one (1-based)
              round: v.struggle.rounds + 1,
              turn: seatName(dto, t, v.struggle.turn),
            })}
          </div>
        ) : null}
        <div className="nb-seats">
          {v.order.length
            ? [...v.order, ...v.players.map((p) => p.seat).filter((s) => !v.order.includes(s))].map((s) => (
                <SeatPanel
                  key={s}
                  dto={dto}
                  p={v.players[s]}
                  targets={bySeat.get(s) ?? []}
                  onChoose={onChoose}
                  busy={busy}
                  onInspect={setInspected}
                  pointed={pointedSeat === s}
                />
              ))
            : v.players.map((p) => (
                <SeatPanel
                  key={p.seat}
                  dto={dto}
                  p={p}
                  targets={bySeat.get(p.seat) ?? []}
                  onChoose={onChoose}
                  busy={busy}
                  onInspect={setInspected}
                  pointed={pointedSeat === p.seat}
                />
              ))}
        </div>
        {me?.hand ? (
          <section className="nb-hand" aria-label={t('yourHand')}>
            <h3>
              {t('yourHand')}
              {picked ? <span className="hint"> {t('pickTarget')}</span> : null}
            </h3>
            {me.hand.length ? (
              <div className="nb-hand-cards">
                {[...new Set(me.hand)].map((h) => (
                  <HandCard
                    key={h}
                    id={h}
                    copies={count(me.hand, h)}
                    playable={byCard.has(h)}
                    picked={picked === h}
                    busy={busy}
                    onInspect={setInspected}
                    onPick={pickCard}
                  />
                ))}
              </div>
            ) : (
              <span>{t('emptyHand')}</span>
            )}
          </section>
        ) : null}
        {d ? (
          <section className="play-decision nb-decision" aria-labelledby="play-prompt">
            <h2 id="play-prompt">
              {refText(t, d.prompt, dto.seats)}
              {d.rule ? (
                <RuleLink className="nb-rule" rule={d.rule}>
                  {t('rule')}
                </RuleLink>
              ) : null}
            </h2>
            {d.secret ? <p className="hint">{tp('decision.secret')}</p> : null}
            <OptionList
              as="div"
              className="play-options"
              options={d.options}
              onChoose={(o) => onChoose(o.id)}
              busy={busy}
              pages={pages}
              onPoint={(o) => setPointedSeat(typeof o?.params?.target === 'number' ? o.params.target : null)}
              label={(o) => refText(t, o.label, dto.seats)}
            />
            {v.whyNot?.length ? (
              <div className="nb-why-not" aria-label={t('whyNot.title')}>
                <h3>{t('whyNot.title')}</h3>
                <ul>
                  {v.whyNot.map((r, i) => (
                    <li key={i}>{refText(t, r, dto.seats)}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
        ) : null}
        {inspected ? (
          <aside className="nb-reader" aria-live="polite">
            <b>{card(t, inspected)}</b> {cardText(t, inspected)}
          </aside>
        ) : null}
      </div>
      {log ? <aside className="nb-side">{log}</aside> : null}
    </div>
  );
}
