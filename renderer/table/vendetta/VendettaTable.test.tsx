import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../testing/i18n';
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Decision } from '../../../main/engine/types';
import { VendettaTable } from './VendettaTable';
import { placeOptions, single } from './options';
import { optionForKey } from '../kit/options';
import { sampleView } from './fixture';

beforeAll(initTestI18n);

const playDecision: Decision = {
  seat: 0,
  kind: 'vendetta.playCard',
  prompt: { key: 'x:prompt' },
  rule: 'vendetta:4',
  options: [
    { id: 'play-BR01', label: { key: 'x:a' }, params: { card: 'BR01' } },
    { id: 'play-BR03', label: { key: 'x:b' }, params: { card: 'BR03' } },
  ],
};

describe('placing options on the table', () => {
  it('maps cards in hand, locations (by index or id), alliance cards and amounts from the params the rules emit', () => {
    const d: Decision = {
      ...playDecision,
      options: [
        { id: 'a', label: { key: 'k' }, params: { card: 'BR01' } },
        { id: 'b', label: { key: 'k' }, params: { location: 'haven' } },
        { id: 'c', label: { key: 'k' }, params: { location: 1 } },
        // names the rules never use are not guessed at any more
        { id: 'd', label: { key: 'k' }, params: { alliance: 0 } },
        { id: 'e', label: { key: 'k' }, params: { amount: 2 } },
        { id: 'f', label: { key: 'k' }, params: { card: 'VE02' } },
        { id: 'g', label: { key: 'k' }, params: { card: 'VI01' } },
        { id: 'h', label: { key: 'k' }, params: { n: 3 } },
        { id: 'i', label: { key: 'k' }, params: { key: 's1', seat: 1, location: 2 } },
      ],
    };
    const placed = placeOptions(sampleView().view, d);
    expect(single(placed.hand.get('BR01'))?.id).toBe('a');
    expect(placed.hand.has('VE02')).toBe(false); // not in the viewer's hand
    expect(single(placed.location.get(2))?.id).toBe('b'); // the slot option 'i' is placed on its card only
    expect(single(placed.slot.get('s1'))?.id).toBe('i');
    expect(single(placed.location.get(1))?.id).toBe('c');
    expect(placed.alliance.get(0)?.map((o) => o.id)).toEqual(['g']);
    expect(placed.amounts.map((a) => a.option.id)).toEqual(['h']);
  });

  it('a target named by two options is not clickable by itself', () => {
    const d: Decision = {
      ...playDecision,
      options: [
        { id: 'up', label: { key: 'k' }, params: { card: 'BR01', faceUp: true } },
        { id: 'down', label: { key: 'k' }, params: { card: 'BR01', faceUp: false } },
      ],
    };
    expect(single(placeOptions(sampleView().view, d).hand.get('BR01'))).toBeNull();
  });

  it('number keys pick the first nine options', () => {
    expect(optionForKey(playDecision, '2')?.id).toBe('play-BR03');
    expect(optionForKey(playDecision, '3')).toBeNull();
    expect(optionForKey(playDecision, 'a')).toBeNull();
    expect(optionForKey(null, '1')).toBeNull();
  });
});

describe('VendettaTable', () => {
  it('an amount question is one list of options, each with its blood drawn in it (issue 34 §2: no second row of buttons)', () => {
    const d: Decision = {
      ...playDecision,
      options: [1, 2, 3].map((n) => ({ id: `blood-${n}`, label: { key: 'log-vendetta:opt.blood', params: { n } }, params: { n } })),
    };
    const html = renderToStaticMarkup(<VendettaTable dto={sampleView(d)} onChoose={() => {}} />);
    expect(html).not.toContain('vt-amounts');
    expect(html.match(/class="vt-amount"/g)?.length).toBe(3);
  });

  it('draws locations in order with the Prince’s Haven last', () => {
    const html = renderToStaticMarkup(<VendettaTable dto={sampleView()} onChoose={() => {}} />);
    const order = [...html.matchAll(/data-location="(\w+)"/g)].map((m) => m[1]);
    expect(order).toEqual(['L1', 'L2', 'haven']);
  });

  it('shows card backs for other seats’ face-down cards and the viewer’s own face-down card by name', () => {
    const html = renderToStaticMarkup(<VendettaTable dto={sampleView()} onChoose={() => {}} />);
    expect(html.match(/vt-card vt-back/g)?.length).toBe(2);
    expect(html).toContain('data-card="BR04"');
    expect(html).toContain('vt-own-down');
  });

  it('makes the hand cards of the current decision clickable, plus the numbered option list', () => {
    const html = renderToStaticMarkup(<VendettaTable dto={sampleView(playDecision)} onChoose={() => {}} />);
    expect(html).toMatch(/<button[^>]*class="vt-card vt-target"[^>]*data-card="BR01"/);
    expect(html).toContain('data-option="play-BR03"');
    expect(html).toContain('href="#/rules/vendetta/4"');
  });

  it('names the rule of a decision as the rules reference does, never by its id (issue 16 item 4)', () => {
    const html = renderToStaticMarkup(
      <VendettaTable dto={sampleView({ ...playDecision, rule: 'vendetta:play-cards' })} onChoose={() => {}} />,
    );
    expect(html).toContain('href="#/rules/vendetta/play-cards"');
    expect(html).not.toContain('play-cards<');
    expect(html).toMatch(/Regla Jugar cartas</);
  });

  it('lifts the card a follow-up question names (prompt param card)', () => {
    const d: Decision = {
      ...playDecision,
      kind: 'vendetta.location',
      prompt: { key: 'x:where', params: { card: 'BR03' } },
      options: [{ id: 'loc:0', label: { key: 'k' }, params: { location: 0 } }],
    };
    const html = renderToStaticMarkup(<VendettaTable dto={sampleView(d)} onChoose={() => {}} />);
    expect(html).toMatch(/class="vt-card vt-selected"[^>]*data-card="BR03"/);
    expect(html).not.toMatch(/vt-selected"[^>]*data-card="BR01"/);
  });

  it('without a decision it says whom the game waits for and offers no option', () => {
    const html = renderToStaticMarkup(<VendettaTable dto={sampleView()} onChoose={() => {}} />);
    expect(html).toContain('Esperando a: Bolek');
    expect(html).not.toContain('data-option=');
    expect(html).not.toMatch(/<button[^>]*vt-card/);
  });

  it('renders in Polish', async () => {
    await i18n.changeLanguage('pl');
    const html = renderToStaticMarkup(<VendettaTable dto={sampleView()} onChoose={() => {}} />);
    await i18n.changeLanguage('es');
    expect(html).toContain('Schronienie Księcia');
    expect(html).toContain('Runda 2 z 3');
  });
});
