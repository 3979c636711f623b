/**
 * The scenario family of a vampire's own damage limit in one combat (issue 30 item 1; tests only; vtes-es 6.4.6; the effect
 * `burnOverDamage { n }`, rules/over-damage.ts: Franciscus). The vampire (1 blood) bleeds seat 1, whose test vampire
 * (+5 intercept) blocks; both make hand strikes. In one game the blocker's strength makes its strike inflict n+1 damage,
 * in another n. Measured: 100 when the first game burns the vampire, 10 when the second sends it to torpor. Stripped:
 * torpor both times (10).
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const hitter = (n: number) =>
  testVampire(`Test Hitter ${n}`, {}, [
    { e: 'mod', stat: 'intercept', n: 5, who: 'self' },
    { e: 'mod', stat: 'strength', n: n - 1, who: 'self' },
  ]);

/** The zone the vampire ends in after a combat in which the blocker's hand strike inflicts `dmg` damage. */
function fight(def: CardDef, dmg: number, strip: boolean): string {
  const guard = hitter(dmg);
  const sc = new Scenario({
    seats: [{ ready: [{ card: def.name, blood: 1 }] }, { ready: [{ card: guard.name, blood: 8 }] }],
    defs: [def, guard],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(def.name);
  sc.choose(`min:${v}`)
    .choose(`bleed:${v}`)
    .choose(`block:${sc.uid(guard.name, 1)}`);
  for (let i = 0; i < 4 && sc.s.combat; i++) {
    sc.s = passUntil(sc.s, (x) => !x.combat || dec(x).kind === 'vtes.strike');
    if (sc.s.combat && ids(sc.s).includes('hand')) sc.choose('hand');
  }
  sc.s = passUntil(sc.s, (x) => !x.combat && !x.act, 80);
  return sc.s.cards[v].zone;
}

function overCase(def: CardDef, n: number): FamilyCase {
  return {
    family: 'a vampire burned for taking more than n damage in one combat',
    expected: 110,
    run: (strip) => (fight(def, n + 1, strip) === 'ash' ? 100 : 0) + (fight(def, n, strip) === 'torpor' ? 10 : 0),
  };
}

/** The cases of this family a vampire fits: its own `burnOverDamage`. */
export function cryptOverDamageCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const e = def.modes.flatMap((m) => m.effects).find((x) => isKind(x, 'burnOverDamage'));
  return e && isKind(e, 'burnOverDamage') ? [overCase(def, e.n)] : [];
}
