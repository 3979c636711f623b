/**
 * The V:TES table: draws one seat's view (main/games/vtes/view/view.ts) around the table — every
 * Methuselah with pool, VP, Edge, regions and counts, the current action / combat / referendum,
 * the seat's own hand — and lets that seat answer its decision by clicking the minion or card an
 * option names, from the option list (always present) or with the number keys 1-9. It only draws
 * what the view holds: the view is already redacted for the seat (others' hands and uncontrolled
 * vampires never reach the renderer).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SeatViewDto } from '../../../main/engine/dto';
import type { Decision, I18nRef, Option, SeatId } from '../../../main/engine/types';
import type { CardDetail } from '../../../main/cards/types';
import type { VtesCardView, VtesSeatView, VtesView } from '../../../main/games/vtes/view/view';
import { call } from '../../api/client';
import { CardText } from '../../features/cards/CardText';
import { RulingsButton } from '../../features/cards/RulingsButton';
import { Badge } from '../kit/Counter';
import { OptionList } from '../kit/OptionList';
import { RuleLink } from '../kit/RuleLink';
import { logText, refText, seatLabel } from '../kit/text';
import type { TableProps } from '../kit/types';
import { usePromptFocus } from '../kit/usePromptFocus';
import { useOptionKeys } from '../kit/useOptionKeys';
import { useOptionPages } from '../kit/useOptionPages';
import { seatRefsNamed, vtesLogLine } from './log-wording';
import { withCopiesNumbered } from './copies';
import { groupByHandCard, handCardOf, ModeDetail, modeOf } from './modes';
import { groupOptions } from '../kit/options';
import { paramString } from '../../../main/common/option-params';
import { placeOptions, pointedTarget, tableOrder, type PlacedOptions } from './options';
import './vtes.css';
import { shownText } from '../../features/cards/localized';
import { clanLabel, sectLabel, titleLabel } from '../../features/cards/values';
import { MANUAL_OPTIONS } from '../../../main/common/vtes-options';

export type VtesTableProps = TableProps<VtesView>;

function seatName(dto: SeatViewDto<VtesView>, t: TFunction, seat: SeatId): string {
  return seatLabel(t, dto.seats, seat);
}

/** Labels that name an uncontrolled vampire by its place in the region ("vampire no. 2"). */
const BY_POSITION = new Set(['influenceIn', 'influenceInScarce', 'uncontrolled', 'transferIn', 'transferOut', 'merge']);

/**
 * The V:TES option labels that name a Methuselah carry the seat 1-based (`opt.seat`:
 * "Matusalén {{seat}}", `opt.redirect`), and the option's params the 0-based seat: the table
 * puts the seat's name in the label instead of the number. Labels that name an uncontrolled
 * vampire by its place (influence, 2.3) name it by the card when the viewer sees that card (its
 * own region): the places shift when a vampire leaves the region (issue 16 item 2).
 */
export function optionLabel(o: Option, names: (seat: SeatId) => string, cardName?: (uid: string) => string | undefined): Option['label'] {
  const at = o.params?.seat;
  const p = o.label.params;
  if (typeof at === 'number' && p && p.seat === at + 1) return { ...o.label, params: { ...p, seat: names(at) } };
  const kind = /^log-vtes:opt\.(\w+)$/.exec(o.label.key)?.[1];
  const uid = o.params?.uid;
  if (kind && BY_POSITION.has(kind) && p && 'pos' in p && cardName && (typeof uid === 'string' || typeof uid === 'number')) {
    const vampire = cardName(String(uid));
    if (vampire) return { key: `log-vtes:opt.${kind}Named`, params: { ...p, vampire } };
  }
  // a copy of a card in play told apart by its number ("Bloquear con Mr. Winthrop (2)")
  const numbered = typeof uid === 'string' && cardName ? cardName(uid) : undefined;
  if (p && typeof p.name === 'string' && numbered?.startsWith(`${p.name} (`)) return { ...o.label, params: { ...p, name: numbered } };
  return o.label;
}

/**
 * A question whose params name a Methuselah through `opt.seat` ("Matusalén {{seat}}", 1-based: the
 * moment windows of out-of-turn cards) names the seat as the option labels do (`optionLabel`).
 */
export function promptNamed(ref: I18nRef, names: (seat: SeatId) => string): I18nRef {
  if (!ref.params) return ref;
  let out: NonNullable<I18nRef['params']> | null = null;
  for (const [k, r] of Object.entries(ref.params)) {
    if (typeof r === 'object' && r.key === 'log-vtes:opt.seat' && typeof r.params?.seat === 'number') {
      out ??= { ...ref.params };
      out[k] = { ...r, params: { ...r.params, seat: names(r.params.seat - 1) } };
    }
  }
  return out ? { ...ref, params: out } : ref;
}

/** Every face-up card of the view by uid (for names of actors, blockers, combatants). */
function cardIndex(v: VtesView): Map<string, VtesCardView> {
  const m = new Map<string, VtesCardView>();
  const add = (c: VtesCardView) => {
    m.set(c.uid, c);
    c.attached.forEach(add);
  };
  for (const s of v.seats) {
    s.ready.forEach(add);
    s.torpor.forEach(add);
    s.incapacitated?.forEach(add);
    s.play.forEach(add);
    s.uncontrolled.forEach((u) => u.card && add(u.card));
  }
  v.hand?.forEach(add);
  if (v.action) {
    add(v.action.actor);
    if (v.action.card) add(v.action.card);
    v.action.modifiers.forEach(add);
  }
  return m;
}

interface Ctx {
  t: TFunction;
  placed: PlacedOptions;
  busy: boolean;
  selected: string | null;
  /** With a card selected: card uid → its options aiming at that card (`target`), answered by a click on it. */
  aimed: Map<string, Option[]>;
  /** The card or Methuselah the option under the pointer or focus names (lit up on the board). */
  pointed: { uid: string | null; seat: number | null; aim?: string | null };
  /** Every face-up card of the view by uid (names in option labels). */
  cards: Map<string, VtesCardView>;
  /** A rule marker in words, a Methuselah it names by name ("cannot be blocked by Ana's minions"). */
  mark(m: I18nRef): string;
  onCard(card: VtesCardView): void;
  onShow(card: VtesCardView | null): void;
}

function AutomationBadge({ status, t }: { status: VtesCardView['automation']; t: TFunction }) {
  return (
    <span className={`vx-auto vx-auto-${status}`} title={String(t(`automation.${status}`))}>
      {String(t(`automationShort.${status}`))}
    </span>
  );
}

function Card({ card, ctx, small }: { card: VtesCardView; ctx: Ctx; small?: boolean }) {
  const { t, placed, selected } = ctx;
  const options = placed.card.get(card.uid) ?? [];
  const aimedAt = ctx.aimed.get(card.uid)?.length === 1 && ctx.selected !== card.uid;
  const disc = card.disciplines
    ? Object.entries(card.disciplines)
        .map(([d, l]) => (l === 2 ? d.toUpperCase() : d))
        .join(' ')
    : '';
  const label = [
    card.name,
    card.locked ? t('locked') : null,
    card.imbued
      ? t('lifeOf', { life: card.blood, max: card.capacity ?? '?' })
      : card.kind === 'crypt'
        ? t('bloodOf', { blood: card.blood, capacity: card.capacity ?? '?' })
        : card.blood
          ? t('counters', { count: card.blood })
          : null,
    card.imbued ? t('convictions', { count: card.convictions ?? 0 }) : null,
    card.title ? titleLabel(t, card.title) : null,
    card.redList ? t(card.redListMarked ? 'redListMarked' : 'redList') : null,
    ...(card.traits ?? []).map((x) => (x === 'slave' ? t('trait.slaveOf', { clan: clanLabel(t, card.slaveOf ?? '') }) : t(`trait.${x}`))),
    card.trophies ? t('trophies', { count: card.trophies }) : null,
    ...(card.marks ?? []).map(ctx.mark),
    card.label ? t(card.label) : null,
    card.contested ? t('contested') : null,
    t(`automation.${card.automation}`),
    options.length ? t('options', { count: options.length }) : null,
    aimedAt ? t('aimedAt') : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className={`vx-slot${small ? ' small' : ''}`}>
      <button
        type="button"
        className={`vx-card ${card.kind}${card.locked ? ' locked' : ''}${card.contested ? ' contested' : ''}${card.redListMarked ? ' redmarked' : ''}${options.length || aimedAt ? ' target' : ''}${selected === card.uid ? ' selected' : ''}${ctx.pointed.uid === card.uid || ctx.pointed.aim === card.uid ? ' pointed' : ''}`}
        data-uid={card.uid}
        data-card={card.name}
        aria-label={label}
        aria-pressed={options.length > 1 ? selected === card.uid : undefined}
        onClick={() => ctx.onCard(card)}
        onMouseEnter={() => ctx.onShow(card)}
        onFocus={() => ctx.onShow(card)}
      >
        <span className="vx-card-name">{card.name}</span>
        {card.locked ? (
          <span className="vx-locked-badge" aria-hidden="true">
            {t('locked')}
          </span>
        ) : null}
        <span className="vx-card-line">
          {card.kind === 'crypt' ? (
            <span className="vx-blood" title={String(t(card.imbued ? 'lifeTitle' : 'bloodTitle'))}>
              {card.blood}/{card.capacity ?? '?'}
            </span>
          ) : card.blood ? (
            <span className="vx-blood">{card.blood}</span>
          ) : null}
          {card.clan ? (
            <span className="vx-clan">{clanLabel(t, card.clan)}</span>
          ) : (
            <span className="vx-clan">{typeNames(t, card.types, '/')}</span>
          )}
        </span>
        {disc ? <span className="vx-disc">{disc}</span> : null}
        {card.title ? (
          <span className={`vx-title${card.titleState ? ` ${card.titleState}` : ''}`}>
            {titleLabel(t, card.title)}
            {card.titleState ? ` (${String(t(`titleState.${card.titleState}`))})` : ''}
          </span>
        ) : null}
        {card.justRecruited ? <span className="vx-note">{String(t('justRecruited'))}</span> : null}
        {card.redList ? (
          <span className={`vx-redlist${card.redListMarked ? ' marked' : ''}`} title={String(t('redListHelp'))}>
            {String(t(card.redListMarked ? 'redListMarked' : 'redList'))}
          </span>
        ) : null}
        {card.traits?.length ? (
          <span className="vx-traits" title={String(t('traitHelp'))}>
            {card.traits
              .map((x) => String(x === 'slave' ? t('trait.slaveOf', { clan: clanLabel(t, card.slaveOf ?? '') }) : t(`trait.${x}`)))
              .join(' · ')}
          </span>
        ) : null}
        {card.trophies ? <span className="vx-trophies">{String(t('trophies', { count: card.trophies }))}</span> : null}
        {card.marks?.length ? (
          <span className="vx-marks" title={String(t('marksHelp'))}>
            {card.marks.map(ctx.mark).join(' · ')}
          </span>
        ) : null}
        {card.label ? <span className="vx-label">{String(t(card.label))}</span> : null}
        {card.contested ? (
          <span className="vx-contested" title={String(t('contestedHelp'))}>
            {String(t('contested'))}
          </span>
        ) : null}
        <AutomationBadge status={card.automation} t={t} />
      </button>
      {card.attached.length ? (
        <ul className="vx-attached" aria-label={String(t('attached'))}>
          {card.attached.map((a) => (
            <li key={a.uid}>
              <button
                type="button"
                className={`vx-chip${(placed.card.get(a.uid) ?? []).length ? ' target' : ''}`}
                onClick={() => ctx.onCard(a)}
                onMouseEnter={() => ctx.onShow(a)}
                onFocus={() => ctx.onShow(a)}
                data-uid={a.uid}
              >
                {a.name}
                {a.blood ? ` (${a.blood})` : ''} <AutomationBadge status={a.automation} t={t} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function Region({
  title,
  cards,
  ctx,
  empty,
  children,
}: {
  title: string;
  cards: VtesCardView[];
  ctx: Ctx;
  empty?: boolean;
  children?: ReactNode;
}) {
  if (!cards.length && !children && !empty) return null;
  return (
    <div className="vx-region" role="group" aria-label={title}>
      <h4>
        {title} <span className="vx-count">{cards.length || ''}</span>
      </h4>
      <div className="vx-cards">
        {cards.map((c) => (
          <Card key={c.uid} card={c} ctx={ctx} />
        ))}
        {children}
      </div>
    </div>
  );
}

function SeatPanel({
  s,
  dto,
  ctx,
  role,
  decision,
  onChoose,
}: {
  s: VtesSeatView;
  dto: SeatViewDto<VtesView>;
  ctx: Ctx;
  role: 'me' | 'prey' | 'predator' | 'other';
  decision: Decision | null;
  onChoose(o: Option): void;
}) {
  const { t } = ctx;
  const v = dto.view;
  const me = role === 'me';
  const seatOptions = ctx.placed.seat.get(s.seat) ?? [];
  const hidden = s.uncontrolled.filter((u) => !u.card);
  const shown = s.uncontrolled.filter((u) => u.card).map((u) => u.card!);
  const active = v.active === s.seat;
  const around = `${String(t('preyIs', { name: seatName(dto, t, s.prey) }))} · ${String(t('predatorIs', { name: seatName(dto, t, s.predator) }))}`;
  return (
    <section
      className={`vx-seat ${role}${active ? ' active' : ''}${s.ousted ? ' ousted' : ''}${ctx.pointed.seat === s.seat ? ' pointed' : ''}`}
      data-seat={s.seat}
      aria-label={String(t('seatPanel', { name: seatName(dto, t, s.seat) }))}
    >
      <header>
        <h3>
          {seatName(dto, t, s.seat)}
          {role !== 'other' ? <Badge className={`vx-role ${role}`}>{String(t(`role.${role}`))}</Badge> : null}
          {active ? <Badge className="vx-role active">{String(t('activeBadge'))}</Badge> : null}
        </h3>
        <div className="vx-stats">
          <span className="vx-pool" title={String(t('pool'))}>
            {String(t('poolShort', { n: s.pool }))}
          </span>
          <span title={String(t('vpTitle'))}>{String(t('vp', { n: s.vp }))}</span>
          {s.hasEdge ? <Badge className="vx-edge">{String(t('edge'))}</Badge> : null}
          {s.ousted ? <Badge className="vx-out">{String(t('ousted'))}</Badge> : null}
          {s.withdrawn ? <Badge className="vx-out">{String(t('withdrawn'))}</Badge> : null}
          {s.withdrawing ? <Badge className="vx-note">{String(t('withdrawing'))}</Badge> : null}
          {s.masterDebt ? (
            <span className="vx-debt" title={String(t('masterDebtHelp'))}>
              {String(t('masterDebt', { count: s.masterDebt }))}
            </span>
          ) : null}
        </div>
        <div className="vx-counts">
          <span className="vx-nhand" title={String(t('handSizeTitle', { size: s.handSize }))}>
            {String(t('countHandOf', { n: s.handCount, size: s.handSize }))}
          </span>
          <span>{String(t('countLibrary', { n: s.libraryCount }))}</span>
          <span>{String(t('countCrypt', { n: s.cryptCount }))}</span>
          <details className="vx-ash">
            <summary>{String(t('countAsh', { n: s.ashCount }))}</summary>
            <ol>
              {[...s.ash].reverse().map((a, i) => (
                <li key={i}>{a.name}</li>
              ))}
            </ol>
          </details>
          <span className="vx-around" title={around}>
            {around}
          </span>
        </div>
        {seatOptions.length && decision ? (
          <div className="vx-seat-options">
            {seatOptions.map((o) => (
              <button key={o.id} type="button" className="target" disabled={ctx.busy} onClick={() => onChoose(o)}>
                {refText(
                  t,
                  optionLabel(
                    o,
                    (x) => seatName(dto, t, x),
                    (uid) => ctx.cards.get(uid)?.name,
                  ),
                )}
              </button>
            ))}
          </div>
        ) : null}
      </header>
      <div className="vx-regions">
        <Region title={String(t('region.ready'))} cards={s.ready} ctx={ctx} empty={me} />
        <Region title={String(t('region.torpor'))} cards={s.torpor} ctx={ctx} />
        {s.incapacitated?.length ? <Region title={String(t('region.incapacitated'))} cards={s.incapacitated} ctx={ctx} /> : null}
        <Region title={String(t('region.play'))} cards={s.play} ctx={ctx} />
        {!me ? <Region title={String(t('region.openHand'))} cards={openHandOf(s)} ctx={ctx} /> : null}
        {me ? (
          <Region title={String(t('region.uncontrolled'))} cards={shown} ctx={ctx} empty />
        ) : s.ousted && !hidden.length ? null : (
          <div className="vx-region" role="group" aria-label={String(t('region.uncontrolled'))}>
            <h4>{String(t('region.uncontrolled'))}</h4>
            <div className="vx-facedown" data-testid="facedown">
              {hidden.map((u) => (
                <span key={u.pos} className="vx-back" data-pos={u.pos} title={String(t('faceDownAt', { pos: u.pos, n: u.blood }))}>
                  {u.blood ? u.blood : ''}
                </span>
              ))}
              <span className="vx-count">{String(t('faceDown', { count: hidden.length }))}</span>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

function Center({ v, dto, idx, t }: { v: VtesView; dto: SeatViewDto<VtesView>; idx: Map<string, VtesCardView>; t: TFunction }) {
  const name = (uid: string | null | undefined) => (uid ? (idx.get(uid)?.name ?? uid) : '—');
  const A = v.action;
  const C = v.combat;
  const R = v.referendum;
  if (!A && !C && !R) return null;
  return (
    <div className="vx-center" aria-live="polite">
      {A ? (
        <section className="vx-action" aria-label={String(t('action.title'))}>
          <h3>{String(t('action.title'))}</h3>
          <p>
            <b>{A.actor.name}</b> ({seatName(dto, t, A.seat)}): {String(t(`actionKind.${A.kind}`, { defaultValue: A.kind }))}
            {A.card ? ` · ${A.card.name}` : ''}
            {A.target !== undefined && A.target >= 0 ? ` → ${seatName(dto, t, A.target)}` : ''}
            {A.targetCard ? ` → ${name(A.targetCard)}` : ''}
          </p>
          <dl className="vx-numbers">
            <div>
              <dt>{String(t('action.stealth'))}</dt>
              <dd data-testid="stealth">{A.stealth}</dd>
            </div>
            <div>
              <dt>{String(t('action.intercept'))}</dt>
              <dd data-testid="intercept">{A.intercept}</dd>
            </div>
            {A.kind === 'bleed' ? (
              <div>
                <dt>{String(t('action.bleed'))}</dt>
                <dd>{A.bleed}</dd>
              </div>
            ) : null}
          </dl>
          {A.blocker ? (
            ['block', 'stealth', 'intercept'].includes(A.step) ? (
              <p className="vx-blocking">{String(t('action.blockAttempt', { name: name(A.blocker) }))}</p>
            ) : (
              <p className="vx-blocked">{String(t('action.blockedBy', { name: name(A.blocker) }))}</p>
            )
          ) : null}
          <p className="vx-step">{String(t(`step.${A.step}`, { defaultValue: A.step }))}</p>
          {A.modifiers.length ? <p>{String(t('action.modifiers', { list: A.modifiers.map((m) => m.name).join(', ') }))}</p> : null}
        </section>
      ) : null}
      {C ? (
        <section className="vx-combat" aria-label={String(t('combat.title'))}>
          <h3>{String(t('combat.title'))}</h3>
          <p>
            <b>{name(C.a)}</b> ⚔ <b>{name(C.b)}</b>
          </p>
          <p>
            {String(t('combat.round', { n: C.round }))} · {String(t(`combat.range.${C.range}`))} ·{' '}
            {String(t(`step.${C.step}`, { defaultValue: C.step }))}
          </p>
          <CombatLines dto={dto} t={t} />
        </section>
      ) : null}
      {R ? (
        <section className="vx-ref" aria-label={String(t('ref.title'))}>
          <h3>{R.bloodHunt ? String(t('ref.bloodHunt')) : String(t('ref.title'))}</h3>
          <p>
            {R.caller ? name(R.caller) : seatName(dto, t, R.seat)}
            {R.card ? ` · ${cidName(v, R.card, idx)}` : ''}
          </p>
          <p className="vx-tally" data-testid="tally">
            {String(t('ref.yes', { n: R.yes }))} · {String(t('ref.no', { n: R.no }))}
          </p>
          {R.polling !== undefined ? <p>{String(t('ref.polling', { name: seatName(dto, t, R.polling) }))}</p> : null}
        </section>
      ) : null}
    </div>
  );
}

/** A hand played open (Revelations superior): public, sent by newer seat views only. */
function openHandOf(s: VtesSeatView): VtesCardView[] {
  return (s as VtesSeatView & { openHand?: VtesCardView[] }).openHand ?? [];
}

/** Card types in the reader's language, as the card lookup names them ('Reaction' → 'Reacción'). */
function typeNames(t: TFunction, types: readonly string[], sep: string): string {
  return types.map((ty) => String(t(`lookup:types.${ty}`, { defaultValue: ty }))).join(sep);
}

/** Options of the module's manual operations (1.4: cards the app does not automate). */
function isManualOp(o: Option): boolean {
  return o.id === 'manual' || MANUAL_OPTIONS.is(o.id, 'op');
}

const COMBAT_LINES =
  /^vtes\.(combatCard|maneuver|range|strike|damage|prevent|press|round|lifeLost|torpor|destroyed|combatEnd|combatEnds|strikesResolved)$/;

/** Strikes, damage and the rest of the current combat, from the log since it began (6.4). */
function CombatLines({ dto, t }: { dto: SeatViewDto<VtesView>; t: TFunction }) {
  let start = -1;
  dto.log.forEach((l, i) => {
    if (l.type === 'vtes.combat') start = i;
  });
  if (start < 0) return null;
  const lines = dto.log
    .slice(start + 1)
    .filter((l) => COMBAT_LINES.test(l.type))
    .slice(-4);
  if (!lines.length) return null;
  return (
    <ul className="vx-combat-lines" aria-label={String(t('combat.lines'))}>
      {lines.map((l) => (
        <li key={l.n}>{logText(t, vtesLogLine(l, dto.seats), dto.seats, 'vtes')}</li>
      ))}
    </ul>
  );
}

function cidName(v: VtesView, cid: string, idx: Map<string, VtesCardView>): string {
  for (const c of idx.values()) if (c.cid === cid) return c.name;
  for (const s of v.seats) for (const a of s.ash) if (a.cid === cid) return a.name;
  return cid;
}

/** Card detail on hover/focus: what the view says, plus the card text from the card lookup. */
export function Detail({ card, t, lang }: { card: VtesCardView | null; t: TFunction; lang: string }) {
  const [detail, setDetail] = useState<{ cid: string; d: CardDetail | null } | null>(null);
  const cache = useRef(new Map<string, CardDetail | null>());
  useEffect(() => {
    if (!card) return;
    const cid = card.cid;
    if (cache.current.has(cid)) {
      setDetail({ cid, d: cache.current.get(cid) ?? null });
      return;
    }
    let alive = true;
    call('cards.get', { uid: `vtes:${cid}` }).then(
      (d) => {
        cache.current.set(cid, d);
        if (alive) setDetail({ cid, d });
      },
      () => {
        cache.current.set(cid, null);
        if (alive) setDetail({ cid, d: null });
      },
    );
    return () => {
      alive = false;
    };
  }, [card]);
  if (!card) return <div className="vx-detail hint">{String(t('detailHint'))}</div>;
  const d = detail && detail.cid === card.cid ? detail.d : null;
  const shown = d ? shownText(d, lang) : null;
  return (
    <div className="vx-detail" aria-live="polite">
      <h3>
        {card.name} <AutomationBadge status={card.automation} t={t} />
      </h3>
      <p className="vx-detail-types">
        {typeNames(t, card.types, ' / ')}
        {card.clan ? ` · ${clanLabel(t, card.clan)}` : ''}
        {card.sect ? ` · ${String(t(`sect.${card.sect}`, { defaultValue: sectLabel(t, card.sect) }))}` : ''}
        {card.capacity !== undefined ? ` · ${String(t('capacity', { n: card.capacity }))}` : ''}
      </p>
      {shown?.text ? <CardText text={shown.text} lang={shown.lang} /> : null}
      <RulingsButton uid={`vtes:${card.cid}`} name={card.name} />
      <p className="vx-auto-help">{String(t(`automationHelp.${card.automation}`))}</p>
    </div>
  );
}

/** Why options the seat may expect are missing (the view's `whyNot`, issue 34 §4), under the options. */
function WhyNot({ reasons, dto, t }: { reasons: I18nRef[] | undefined; dto: SeatViewDto<VtesView>; t: TFunction }) {
  if (!reasons?.length) return null;
  return (
    <section className="vx-why-not" aria-label={String(t('whyNot.title'))}>
      <h3>{String(t('whyNot.title'))}</h3>
      <ul>
        {reasons.map((r, i) => (
          <li key={i}>{refText(t, r, dto.seats)}</li>
        ))}
      </ul>
    </section>
  );
}

export function VtesTable({ dto, onChoose, busy = false, log }: VtesTableProps) {
  const { t, i18n } = useTranslation('table-vtes');
  const lang = i18n.language;
  // copies of one card in play numbered everywhere the table names them (issue 34 §3)
  const v = useMemo(() => withCopiesNumbered(dto.view), [dto.view]);
  const decision = dto.decision;
  const placed = useMemo(() => placeOptions(decision), [decision]);
  const idx = useMemo(() => cardIndex(v), [v]);
  const [selected, setSelected] = useState<string | null>(null);
  const [shown, setShown] = useState<VtesCardView | null>(null);
  useEffect(() => setSelected(null), [dto.step, decision]);
  // keyboard users land on the new question (Tab then reaches its options)
  const prompt = usePromptFocus<HTMLHeadingElement>(dto.step, '.vx-options, .vx-selected');

  const choose = useCallback(
    (o: Option) => {
      if (busy) return;
      setSelected(null);
      onChoose(o.id);
    },
    [busy, onChoose],
  );

  const selOptions = useMemo(() => (selected ? (placed.card.get(selected) ?? []) : []), [selected, placed]);
  // with a minion selected, the cards its options aim at (`target`: combat, rescue, diablerie...) answer on click
  const aimed = useMemo(() => groupOptions(selOptions, (o) => paramString(o.params, 'target')), [selOptions]);

  const onCard = useCallback(
    (c: VtesCardView) => {
      setShown(c);
      const at = aimed.get(c.uid);
      if (at?.length === 1 && c.uid !== selected) {
        if (!busy) choose(at[0]);
        return;
      }
      const opts = placed.card.get(c.uid) ?? [];
      if (opts.length === 1 && !busy) choose(opts[0]);
      else if (opts.length > 1) setSelected(c.uid);
    },
    [placed, busy, choose, aimed, selected],
  );

  // one entry per card in hand with its plays beneath it (copies collapse), the other options alone
  const groups = useMemo(
    () =>
      decision
        ? groupByHandCard(decision.options, v.hand, (o) =>
            refText(
              t,
              optionLabel(
                o,
                (x) => seatName(dto, t, x),
                (uid) => idx.get(uid)?.name,
              ),
            ),
          )
        : null,
    [decision, dto, t, idx, v.hand],
  );
  // the number keys answer from the selected card's options when a card is selected
  const listed = useMemo(() => groups?.flatMap((g) => g.options) ?? null, [groups]);
  const handIdx = useMemo(() => new Map((v.hand ?? []).map((c) => [c.uid, c])), [v.hand]);
  const firstOfGroup = useMemo(
    () => new Map((groups ?? []).filter((g) => g.card && g.options.length).map((g) => [g.options[0].id, g.card as VtesCardView])),
    [groups],
  );
  const groupHeading = (o: Option) => {
    const c = firstOfGroup.get(o.id);
    return c ? (
      <span className="vx-group-card">
        <strong>{c.name}</strong> <span className="vx-group-types">{typeNames(t, c.types, ' / ')}</span>{' '}
        <RulingsButton uid={`vtes:${c.cid}`} name={c.name} compact />
      </span>
    ) : null;
  };
  const modeDetail = (o: Option) => {
    const c = handCardOf(o, handIdx);
    const m = c ? modeOf(o, c) : null;
    return c && m ? <ModeDetail t={t} card={c} mode={m} /> : null;
  };
  const pages = useOptionPages(selected ? selOptions : listed);
  useOptionKeys({
    options: pages.keyed,
    onChoose: choose,
    busy,
    onEscape: () => setSelected(null),
    onMore: pages.next,
  });

  const [pointedOption, setPointedOption] = useState<Option | null>(null);
  useEffect(() => setPointedOption(null), [decision]);
  const pointed = useMemo(() => pointedTarget(pointedOption), [pointedOption]);
  // an option under the pointer, focus or a finger held on it shows the card it plays or names (issue 34 §2)
  const pointOption = useCallback(
    (o: Option | null) => {
      setPointedOption(o);
      const named = o ? (handCardOf(o, handIdx) ?? idx.get(String(o.params?.uid ?? o.params?.card ?? ''))) : undefined;
      if (named) setShown(named);
    },
    [handIdx, idx],
  );
  const mark = (m: I18nRef) =>
    refText(
      t,
      seatRefsNamed(m, (x) => seatName(dto, t, x)),
    );
  const ctx: Ctx = { t, placed, busy, selected, aimed, pointed, cards: idx, onCard, onShow: setShown, mark };
  const me = typeof v.me === 'number' ? v.me : null;
  const order = tableOrder(v.seats, v.me, v.seating);
  const mySeat = me !== null ? v.seats[me] : null;
  const others = order.filter((s) => s !== me).map((s) => v.seats[s]);
  const role = (s: VtesSeatView): 'prey' | 'predator' | 'other' =>
    mySeat && s.seat === mySeat.prey ? 'prey' : mySeat && s.seat === mySeat.predator ? 'predator' : 'other';
  const selCard = selected ? idx.get(selected) : undefined;
  const names = (x: SeatId) => seatName(dto, t, x);
  const cardName = (uid: string) => idx.get(uid)?.name;

  return (
    <div className="vx-table" data-step={dto.step} data-phase={v.phase}>
      <div className="vx-status" role="status">
        <span>{String(t('turn', { n: v.turn }))}</span>
        <span className="vx-phase">{String(t(`phase.${v.phase}`))}</span>
        {v.phase === 'master' ? <span>{String(t('masterLeft', { n: v.masterActionsLeft }))}</span> : null}
        {v.phase === 'influence' ? <span>{String(t('transfersLeft', { n: v.transfersLeft }))}</span> : null}
        <span>{v.edge === null ? String(t('edgeNobody')) : String(t('edgeHolder', { name: seatName(dto, t, v.edge) }))}</span>
        <span className="vx-edition">{String(t(`edition.${v.edition}`))}</span>
      </div>
      <div className="vx-layout">
        <div className="vx-board">
          <div className={`vx-others n${others.length}`}>
            {others.map((s) => (
              <SeatPanel key={s.seat} s={s} dto={dto} ctx={ctx} role={role(s)} decision={decision} onChoose={choose} />
            ))}
          </div>
          <Center v={v} dto={dto} idx={idx} t={t} />
          {mySeat ? <SeatPanel s={mySeat} dto={dto} ctx={ctx} role="me" decision={decision} onChoose={choose} /> : null}
          {v.hand ? (
            <section className="vx-hand" aria-label={String(t('hand', { count: v.hand.length }))}>
              <h3>{String(t('hand', { count: v.hand.length }))}</h3>
              <div className="vx-cards">
                {v.hand.map((c) => (
                  <Card key={c.uid} card={c} ctx={ctx} small />
                ))}
              </div>
            </section>
          ) : null}
        </div>
        <aside className="vx-side">
          {decision ? (
            <section className="vx-decision" aria-label={String(t('decision'))}>
              <h2 ref={prompt} tabIndex={-1}>
                {refText(
                  t,
                  promptNamed(decision.prompt, (x) => seatName(dto, t, x)),
                )}
              </h2>
              {decision.rule ? <RuleLink rule={decision.rule} /> : null}
              {selCard && selOptions.length ? (
                <div className="vx-selected">
                  <h3>{String(t('optionsFor', { name: selCard.name }))}</h3>
                  <div className="play-options">
                    <OptionList
                      as="fragment"
                      options={selOptions}
                      onChoose={choose}
                      busy={busy}
                      pages={pages}
                      buttonClass="primary"
                      onPoint={pointOption}
                      detail={modeDetail}
                      label={(o) => refText(t, optionLabel(o, names, cardName))}
                    />
                    <button type="button" onClick={() => setSelected(null)}>
                      {String(t('cancel'))}
                    </button>
                  </div>
                </div>
              ) : null}
              <OptionList
                className="vx-options"
                ariaLabel={String(t('allOptions'))}
                options={listed ?? decision.options}
                onChoose={choose}
                busy={busy}
                numbered={!selOptions.length}
                pages={selOptions.length ? undefined : pages}
                itemTitle={(o) => (isManualOp(o) ? String(t('manualOpHelp')) : undefined)}
                onPoint={pointOption}
                heading={groupHeading}
                detail={modeDetail}
                itemClass={(o) =>
                  [isManualOp(o) ? 'vx-manual-op' : '', handCardOf(o, handIdx) ? 'vx-in-group' : ''].filter(Boolean).join(' ') || undefined
                }
                label={(o) => refText(t, optionLabel(o, names, cardName))}
              />
              <WhyNot reasons={v.whyNot} dto={dto} t={t} />
            </section>
          ) : (
            <>
              <p className="hint vx-waiting">{String(t(v.result ? 'over' : 'waiting'))}</p>
              <WhyNot reasons={v.whyNot} dto={dto} t={t} />
            </>
          )}
          <Detail card={shown} t={t} lang={lang} />
          {log}
        </aside>
      </div>
    </div>
  );
}
