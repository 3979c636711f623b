/**
 * The heuristic bot at a combat's damage (rules/moments.ts, vtes-es 1.6.2.4, 6.4.6): an out-of-turn card whose data
 * puts its vampire in torpor as the combat ends (`torporAfterCombat` on the card's `minion`: Rötschreck) is played on
 * the bot's own vampire when the damage waiting on it (the decision's `uid`, `normal`, `agg`) would burn it, or would
 * send it to torpor with two blood lost or more; never on another Methuselah's vampire. A card keeping an ousted
 * Methuselah in the game (`keepInGame`: Life Boon, its pool taken back and its next victory point won) is played while
 * the bot keeps 6 pool or more.
 */
import type { Decision, Option } from '../../../engine/types';
import { OUT_OF_TURN } from '../../../common/vtes-options';
import type { VtesView } from '../view/view';
import { cardOf, ownMinions, primOf } from './bot-knowledge';

/** What the damage does to a ready vampire of `blood` blood (6.4.6): whether it burns it, and the blood it loses. */
export function damageOutcome(blood: number, normal: number, agg: number): { burned: boolean; lost: number } {
  const heal = Math.min(normal, blood);
  const left = blood - heal;
  // the first aggravated damage wounds an unwounded vampire; each further one costs a blood, or burns it
  const needing = normal > heal ? agg : Math.max(0, agg - 1);
  return { burned: needing > left, lost: heal + Math.min(needing, left) };
}

/** A card keeping an ousted Methuselah in the game (`keepInGame`), played with pool to spare. */
function boonPlay(v: VtesView, d: Decision): Option | undefined {
  if (v.seats[v.me as number].pool < 6) return undefined;
  return d.options.find((o) => {
    const x = OUT_OF_TURN.decode(o.id);
    const cid = x && cardOf(v, x.card)?.cid;
    return !!x && !!cid && !!primOf(cid, Number(x.mode), 'keepInGame');
  });
}

export function momentPlay(v: VtesView, d: Decision): Option | undefined {
  const boon = boonPlay(v, d);
  if (boon) return boon;
  const uid = String(d.prompt.params?.uid ?? '');
  if (!uid || !ownMinions(v).some((m) => m.uid === uid)) return undefined;
  const vampire = cardOf(v, uid);
  if (!vampire) return undefined;
  const out = damageOutcome(vampire.blood, Number(d.prompt.params?.normal ?? 0), Number(d.prompt.params?.agg ?? 0));
  if (!out.burned && out.lost < 2) return undefined;
  return d.options.find((o) => {
    const x = OUT_OF_TURN.decode(o.id);
    const cid = x && cardOf(v, x.card)?.cid;
    return !!x && !!cid && !!primOf(cid, Number(x.mode), 'torporAfterCombat', (p) => p.who === 'minion');
  });
}
