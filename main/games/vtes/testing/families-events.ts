/**
 * Scenario families of a vampire's own triggers on the engine's events (issue 27 item 5; tests only;
 * the rules: vocab/triggers.ts). The vampire is played through the engine's decisions by name and what
 * its trigger does is measured; with the card's effects stripped nothing happens.
 *
 * - **Entering play** (`vtes.enters`, vtes-es 7): the vampire, with its full capacity in blood in the
 *   uncontrolled region, is moved to the ready region in the influence phase; measured: the pool its
 *   controller lost.
 * - **After its combat** (`vtes.combatEnd` with filter `self`, vtes-es 6.4): the vampire bleeds, a test
 *   vampire blocks, nobody strikes, the combat ends; measured: the blood the opposing vampire lost.
 */
import type { CardDef } from '../schema/effects';
import type { Trigger } from '../schema/records';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { isKind } from '../schema/effect-query';
import { type FamilyCase, testVampire } from './test-vampire';

const OPPONENT = testVampire('Test Opponent', {});

/** The vampire's one trigger, if its text is only that trigger. */
function ownTrigger(def: CardDef): Trigger | undefined {
  if (def.kind !== 'crypt' || def.modes.length !== 1) return undefined;
  const e = def.modes[0].effects;
  return e.length === 1 && isKind(e[0], 'on') && !e[0].if && !e[0].limit && !e[0].seat ? e[0] : undefined;
}

function entersCase(def: CardDef): FamilyCase | undefined {
  const t = ownTrigger(def);
  const p = t?.effects[0];
  if (!t || t.event !== 'vtes.enters' || t.filter || t.effects.length !== 1 || p?.p !== 'move' || p.from !== 'pool' || p.to !== 'bank')
    return undefined;
  return {
    family: 'vampire entering play: pool burned',
    expected: p.n,
    run(strip) {
      const sc = new Scenario({
        phase: 'influence',
        seats: [{ uncontrolled: [{ card: def.name, blood: def.capacity ?? 1 }] }, {}],
        defs: [def],
        strip: strip ? [def.name] : [],
      });
      const before = sc.pool(0);
      sc.choose(`influence:${sc.uid(def.name, 0)}`);
      return before - sc.pool(0);
    },
  };
}

function combatEndCase(def: CardDef): FamilyCase | undefined {
  const t = ownTrigger(def);
  const p = t?.effects[0];
  if (!t || t.event !== 'vtes.combatEnd' || !t.own || t.effects.length !== 1) return undefined;
  if (p?.p !== 'move' || p.from !== 'opponent' || p.to !== 'bank') return undefined;
  return {
    family: 'after its combat: the opposing minion burns blood',
    expected: p.n,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: def.name, blood: 4 }] }, { ready: [{ card: OPPONENT.name, blood: 6 }] }],
        defs: [def, OPPONENT],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(def.name);
      const o = sc.uid(OPPONENT.name, 1);
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${o}`));
      sc.choose(`block:${o}`);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
      sc.choose('none').choose('none');
      sc.s = passUntil(sc.s, (x) => !x.combat);
      return 6 - sc.s.cards[o].blood;
    },
  };
}

/** The scenarios of these families a card fits. */
export function eventFamilyCases(def: CardDef): FamilyCase[] {
  return [entersCase(def), combatEndCase(def)].filter((c) => c !== undefined);
}
