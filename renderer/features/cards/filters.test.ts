import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { sharedFile } from '../../../main/testing/shared-data';
import { activeFilterCount, emptyFilters, groupSets, toCardFilters, toggleValue } from './filters';

describe('toCardFilters', () => {
  it('sends nothing for an empty form', () => {
    expect(toCardFilters(emptyFilters())).toEqual({});
    expect(activeFilterCount(emptyFilters())).toBe(0);
  });

  it('keeps disciplines with their level and AND/OR mode, drops blank rows', () => {
    const f = emptyFilters();
    f.disciplines = [
      { code: 'dom', level: 'superior' },
      { code: '', level: 'any' },
      { code: 'aus', level: 'inferior' },
    ];
    f.disciplineMode = 'or';
    expect(toCardFilters(f)).toEqual({
      disciplines: {
        mode: 'or',
        items: [
          { code: 'dom', level: 'superior' },
          { code: 'aus', level: 'inferior' },
        ],
      },
    });
  });

  it('parses ranges, ignores blanks and non-numbers, keeps tri-states other than any', () => {
    const f = emptyFilters();
    f.capacity = { min: '8', max: '' };
    f.poolCost = { min: 'x', max: '' };
    f.votes = { min: '', max: '2' };
    f.banned = 'exclude';
    f.clans = ['Ventrue'];
    f.kind = 'crypt';
    expect(toCardFilters(f)).toEqual({
      capacity: { min: 8 },
      votes: { max: 2 },
      banned: 'exclude',
      clans: ['Ventrue'],
      kind: 'crypt',
    });
    expect(activeFilterCount(f)).toBe(5);
  });
});

describe('filter chips (issue 17 item 3)', () => {
  it('a chip toggles its value: several can be picked, a second click removes one', () => {
    let v: string[] = [];
    v = toggleValue(v, 'Ventrue');
    v = toggleValue(v, 'Tremere');
    expect(v).toEqual(['Ventrue', 'Tremere']);
    expect(toggleValue(v, 'Ventrue')).toEqual(['Tremere']);
  });

  it('sets: expansions newest first, promos apart; a picked promo is kept visible', () => {
    const sets = [
      { abbrev: 'Jyhad', releaseDate: '19940816' },
      { abbrev: 'Promo-20190408', releaseDate: '20190408' },
      { abbrev: 'V5', releaseDate: '20201130' },
      { abbrev: 'Promo-19960101', releaseDate: '19960101' },
    ];
    const g = groupSets(sets, ['Promo-19960101']);
    expect(g.expansions.map((s) => s.abbrev)).toEqual(['V5', 'Jyhad']);
    expect(g.promos.map((s) => s.abbrev)).toEqual(['Promo-20190408', 'Promo-19960101']);
    expect(g.pickedPromos.map((s) => s.abbrev)).toEqual(['Promo-19960101']);
  });

  it('the official set list has far more promos than expansions, so collapsing them matters', () => {
    const csv = fs.readFileSync(sharedFile('vekn/vtessets.csv'), 'utf8');
    const abbrevs = csv
      .split('\n')
      .slice(1)
      .filter(Boolean)
      .map((l) => l.split(',')[1].replace(/"/g, ''));
    const g = groupSets(abbrevs.map((abbrev) => ({ abbrev })));
    expect(g.expansions.length).toBeGreaterThan(30);
    expect(g.expansions.length).toBeLessThan(60);
    expect(g.promos.length + g.expansions.length).toBe(abbrevs.length);
  });
});
