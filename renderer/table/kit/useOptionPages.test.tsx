import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initTestI18n } from '../../testing/i18n';
import type { Option } from '../../../main/engine/types';
import { optionForKey } from './options';
import { OptionList } from './OptionList';
import { nextFrom, pageOf } from './useOptionPages';

beforeAll(initTestI18n);

const options: Option[] = Array.from({ length: 12 }, (_, i) => ({ id: `o${i + 1}`, label: { key: 'x' } }));
const keys = (html: string) => [...html.matchAll(/<kbd>(\d)<\/kbd>/g)].map((m) => Number(m[1]));

describe('options past nine are reachable by keyboard (issue 16 item 3)', () => {
  it('the keys 1-9 answer on the current page of nine; 0 turns the page, after the last back to the first', () => {
    const first = pageOf(options, 0);
    expect(first.keyed.map((o) => o.id)).toEqual(['o1', 'o2', 'o3', 'o4', 'o5', 'o6', 'o7', 'o8', 'o9']);
    const second = pageOf(options, nextFrom(first.from, first.total));
    expect(second.from).toBe(9);
    expect(optionForKey(second.keyed, '1')?.id).toBe('o10');
    expect(optionForKey(second.keyed, '3')?.id).toBe('o12');
    expect(optionForKey(second.keyed, '4')).toBeNull();
    expect(nextFrom(second.from, second.total)).toBe(0);
    // a shorter new list starts again at its first page
    expect(pageOf(options.slice(0, 4), 9).from).toBe(0);
    expect(pageOf(null, 0).keyed).toEqual([]);
  });

  it('the list numbers the page the keys answer on and offers the next page as key 0', async () => {
    await i18n.changeLanguage('es');
    const at = (from: number) => ({ ...pageOf(options, from), next: () => undefined });
    const html = renderToStaticMarkup(<OptionList options={options} onChoose={() => undefined} label={(o) => o.id} pages={at(0)} />);
    expect(keys(html)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0]);
    expect(html).toContain('Más opciones (1–9 de 12)');
    const second = renderToStaticMarkup(<OptionList options={options} onChoose={() => undefined} label={(o) => o.id} pages={at(9)} />);
    expect(keys(second)).toEqual([1, 2, 3, 0]);
    expect(second).toMatch(/<kbd>1<\/kbd> o10/);
    await i18n.changeLanguage('pl');
    expect(renderToStaticMarkup(<OptionList options={options} onChoose={() => undefined} label={(o) => o.id} pages={at(9)} />)).toContain(
      'Więcej opcji (10–12 z 12)',
    );
    await i18n.changeLanguage('es');
    // nine or fewer: no page button
    const few = options.slice(0, 9);
    expect(
      renderToStaticMarkup(
        <OptionList options={few} onChoose={() => undefined} label={(o) => o.id} pages={{ ...pageOf(few, 0), next: () => undefined }} />,
      ),
    ).not.toContain('Más opciones');
  });
});
