/**
 * `aim { plus, noPress?, cancelBy? }`: an aim (vtes-es 6.4.3 "Ataque", 6.4.5, 6.4.6; vtes-pl "Cios"), played in the
 * combat window `strike` as the minion chooses its strike: it rides on the strike chosen next. If any damage of that
 * strike is successfully inflicted on the opposing minion (after prevention), `plus` more damage of the same kind
 * follows (RTR 19970630), and with `noPress` that minion cannot press this round; a strike dealing no damage (a
 * dodge, combat ends) gains nothing (RTR 19960221). With `cancelBy`, the opposing minion's Methuselah may discard
 * that many combat cards to cancel it as it is played (pick `aimCancel`, rules/aim.ts). One aim each strike.
 */
import { setStep } from '../../core/ops';
import { cardName, other } from '../../core/queries';
import { setPick } from '../../core/steps';
import { defOf, type Strike, type VtesState } from '../../core/state';
import { PICK_OPTIONS } from '../../../../common/vtes-options';
import { combatOf, minionOf, type PrimDef } from './def';

/** The combat cards of the hand of seat `seat` (what an aim's cancel discards). */
export const combatCardsInHand = (s: VtesState, seat: number, except: readonly string[] = []): string[] =>
  s.seats[seat].zones.hand.filter((h) => !except.includes(h) && defOf(s, h).types.includes('Combat'));

/** The pick of the next combat card discarded to cancel an aim (`chosen`: those already named). */
export function askAimCancel(
  s: VtesState,
  seat: number,
  data: { minion: string; plus: number; noPress?: true; n: number; chosen: readonly string[] },
): void {
  const cards = combatCardsInHand(s, seat, data.chosen);
  setPick(
    s,
    seat,
    'aimCancel',
    [
      ...cards.map((h) => ({
        id: PICK_OPTIONS.encode('d', { card: h }),
        label: 'aimCancelDiscard',
        params: { card: h, label: { card: cardName(s, h), n: data.n } },
      })),
      ...(data.chosen.length ? [] : [{ id: PICK_OPTIONS.encode('pass', {}), label: 'aimKeep', params: {} }]),
    ],
    { then: 'aimCancel', data: { ...data, chosen: [...data.chosen] } },
  );
}

/** The aim is kept for minion `u`'s next strike. */
export function setAim(s: VtesState, u: string, plus: number, noPress: true | undefined): void {
  const combat = s.combat;
  if (!combat) return;
  setStep(s, 'combat', { aims: [...(combat.aims ?? []), { uid: u, plus, ...(noPress ? { noPress } : {}) }] });
}

/** Strike `st` chosen by minion `u`, with the aim played for it if any (the aim then leaves the waiting list). */
export function withAim(s: VtesState, u: string, st: Strike): Strike {
  const combat = s.combat;
  const a = combat?.aims?.find((x) => x.uid === u);
  if (!combat || !a) return st;
  setStep(s, 'combat', { aims: (combat.aims ?? []).filter((x) => x !== a) });
  return { ...st, aim: { plus: a.plus, ...(a.noPress ? { noPress: true as const } : {}) } };
}

export const aimPrim: PrimDef<'aim'> = {
  run(s, pr, c) {
    const u = minionOf(c, pr.p);
    const combat = combatOf(s, pr.p);
    const opp = other(combat, u);
    const seat = s.cards[opp].controller;
    const data = { minion: u, plus: pr.plus, ...(pr.noPress ? { noPress: true as const } : {}), n: pr.cancelBy ?? 0, chosen: [] };
    if (pr.cancelBy && combatCardsInHand(s, seat).length >= pr.cancelBy) askAimCancel(s, seat, data);
    else setAim(s, u, pr.plus, pr.noPress);
  },
  // one aim each strike: none waiting for the minion's strike already
  possible: (s, _pr, c) => !!s.combat && c.minion !== undefined && !(s.combat.aims ?? []).some((x) => x.uid === c.minion),
  text: (pr) => ({
    key: `prim.aim${pr.noPress ? '_noPress' : ''}${pr.cancelBy ? '_cancel' : ''}`,
    params: { n: pr.plus, k: pr.cancelBy ?? 0 },
  }),
  botValue: (pr) => pr.plus,
};
