/**
 * Organized Resistance (reaction, no Discipline; vtes-es 6.2.2 "Bloqueos", 1.6.3.6; vtes-pl
 * "Blokowanie", "Karty reakcji"). Played by a baron its Methuselah controls, even a locked one, as
 * a minion of another Methuselah acts: either an anarch of the same Methuselah that is blocking
 * gets +1 intercept, or a locked anarch of that Methuselah unlocks and at once attempts to block
 * with +1 intercept. Once per action for each baron (the mode's limit, queries.ts `withinLimits`).
 *
 * Rulings (rulings-action.ts `orgres-*`): the unlocked anarch blocks only if it may (not if it
 * already failed to block this action, nor against an action vampires cannot block, nor a minion
 * it cannot block). Options: `play:<card>:0:<baron>:<anarch>` while blocks are decided,
 * `play:<card>:0:<baron>` while the blocker's Methuselah may add intercept; action.ts then asks for the next stealth or intercept.
 */
import { unlock, setStep } from '../core/ops';
import { baseIntercept, cardName, playFromHand, readyVampires, toAsh, withinLimits } from '../core/queries';
import { opt, type Opt } from '../core/decision';
import { playLabel } from '../vocab/mode-label';
import { actionIntercept } from '../vocab/prims/intercept-by';
import { titleOf } from '../core/held-titles';
import { useInAction } from '../core/limits';
import { blockBarred } from '../core/marks';
import { defOf, sectOf, type VtesState } from '../core/state';
import { ACTION_OPTIONS as ids } from '../../../common/vtes-options';
import { modeHas } from '../schema/effect-query';
import type { SeatId } from '../../../engine/types';
import type { CardModule } from './hooks';
import type { CardParams } from '../schema/card-params';

/** The card `h` in hand is Organized Resistance, and the baron `r` may play it now (its reaction mode's limits). */
function playable(s: VtesState, h: string, r: string): boolean {
  const d = defOf(s, h);
  const m = d.modes[0];
  return modeHas(m, 'card', (e) => e.id === 'organizedResistance') && withinLimits(s, d, m, r);
}

/** Each ready baron of `seat` with each copy in its hand it may play, in seat and hand order. */
function uses(s: VtesState, seat: SeatId): [card: string, baron: string][] {
  const out: [string, string][] = [];
  for (const r of readyVampires(s, seat))
    if (titleOf(s, r) === 'baron') for (const h of s.seats[seat].zones.hand) if (playable(s, h, r)) out.push([h, r]);
  return out;
}

/** The card played by the baron: the limit counted, the card paid and put in the ash heap. */
function play(s: VtesState, h: string, r: string, ev: Parameters<typeof playFromHand>[3]): void {
  useInAction(s, r, defOf(s, h), defOf(s, h).modes[0]);
  playFromHand(s, h, s.cards[r].controller, ev);
  toAsh(s, h);
}

export const organizedResistance: CardModule<CardParams['organizedResistance']> = {
  // a baron unlocks a locked anarch, which blocks at once with +1 intercept
  blockHand(s, seat, action) {
    const o: Opt[] = [];
    for (const [h, r] of uses(s, seat))
      for (const an of readyVampires(s, seat))
        if (
          s.cards[an].locked &&
          sectOf(s, an) === 'anarch' &&
          !action.failed.includes(an) &&
          !action.noVampireBlock &&
          !blockBarred(s, an, action.actor)
        )
          o.push(
            opt(
              ids.encode('play', { card: h, mode: 0, minion: r, target: an }),
              'orgUnlock',
              { card: cardName(s, h), name: cardName(s, an) },
              { uid: an, card: h },
            ),
          );
    return o;
  },
  // a baron (even locked) gives an anarch blocker +1 intercept
  interceptHand(s, seat, _action, blocker) {
    if (sectOf(s, blocker) !== 'anarch') return [];
    return uses(s, seat).map(([h, r]) =>
      opt(ids.encode('play', { card: h, mode: 0, minion: r }), 'reaction', playLabel(s, h, 0), { card: h, uid: r, mode: 0 }),
    );
  },
  plays: {
    // played by the baron `minion`: on the anarch `target` (unlocked, it blocks), or for the anarch blocking
    action(s, o, ev) {
      if (o.target === undefined) {
        play(s, o.card, o.minion, ev);
        setStep(s, 'act', { intercept: s.act!.intercept + 1 });
        return;
      }
      const { card: h, minion: r, target: an } = o;
      const action = s.act!;
      play(s, h, r, ev);
      unlock(s, an);
      setStep(s, 'act', { blocker: an, intercept: baseIntercept(s, action, an) + actionIntercept(s, an) + 1 });
      ev.push({
        type: 'vtes.blockAttempt',
        params: { uid: an, name: cardName(s, an), stealth: action.stealth, intercept: action.intercept },
        rule: 'vtes-es:6.2.2.2',
      });
    },
  },
};
