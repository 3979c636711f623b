/**
 * `seekEquip { to?, anyReq?, half? }`: the user may search its library (shuffled after) for an equipment card the
 * minion of the use may equip with, its requirements met and its cost paid as normal (vtes-es 1.6.1.3; Magic of the
 * Smith), and put it on that minion (rules/equip-from-hand.ts `equipSought`). `to: 'target'`: on the card the use
 * targets (a referendum's chosen vampire), from the user's library; `anyReq`: any equipment, its requirements
 * ignored; `half`: half its cost paid, rounded down (Alastor). Asked next (pick `equipSearch`, or none); equipment is
 * named by card, one option per name.
 */
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { cardName, playableModes } from '../../core/queries';
import { logRef } from '../../core/decision';
import { setPick } from '../../core/steps';
import { defOf, type VtesState } from '../../core/state';
import type { SeatId } from '../../../../engine/types';
import { type PrimDef, plain } from './def';
import { placeChoices } from './gain-conviction';

/** The equipment of its controller's library minion `u` may equip with now (one option per card name). */
function choices(s: VtesState, u: string) {
  const seat = s.cards[u].controller;
  return placeChoices(
    s,
    u,
    ['library'],
    (x) => defOf(s, x).types.includes('Equipment') && playableModes(s, x, u, seat, ['equip']).length > 0,
    'equipTake',
  );
}

/** Any equipment card of `seat`'s library (one option per card name), for minion `u` (requirements ignored). */
function anyChoices(s: VtesState, seat: SeatId, u: string) {
  const seen = new Set<string>();
  const out: ReturnType<typeof choices> = [];
  for (const x of s.seats[seat].zones.library) {
    const d = defOf(s, x);
    if (!d.types.includes('Equipment') || !d.modes.some((m) => m.kind === 'equip') || seen.has(s.cards[x].cid)) continue;
    seen.add(s.cards[x].cid);
    const params = { card: cardName(s, x), name: cardName(s, u), zone: logRef('zone.library') };
    out.push({ id: PICK_OPTIONS.encode('lib', { cid: s.cards[x].cid }), label: 'equipTake', params: { uid: u, label: params } });
  }
  return out;
}

const ready = (s: VtesState, u: string | undefined) => (u !== undefined && s.cards[u]?.zone === 'ready' ? u : undefined);

export const seekEquipPrim: PrimDef<'seekEquip'> = {
  run(s, pr, c) {
    const u = ready(s, pr.to === 'target' ? c.targetCard : c.minion);
    if (u === undefined) return;
    const seat = pr.to === 'target' ? c.seat : s.cards[u].controller;
    const options = pr.anyReq ? anyChoices(s, seat, u) : choices(s, u);
    if (options.length)
      setPick(s, seat, 'equipSearch', [...options, { id: PICK_OPTIONS.encode('none', {}), label: 'noEquip' }], {
        then: 'seekEquip',
        data: { minion: u, ...(pr.anyReq ? { anyReq: true as const } : {}), ...(pr.half ? { half: true as const } : {}) },
      });
  },
  text: (pr) =>
    plain(pr.to === 'target' ? `prim.seekEquip_target${pr.anyReq ? '_anyReq' : ''}${pr.half ? '_half' : ''}` : 'prim.seekEquip'),
  // an equipment in play on the minion
  botValue: () => 1.5,
};
