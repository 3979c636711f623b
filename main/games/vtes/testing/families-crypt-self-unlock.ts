/**
 * Scenario family of a vampire's own ability unlocking itself at any time of its Methuselah's turn (issue 30 item 1;
 * tests only; the window `any` with the Condition `yourTurn`, vocab/abilities.ts; a cost such as the Edge): "during
 * your turn, you can burn the Edge to unlock Kalinda". In its Methuselah's minion phase the vampire is locked and the
 * Methuselah has the Edge; the ability is used. Measured: 1 when the vampire is unlocked, 10 when the Edge was burned.
 * Stripped: no use is offered (0). Known deviation, as for the other `any` window abilities: offered in the minion
 * phase only.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';

function selfUnlockCase(def: CardDef, edge: boolean): FamilyCase {
  return {
    family: 'own ability during your turn: unlock itself',
    expected: 1 + (edge ? 10 : 0),
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        edge: edge ? 0 : null,
        seats: [{ ready: [{ card: def.name, blood: 3, locked: true }] }, {}],
        defs: [def],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const o = dec(sc.s).options.find((x) => x.id.startsWith(`use:${v}:`));
      if (o) sc.choose(o.id);
      return (sc.s.cards[v].locked ? 0 : 1) + (edge && sc.s.edge !== 0 ? 10 : 0);
    },
  };
}

/** The cases of this family a vampire fits: an `any` window ability of its own during your turn whose only primitive unlocks it. */
export function cryptSelfUnlockCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects.flatMap((e) =>
      isKind(e, 'ability') &&
      // "during your turn" (window `any`), or "during your minion phase" (window `minion`: Nakhthorheb)
      ((e.window === 'any' && e.if?.c === 'yourTurn') || (e.window === 'minion' && !e.if)) &&
      e.who?.role === 'self' &&
      e.effects.length === 1 &&
      e.effects[0].p === 'unlock' &&
      e.cost.every((k) => k.c === 'edge')
        ? [
            selfUnlockCase(
              def,
              e.cost.some((k) => k.c === 'edge'),
            ),
          ]
        : [],
    ),
  );
}
