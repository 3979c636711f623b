/**
 * The scenario family of a vampire's own text letting it block beyond the prey, predator and target
 * restrictions (issue 30 item 1; tests only; vtes-es 6.2.2.1; `blockAnySeat { own }`: "may attempt to block a
 * vampire controlled by another Methuselah", Anneke). Four Methuselahs: seat 0's test vampire bleeds its prey
 * (seat 1); the vampire is ready at seat 2, across the table, who may not block that bleed. Measured: the vampire
 * offered the block (1) and, blocking, the combat that starts (10). With the effects stripped, neither.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const BLEEDER = testVampire('Test Far Bleeder', {});

/** Seat 0's vampire bleeds seat 1; `def` (unlocked unless `locked`) waits at seat 2. */
export function farBlock(def: CardDef, strip: boolean, locked = false): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: BLEEDER.name, blood: 3 }] }, {}, { ready: [{ card: def.name, blood: 4, locked }] }, {}],
    defs: [def, BLEEDER],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(BLEEDER.name);
  const v = sc.uid(def.name, 2);
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  const block = `block:${v}`;
  // every Methuselah asked before seat 2 declines
  sc.s = passUntil(sc.s, (x) => !x.act || ids(x).includes(block), 10);
  if (!sc.s.act) return 0;
  sc.choose(block);
  sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act);
  return 1 + (sc.s.combat ? 10 : 0);
}

/** The cases of this family a vampire fits. */
export function cryptBlockCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const own = def.modes.some((m) => m.kind === 'vampire' && m.effects.some((e) => isKind(e, 'blockAnySeat') && !!e.own));
  return own
    ? [{ family: "blocks another Methuselah's vampire beyond the block restrictions", expected: 11, run: (strip) => farBlock(def, strip) }]
    : [];
}
