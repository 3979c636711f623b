/**
 * The table over real Vendetta games. Test-only: it runs the game module in Node to produce
 * seat views (the renderer bundle itself never imports main/ at runtime). Plays seeded games
 * picking options pseudo-randomly and, at every decision, draws every seat's view and checks
 * that the drawing holds nothing the seat may not see, that every option of the decision is in
 * the list, and that in a planning turn every card in hand and every location can be clicked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../testing/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SeatViewDto } from '../../../main/engine/dto';
import type { Decision } from '../../../main/engine/types';
import { vendettaModule } from '../../../main/games/vendetta/module';
import type { VendettaState } from '../../../main/games/vendetta/state';
import type { VendettaView } from '../../../main/games/vendetta/view';
import { VendettaTable } from './VendettaTable';
import { placeOptions } from './options';

beforeAll(initTestI18n);

/** Card ids the seat must not see: others' hands, looked-at cards, decks and face-down cards. */
function secretsFor(s: VendettaState, seat: number): Set<string> {
  const out = new Set<string>();
  const faceUp = new Set(s.locs.flatMap((l) => l.pos.flatMap((p) => p.cards.filter((c) => c.up).map((c) => c.id))));
  s.players.forEach((p, o) => {
    if (o === seat) return;
    for (const id of [...p.hand, ...p.looking, ...p.deck]) if (!p.shown.includes(id) && !faceUp.has(id)) out.add(id);
  });
  s.locs.forEach((l) =>
    l.pos.forEach((pos, o) => {
      if (o === seat) return;
      for (const c of pos.cards)
        if (!c.up && !s.players[seat].known[c.key] && !s.players[o].shown.includes(c.id) && !faceUp.has(c.id)) out.add(c.id);
    }),
  );
  return out;
}

function dtoFor(s: VendettaState, seat: number, decision: Decision | null): SeatViewDto<VendettaView> {
  return {
    game: 'vendetta',
    seat,
    seats: s.players.map((_, i) => ({ name: `P${i + 1}`, kind: 'human' as const })),
    view: vendettaModule.view(s, seat) as VendettaView,
    decision,
    waitingFor: [],
    log: [],
    result: null,
    canUndo: false,
    progress: { key: 'x' },
    step: 0,
  };
}

function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

const configs = [{ players: 3 }, { players: 4, relics: true, locationCards: true }, { players: 5 }];

describe('VendettaTable over real games', () => {
  for (const cfg of configs) {
    it(`${JSON.stringify(cfg)}: no hidden card drawn, every option offered, planning targets clickable`, () => {
      const config = vendettaModule.parseConfig(cfg);
      let { state } = vendettaModule.setup(config, `table-${JSON.stringify(cfg)}`);
      const rnd = lcg(cfg.players * 7919);
      let steps = 0;
      let clickedTurns = 0;
      for (; steps < 3000; steps++) {
        const ds = vendettaModule.decisions(state);
        if (!ds.length) break;
        for (let seat = 0; seat < cfg.players; seat++) {
          const decision = ds.find((d) => d.seat === seat) ?? null;
          if (!decision && steps % 8 !== 0) continue; // every seat now and then, deciding seats always
          const dto = dtoFor(state, seat, decision);
          const html = renderToStaticMarkup(<VendettaTable dto={dto} onChoose={() => {}} />);
          const drawn = new Set([...html.matchAll(/data-card="([^"]+)"/g)].map((m) => m[1]));
          for (const id of secretsFor(state, seat)) expect(drawn.has(id), `seat ${seat} sees ${id} at step ${steps}`).toBe(false);
          if (decision) {
            for (const o of decision.options) expect(html).toContain(`data-option="${o.id}"`);
            const placed = placeOptions(dto.view, decision);
            if (decision.kind === 'vendetta.turn') {
              for (const c of dto.view.players[seat].hand ?? []) expect(placed.hand.has(c), `hand card ${c}`).toBe(true);
              clickedTurns++;
            }
            if (decision.kind === 'vendetta.location') expect(placed.location.size).toBe(dto.view.locations.length);
          }
        }
        const d = ds[Math.floor(rnd() * ds.length)];
        state = vendettaModule.apply(state, d.seat, d.options[Math.floor(rnd() * d.options.length)].id).state;
      }
      expect(vendettaModule.result(state)).not.toBeNull();
      expect(clickedTurns).toBeGreaterThan(5);
      // the final public view draws too
      const html = renderToStaticMarkup(
        <VendettaTable
          dto={{ ...dtoFor(state, 0, null), seat: 'public', view: vendettaModule.view(state, 'public') as VendettaView }}
          onChoose={() => {}}
        />,
      );
      expect(html).toContain('Final de la partida');
    });
  }
});
