/**
 * Why an attack is missing (issue 34 §4, why-not.ts): on the seat's own turn, with an attack in
 * hand, each living player it cannot attack is named with the reason the options use — more
 * shelters than the reach (rulebook "Combate"), or no attack left this turn — in its own view only.
 */
import { describe, expect, it } from 'vitest';
import { seatView } from './seatview';
import { arrange, inHand, optionIds, play } from './testing';

const attacked = (ids: string[]) =>
  ids
    .filter((o) => o.startsWith('atk:'))
    .map((o) => Number(o.split(':')[2]))
    .sort();

describe('why an attack is missing', () => {
  it('a player with more shelters than the reach is named with both numbers; the others are attackable', () => {
    const s = arrange(5, {
      0: { hand: ['ataque'], weapon: 'pistola' },
      1: { resources: ['refugio'] },
      2: { resources: ['refugio', 'refugio'] },
    });
    expect(attacked(optionIds(s))).toEqual([1, 3, 4]);
    expect(seatView(s, 0).whyNot).toEqual([{ key: 'table-nights:whyNot.shelters', params: { target: 2, n: 2, reach: 1 } }]);
    // bare hands reach only players without a shelter
    const bare = arrange(5, { 0: { hand: ['ataque'] }, 2: { resources: ['refugio'] } });
    expect(seatView(bare, 0).whyNot?.map((r) => [r.key, r.params?.target])).toEqual([['table-nights:whyNot.sheltersBare', 2]]);
    // nobody else is told, nor the public view
    expect(seatView(s, 2).whyNot).toBeUndefined();
    expect(seatView(s, 'public').whyNot).toBeUndefined();
  });

  it('no attack left this turn is said once; without an attack in hand nothing is said', () => {
    let s = arrange(5, { 0: { hand: ['ataque', 'ataque'] } });
    s = play(s, 0, `atk:${inHand(s, 0, 'ataque')}:1`);
    s = play(s, 1, 'take');
    expect(attacked(optionIds(s))).toEqual([]);
    expect(seatView(s, 0).whyNot).toEqual([{ key: 'table-nights:whyNot.noAttacksLeft', params: { n: 1 } }]);
    expect(seatView(arrange(5, { 0: { hand: ['esquivar'] }, 2: { resources: ['refugio'] } }), 0).whyNot).toBeUndefined();
  });
});
