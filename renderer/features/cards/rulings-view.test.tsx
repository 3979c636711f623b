/**
 * Issue 32 item 1: a card's rulings as the lookup and the game table draw them — the group they
 * come from, references with their addresses as text, card names and discipline icons — and the
 * table's way to open them from the options that play a card in hand.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SeatViewDto } from '../../../main/engine/dto';
import type { Decision } from '../../../main/engine/types';
import type { VtesView } from '../../../main/games/vtes/view/view';
import type { CardRuling } from '../../../main/cards/types';
import { initTestI18n } from '../../testing/i18n';
import { card, sampleDto } from '../../table/vtes/fixture';
import { VtesTable } from '../../table/vtes/VtesTable';
import { RulingsList } from './CardRulings';

beforeAll(initTestI18n);

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const rulings: CardRuling[] = [
  {
    text: 'Own wording with {Other Card} and [DOM].',
    refs: [{ id: 'LSJ 20010101', url: 'https://example.invalid/r1' }, { id: 'RTR 20020202' }],
  },
  { text: 'Shared wording.', refs: [{ id: 'ANK 20200202' }], group: { id: 'G00001', name: 'Some group', qualifier: '[OBE]' } },
];

describe('the rulings of a card, drawn', () => {
  for (const [lang, heading, group] of [
    ['es', 'Fallos de reglas (2)', 'Para todas las cartas del grupo «Some group»'],
    ['pl', 'Orzeczenia (2)', 'Dla wszystkich kart z grupy „Some group”'],
  ] as const) {
    it(`${lang}: numbered, the group named, references and their addresses as text, card names and icons from the markup`, async () => {
      await i18n.changeLanguage(lang);
      const html = renderToStaticMarkup(<RulingsList rulings={rulings} onRef={() => undefined} />);
      const t = text(html);
      expect(t).toContain(heading);
      expect(t).toContain(group);
      expect(t).toContain('LSJ 20010101 https://example.invalid/r1');
      expect(t).toContain('RTR 20020202');
      expect(html).not.toContain('<a ');
      expect(html).toMatch(/class="link cl-card-ref"[^>]*><i>Other Card<\/i>/);
      expect(html).not.toMatch(/[{}]/);
      expect(html).not.toContain('[DOM]');
      expect(html).toContain('data-group="G00001"');
      expect(html).toContain('lang="en"');
    });
  }

  it('a card without rulings says so and where they are imported', async () => {
    await i18n.changeLanguage('es');
    expect(text(renderToStaticMarkup(<RulingsList rulings={[]} />))).toContain('rulings.yaml');
  });
});

describe('the game table opens the rulings of a card it plays', () => {
  for (const [lang, label] of [
    ['es', 'Fallos de reglas de Roundhouse'],
    ['pl', 'Orzeczenia: Roundhouse'],
  ] as const) {
    it(`${lang}: the options that play a card in hand carry a button for its rulings`, async () => {
      await i18n.changeLanguage(lang);
      const dto = sampleDto();
      const hand = [card('h1', 'Roundhouse', { types: ['Combat'], cid: '101638' })];
      const decision: Decision = {
        seat: 0,
        kind: 'strike',
        prompt: { key: 'log-vtes:prompt.strike' },
        options: [
          { id: 'a', label: { key: 'log-vtes:opt.combatCard', params: { card: 'Roundhouse', mode: 1 } }, params: { card: 'h1', mode: 0 } },
          { id: 'pass', label: { key: 'log-vtes:opt.noMore' } },
        ],
      };
      const html = renderToStaticMarkup(
        <VtesTable dto={{ ...dto, view: { ...dto.view, hand }, decision } as SeatViewDto<VtesView>} onChoose={() => undefined} />,
      );
      const list = html.slice(html.indexOf('vx-options'));
      expect(list).toContain(`aria-label="${label}"`);
      expect(list.match(/cl-rulings-button/g)).toHaveLength(1);
    });
  }
});
