/**
 * The Vendetta table: draws one seat's view (main/games/vendetta/view.ts) and lets that seat
 * answer its current decision by clicking the card, location, alliance card or amount the option
 * names, by the option list (always present) or with the number keys 1-9. It only ever shows
 * what the view holds: the view is already redacted for the seat.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SeatViewDto } from '../../../main/engine/dto';
import type { Decision, Option, SeatId } from '../../../main/engine/types';
import type {
  VendettaAllianceCardView,
  VendettaLocationView,
  VendettaPlayerView,
  VendettaPositionView,
  VendettaSlotView,
  VendettaView,
} from '../../../main/games/vendetta/view';
import { clanColor } from './clans';
import {
  AmbitionIcon,
  BloodIcon,
  DeckIcon,
  DiablerieIcon,
  FightIcon,
  HandIcon,
  HavenIcon,
  InfluenceIcon,
  RelicIcon,
  RetreatIcon,
} from './icons';
import { placeOptions, single, type PlacedOptions } from './options';
import { Counter } from '../kit/Counter';
import { OptionList } from '../kit/OptionList';
import { RuleLink, useRuleLabel } from '../kit/RuleLink';
import { refText, seatLabel } from '../kit/text';
import type { TableProps } from '../kit/types';
import { useOptionKeys } from '../kit/useOptionKeys';
import { useOptionPages, type OptionPages } from '../kit/useOptionPages';
import './vendetta.css';

/** The Play screen's log (`log`) is drawn in the table's side column when given. */
export type VendettaTableProps = TableProps<VendettaView>;

/** Shows a card's name and text in the table's card reader (hover or keyboard focus). */
const InspectContext = createContext<(id: string | null) => void>(() => undefined);

function useInspect(id: string | null) {
  const inspect = useContext(InspectContext);
  return id ? { onMouseEnter: () => inspect(id), onFocus: () => inspect(id) } : {};
}

function cardName(t: TFunction, id: string): string {
  return String(t(`cards-vendetta:${id}.name`, { defaultValue: id }));
}
function cardText(t: TFunction, id: string): string {
  return String(t(`cards-vendetta:${id}.text`, { defaultValue: '' }));
}

function seatName(dto: SeatViewDto<VendettaView>, t: TFunction, seat: SeatId): string {
  return seatLabel(t, dto.seats, seat);
}

function locationName(t: TFunction, loc: VendettaLocationView): string {
  return String(t(`location.${loc.id}`, { defaultValue: loc.id }));
}

function Stat({ icon, value, label }: { icon: ReactNode; value: ReactNode; label: string }) {
  return <Counter className="vt-stat" icon={icon} value={value} label={label} />;
}

function ClanMarker({ player, name }: { player: VendettaPlayerView | undefined; name: string }) {
  const c = clanColor(player?.clan);
  return (
    <span className="vt-marker" style={{ background: c.main }} title={name} aria-hidden="true">
      {player?.clan ?? '?'}
    </span>
  );
}

function Card({
  id,
  faceUp,
  power,
  owner,
  option,
  highlighted,
  selected,
  onChoose,
  disabled,
  known,
}: {
  id: string | null;
  faceUp: boolean;
  power?: number;
  owner?: VendettaPlayerView;
  option?: Option | null;
  highlighted?: boolean;
  selected?: boolean;
  onChoose?: (o: Option) => void;
  disabled?: boolean;
  known?: string;
}) {
  const { t } = useTranslation('table-vendetta');
  const shown = id ?? known ?? null;
  const color = clanColor(owner?.clan);
  const inspectProps = useInspect(shown);
  if (!shown) {
    const art = (
      <svg viewBox="0 0 40 56" aria-hidden="true">
        <rect x="3" y="3" width="34" height="50" rx="3" fill="none" stroke={color.main} strokeWidth="1.5" />
        <path d="M20 12 C20 12 12 24 12 30 A8 8 0 0 0 28 30 C28 24 20 12 20 12 Z" fill={color.main} opacity="0.8" />
      </svg>
    );
    if (option && onChoose)
      return (
        <button
          type="button"
          className={`vt-card vt-back${highlighted ? ' vt-target' : ''}`}
          style={{ borderColor: color.main }}
          disabled={disabled}
          onClick={() => onChoose(option)}
          aria-label={`${t('cardBack')}: ${refText(t, option.label)}`}
        >
          {art}
        </button>
      );
    return (
      <div
        className={`vt-card vt-back${highlighted ? ' vt-target' : ''}`}
        style={{ borderColor: color.main }}
        title={t('cardBack')}
        aria-label={t('cardBack')}
        role="img"
      >
        {art}
      </div>
    );
  }
  const name = cardName(t, shown);
  const text = cardText(t, shown);
  const label = `${name}${faceUp ? '' : ` (${t('faceDown')})`}${power !== undefined ? ` · ${t('power', { power })}` : ''}`;
  const body = (
    <>
      <span className="vt-card-stripe" style={{ background: color.main }} />
      {power !== undefined ? <span className="vt-power">{power}</span> : null}
      <span className="vt-card-name">{name}</span>
      {!faceUp ? <span className="vt-facedown">{t('faceDown')}</span> : null}
    </>
  );
  const cls = `vt-card${faceUp ? '' : ' vt-own-down'}${highlighted ? ' vt-target' : ''}${selected ? ' vt-selected' : ''}`;
  if (option && onChoose) {
    return (
      <button
        type="button"
        className={cls}
        title={text ? `${label}\n${text}` : label}
        aria-label={`${label}: ${refText(t, option.label)}`}
        disabled={disabled}
        onClick={() => onChoose(option)}
        data-card={shown}
        {...inspectProps}
      >
        {body}
      </button>
    );
  }
  return (
    <div className={cls} title={text ? `${label}\n${text}` : label} aria-label={label} role="img" data-card={shown} {...inspectProps}>
      {body}
    </div>
  );
}

function AllyCard({ id, t }: { id: string | null; t: TFunction }) {
  const inspectProps = useInspect(id);
  if (!id) return <div className="vt-ally vt-ally-none">{t('noAlly')}</div>;
  const name = cardName(t, id);
  const text = cardText(t, id);
  return (
    <div className="vt-ally" title={text ? `${name}\n${text}` : name} data-ally={id} {...inspectProps}>
      <span className="vt-ally-label">{t('ally')}</span>
      <span className="vt-ally-name">{name}</span>
    </div>
  );
}

function TokenBadge({ token, t }: { token: VendettaPositionView['token']; t: TFunction }) {
  if (!token) return null;
  return (
    <span className={`vt-token vt-token-${token}`}>
      {token === 'fight' ? <FightIcon size={12} /> : token === 'retreat' ? <RetreatIcon size={12} /> : null}
      {t(`token.${token}`)}
    </span>
  );
}

function Position({
  pos,
  dto,
  view,
  t,
  placed,
  onChoose,
  busy,
}: {
  pos: VendettaPositionView;
  dto: SeatViewDto<VendettaView>;
  view: VendettaView;
  t: TFunction;
  placed: PlacedOptions;
  onChoose: (o: Option) => void;
  busy: boolean;
}) {
  const player = view.players.find((p) => p.seat === pos.seat);
  const name = seatName(dto, t, pos.seat);
  const empty = pos.cards.length === 0 && pos.blood === 0;
  return (
    <div
      className={`vt-position${pos.withdrew ? ' vt-withdrew' : ''}${empty ? ' vt-empty' : ''}${pos.rank === 1 ? ' vt-winner' : ''}`}
      data-seat={pos.seat}
    >
      <div className="vt-position-head">
        <ClanMarker player={player} name={name} />
        <span className="vt-position-name">
          {name}
          {pos.seat === view.viewer ? ` (${t('you')})` : ''}
        </span>
        {pos.blood > 0 ? <Stat icon={<BloodIcon />} value={pos.blood} label={t('assignedBlood')} /> : null}
        <TokenBadge token={pos.token} t={t} />
        {pos.withdrew ? <span className="vt-token vt-token-retreat">{t('withdrew')}</span> : null}
        {pos.total !== undefined ? <span className="vt-total">{t('total', { total: pos.total })}</span> : null}
        {pos.rank !== undefined ? <span className="vt-rank">{t('rank', { rank: pos.rank })}</span> : null}
      </div>
      {pos.cards.length ? (
        <div className="vt-cards">
          {pos.cards.map((c: VendettaSlotView) => (
            <Card
              key={c.key}
              id={c.id}
              faceUp={c.faceUp}
              power={c.power}
              owner={view.players.find((p) => p.seat === c.owner)}
              known={view.known?.[c.key]}
              option={single(placed.slot.get(c.key))}
              highlighted={placed.slot.has(c.key)}
              onChoose={onChoose}
              disabled={busy}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

function Location({
  loc,
  dto,
  view,
  t,
  placed,
  onChoose,
  busy,
}: {
  loc: VendettaLocationView;
  dto: SeatViewDto<VendettaView>;
  view: VendettaView;
  t: TFunction;
  placed: PlacedOptions;
  onChoose: (o: Option) => void;
  busy: boolean;
}) {
  const name = locationName(t, loc);
  const options = placed.location.get(loc.index);
  const option = single(options);
  const current = view.resolving?.location === loc.index && view.phase === 'resolution';
  const order = new Map(view.order.map((s, i) => [s, i]));
  const positions = [...loc.positions].sort((a, b) => (order.get(a.seat) ?? a.seat) - (order.get(b.seat) ?? b.seat));
  return (
    <section
      className={`vt-location${loc.isHaven ? ' vt-haven' : ''}${current ? ' vt-current' : ''}${loc.resolved ? ' vt-resolved' : ''}${options ? ' vt-target' : ''}`}
      aria-label={name}
      data-location={loc.id}
    >
      <header className="vt-location-head">
        {option ? (
          <button
            type="button"
            className="vt-location-choose"
            disabled={busy}
            onClick={() => onChoose(option)}
            aria-label={`${t('chooseLocation', { location: name })}: ${refText(t, option.label)}`}
          >
            {loc.isHaven ? <HavenIcon /> : null} {name}
          </button>
        ) : (
          <h3>
            {loc.isHaven ? <HavenIcon /> : null} {name}
          </h3>
        )}
        {loc.resolved ? <span className="vt-badge">{t('resolved')}</span> : null}
        {current && view.resolving ? <span className="vt-badge vt-badge-now">{t(`step.${view.resolving.step}`)}</span> : null}
      </header>
      <AllyCard id={loc.ally} t={t} />
      {loc.locationCard ? (
        <div className="vt-loc-card" title={cardText(t, loc.locationCard)}>
          {t('locationCard')}: {cardName(t, loc.locationCard)}
        </div>
      ) : null}
      <div className="vt-positions">
        {positions.map((p) => (
          <Position key={p.seat} pos={p} dto={dto} view={view} t={t} placed={placed} onChoose={onChoose} busy={busy} />
        ))}
      </div>
    </section>
  );
}

function AllianceCard({
  card,
  option,
  onChoose,
  busy,
  t,
}: {
  card: VendettaAllianceCardView;
  option: Option | null;
  onChoose: (o: Option) => void;
  busy: boolean;
  t: TFunction;
}) {
  const inspectProps = useInspect(card.id);
  const name = cardName(t, card.id);
  const label = `${name}${card.drained ? ` (${t('drained')})` : ''}`;
  const cls = `vt-alliance-card${card.drained ? ' vt-drained' : ''}${card.id.startsWith('VI') ? ' vt-victim' : ''}${option ? ' vt-target' : ''}`;
  if (option)
    return (
      <button
        type="button"
        className={cls}
        title={label}
        disabled={busy}
        onClick={() => onChoose(option)}
        aria-label={`${label}: ${refText(t, option.label)}`}
        {...inspectProps}
      >
        <span>{name}</span>
      </button>
    );
  return (
    <span className={cls} title={`${label}\n${cardText(t, card.id)}`.trim()} role="img" aria-label={label} {...inspectProps}>
      <span>{name}</span>
    </span>
  );
}

function PlayerPanel({
  player,
  dto,
  view,
  t,
  placed,
  onChoose,
  busy,
}: {
  player: VendettaPlayerView;
  dto: SeatViewDto<VendettaView>;
  view: VendettaView;
  t: TFunction;
  placed: PlacedOptions;
  onChoose: (o: Option) => void;
  busy: boolean;
}) {
  const name = seatName(dto, t, player.seat);
  const color = clanColor(player.clan);
  const mine = player.seat === view.viewer;
  const acting = dto.waitingFor.find((w) => w.seat === player.seat);
  const ordinal = view.order.indexOf(player.seat);
  const relicInspect = useInspect(player.relic);
  return (
    <section
      className={`vt-player${mine ? ' vt-me' : ''}${player.eliminated ? ' vt-eliminated' : ''}${acting ? ' vt-acting' : ''}`}
      style={{ borderLeftColor: color.main }}
      aria-label={name}
      data-seat={player.seat}
    >
      <div className="vt-player-head">
        <ClanMarker player={player} name={name} />
        <span className="vt-player-name" style={{ color: color.light }}>
          {ordinal >= 0 ? `${ordinal + 1}. ` : ''}
          {name}
          {mine ? ` (${t('you')})` : ''}
        </span>
        {player.clan ? <span className="vt-clan">{t(`clan.${player.clan}`)}</span> : null}
        {view.ambition === player.seat ? (
          <span className="vt-ambition" title={t('ambition')} aria-label={t('ambition')}>
            <AmbitionIcon size={16} />
          </span>
        ) : null}
        {acting ? <span className="vt-acting-dot" title={t(`token.${acting.status === 'chosen' ? 'chosen' : 'hidden'}`)} /> : null}
      </div>
      <div className="vt-player-stats">
        <Stat icon={<BloodIcon />} value={player.blood} label={t('blood')} />
        <Stat icon={<InfluenceIcon />} value={player.influence} label={t('influence')} />
        <span
          className="vt-stat"
          title={t('diablerie')}
          aria-label={`${t('diablerie')}: ${player.diablerie}${player.diablerieDown ? `, ${t('diablerieDown', { n: player.diablerieDown })}` : ''}`}
        >
          {Array.from({ length: Math.max(player.diablerie, 0) }, (_, i) => (
            <DiablerieIcon key={i} down={i < player.diablerieDown} />
          ))}
          {player.diablerie === 0 ? <DiablerieIcon style={{ opacity: 0.25 }} /> : null}
          <b aria-hidden="true">{player.diablerie}/3</b>
        </span>
        <Stat icon={<HandIcon />} value={player.handCount} label={t('handCount')} />
        <Stat icon={<DeckIcon />} value={player.deckCount} label={t('deckCount')} />
        {player.score !== undefined ? <span className="vt-score">{t('score', { score: player.score })}</span> : null}
        {player.eliminated ? <span className="vt-badge vt-badge-bad">{t('eliminated')}</span> : null}
      </div>
      <div className="vt-alliance" aria-label={t('alliance')}>
        {player.alliance.length === 0 && !player.relic ? <span className="hint">{t('emptyAlliance')}</span> : null}
        {player.alliance.map((a, i) => (
          <AllianceCard
            key={`${a.id}-${i}`}
            card={a}
            option={mine ? single(placed.alliance.get(i)) : null}
            onChoose={onChoose}
            busy={busy}
            t={t}
          />
        ))}
        {player.relic ? (
          <span
            className={`vt-relic${player.relicUsed ? ' vt-used' : ''}`}
            title={`${t('relic')}: ${cardName(t, player.relic)}${player.relicUsed ? ` (${t('relicUsed')})` : ''}\n${cardText(t, player.relic)}`}
            aria-label={`${t('relic')}: ${cardName(t, player.relic)}${player.relicUsed ? ` (${t('relicUsed')})` : ''}`}
            {...relicInspect}
          >
            <RelicIcon /> {cardName(t, player.relic)}
          </span>
        ) : null}
      </div>
    </section>
  );
}

function StatusBar({ dto, view, t }: { dto: SeatViewDto<VendettaView>; view: VendettaView; t: TFunction }) {
  const loc = view.resolving ? view.locations.find((l) => l.index === view.resolving!.location) : null;
  return (
    <div className="vt-status" role="status">
      <strong>{t('round', { round: view.round })}</strong>
      <span className="vt-phase">{t(`phase.${view.phase}`)}</span>
      {view.planning ? (
        <span>
          {t('planningTurn', { turn: view.planning.turn, turns: view.planning.turns, name: seatName(dto, t, view.planning.seat) })}
        </span>
      ) : null}
      {loc && view.resolving ? (
        <span>{t('resolving', { location: locationName(t, loc), step: t(`step.${view.resolving.step}`) })}</span>
      ) : null}
      <span className="vt-order" aria-label={t('order')} title={t('order')}>
        {view.order.map((s, i) => {
          const p = view.players.find((x) => x.seat === s);
          const active = view.planning?.seat === s;
          return (
            <span key={s} className={`vt-order-chip${active ? ' vt-active' : ''}`} style={{ borderColor: clanColor(p?.clan).main }}>
              {i === 0 ? <AmbitionIcon size={12} /> : null}
              {seatName(dto, t, s)}
            </span>
          );
        })}
      </span>
      <span className="vt-decks">
        {t('allyDeck', { n: view.allyDeckCount })} · {t('victimDeck', { n: view.victimDeckCount })}
      </span>
    </div>
  );
}

function DecisionPanel({
  decision,
  dto,
  t,
  placed,
  onChoose,
  busy,
  pages,
}: {
  decision: Decision | null;
  dto: SeatViewDto<VendettaView>;
  t: TFunction;
  placed: PlacedOptions;
  onChoose: (o: Option) => void;
  busy: boolean;
  pages: OptionPages;
}) {
  // the section as the rules reference names it ('5.1' or the title of an unnumbered one)
  const ruleLabel = useRuleLabel();
  if (!decision) {
    const names = dto.waitingFor.map((w) => seatName(dto, t, w.seat)).join(', ');
    return names ? <div className="vt-decision vt-waiting">{t('waiting', { names })}</div> : null;
  }
  // one control per question (issue 34 §2): an amount is one entry of the list, its blood drawn in it
  const amountOf = new Map(placed.amounts.length > 1 ? placed.amounts.map((a) => [a.option.id, a.amount]) : []);
  return (
    <div className="vt-decision" aria-label={t('decision')}>
      <div className="vt-prompt">
        <strong>{refText(t, decision.prompt)}</strong>
        {decision.rule ? (
          <RuleLink className="vt-rule" rule={decision.rule}>
            {t('rule', { rule: ruleLabel(decision.rule) })}
          </RuleLink>
        ) : null}
      </div>
      <OptionList
        className="vt-options"
        ariaLabel={t('options')}
        options={decision.options}
        onChoose={onChoose}
        busy={busy}
        pages={pages}
        label={(o) => refText(t, o.label)}
        detail={(o) => {
          const n = amountOf.get(o.id);
          return n === undefined ? null : (
            <span className="vt-amount" aria-hidden="true">
              {Array.from({ length: n }, (_, i) => (
                <BloodIcon key={i} />
              ))}
            </span>
          );
        }}
      />
    </div>
  );
}

export function VendettaTable({ dto, onChoose, busy = false, log }: VendettaTableProps) {
  const { t } = useTranslation('table-vendetta');
  const view = dto.view;
  const decision = dto.decision;
  const placed = useMemo(() => placeOptions(view, decision), [view, decision]);
  const [inspected, setInspected] = useState<string | null>(null);
  /** The card a follow-up question is about (location, face, blood), when the prompt names it. */
  const promptCard = decision?.prompt.params?.card;
  const selectedCard = typeof promptCard === 'string' ? promptCard : null;
  const me = view.players.find((p) => p.seat === view.viewer);
  const choose = useCallback(
    (o: Option) => {
      if (!busy) onChoose(o.id);
    },
    [busy, onChoose],
  );

  const pages = useOptionPages(decision?.options ?? null);
  useOptionKeys({ options: pages.keyed, onChoose: choose, busy, onMore: pages.next });

  const locations = [...view.locations].sort((a, b) => Number(a.isHaven) - Number(b.isHaven) || a.index - b.index);
  const turn = (seat: SeatId) => (view.order.includes(seat) ? view.order.indexOf(seat) : view.order.length + seat);
  const others = view.players.filter((p) => p.seat !== view.viewer).sort((a, b) => turn(a.seat) - turn(b.seat));
  const players = me ? [me, ...others] : view.players;

  return (
    <InspectContext.Provider value={setInspected}>
      <div className="vt-table" aria-label={t('label')} data-viewer={String(view.viewer)} data-step={dto.step}>
        <StatusBar dto={dto} view={view} t={t} />
        <div className="vt-board">
          {/* the question and the hand right under the locations, near the action (issue 34 §5) */}
          <div className="vt-center">
            <div className="vt-locations" style={{ gridTemplateColumns: `repeat(${locations.length || 1}, minmax(0, 1fr))` }}>
              {locations.map((l) => (
                <Location key={l.id} loc={l} dto={dto} view={view} t={t} placed={placed} onChoose={choose} busy={busy} />
              ))}
            </div>
            <DecisionPanel decision={decision} dto={dto} t={t} placed={placed} onChoose={choose} busy={busy} pages={pages} />
            <div className="vt-bottom">
              {view.clanOffer.length && view.phase === 'setup-clan' ? (
                <div className="vt-offer" aria-label={t('clanOffer')}>
                  <span className="vt-offer-label">{t('clanOffer')}</span>
                  {view.clanOffer.map((c) => {
                    const o = single(placed.clan.get(c));
                    const col = clanColor(c);
                    return o ? (
                      <button
                        key={c}
                        type="button"
                        className="vt-clan-sheet vt-target"
                        style={{ borderColor: col.main, color: col.light }}
                        disabled={busy}
                        onClick={() => choose(o)}
                      >
                        {t(`clan.${c}`)}
                      </button>
                    ) : (
                      <span key={c} className="vt-clan-sheet" style={{ borderColor: col.main, color: col.light }}>
                        {t(`clan.${c}`)}
                      </span>
                    );
                  })}
                </div>
              ) : null}
              {view.relicOffer.length && view.phase === 'setup-relic' ? (
                <div className="vt-offer" aria-label={t('relicOffer')}>
                  <span className="vt-offer-label">{t('relicOffer')}</span>
                  {view.relicOffer.map((r) => {
                    const o = single(placed.relic.get(r));
                    return o ? (
                      <button
                        key={r}
                        type="button"
                        className="vt-clan-sheet vt-target"
                        disabled={busy}
                        onClick={() => choose(o)}
                        title={cardText(t, r)}
                      >
                        {cardName(t, r)}
                      </button>
                    ) : (
                      <span key={r} className="vt-clan-sheet" title={cardText(t, r)}>
                        {cardName(t, r)}
                      </span>
                    );
                  })}
                </div>
              ) : null}
              {me ? (
                <div className="vt-hand" aria-label={t('yourHand')}>
                  <span className="vt-offer-label">{t('yourHand')}</span>
                  {me.hand?.length ? (
                    me.hand.map((id, i) => {
                      const o = single(placed.hand.get(id));
                      return (
                        <Card
                          key={`${id}-${i}`}
                          id={id}
                          faceUp
                          owner={me}
                          option={o}
                          highlighted={!!placed.hand.get(id)}
                          selected={selectedCard === id}
                          onChoose={choose}
                          disabled={busy}
                        />
                      );
                    })
                  ) : (
                    <span className="hint">{t('emptyHand')}</span>
                  )}
                  {me.looking?.length ? (
                    <>
                      <span className="vt-offer-label">{t('looking')}</span>
                      {me.looking.map((id, i) => {
                        const o = single(placed.looking.get(id));
                        return (
                          <Card
                            key={`look-${id}-${i}`}
                            id={id}
                            faceUp
                            owner={me}
                            option={o}
                            highlighted={!!placed.looking.get(id)}
                            onChoose={choose}
                            disabled={busy}
                          />
                        );
                      })}
                    </>
                  ) : null}
                </div>
              ) : null}
            </div>
          </div>
          <aside className="vt-side">
            <div className="vt-players" aria-label={t('players')}>
              {players.map((p) => (
                <PlayerPanel key={p.seat} player={p} dto={dto} view={view} t={t} placed={placed} onChoose={choose} busy={busy} />
              ))}
            </div>
            <div className="vt-inspect" aria-live="polite">
              {inspected ? (
                <>
                  <strong>{cardName(t, inspected)}</strong> <span>{cardText(t, inspected)}</span>
                </>
              ) : (
                <span className="hint">{t('inspectHint')}</span>
              )}
            </div>
            {log ? (
              <div className="vt-log" aria-label={t('log')}>
                {log}
              </div>
            ) : null}
          </aside>
        </div>
      </div>
    </InspectContext.Provider>
  );
}

export default VendettaTable;
