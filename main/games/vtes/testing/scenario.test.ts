/**
 * Issue 27 item 8: scenarios keyed by card names and roles, each failing when the card's effects are
 * stripped. Generated for two shapes of `full` cards: every starter action mode that bleeds (the
 * acting vampire plays it at its Discipline level, the prey loses 1 + the printed bleed) and every
 * Discipline master card of the data files (put on a vampire: +1 level and +1 capacity, 1.6.2.2).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import type { CardDef, Mode } from '../schema/effects';
import { cardDefFromDetail } from '../data/catalog-def';
import { STARTER_CRYPT, STARTER_DEFS } from '../data/starters';
import { CARD_DATA } from '../data/load';
import { Scenario } from './scenario';

/** A starter vampire with every Discipline level the mode needs and no printed ability (its bleed is the basic one). */
function actorFor(m: Mode): CardDef | undefined {
  const needs = m.conditions.flatMap((c) => (c.r === 'disc' ? [c] : []));
  return STARTER_CRYPT.find((v) => !v.modes.length && needs.every((c) => (v.disc?.[c.disc] ?? 0) >= c.level));
}

/** Seat 0's actor plays the action card's mode at the prey; how much pool the prey lost. */
function bleedAction(card: CardDef, mode: number, actor: CardDef, strip: string[] = []): number {
  const name = actor.name;
  const sc = new Scenario({
    seats: [{ ready: [{ card: name, blood: 4, anarch: true }], hand: [card.name] }, {}],
    strip,
  });
  sc.play(card.name, { by: name, mode });
  return 30 - sc.pool(1);
}

describe('V:TES scenarios keyed by card names (issue 27 item 8)', () => {
  const bleeds = [...STARTER_DEFS.values()].flatMap((d) =>
    d.modes.flatMap((m, i) => {
      const b = m.kind === 'action' ? m.effects.find((e) => e.e === 'bleed') : undefined;
      return b && b.e === 'bleed' ? [{ d, i, m, plus: b.plus }] : [];
    }),
  );

  it('every starter action mode that bleeds: the prey loses 1 + its printed bleed, and nothing once its effects are stripped', () => {
    expect(bleeds.length).toBeGreaterThanOrEqual(8);
    for (const { d, i, m, plus } of bleeds) {
      const actor = actorFor(m);
      expect(actor, `${d.name} mode ${i}`).toBeDefined();
      expect(bleedAction(d, i, actor!), `${d.name} mode ${i}`).toBe(1 + plus);
      expect(bleedAction(d, i, actor!, [d.name]), `${d.name} mode ${i} stripped`).not.toBe(1 + plus);
    }
  });

  it.skipIf(!existsSync(sharedFile(OFFICIAL_FILES[0])) && !process.env.CI)(
    '1.6.2.2 every Discipline master card of the data: on a vampire, +1 level and +1 capacity; nothing once stripped',
    () => {
      const cards = parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards.filter((c) =>
        // the plain ones: Abombwe (a Condition on its vampire) and Striga (no capacity) have their own scenarios
        CARD_DATA.get(c.id)?.modes.some((m) => m.effects.some((e) => e.e === 'discipline' && !e.where && !e.noCapacity)),
      );
      expect(cards).toHaveLength(18);
      for (const c of cards) {
        const def = cardDefFromDetail(c);
        const disc = def.modes[0].effects.find((e) => e.e === 'discipline')!;
        const code = disc.e === 'discipline' ? disc.disc : '';
        const run = (strip: string[]) => {
          const sc = new Scenario({
            seats: [{ ready: [{ card: 'Ashley', blood: 2 }], hand: [def.name] }, {}],
            phase: 'master',
            defs: [def],
            strip,
          });
          sc.play(def.name, { target: 'Ashley' });
          const a = sc.s.cards[sc.uid('Ashley')];
          return { cap: a.capBonus, disc: a.discBonus?.[code] ?? 0 };
        };
        expect(run([]), def.name).toEqual({ cap: 1, disc: 1 });
        expect(run([def.name]), `${def.name} stripped`).not.toEqual({ cap: 1, disc: 1 });
      }
    },
  );
});
