/** Issue 34 §3: two copies of a card in play are told apart by a number, in table order, wherever the view names them. */
import { describe, expect, it } from 'vitest';
import type { VtesView } from '../../../main/games/vtes/view/view';
import { card, sampleDto, vampire } from './fixture';
import { copyNames, withCopiesNumbered } from './copies';
import { optionLabel } from './VtesTable';

function twoWinthrops(): VtesView {
  const v = sampleDto().view;
  v.seats[0].ready[0].attached.push(card('k51', 'Mr. Winthrop', { types: ['Retainer'] }));
  v.seats[3].ready.push(vampire('k302', 'Kassandra Tassaki'));
  v.seats[1].ready.push(vampire('k91', 'Kassandra Tassaki'), card('k92', 'Mr. Winthrop', { types: ['Retainer'] }));
  v.action!.actor = vampire('k302', 'Kassandra Tassaki');
  return v;
}

describe('copies in play numbered as players number them', () => {
  it('only names shared by two cards in play; numbered seat by seat', () => {
    const names = copyNames(twoWinthrops());
    expect(Object.fromEntries(names)).toEqual({
      k51: 'Mr. Winthrop (1)',
      k91: 'Kassandra Tassaki (1)',
      k92: 'Mr. Winthrop (2)',
      k302: 'Kassandra Tassaki (2)',
    });
    expect(copyNames(sampleDto().view).size).toBe(0);
  });

  it('the view names each copy with its number everywhere (the acting minion too); a view without copies is the same object', () => {
    const v = withCopiesNumbered(twoWinthrops());
    expect(v.seats[3].ready[1].name).toBe('Kassandra Tassaki (2)');
    expect(v.action!.actor.name).toBe('Kassandra Tassaki (2)');
    expect(v.seats[0].ready[0].name).toBe('Siarhei');
    const plain = sampleDto().view;
    expect(withCopiesNumbered(plain)).toBe(plain);
  });

  it("an option naming a copy by its card's name takes the number", () => {
    const o = { id: 'b', label: { key: 'log-vtes:opt.block', params: { name: 'Kassandra Tassaki' } }, params: { uid: 'k91' } };
    const label = optionLabel(o, String, (u) => (u === 'k91' ? 'Kassandra Tassaki (1)' : undefined));
    expect(label.params?.name).toBe('Kassandra Tassaki (1)');
  });
});
