/**
 * Issue 32 item 4: a proxy laid out from the card data — the text in the player's language where
 * the imported files have it, the VEKN markup drawn as names and icons, capacity, costs and
 * disciplines placed as on a card. Invented cards and texts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CardDetail } from '../../../main/cards/types';
import { initTestI18n } from '../../testing/i18n';
import { ProxyCard } from './ProxyCard';

beforeAll(initTestI18n);

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const base = {
  game: 'vtes' as const,
  advanced: false,
  artists: [],
  burnOption: false,
  requirements: [],
  printings: [],
  clans: [],
  disciplines: [],
  libraryDisciplines: [],
};
const library: CardDetail = {
  ...base,
  uid: 'vtes:100999',
  id: '100999',
  name: 'Invented Trick',
  displayName: 'Invented Trick',
  nameEs: 'Truco Inventado',
  kind: 'library',
  types: ['Action Modifier'],
  libraryDisciplines: [['dom'], ['obf']],
  bloodCost: '1',
  poolCost: '2',
  text: '[dom] Invented English text naming /Some Vampire/.',
  textEs: '[dom] Texto inventado que nombra a /Some Vampire/.\n[DOM] Y algo más.',
};
const vampire: CardDetail = {
  ...base,
  uid: 'vtes:200999',
  id: '200999',
  name: 'Invented Elder',
  displayName: 'Invented Elder',
  kind: 'crypt',
  types: ['Vampire'],
  clans: ['Ventrue'],
  disciplines: [
    { code: 'for', level: 2 },
    { code: 'dom', level: 1 },
  ],
  capacity: 9,
  group: '4',
  sect: 'Camarilla',
  title: 'Prince',
  text: 'Invented ability.',
};

describe('a proxy card from its data', () => {
  it('es: the Spanish name and text, markup drawn, costs at the top, requirement icons down the edge', async () => {
    await i18n.changeLanguage('es');
    const html = renderToStaticMarkup(<ProxyCard card={library} />);
    const t = text(html);
    expect(t).toContain('Truco Inventado');
    expect(t).toContain('Texto inventado que nombra a');
    expect(html).toContain('<i>Some Vampire</i>');
    expect(html).not.toMatch(/\[dom\]|\[DOM\]|\/Some Vampire\//);
    expect(html).toMatch(/class="px-head".*px-cost-pool[^>]*>2<.*px-cost-blood[^>]*>1</s);
    expect(html).toMatch(/px-disc-col.*cl-req-icons/s);
    expect(t).toContain('Modificador de acción');
    expect(html).toContain('lang="es"');
  });

  it('pl: the English text where no Polish one exists, the capacity beside the name, disciplines superior first, group, sect and title at the foot', async () => {
    await i18n.changeLanguage('pl');
    const html = renderToStaticMarkup(<ProxyCard card={vampire} />);
    const t = text(html);
    expect(t).toContain('Invented Elder');
    expect(html).toMatch(/px-capacity[^>]*aria-label="Potencjał 9"[^>]*>9</);
    const col = html.slice(html.indexOf('px-disc-col'));
    expect([...col.matchAll(/data-code="(\w+)" data-level="(\w+)"/g)].map((m) => `${m[1]}:${m[2]}`).slice(0, 2)).toEqual([
      'for:superior',
      'dom:inferior',
    ]);
    expect(html).toContain('lang="en"');
    expect(t).toMatch(/Grupa 4 · .* · .*/);
    expect(t).not.toMatch(/\{\{|undefined/);
  });
});
