/**
 * The table over real Nights of Blood games. Test-only: it runs the game module in Node to make
 * seat views (the renderer bundle never imports main/ at runtime). At every decision of seeded
 * games it draws the deciding seat's table and checks that every option is listed, that another
 * seat's hand or unknown sect is never drawn, and that 8 seats render.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18n from 'i18next';
import { initTestI18n } from '../../testing/i18n';
import type { SeatViewDto } from '../../../main/engine/dto';
import { RngCursor, seedRng } from '../../../main/engine/rng';
import { nightsModule as m } from '../../../main/games/nights-of-blood/module';
import type { NightsState } from '../../../main/games/nights-of-blood/state';
import type { NightsView } from '../../../main/games/nights-of-blood/view';
import { arrange } from '../../../main/games/nights-of-blood/testing';
import { NightsTable, optionsByCard, optionsBySeat } from './NightsTable';

beforeAll(initTestI18n);

function dtoFor(s: NightsState, seat: number): SeatViewDto<NightsView> {
  const d = m.decisions(s).find((x) => x.seat === seat) ?? null;
  return {
    game: 'nights',
    seat,
    seats: s.players.map((_, i) => ({ name: `Jugador${i}`, kind: 'human' as const })),
    view: m.view(s, seat) as NightsView,
    decision: d,
    waitingFor: [],
    log: [],
    result: null,
    canUndo: false,
    progress: m.progress(s),
    step: 0,
  } as unknown as SeatViewDto<NightsView>;
}

describe('NightsTable', () => {
  it('draws every option, never another hand or an unknown sect, for 5 and 8 players', () => {
    for (const lang of ['es', 'pl']) {
      void i18n.changeLanguage(lang);
      for (const players of [5, 8]) {
        let s = m.setup(m.parseConfig({ players }), `table-${players}`).state;
        const rng = new RngCursor(seedRng(`table-${players}`));
        for (let i = 0; i < 300 && !s.result; i++) {
          const d = m.decisions(s)[0];
          const html = renderToStaticMarkup(<NightsTable dto={dtoFor(s, d.seat)} onChoose={() => undefined} />);
          for (const o of d.options) expect(html).toContain(`data-option="${o.id}"`);
          expect(html.match(/class="nb-seat[ "]/g)).toHaveLength(players);
          const bad = /.{60}(\{\{|cards-nights:|log-nights:|table-nights:).{40}/.exec(html);
          expect(bad?.[0] ?? null).toBeNull();
          s.players.forEach((p, x) => {
            if (x === d.seat || p.revealed || s.players[d.seat].known[x] !== undefined) return;
            const name = String(i18n.t(`cards-nights:sect.${p.sect}`));
            const panel = html.split(`data-seat="${x}"`)[1].split('</section>')[0];
            expect(panel).not.toContain(name);
          });
          s = m.apply(s, d.seat, rng.pick(d.options).id).state;
        }
      }
    }
    void i18n.changeLanguage('es');
  });

  it('groups options by the seat they target', () => {
    const g = optionsBySeat([
      { id: 'a', label: { key: 'x' }, params: { target: 2 } },
      { id: 'b', label: { key: 'x' }, params: { target: 2 } },
      { id: 'c', label: { key: 'x' } },
    ]);
    expect(g.get(2)?.map((o) => o.id)).toEqual(['a', 'b']);
    expect(g.size).toBe(1);
  });

  it('groups the options that play a card from the hand by that card; every such card is a button', () => {
    const g = optionsByCard([
      { id: 'atk:ataque#1:2', label: { key: 'x' }, params: { card: 'ataque', inHand: true, target: 2 } },
      { id: 'atk:ataque#1:3', label: { key: 'x' }, params: { card: 'ataque', inHand: true, target: 3 } },
      { id: 'use:asesino#1:2', label: { key: 'x' }, params: { card: 'asesino', target: 2 } },
    ]);
    expect([...g.keys()]).toEqual(['ataque']);
    let s = m.setup(m.parseConfig({ players: 5 }), 'hand-buttons').state;
    s = m.apply(s, s.regent, 'cw').state;
    const d = m.decisions(s)[0];
    const html = renderToStaticMarkup(<NightsTable dto={dtoFor(s, d.seat)} onChoose={() => undefined} />);
    for (const id of optionsByCard(d.options).keys()) expect(html).toMatch(new RegExp(`<button[^>]*data-card="${id}"`));
  });

  it('says under the options why a player cannot be attacked, with the name and the shelters (issue 34 §4), in es and pl', async () => {
    const s = arrange(5, { 0: { hand: ['ataque'], weapon: 'pistola' }, 2: { resources: ['refugio', 'refugio'] } });
    const text = () =>
      renderToStaticMarkup(<NightsTable dto={dtoFor(s, 0)} onChoose={() => undefined} />)
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ');
    await i18n.changeLanguage('es');
    expect(text()).toContain(
      'Lo que no puedes hacer ahora No puedes atacar a Jugador2: tiene 2 Refugios y solo alcanzas a quien tiene 1 como máximo.',
    );
    await i18n.changeLanguage('pl');
    expect(text()).toContain('Nie możesz zaatakować: Jugador2 ma 2 Schronienia, a twój zasięg obejmuje najwyżej 1.');
    await i18n.changeLanguage('es');
  });
});
