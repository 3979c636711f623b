import { describe, expect, it } from 'vitest';
import { buildCardIndex } from './cards';
import { atLeastOne, deckStats } from './stats';
import { content, libraryCard, vampire } from './synthetic';

describe('atLeastOne (hypergeometric)', () => {
  it('matches 1 − C(N−K, n) / C(N, n)', () => {
    expect(atLeastOne(60, 4, 7)).toBeCloseTo(0.3994996257, 9);
    expect(atLeastOne(90, 4, 7)).toBeCloseTo(0.2808284315, 9);
    expect(atLeastOne(90, 4, 8)).toBeCloseTo(0.3154873023, 9);
  });
  it('handles the edges', () => {
    expect(atLeastOne(60, 0, 7)).toBe(0);
    expect(atLeastOne(10, 8, 7)).toBe(1);
    expect(atLeastOne(5, 1, 7)).toBe(1);
  });
});

describe('deckStats', () => {
  const a = vampire({ name: 'A', capacity: 2, disc: 'POT cel', clans: ['Brujah'], sect: 'Camarilla', group: '2' });
  const b = vampire({ name: 'B', capacity: 9, disc: 'pot PRE', clans: ['Brujah'], title: 'prince', group: '3' });
  const c = vampire({ name: 'C', capacity: 5, disc: 'dom', clans: ['Ventrue'], group: '3' });
  const punch = libraryCard({ name: 'Punch', types: ['Combat'], disc: 'pot', bloodCost: '1' });
  const order = libraryCard({ name: 'Order', types: ['Action Modifier'], disc: 'obf', poolCost: '1' });
  const trifle = libraryCard({ name: 'Small', types: ['Master'], text: 'Master: trifle.', poolCost: '0' });
  const master = libraryCard({ name: 'Big', types: ['Master'], poolCost: '2', clans: ['Tremere'] });
  const either = libraryCard({ name: 'Either', types: ['Action Modifier', 'Reaction'], disc: 'pot/pre', bloodCost: 'X' });
  // Not in the deck: makes obf a discipline the catalog knows (unknown ones are not checked).
  const other = vampire({ name: 'Other', disc: 'obf' });
  const index = buildCardIndex([a, b, c, other, punch, order, trifle, master, either]);
  const s = deckStats(
    index,
    content(
      [
        [a, 4],
        [b, 4],
        [c, 4],
      ],
      [
        [punch, 30],
        [order, 10],
        [trifle, 5],
        [master, 5],
        [either, 10],
      ],
    ),
    3,
  );

  it('crypt capacity as TWD defines it (sum of 4 lowest, 4 highest, mean)', () => {
    expect(s.crypt.count).toBe(12);
    expect(s.crypt.capacity).toEqual({ min: 8, max: 36, avg: 5.33 });
    expect(s.crypt.groups).toEqual(['2', '3']);
  });

  it('crypt disciplines with inferior and superior copies (most copies first, then most superior)', () => {
    expect(s.crypt.disciplines).toEqual([
      { code: 'pot', inferior: 4, superior: 4 },
      { code: 'pre', inferior: 0, superior: 4 },
      { code: 'cel', inferior: 4, superior: 0 },
      { code: 'dom', inferior: 4, superior: 0 },
    ]);
    expect(s.crypt.clans).toEqual([
      { key: 'Brujah', count: 8 },
      { key: 'Ventrue', count: 4 },
    ]);
    expect(s.crypt.titles).toEqual([{ key: 'prince', count: 4 }]);
    expect(s.crypt.sects).toEqual([{ key: 'Camarilla', count: 4 }]);
  });

  it('library by type (TWD order), trifles, requirements and cost curves', () => {
    expect(s.library.count).toBe(60);
    expect(s.library.byType).toEqual([
      { key: 'Master', count: 10 },
      { key: 'Action Modifier', count: 10 },
      { key: 'Action Modifier/Reaction', count: 10 },
      { key: 'Combat', count: 30 },
    ]);
    expect(s.library.trifles).toBe(5);
    expect(s.library.disciplines).toEqual([
      { key: 'pot', count: 40 },
      { key: 'obf', count: 10 },
      { key: 'pre', count: 10 },
    ]);
    expect(s.library.clans).toEqual([{ key: 'Tremere', count: 5 }]);
    expect(s.library.poolCost).toEqual([
      { key: '0', count: 5 },
      { key: '1', count: 10 },
      { key: '2', count: 5 },
    ]);
    expect(s.library.bloodCost).toEqual([
      { key: '1', count: 30 },
      { key: 'X', count: 10 },
    ]);
  });

  it('share of library cards the crypt can play', () => {
    // obf (10) and the Tremere master (5) cannot be played: 45 of 60.
    expect(s.library.playable).toBe(45);
    expect(s.library.playableShare).toBeCloseTo(0.75, 10);
  });

  it('draw odds for the opening hand of 7 and each of the next turns', () => {
    const o = s.drawOdds.find((d) => d.uid === trifle.uid)!;
    expect(o.copies).toBe(5);
    expect(o.opening).toBeCloseTo(atLeastOne(60, 5, 7), 12);
    expect(o.byTurn).toHaveLength(3);
    expect(o.byTurn[2]).toBeCloseTo(atLeastOne(60, 5, 10), 12);
    const v = s.cryptDrawOdds.find((d) => d.uid === a.uid)!;
    expect(v.opening).toBeCloseTo(0.8585858586, 9);
  });

  it('an empty deck gives zeros, not errors', () => {
    const e = deckStats(index, content([], []));
    expect(e.crypt.capacity).toEqual({ min: 0, max: 0, avg: 0 });
    expect(e.library.playableShare).toBe(1);
    expect(e.drawOdds).toEqual([]);
  });
});
