import { describe, expect, it } from 'vitest';
import { bySection, capacityExtremes, costOrder, TYPE_ORDER } from './card-order';

describe('library section order (TWD lists)', () => {
  it('prints Ally and Equipment before Political Action, as the TWD files do', () => {
    expect(TYPE_ORDER.indexOf('Ally')).toBeLessThan(TYPE_ORDER.indexOf('Political Action'));
    expect(['Political Action', 'Reaction', 'Ally', 'Master'].sort(bySection)).toEqual(['Master', 'Ally', 'Political Action', 'Reaction']);
  });

  it('places unknown types after the known ones, alphabetically', () => {
    expect(['Zeta', 'Event', 'Alpha', 'Master'].sort(bySection)).toEqual(['Master', 'Event', 'Alpha', 'Zeta']);
  });

  it('orders costs numerically, then the others', () => {
    expect(['X', '2', '10', '0'].sort(costOrder)).toEqual(['0', '2', '10', 'X']);
  });

  it('sums the four lowest and four highest capacities', () => {
    expect(capacityExtremes([1, 9, 2, 8, 3, 7, 4, 6])).toEqual({ lowest4: 10, highest4: 30 });
  });
});
