/**
 * The public board in a compact form for the seat page on a phone (issue 31 item 4): one line
 * per seat with the few public numbers a player glances at between two questions (pool and
 * victory points, health and blood, influence...), read from the seat's own view, so it shows
 * exactly what that seat may see (its own hidden sect in Nights of Blood, nobody else's). Every
 * label is one the game's full table already uses, so the same thing has the same name.
 */
import type { TFunction } from 'i18next';
import type { SeatViewDto } from '../../main/engine/dto';
import type { BloodborneView } from '../../main/games/bloodborne/view';
import type { NightsView } from '../../main/games/nights-of-blood/view';
import type { VendettaView } from '../../main/games/vendetta/view';
import type { VtesView } from '../../main/games/vtes/view/view';

export interface CompactRow {
  seat: number;
  /** Values shown after the seat's name, each already in words ("Reserva 24", "PV 1"...). */
  chips: string[];
  /** Out of the game (ousted, dead, eliminated): in words, or null. */
  out: string | null;
  /** The seat whose turn it is. */
  active: boolean;
}

const labelled = (label: string, value: number | string) => `${label} ${value}`;

function vtesRows(t: TFunction, v: VtesView): CompactRow[] {
  return v.seats.map((s) => ({
    seat: s.seat,
    chips: [
      t('table-vtes:poolShort', { n: s.pool }),
      t('table-vtes:vp', { n: s.vp }),
      t('table-vtes:countHand', { n: s.handCount }),
      labelled(t('table-vtes:region.ready'), s.ready.length),
      ...(s.torpor.length ? [labelled(t('table-vtes:region.torpor'), s.torpor.length)] : []),
    ],
    out: s.ousted || s.withdrawn ? t('table-vtes:ousted') : null,
    active: v.active === s.seat && !v.result,
  }));
}

function nightsRows(t: TFunction, v: NightsView): CompactRow[] {
  return v.players.map((p) => ({
    seat: p.seat,
    chips: [
      ...(p.regent ? [t('table-nights:regent')] : []),
      labelled(t('table-nights:health'), p.health),
      labelled(t('table-nights:blood'), `${p.blood}/${p.maxBlood}`),
      t('table-nights:hand', { count: p.handCount }),
    ],
    out: p.dead || p.lost ? t('table-nights:dead') : null,
    active: v.turn === p.seat,
  }));
}

function vendettaRows(t: TFunction, v: VendettaView): CompactRow[] {
  return v.players.map((p) => ({
    seat: p.seat,
    chips: [
      labelled(t('table-vendetta:influence'), p.influence),
      labelled(t('table-vendetta:blood'), p.blood),
      labelled(t('table-vendetta:diablerie'), p.diablerie),
      labelled(t('table-vendetta:handCount'), p.handCount),
    ],
    out: p.eliminated ? t('table-vendetta:eliminated') : null,
    active: v.planning?.seat === p.seat,
  }));
}

function bloodborneRows(t: TFunction, v: BloodborneView): CompactRow[] {
  const max = v.finalBoss === 'F4' ? 6 : 8;
  return v.hunters.map((h) => ({
    seat: h.seat,
    chips: [
      t('table-bloodborne:health', { health: h.health, max }),
      labelled(t('table-bloodborne:collected'), h.collected),
      labelled(t('table-bloodborne:deposited'), h.deposited),
      labelled(t('table-bloodborne:handCount'), h.handCount),
    ],
    out: h.eliminated ? t('table-bloodborne:eliminated') : h.dead ? t('table-bloodborne:dead') : null,
    active: false,
  }));
}

/** The compact board's lines for a view, or null for a game it does not know. */
export function compactRows(t: TFunction, dto: SeatViewDto): CompactRow[] | null {
  switch (dto.game as string) {
    case 'vtes':
      return vtesRows(t, dto.view as VtesView);
    case 'nights':
      return nightsRows(t, dto.view as NightsView);
    case 'vendetta':
      return vendettaRows(t, dto.view as VendettaView);
    case 'bloodborne':
      return bloodborneRows(t, dto.view as BloodborneView);
    default:
      return null;
  }
}
