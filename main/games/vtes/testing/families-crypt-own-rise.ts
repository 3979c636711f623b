/**
 * The scenario family of a vampire's own unlock phase ability moving it from torpor to the ready region (issue 30 item
 * 1; tests only; the rule: vocab/abilities.ts `abilityUses`, the torpid vampires' abilities usable from torpor, and the
 * primitive `fromTorpor`, vtes-es 4, 6.5): `{ e: 'ability', window: 'unlock', who: itself, ready or in torpor,
 * effects: [fromTorpor minion] }` (Venere Carboni). The vampire is in torpor with 2 blood in its controller's unlock
 * phase. Measured: 1 when a use naming it is offered and it ends ready with 1 blood, plus 10 when nothing is offered once
 * it is ready. With the effects stripped: no use, it stays in torpor.
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind, isPrim } from '../schema/effect-query';
import { dec } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';

function risesCase(def: CardDef): FamilyCase {
  return {
    family: "vampire's own unlock phase ability: from torpor to the ready region",
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        phase: 'unlock',
        seats: [{ torpor: [{ card: def.name, blood: 2 }] }, {}],
        defs: [def],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name, 0, 'torpor');
      const named = () => dec(sc.s).options.find((o) => o.id.startsWith('use:') && o.id.split(':').includes(v));
      const o = named();
      if (!o) return 0;
      sc.choose(o.id);
      const ready = sc.s.cards[v].zone === 'ready' && sc.s.cards[v].blood === 1 ? 1 : 0;
      return ready + (named() ? 0 : 10);
    },
  };
}

const isOwnRise = (e: Effect): boolean =>
  isKind(e, 'ability') &&
  e.window === 'unlock' &&
  e.who?.role === 'self' &&
  e.who.state === 'readyOrTorpor' &&
  e.effects.length === 1 &&
  isPrim('fromTorpor')(e.effects[0]);

/** The cases of this family a vampire fits. */
export function cryptOwnRiseCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.some((m) => m.kind === 'vampire' && m.effects.some(isOwnRise)) ? [risesCase(def)] : [];
}
