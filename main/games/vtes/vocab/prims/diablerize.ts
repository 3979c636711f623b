/**
 * `diablerize { who: 'opponent' }`: the minion diablerizes the opposing vampire instead of sending it to torpor (vtes-es
 * 6.5.5; Amaranth). The diablerie itself is a rule (rules/diablerie.ts): the card's window runs it after the other
 * primitives (rules/torpor-window.ts), so this module only says when it can happen, its text and its worth.
 */
import { isVampire } from '../../core/state';
import { hasTrait } from '../../core/queries';
import { diablerieBarred } from '../../core/marks';
import { plain, type PrimDef } from './def';

export const diablerizePrim: PrimDef<'diablerize'> = {
  run() {
    // the diablerie is applied by rules/torpor-window.ts (a rule of a higher layer)
  },
  // only a vampire that can commit diablerie (not blood cursed, not barred by a card: 6.5.5)
  possible: (s, _pr, c) =>
    c.minion !== undefined &&
    c.opponent !== undefined &&
    isVampire(s, c.minion) &&
    isVampire(s, c.opponent) &&
    !hasTrait(s, c.minion, 'bloodCursed') &&
    !diablerieBarred(s, c.minion),
  text: () => plain('prim.diablerize_opponent'),
  // the opposing vampire burned, its blood gained: a blood hunt may follow
  botValue: () => 6,
};
