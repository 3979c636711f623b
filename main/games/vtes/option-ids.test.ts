/**
 * Minion phase option ids (vtes-es 6, 6.1, 6.2.1; issue 11 item 3): every option the minion phase
 * and the action choice offer in seeded games is one of the declared kinds and re-encodes to the
 * same id, so rules, bots and tables read it by field name.
 */
import { describe, expect, it } from 'vitest';
import { RngCursor, seedRng } from '../../engine/rng';
import { GameSession } from '../../engine/session';
import { vtesModule } from './module';
import { MINION_OPTIONS } from './option-ids';
import { STARTER_IDS } from './starters';

describe('V:TES minion phase option ids (vtes-es 6.1, 6.2.1)', () => {
  it('every minion phase and action option of seeded starter games decodes and re-encodes to the same id', () => {
    const kinds = new Set<string>();
    for (let g = 0; g < 6; g++) {
      const seats = Array.from({ length: 4 }, (_, i) => ({ name: `B${i}`, kind: 'bot' as const, bot: 'random' }));
      const decks = STARTER_IDS.map((starter) => ({ starter }));
      const session = GameSession.create(vtesModule, { decks, maxTurns: 16, deckCheck: false }, seats, `option-ids-${g}`);
      const rng = new RngCursor(seedRng(`option-ids-${g}`));
      while (!session.isOver()) {
        const d = session.decisions()[0];
        if (d.kind === 'vtes.minion' || d.kind === 'vtes.chooseAction')
          for (const o of d.options) {
            if (o.id === 'back') continue;
            const x = MINION_OPTIONS.decode(o.id);
            expect(x, o.id).not.toBeNull();
            kinds.add(x!.kind);
            expect(MINION_OPTIONS.encode(x!.kind, x as never)).toBe(o.id);
          }
        session.choose(d.seat, rng.pick(d.options).id);
      }
    }
    for (const k of ['min', 'bleed', 'hunt', 'card', 'done']) expect(kinds.has(k), k).toBe(true);
  });
});
