/** Issue 32 item 6: the popularity chart of a card in the archive has a year axis. */
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { initTestI18n } from '../../testing/i18n';
import { YearChart, yearTicks } from './CardArchive';

beforeAll(initTestI18n);

const years = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('year axis of the popularity chart', () => {
  it('labels the first and last years and each 0 or 5 year not crowding them', () => {
    expect([...yearTicks(years(1996, 2024))].sort()).toEqual([1996, 2000, 2005, 2010, 2015, 2020, 2024]);
    expect([...yearTicks(years(1999, 2021))].sort()).toEqual([1999, 2005, 2010, 2015, 2021]);
    expect([...yearTicks([2023])]).toEqual([2023]);
    expect(yearTicks([]).size).toBe(0);
  });

  for (const [lang, max, range] of [
    ['es', 'máximo: 50 % de los mazos del año', 'Mazos por año, de 2001 a 2012'],
    ['pl', 'maksimum: 50%', 'od 2001 do 2012'],
  ] as const) {
    it(`${lang}: one bar and one axis cell per year, the years written under the bars, the top share named`, async () => {
      await i18n.changeLanguage(lang);
      const perYear = years(2001, 2012).map((year, i) => ({ year, decks: i % 3, total: 4 }));
      const html = renderToStaticMarkup(<YearChart perYear={perYear} />);
      const axis = html.slice(html.indexOf('data-testid="year-axis"'));
      expect(axis.match(/ar-year-tick">(\d+)</g)?.map((m) => m.replace(/\D/g, ''))).toEqual(['2001', '2005', '2012']);
      expect(html.match(/title="/g)).toHaveLength(12);
      expect(html.replace(/\u00a0|\u202f/g, ' ')).toContain(max);
      expect(html).toContain(range);
    });
  }
});
