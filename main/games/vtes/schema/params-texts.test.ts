/**
 * The shared records in the card text (issue 27 item 4): a static modifier's Condition and Amount, an
 * ability's further uses and a trigger's filter that have no words of their own in the sentence read
 * as a clause, in Spanish and Polish, with no template key or variable left.
 */
import { describe, expect, it } from 'vitest';
import type { Effect } from './effects';
import type { TriggerEvent } from './schema-prims';
import { effectTexts } from '../vocab/card-text';
import { t } from '../vocab/text';

const rendered = (e: Effect): string[] =>
  (['es', 'pl'] as const).map((lang) =>
    effectTexts(e)
      .map((r) => t(lang, r.key, r.params))
      .join(' '),
  );
const clean = (e: Effect) => {
  for (const out of rendered(e)) expect(out, out).not.toMatch(/\{\{|cond\.|amount\.|trigger\.|limit\.|effect\.|role\.|title\.|undefined/);
};

describe('shared records with no words of their own read as a clause (issue 27 item 4)', () => {
  it('a static modifier "while" any Condition, "for each" any Amount', () => {
    const e: Effect = {
      e: 'mod',
      stat: 'bleed',
      n: 1,
      who: 'bearer',
      if: { c: 'controlsTitle', title: 'prince' },
      per: { a: 'blood', who: 'minion' },
    };
    clean(e);
    const [es, pl] = rendered(e);
    expect(es).toContain('príncipe');
    expect(pl).toContain('książę');
  });

  it("an ability for a minion no words name, under the Conditions of an action's outcome and actor", () => {
    clean({
      e: 'ability',
      window: 'after',
      cost: [],
      who: { of: 'ally', whose: 'you', state: 'readyOrTorpor', count: 'one' },
      if: {
        c: 'any',
        of: [{ c: 'fed' }, { c: 'refPassed' }, { c: 'acting', who: 'self' }, { c: 'not', of: { c: 'yours', who: 'actor' } }],
      },
      effects: [],
    });
  });

  it("an ability's further uses under another Condition", () => {
    clean({ e: 'ability', window: 'unlock', cost: [], limit: 'turn', uses: { n: 2, if: { c: 'edge' } }, effects: [] });
  });

  it('a trigger with a filter of its own on each event it may name, on the cards in play or on its bearer', () => {
    const filter = { c: 'all' as const, of: [{ c: 'wasReady' as const }, { c: 'titled' as const, who: 'minion' as const }] };
    const heads: [TriggerEvent | TriggerEvent[], boolean][] = [
      ['vtes.burn', false],
      ['vtes.torpor', false],
      [['vtes.burn', 'vtes.torpor'], false],
      ['vtes.burn', true],
      ['vtes.torpor', true],
      ['vtes.blocked', true],
      ['unlockPhase', true],
      ['vtes.enters', false],
      ['vtes.success', false],
      ['vtes.success', true],
      ['vtes.combatEnd', false],
      ['vtes.combatEnd', true],
      ['endOfTurn', false],
      ['endOfTurn', true],
    ];
    for (const [event, bearer] of heads)
      clean({ e: 'on', event, ...(bearer ? { bearer: true as const } : {}), filter, effects: [{ p: 'draw', n: 1 }] });
  });
});
