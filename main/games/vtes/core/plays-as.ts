/**
 * A vampire playing cards as if it met a clan, sect or title requirement (vtes-es 1.6.1.3; the record `playsAs`: Karl
 * Schrekt "as if he were a justicar", Mata Hari "of that required sect and/or clan", Tatiana Stepanova "a Brujah or a
 * Gangrel"). Read by queries.ts `meetsCondition` and `meetsReqs` only where the requirement is not met otherwise, and
 * only in a game where some card says it (the definitions index).
 */
import { defsIndex } from './defs-index';
import { defOf, isVampire, type VtesState } from './state';
import { isKind } from '../schema/effect-query';

/** What a requirement asks: one clan among several, a sect among several, a title among several. */
export type Required = { clans: readonly string[] } | { sects: readonly string[] } | { titles: readonly string[] };

const meets = (by: 'any' | readonly string[] | undefined, wanted: readonly string[]): boolean =>
  by === 'any' || (!!by && wanted.some((w) => by.includes(w)));

/**
 * Whether vampire `uid`'s own text lets it meet the requirement as if it had it; `you`: asked for its Methuselah's card (a
 * master card requiring a ready vampire), which only a "you and this vampire" text answers.
 */
export function playsAs(s: VtesState, uid: string, req: Required, you = false): boolean {
  if (!defsIndex(s).kinds.has('playsAs') || !isVampire(s, uid) || s.cards[uid].contested) return false;
  for (const m of defOf(s, uid).modes)
    if (m.kind === 'vampire')
      for (const e of m.effects)
        if (isKind(e, 'playsAs') && (!you || e.you)) {
          if ('clans' in req && meets(e.clans, req.clans)) return true;
          if ('sects' in req && meets(e.sects, req.sects)) return true;
          if ('titles' in req && meets(e.titles, req.titles)) return true;
        }
  return false;
}
