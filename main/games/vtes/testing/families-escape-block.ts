/**
 * Scenarios of a retainer its employer burns, once blocked and before block resolution, to unlock and leave the action
 * with no combat (issue 29, h-combat; tests only; an ability of window `preCombat` costing `burnSelf`, primitives
 * `endAction` and `unlock`; vtes-es 6.2.3): Ghoul Escort. Seat 0's test vampire, with the card, bleeds seat 1, whose test
 * vampire blocks; before block resolution the employer burns the retainer. Measured: 10 when no combat took place and the
 * retainer is in the ash heap, plus 1 when the employer is unlocked after the action.
 */
import type { CardDef } from '../schema/effects';
import { effectWhere, isPrim } from '../schema/effect-query';
import type { FamilyCase } from './families';
import { dec } from './testing';
import { Scenario } from './scenario';
import { testVampire } from './test-vampire';

const ACTOR = testVampire('Test Escorted Actor', {});
const BLOCKER = testVampire('Test Escort Blocker', {});

function escapeCase(def: CardDef, mi: number): FamilyCase {
  return {
    family: 'retainer burned before block resolution to unlock and avoid the combat',
    expected: 11,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: ACTOR.name, blood: 6, attached: [{ card: def.name, mode: mi }] }] },
          { ready: [{ card: BLOCKER.name, blood: 6 }] },
        ],
        defs: [def, ACTOR, BLOCKER],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(ACTOR.name);
      const card = sc.uid(def.name);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid(BLOCKER.name, 1)}`);
      let fought = false;
      for (let i = 0; i < 30 && sc.s.act; i++) {
        const d = dec(sc.s);
        const use = d.options.find((o) => o.id.split(':').includes(card));
        sc.choose((use ?? d.options.find((o) => ['pass', 'decline', 'done', 'none'].includes(o.id)) ?? d.options[0]).id);
        fought ||= !!sc.s.combat;
      }
      return (!fought && sc.s.cards[card].zone === 'ash' ? 10 : 0) + (sc.s.cards[a].locked ? 0 : 1);
    },
  };
}

/** The cases a card fits: a retainer with a `preCombat` ability burning it that ends the action. */
export function escapeBlockCases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) =>
    m.kind === 'retainer' &&
    m.effects.some(
      effectWhere(
        'ability',
        (a) => a.window === 'preCombat' && a.cost.some((c) => c.c === 'burnSelf') && a.effects.some(isPrim('endAction')),
      ),
    )
      ? [escapeCase(def, mi)]
      : [],
  );
}
