import { describe, expect, it } from 'vitest';
import { addToBasket, basketCount, clearBasket, useProxyBasket } from './basket';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';

/** Issue 32 item 4: a proxy sheet of any cards picked in the lookup. */
describe('proxy basket of the lookup', () => {
  it('keeps copies per card, crypt and library apart, and empties', () => {
    clearBasket();
    addToBasket('vtes:200001', 'crypt');
    addToBasket('vtes:200001', 'crypt');
    addToBasket('vtes:100001', 'library', 3);
    const Probe = () => createElement('span', null, JSON.stringify(useProxyBasket()));
    expect(renderToStaticMarkup(createElement(Probe))).toContain(
      JSON.stringify({ crypt: { 'vtes:200001': 2 }, library: { 'vtes:100001': 3 } }).replace(/"/g, '&quot;'),
    );
    clearBasket();
    expect(renderToStaticMarkup(createElement(Probe))).toContain('{&quot;crypt&quot;:{},&quot;library&quot;:{}}');
    expect(basketCount({ crypt: { a: 2 }, library: { b: 3 } })).toBe(5);
  });
});
