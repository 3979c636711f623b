/**
 * Cards watching their bearer leave the ready region (issue 29: Priority Contract pays its player 3 pool, burned, as
 * the minion it is on leaves that region). A minion burned burns the cards on it first
 * (vtes-es 1.1.2, core/ops.ts `burnCard`), so the triggers of those cards on the minion's burn (`{ e: 'on', event:
 * 'vtes.burn', bearer: true }`) would find nothing on it: the burn event of a ready minion names them (`watchers`),
 * and vocab/triggers.ts runs their triggers from there. Only cards with such a trigger are named, so no other burn
 * event changes; which definitions have one is read once per definition table. Pure.
 */
import { defsOf, type DefsTable } from './card-tables';
import type { VtesState } from './state';
import { isKind } from '../schema/effect-query';

const WATCHING = new WeakMap<DefsTable, ReadonlySet<string>>();

/** The ids of a game's cards with a trigger on their bearer's burn, once per definition table. */
function watching(s: VtesState): ReadonlySet<string> {
  const defs = defsOf(s);
  let set = WATCHING.get(defs);
  if (!set) {
    const ids = new Set<string>();
    for (const id in defs)
      if (
        defs[id].modes.some((m) =>
          m.effects.some(
            (e) => isKind(e, 'on') && !!e.bearer && (typeof e.event === 'string' ? e.event === 'vtes.burn' : e.event.includes('vtes.burn')),
          ),
        )
      )
        ids.add(id);
    WATCHING.set(defs, (set = ids));
  }
  return set;
}

/** The cards on `uid` (a ready minion about to burn) that watch their bearer's burn; none in most games. */
export function burnWatchers(s: VtesState, uid: string): string[] {
  const on = s.cards[uid].attached;
  if (!on.length) return [];
  const set = watching(s);
  return set.size ? on.filter((a) => set.has(s.cards[a].cid)) : [];
}
