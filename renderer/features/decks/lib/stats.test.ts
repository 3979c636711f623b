import { describe, expect, it } from 'vitest';
import { canPlay, capacityStats, deckStats } from './stats';
import { atLeastOne, cardsSeen } from '../../../../main/common/deck-odds';
import { changeCount, cryptRows, disciplineString, librarySections, setCount, total, type Entry } from './groups';
import { libraryCard, vampire } from './fixtures';

const anna = vampire('Anna Test', 8, 'Ventrue', 'DOM FOR pre');
const boris = vampire('Boris Test', 3, 'Ventrue', 'for');
const clara = vampire('Clara Test', 11, 'Tremere', 'AUS DOM THA');
const bleed = libraryCard('Bleed Card', ['Action Modifier'], { disc: 'dom', blood: '1' });
const armor = libraryCard('Armor Card', ['Combat'], { disc: 'for&pre' });
const magic = libraryCard('Magic Card', ['Action'], { disc: 'tha/obt', clans: ['Tremere'], blood: '2' });
const haven = libraryCard('Haven Card', ['Master'], { pool: '1' });
const alt = libraryCard('Alt Card', ['Action Modifier', 'Reaction'], { disc: 'aus' });
const tzi = libraryCard('Flesh Card', ['Combat'], { disc: 'vic' });

const deck: Entry[] = [
  { card: anna, count: 4 },
  { card: boris, count: 2 },
  { card: clara, count: 6 },
  { card: bleed, count: 10 },
  { card: armor, count: 3 },
  { card: magic, count: 2 },
  { card: haven, count: 5 },
  { card: alt, count: 1 },
  { card: tzi, count: 4 },
];

describe('deck statistics', () => {
  it('capacity min/max/avg and the four lowest/highest are weighted by copies', () => {
    const c = capacityStats(deck)!;
    expect(c.min).toBe(3);
    expect(c.max).toBe(11);
    expect(c.avg).toBeCloseTo((8 * 4 + 3 * 2 + 11 * 6) / 12, 6);
    expect(c.lowest4).toBe(3 + 3 + 8 + 8);
    expect(c.highest4).toBe(44);
    expect(c.distribution).toEqual([
      [3, 2],
      [8, 4],
      [11, 6],
    ]);
  });

  it('counts inferior and superior discipline levels separately', () => {
    const s = deckStats(deck);
    const dom = s.disciplines.find((d) => d.code === 'dom')!;
    expect(dom).toEqual({ code: 'dom', inferior: 0, superior: 10 });
    const forBar = s.disciplines.find((d) => d.code === 'for')!;
    expect(forBar).toEqual({ code: 'for', inferior: 2, superior: 4 });
    expect(s.clans).toEqual([
      { key: 'Tremere', count: 6 },
      { key: 'Ventrue', count: 6 },
    ]);
    expect(s.groups).toEqual([{ key: '2', count: 12 }]);
  });

  it('library by type keeps combined types as their own TWD section', () => {
    const s = deckStats(deck);
    expect(s.types.map((t) => t.key)).toEqual(['Master', 'Action', 'Action Modifier', 'Action Modifier/Reaction', 'Combat']);
    expect(s.types.find((t) => t.key === 'Combat')!.count).toBe(7);
    expect(s.library).toBe(25);
    expect(s.crypt).toBe(12);
  });

  it('requirements and cost curves', () => {
    const s = deckStats(deck);
    expect(s.disciplineRequirements.find((d) => d.key === '')!.count).toBe(5);
    expect(s.disciplineRequirements.find((d) => d.key === 'for')!.count).toBe(3);
    expect(s.clanRequirements.find((d) => d.key === 'Tremere')!.count).toBe(2);
    expect(s.poolCurve).toEqual([{ key: '1', count: 5 }]);
    expect(s.bloodCurve).toEqual([
      { key: '1', count: 10 },
      { key: '2', count: 2 },
    ]);
  });

  it('playable share: one crypt card must meet a whole alternative and the clan', () => {
    expect(canPlay(armor, [anna])).toBe(true); // for&pre on one vampire
    expect(canPlay(armor, [boris, clara])).toBe(false); // nobody has both
    expect(canPlay(magic, [clara])).toBe(true);
    expect(canPlay(magic, [anna])).toBe(false);
    expect(canPlay(haven, [])).toBe(true);
    const s = deckStats(deck);
    expect(s.playable).toBe(25 - 4);
    expect(s.unplayable.map((u) => u.card.name)).toEqual(['Flesh Card']);
  });
});

describe('draw odds (hypergeometric)', () => {
  it('matches hand-computed values', () => {
    // 4 copies in 60 cards, 7 seen: 1 - C(56,7)/C(60,7)
    let none = 1;
    for (let i = 0; i < 7; i++) none *= (56 - i) / (60 - i);
    expect(atLeastOne(60, 4, 7)).toBeCloseTo(1 - none, 12);
    expect(atLeastOne(60, 0, 7)).toBe(0);
    expect(atLeastOne(10, 4, 7)).toBe(1); // fewer non-copies than cards seen
    expect(atLeastOne(60, 60, 1)).toBe(1);
    expect(atLeastOne(60, 1, 60)).toBe(1);
    expect(atLeastOne(90, 1, 1)).toBeCloseTo(1 / 90, 12);
  });
  it('more cards seen never lowers the odds', () => {
    let prev = 0;
    for (let turn = 0; turn < 20; turn++) {
      const p = atLeastOne(80, 3, cardsSeen(turn, 2));
      expect(p).toBeGreaterThanOrEqual(prev);
      prev = p;
    }
    expect(cardsSeen(0, 2)).toBe(7);
    expect(cardsSeen(3, 2)).toBe(13);
  });
});

describe('editor entry model', () => {
  it('groups the library in TWD order and sorts the crypt like a TWD list', () => {
    const secs = librarySections(deck);
    expect(secs.map((s) => `${s.key}:${s.count}`)).toEqual([
      'Master:5',
      'Action:2',
      'Action Modifier:10',
      'Action Modifier/Reaction:1',
      'Combat:7',
    ]);
    expect(secs[4].entries.map((e) => e.card.name)).toEqual(['Armor Card', 'Flesh Card']);
    expect(cryptRows(deck).map((e) => e.card.name)).toEqual(['Clara Test', 'Anna Test', 'Boris Test']);
    expect(total(deck, 'crypt')).toBe(12);
    expect(total(deck, 'library')).toBe(25);
  });
  it('orders sections like the deck export and the TWD files: Ally, Equipment, Political Action, Power, Retainer', () => {
    const types = ['Retainer', 'Political Action', 'Power', 'Equipment', 'Ally'];
    const entries = types.map((t) => ({ card: libraryCard(`${t} Card`, [t]), count: 1 }));
    // the editor used to put Political Action first and Retainer before Power
    expect(librarySections(entries).map((s) => s.key)).toEqual(['Ally', 'Equipment', 'Political Action', 'Power', 'Retainer']);
  });

  it('changeCount adds, removes at zero and never mutates its input', () => {
    const start: Entry[] = [{ card: anna, count: 1 }];
    const added = changeCount(start, boris, 1);
    expect(added).toHaveLength(2);
    expect(start).toHaveLength(1);
    expect(changeCount(added, boris, -1)).toHaveLength(1);
    expect(changeCount(start, boris, -1)).toEqual(start);
    expect(changeCount(start, anna, 2)[0].count).toBe(3);
    expect(setCount(start, anna, 0)).toEqual([]);
    expect(setCount(start, anna, 4)[0].count).toBe(4);
  });
  it('prints disciplines as TWD: superior upper case first', () => {
    expect(disciplineString(clara)).toBe('AUS DOM THA');
    expect(disciplineString(anna)).toBe('DOM FOR pre');
    expect(disciplineString(vampire('X', 1, 'Caitiff', ''))).toBe('—');
  });
});
