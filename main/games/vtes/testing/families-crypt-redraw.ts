/**
 * The scenario family of a vampire's own redraw (issue 30 item 1; tests only; vtes-es 1.6.1.2; the effect `redraw`,
 * core/redraw.ts): Blackhorse Tanner, one time per turn a card just drawn goes under the library and another is drawn.
 * The vampire is ready; its Methuselah's library holds a known card on top. A card is drawn (ops.ts `drawCards`, as any
 * replacement draws); the question is answered through the engine's decision with the card just drawn. Measured: 1 when
 * that card went under the library and the next card was drawn instead, plus 10 when a second draw of the same turn asks
 * nothing. Stripped, no question is asked.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { drawCards } from '../core/ops';
import { dec } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';

const redrawCase = (def: CardDef): FamilyCase => ({
  family: "vampire's own redraw of a card drawn, once each turn",
  expected: 11,
  run(strip) {
    const sc = new Scenario({
      phase: 'minion',
      seats: [{ ready: [{ card: def.name, blood: 3 }], hand: [], library: ['Deflection', 'Blood Doll', 'Blood Doll', 'Blood Doll'] }, {}],
      defs: [def],
      strip: strip ? [def.name] : [],
    });
    const top = sc.s.seats[0].zones.library[0];
    drawCards(sc.s, 0, 1, []);
    const o = dec(sc.s).options.find((x) => x.params?.uid === top);
    if (!o) return 0;
    sc.choose(o.id);
    const lib = sc.s.seats[0].zones.library;
    const hand = sc.s.seats[0].zones.hand;
    const moved = lib[lib.length - 1] === top && hand.length === 1 && !hand.includes(top) ? 1 : 0;
    // once each turn: a second draw asks nothing
    drawCards(sc.s, 0, 1, []);
    const again = dec(sc.s).options.some((x) => x.id === 'none' && dec(sc.s).kind === 'vtes.redraw');
    return moved + (again ? 0 : 10);
  },
});

/** The cases of this family a vampire fits. */
export function cryptRedrawCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.some((m) => m.effects.some((e) => isKind(e, 'redraw'))) ? [redrawCase(def)] : [];
}
