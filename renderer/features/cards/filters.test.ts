import { describe, expect, it } from 'vitest';
import { activeFilterCount, emptyFilters, toCardFilters } from './filters';

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
