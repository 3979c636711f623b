/**
 * The follow-up choices of a manual operation (issue 34 §1): once its card or Methuselah is chosen,
 * an operation asks for what it still lacks — an amount from a small set, a region, a rule marker
 * and its duration, a label, a minion to attach to, a Methuselah to show a card to. Each is a pick
 * with enumerated options, so the engine always holds the pending question with its legal answers.
 */
import type { SeatId } from '../../../engine/types';
import { MANUAL_OPTIONS } from '../../../common/vtes-options';
import type { Pick } from '../core/state';
import { capacityOf, living, type VtesState } from '../core/state';
import { cardName } from '../core/queries';
import { cardOption, minionsInPlay, seatOption } from '../core/manual';
import {
  CAPACITY_AMOUNTS,
  CRYPT_ZONES,
  IMBUED_ZONES,
  DRAW_AMOUNTS,
  LABELS,
  LIBRARY_ZONES,
  type ManualDraft,
  RANDOM_SIDES,
  SIGNED_AMOUNTS,
  STAT_AMOUNTS,
} from '../schema/manual-data';
import { MARK_KINDS, STAT_MARKS, type MarkKind } from '../core/marks';
import { defsOf } from '../core/card-tables';

type Opts = Pick['options'];

const amount = (n: number, label = 'manualAmount'): Opts[number] => ({
  id: MANUAL_OPTIONS.encode('amt', { n }),
  label,
  params: { label: { n: Math.abs(n), sn: n > 0 ? `+${n}` : String(n) } },
});

/** Signed amounts a card or pool can take: removals only as far as there is something to remove. */
function signed(list: readonly number[], have: number, room = Infinity): Opts {
  return list.filter((n) => (n < 0 ? -n <= have : n <= room)).map((n) => amount(n));
}

/**
 * What the operation asks next, as `[pick kind, options]`, or null when the draft is complete.
 * The pick kind is also the question's prompt (`log-vtes:prompt.<kind>`).
 */
export function nextPick(s: VtesState, seat: SeatId, d: ManualDraft): [string, Opts] | null {
  const c = d.card ? s.cards[d.card] : undefined;
  switch (d.op) {
    case 'bloodAmount':
      return d.n === undefined && c ? ['manualAmount', signed(SIGNED_AMOUNTS, c.blood)] : null;
    case 'poolAmount':
      return d.n === undefined && d.seat !== undefined ? ['manualAmount', signed(SIGNED_AMOUNTS, s.seats[d.seat].pool)] : null;
    case 'transfer':
      // + from the pool to the vampire, − from the vampire to the pool
      return d.n === undefined && c ? ['manualTransfer', signed(SIGNED_AMOUNTS, c.blood, s.seats[seat].pool).map(transferLabel)] : null;
    case 'capacity':
      return d.n === undefined && c ? ['manualAmount', signed(CAPACITY_AMOUNTS, capacityOf(s, d.card!) - 1)] : null;
    case 'drawMany':
      return d.n === undefined && d.seat !== undefined
        ? ['manualDraw', DRAW_AMOUNTS.filter((n) => n <= s.seats[d.seat!].zones.library.length).map((n) => amount(n, 'manualDrawN'))]
        : null;
    case 'random':
      return d.n === undefined ? ['manualRandom', RANDOM_SIDES.map((n) => amount(n, 'manualSides'))] : null;
    case 'shuffle':
      return d.zone === undefined
        ? [
            'manualShuffle',
            (['library', 'crypt'] as const).filter((z) => s.seats[seat].zones[z].length > 1).map((z) => zoneOption(z, 'shuffleWhat')),
          ]
        : null;
    case 'move':
      return d.zone === undefined && c ? ['manualZone', moveZones(s, d.card!).map((z) => zoneOption(z))] : null;
    case 'attach':
      return d.host === undefined && d.card
        ? [
            'manualHost',
            minionsInPlay(s)
              .filter((u) => u !== d.card && u !== c?.host)
              .map((u) => cardOption(s, u)),
          ]
        : null;
    case 'show':
      return d.seat === undefined
        ? [
            'manualShowTo',
            living(s)
              .filter((x) => x !== seat)
              .map(seatOption),
          ]
        : null;
    case 'label':
      return d.label === undefined && c ? ['manualLabel', labelOptions(c.label)] : null;
    case 'unmark':
      return d.n === undefined && c
        ? [
            'manualWhich',
            (c.marks ?? []).map((m, i) => ({
              id: MANUAL_OPTIONS.encode('nth', { i }),
              label: 'markOn',
              params: { label: markWords(s, m) },
            })),
          ]
        : null;
    case 'mark':
      return markPick(s, d);
  }
  return null;
}

function transferLabel(o: Opts[number]): Opts[number] {
  const sn = (o.params?.label as { sn: string }).sn;
  return { ...o, label: sn.startsWith('-') ? 'manualTransferOut' : 'manualTransferIn' };
}

function zoneOption(z: string, prefix = 'zone'): Opts[number] {
  return { id: MANUAL_OPTIONS.encode('zone', { zone: z }), label: `${prefix}.${z}`, params: { label: {} } };
}

/** The regions a card can go to from where it is (a library card's or a crypt card's, not the one it is in). */
function moveZones(s: VtesState, u: string): string[] {
  const c = s.cards[u];
  const crypt = defsOf(s)[c.cid].kind === 'crypt';
  const here = c.zone === 'library' ? (s.seats[c.zoneSeat].zones.library[0] === u ? 'libraryTop' : 'libraryBottom') : c.zone;
  // an ally comes into play as a minion (the ready region)
  const imbued = defsOf(s)[c.cid].types.includes('Imbued');
  const zones = imbued
    ? IMBUED_ZONES
    : crypt
      ? CRYPT_ZONES
      : defsOf(s)[c.cid].types.includes('Ally')
        ? [...LIBRARY_ZONES, 'ready' as const]
        : LIBRARY_ZONES;
  return zones.filter((z) => z !== here && !(z === 'play' && c.zone === 'attached'));
}

function labelOptions(current: string | undefined): Opts {
  const o: Opts = LABELS.filter((l) => l !== current).map((l) => ({
    id: MANUAL_OPTIONS.encode('label', { label: l }),
    label: `label.${l}`,
    params: { label: {} },
  }));
  if (current) o.push({ id: MANUAL_OPTIONS.encode('label', { label: 'none' }), label: 'labelNone', params: { label: {} } });
  return o;
}

/** A marker's steps: its kind, then its amount (a stat) or the Methuselah (cannot be blocked by, a corruption counter's), then how long it lasts. */
function markPick(s: VtesState, d: ManualDraft): [string, Opts] | null {
  const u = d.card;
  if (!u) return null;
  if (d.mark === undefined)
    return [
      'manualMark',
      MARK_KINDS.map((k) => ({
        id: MANUAL_OPTIONS.encode('mark', { mark: k }),
        label: `mark.${k}`,
        params: { label: {} },
      })),
    ];
  const k = d.mark as MarkKind;
  if (STAT_MARKS.includes(k) && d.n === undefined) return ['manualAmount', STAT_AMOUNTS.map((n) => amount(n, `markAmount.${k}`))];
  if (k === 'unblockableBy' && d.seat === undefined)
    return [
      'manualBlockers',
      living(s)
        .filter((x) => x !== s.cards[u].controller)
        .map(seatOption),
    ];
  // a corruption counter: whose it is (any Methuselah's, its own controller's too), kept until taken off
  if (k === 'corruption' && d.seat === undefined) return ['manualCorruption', living(s).map(seatOption)];
  if (d.until === undefined) {
    const o: Opts = [];
    const until = (v: string, src?: string, name?: string) =>
      o.push({
        id: MANUAL_OPTIONS.encode('until', src ? { until: v, src } : { until: v }),
        label: `until.${v}`,
        params: { label: name ? { card: name } : {} },
      });
    until('removed');
    if (k === 'corruption') return ['manualUntil', o];
    if (s.act) until('action');
    if (s.combat) until('combat');
    until('turn');
    until('unlock');
    for (const a of s.cards[u].attached) until('card', a, cardName(s, a));
    return ['manualUntil', o];
  }
  return null;
}

/** A marker in words (its kind, amount or Methuselah, duration) for a pick's label or the log. */
export function markWords(s: VtesState, m: { k: string; n?: number; seat?: number; until: string; src?: string }): Record<string, unknown> {
  return {
    what: {
      key: `log-vtes:markText.${m.k}`,
      params:
        m.n !== undefined
          ? { n: m.n, sn: m.n > 0 ? `+${m.n}` : String(m.n) }
          : m.seat !== undefined
            ? { who: { key: 'log-vtes:opt.seat', params: { seat: m.seat + 1 } } }
            : {},
    },
    until: { key: `log-vtes:untilLog.${m.until}`, params: m.src && s.cards[m.src] ? { card: cardName(s, m.src) } : {} },
  };
}
