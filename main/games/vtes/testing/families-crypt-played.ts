/**
 * Scenario family of a vampire's own trigger as it plays a library card (issue 30 item 1; tests only; vtes-es
 * 1.6.1.1, 1.6.1.2; the trigger event `vtes.play` with `own`, its filter the Condition `playedDisc`): each card needing
 * Auspex that Ira Rivers plays lets his Methuselah draw one card more and then discard back to the hand size. The vampire, with the Discipline, is ready in its minion phase with one bleed card requiring it in hand
 * and a library of 20 cards; it bleeds with that card, the hand is drawn up (7), and a discard asked is answered with
 * the hand's first card. Measured: 100 per card drawn from the library (8 with the trigger, 7 without), plus the
 * cards in hand (7 either way: the extra card is discarded down).
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { choose, dec } from './testing';
import { withDiscCard } from './families-crypt-limits';
import type { FamilyCase } from './test-vampire';

function playedCase(def: CardDef, disc: string): FamilyCase {
  return {
    family: 'vampire: its own trigger as it plays a card requiring a Discipline (a card drawn, the hand discarded down)',
    expected: 807,
    run(strip) {
      const game = withDiscCard(def, disc, strip);
      let s = game.s;
      const { v, c, card } = game;
      const library = s.seats[0].zones.library.length;
      const o = dec(s).options.find((x) => x.id.startsWith(`card:${v}:${c}`));
      if (!o) throw new Error(`scenario: ${card.name} not offered`);
      s = choose(s, o.id);
      // the discard down to the hand size, when asked: the hand's first card
      const d = dec(s);
      if (d.seat === 0 && d.kind === 'vtes.discardDown') s = choose(s, d.options[0].id);
      return 100 * (library - s.seats[0].zones.library.length) + s.seats[0].zones.hand.length;
    },
  };
}

/** The cases of this family a vampire fits: an own `vtes.play` trigger whose filter names the Discipline required. */
export function cryptPlayedCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.flatMap((e) =>
      isKind(e, 'on') &&
      e.own &&
      (e.event === 'vtes.play' || (Array.isArray(e.event) && e.event.includes('vtes.play'))) &&
      e.filter?.c === 'playedDisc'
        ? [playedCase(def, e.filter.disc)]
        : [],
    ),
  );
}
