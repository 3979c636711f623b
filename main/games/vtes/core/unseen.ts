/**
 * A minion kept from blocking and from reaction cards for as long as one given vampire acts during the turn (vtes-es
 * 6.2.2.1 "Intentar bloquear", 1.6.1.5 reactions; the primitive `unseenBy`, vocab/prims/unseen-by.ts: Blind Spot). The
 * pairs are kept in the turn's records (`turnFlags.unseenBy`, `<acting uid>|<barred uid>`), cleared with them as the turn
 * ends; read by the block legality (marks.ts `blockBarred`) and by the reaction cards offered (queries.ts
 * `playableModes`). Nothing is read when no card made such a pair this turn: one field of the turn's records.
 */
import type { VtesState } from './state';

/** The pair's key: minion `barred` is unseen by the actions of minion `actor` this turn. */
export const unseenKey = (actor: string, barred: string): string => `${actor}|${barred}`;

/** Whether minion `u` cannot block an action of minion `actor` this turn. */
export function unseenBlock(s: VtesState, u: string, actor: string): boolean {
  const f = s.turnFlags.unseenBy;
  return !!f && f.includes(unseenKey(actor, u));
}

/** Whether minion `u` cannot play reaction cards now: the acting minion of the action under way is unseen by it. */
export function unseenReact(s: VtesState, u: string): boolean {
  const f = s.turnFlags.unseenBy;
  return !!f && !!s.act && f.includes(unseenKey(s.act.actor, u));
}
