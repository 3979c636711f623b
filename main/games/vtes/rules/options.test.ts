/**
 * Option ids of the phases (vtes-es 4, 5, 6, 6.1, 6.2.1, 6.3, 6.4, 7, 8; issue 11 item 3): every option the
 * unlock, master, minion, influence and discard phases, referendums, combat, actions under way and the action choice offer in seeded games, and every answer to a pick, is one
 * of the declared kinds and re-encodes to the same id, so rules, bots and tables read it by field name.
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../../engine/rng';
import { GameSession } from '../../../engine/session';
import { vtesModule } from '../module';
import type { OptionCodec, OptionShapes } from '../../../common/option-codec';
import {
  DISCARD_OPTIONS,
  INFLUENCE_OPTIONS,
  MASTER_OPTIONS,
  MINION_OPTIONS,
  PICK_OPTIONS,
  REF_OPTIONS,
  UNLOCK_OPTIONS,
  COMBAT_OPTIONS,
  MANUAL_OPTIONS,
  ACTION_OPTIONS,
  CANCEL_OPTIONS,
  playedMode,
} from '../../../common/vtes-options';
import type { VtesState } from '../core/state';
import { STARTER_IDS } from '../data/starters';

const CODECS: Record<string, OptionCodec<OptionShapes>> = {
  'vtes.unlock': UNLOCK_OPTIONS,
  'vtes.burnOption': UNLOCK_OPTIONS,
  'vtes.freeHostage': UNLOCK_OPTIONS,
  'vtes.master': MASTER_OPTIONS,
  'vtes.minion': MINION_OPTIONS,
  'vtes.chooseAction': MINION_OPTIONS,
  'vtes.influence': INFLUENCE_OPTIONS,
  'vtes.discard': DISCARD_OPTIONS,
  'vtes.terms': REF_OPTIONS,
  'vtes.cancelCard': CANCEL_OPTIONS,
  'vtes.actionModifier': ACTION_OPTIONS,
  'vtes.afterAction': ACTION_OPTIONS,
  'vtes.afterBlock': ACTION_OPTIONS,
  'vtes.announceModifier': ACTION_OPTIONS,
  'vtes.bleedReaction': ACTION_OPTIONS,
  'vtes.block': ACTION_OPTIONS,
  'vtes.intercept': ACTION_OPTIONS,
  'vtes.reaction': ACTION_OPTIONS,
  'vtes.stealth': ACTION_OPTIONS,
  'vtes.diablerieBlocked': ACTION_OPTIONS,
  'vtes.manual': MANUAL_OPTIONS,
  'vtes.additionalStrike': COMBAT_OPTIONS,
  'vtes.beforeRange': COMBAT_OPTIONS,
  'vtes.beforeStrikes': COMBAT_OPTIONS,
  'vtes.endOfRound': COMBAT_OPTIONS,
  'vtes.maneuver': COMBAT_OPTIONS,
  'vtes.outOfTurn': COMBAT_OPTIONS,
  'vtes.press': COMBAT_OPTIONS,
  'vtes.prevent': COMBAT_OPTIONS,
  'vtes.strike': COMBAT_OPTIONS,
  'vtes.vote': REF_OPTIONS,
};

describe('V:TES phase option ids (vtes-es 4, 5, 6, 7, 8)', () => {
  it('every unlock, master, minion, influence, discard and action option of seeded starter games decodes and re-encodes to the same id', () => {
    const kinds = new Set<string>();
    for (let g = 0; g < 6; g++) {
      const seats = Array.from({ length: 4 }, (_, i) => ({ name: `B${i}`, kind: 'bot' as const, bot: 'random' }));
      const decks = STARTER_IDS.map((starter) => ({ starter }));
      const session = GameSession.create(vtesModule, { decks, maxTurns: 16, deckCheck: false }, seats, `option-ids-${g}`);
      const rng = new RngCursor(seedRng(`option-ids-${g}`));
      while (!session.isOver()) {
        const d = session.decisions()[0];
        const pick = (session.state as VtesState).pick;
        // a pick's answers (picks.ts), but for the action choice (minion phase option ids)
        const codec: OptionCodec<OptionShapes> | undefined = pick && pick.then !== 'chooseAction' ? PICK_OPTIONS : CODECS[d.kind];
        if (codec)
          for (const o of d.options) {
            if (o.id === 'back') continue;
            const x = codec.decode(o.id);
            expect(x, o.id).not.toBeNull();
            kinds.add(`${codec === PICK_OPTIONS ? 'pick' : d.kind}/${x!.kind}`);
            expect(codec.encode(x!.kind, x as never)).toBe(o.id);
          }
        session.choose(d.seat, rng.pick(d.options).id);
      }
    }
    for (const k of [
      'master/m',
      'minion/min',
      'minion/done',
      'chooseAction/bleed',
      'chooseAction/hunt',
      'influence/give',
      'discard/discard',
    ])
      expect(kinds.has(`vtes.${k}`), k).toBe(true);
  });

  it('1.6.1.1 the mode a card is played with is read from the option that played it, by field', () => {
    expect(playedMode('card:1004:1050:1', '1050')).toBe(1);
    expect(playedMode('redirect:1050:0:1004:2', '1050')).toBe(0);
    expect(playedMode('oot:1050:2', '1050')).toBe(2);
    expect(playedMode('card:1050:1:2', '1050')).toBe(1); // a combat card with X = 2
    expect(playedMode('play:1050:0:1004:1009', '1050')).toBe(0); // a card of the hand played through its card module
    expect(playedMode('use:1050:lock', '1050')).toBeUndefined();
  });
});
