/**
 * Options grouped by the card in hand they play, each mode described in words (issue 16 item 3):
 * copies collapse, the modes sit under their card, the words come from the card data the seat
 * view carries and hold no raw token in either language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SeatViewDto } from '../../../main/engine/dto';
import type { Decision, Option } from '../../../main/engine/types';
import { GameSession } from '../../../main/engine/session';
import { vtesModule } from '../../../main/games/vtes/module';
import type { VtesCardView, VtesView } from '../../../main/games/vtes/view/view';
import { initTestI18n } from '../../testing/i18n';
import { LANGS, tFor } from '../../testing/rendered-games';
import { VtesTable } from './VtesTable';
import { card, sampleDto } from './fixture';
import { groupByHandCard, handCardOf, modeOf, modeWords } from './modes';

beforeAll(initTestI18n);

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const RAW = /\{\{|\}\}|cards-vtes:|table-vtes:|\b(undefined|null|NaN)\b|\b(effect|req|kind)\.\w+/;

const brawl = (uid: string): VtesCardView => ({
  ...card(uid, 'Line Brawl', { types: ['Combat'], cid: '101111' }),
  cost: { blood: 1 },
  modes: [
    { kind: 'combat', disc: [{ disc: 'pot', level: 1 }], reqs: [], effects: [{ key: 'cards-vtes:prim.prevent', params: { n: 1 } }] },
    { kind: 'combat', disc: [{ disc: 'pot', level: 2 }], reqs: [], effects: [{ key: 'cards-vtes:prim.prevent', params: { n: 2 } }] },
  ],
});
const play = (id: string, uid: string, mode: number): Option => ({
  id,
  label: { key: 'log-vtes:opt.combatCard', params: { card: 'Line Brawl', mode: mode + 1 } },
  params: { card: uid, mode },
});

describe('options grouped by the card in hand', () => {
  it('copies of a card share one group, each mode once, other options stay alone in order', () => {
    const hand = [brawl('h1'), brawl('h2'), card('h3', 'Deflection', { types: ['Reaction'] })];
    const opts: Option[] = [
      { id: 'pass', label: { key: 'log-vtes:opt.pass' } },
      play('a', 'h1', 0),
      play('b', 'h1', 1),
      play('c', 'h2', 0),
      play('d', 'h2', 1),
      { id: 'e', label: { key: 'x' }, params: { card: 'h3' } },
    ];
    const groups = groupByHandCard(opts, hand, (o) => JSON.stringify(o.label));
    expect(groups.map((g) => [g.card?.name ?? null, g.options.map((o) => o.id)])).toEqual([
      [null, ['pass']],
      ['Line Brawl', ['a', 'b']],
      ['Deflection', ['e']],
    ]);
    const byUid = new Map(hand.map((c) => [c.uid, c]));
    expect(modeOf(opts[2], handCardOf(opts[2], byUid) as VtesCardView)?.disc).toEqual([{ disc: 'pot', level: 2 }]);
    // a card in play named by `card` is not a hand card: no group
    expect(handCardOf({ id: 'x', label: { key: 'k' }, params: { card: 'k99' } }, byUid)).toBeNull();
  });

  it('the table lists one entry per card with its modes beneath, described in words, keys in list order', async () => {
    await i18n.changeLanguage('es');
    const dto = sampleDto();
    const hand = [brawl('h1'), brawl('h2')];
    const decision: Decision = {
      seat: 0,
      kind: 'strike',
      prompt: { key: 'log-vtes:prompt.strike' },
      options: [
        play('a', 'h1', 0),
        play('b', 'h1', 1),
        play('c', 'h2', 0),
        play('d', 'h2', 1),
        { id: 'pass', label: { key: 'log-vtes:opt.noMore' } },
      ],
    };
    const html = renderToStaticMarkup(
      <VtesTable dto={{ ...dto, view: { ...dto.view, hand }, decision } as SeatViewDto<VtesView>} onChoose={() => undefined} />,
    );
    const list = html.slice(html.indexOf('vx-options'));
    expect(list.match(/play-options-heading/g)).toHaveLength(1);
    expect(list.match(/data-option="/g)).toHaveLength(3);
    expect(list).not.toContain('data-option="c"');
    const t = text(list);
    expect(t).toMatch(/Line Brawl.*1 de sangre/);
    expect(list).toMatch(/data-level="inferior"[\s\S]*data-level="superior"/);
    expect(RAW.exec(t)?.[0] ?? null, t).toBeNull();
    expect(list).toMatch(/<kbd>1<\/kbd>[\s\S]*data-option="a"|data-option="a"[\s\S]*<kbd>1<\/kbd>/);
  });

  it('every mode of every card in hand in a seeded game reads in words in es and pl', async () => {
    const seats = ['Ana', 'Jan', 'Ola', 'Bea'].map((name) => ({ name, kind: 'bot' as const, bot: 'heuristic' }));
    const session = GameSession.create(vtesModule as never, { players: 4, maxTurns: 6 }, seats, 'modes/1', { maxBotSteps: 1500 });
    const cards = new Map<string, VtesCardView>();
    try {
      session.runBots(() => {
        for (let s = 0; s < 4; s++) for (const c of (session.viewFor(s).view as VtesView).hand ?? []) cards.set(c.cid, c);
      });
    } catch {
      // the step limit: what was seen is checked
    }
    expect(cards.size).toBeGreaterThan(10);
    for (const lang of LANGS) {
      const t = await tFor(lang);
      for (const c of cards.values()) {
        expect(c.modes?.length, c.name).toBeGreaterThan(0);
        for (const m of c.modes ?? []) {
          const words = modeWords(t, c, m);
          expect(words.length, c.name).toBeGreaterThan(3);
          expect(words, `${lang} ${c.name}`).not.toMatch(RAW);
        }
      }
    }
  }, 120_000);
});
