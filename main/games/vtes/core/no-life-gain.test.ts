/** vtes-es 1.2: an ally that cannot gain life (`noLifeGain`): the bank's counters stay there (Shambling Hordes). */
import { describe, expect, it } from 'vitest';
import type { Prim } from '../schema/records';
import type { CardDef } from '../schema/effects';
import { build, runPrimsForTests as run, uid } from '../testing/testing';

const allyWith = (name: string, noGain: boolean): CardDef => ({
  id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  kind: 'library',
  types: ['Ally'],
  clan: [],
  reqs: [],
  modes: [
    {
      kind: 'ally',
      conditions: [],
      effects: [{ e: 'ally', life: 3, strength: 0, bleed: 0 }, ...(noGain ? [{ e: 'noLifeGain' } as const] : [])],
    },
  ],
  automation: 'full',
});
const ZOMBIE = allyWith('Test Zombie', true);
const LIVING = allyWith('Test Living', false);

describe('V:TES an ally that cannot gain life (vtes-es 1.2)', () => {
  it('counters from the bank or up to its starting life are not gained by it; another ally gains them', () => {
    const s1 = build({
      defs: [ZOMBIE, LIVING],
      seats: [
        {
          ready: [
            { card: ZOMBIE.name, blood: 1 },
            { card: LIVING.name, blood: 1 },
          ],
        },
        {},
      ],
    });
    const [z, l] = [uid(s1, ZOMBIE.name), uid(s1, LIVING.name)];
    const gain: Prim[] = [
      { p: 'move', n: 2, from: 'bank', to: 'minion' },
      { p: 'gainToStart', n: 1, who: 'minion' },
    ];
    expect(run(s1, gain, { seat: 0, source: z, minion: z }).s.cards[z].blood).toBe(1);
    expect(run(s1, gain, { seat: 0, source: l, minion: l }).s.cards[l].blood).toBe(3);
  });
});
