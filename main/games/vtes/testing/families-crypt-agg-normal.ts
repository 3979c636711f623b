/**
 * The scenario family of a vampire's own "treat aggravated damage as normal damage" (issue 30 item 1; tests only;
 * vtes-es 6.4.6, 6.5; an ability of window `prevent` whose primitive is `aggAsNormal`: Karsh, Jalan-Aajav, Merrill
 * Molitor). Seat 0's vampire (4 blood) bleeds; seat 1's test foe blocks and strikes with a test strike card: an
 * aggravated hand strike (1 aggravated damage); seat 0's vampire strikes with its hand and uses its ability in the
 * prevention step. Measured: 1 when the vampire is still ready after the round (normal damage is healed by a blood,
 * aggravated damage sends it to torpor). Stripped: the ability is not offered, the vampire goes to torpor (0).
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, ids } from './testing';
import { Scenario } from './scenario';
import { testLibraryCard } from './test-library-cards';
import { type FamilyCase, testVampire } from './test-vampire';

/** An aggravated hand strike (1 damage with strength 1). */
const FANGS: CardDef = {
  ...testLibraryCard('Test Fangs', 'Combat', { kind: 'combat', conditions: [], effects: [{ e: 'strike', s: 'hand', agg: true }] }),
  libKeywords: ['strike'],
};
const FOE = testVampire('Test Fang Foe', {}, [], 'Caitiff', { capacity: 4 });

function aggNormalCase(def: CardDef): FamilyCase {
  return {
    family: 'own ability: aggravated damage treated as normal',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: def.name, blood: 4 }] }, { ready: [{ card: FOE.name, blood: 4 }], hand: [FANGS.name] }],
        defs: [def, FOE, FANGS],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const o = sc.uid(FOE.name, 1);
      const f = sc.uid(FANGS.name, 1, 'hand');
      sc.choose(`min:${v}`).choose(`bleed:${v}`).choose(`block:${o}`);
      for (let n = 0; n < 60 && sc.s.combat; n++) {
        const d = dec(sc.s);
        const o2 = ids(sc.s);
        if (d.kind.endsWith('prevent') && d.seat === 0) {
          const use = o2.find((x) => x === `static:${v}`);
          if (use) {
            sc.choose(use);
            continue;
          }
        }
        if (d.seat === 1 && o2.some((x) => x.split(':').includes(f))) {
          sc.choose(o2.find((x) => x.split(':').includes(f))!);
          continue;
        }
        const pass = o2.find((x) => ['pass', 'none', 'decline', 'done', 'noMore', 'hand'].includes(x));
        sc.choose(pass ?? o2[0]);
        if (sc.s.combat?.round && sc.s.combat.round > 1) break;
      }
      // 1 normal damage is healed by a blood (6.4.6); 1 aggravated sends the vampire to torpor
      return sc.s.cards[v].zone === 'ready' ? 1 : 0;
    },
  };
}

/** The cases of this family a vampire fits: its own prevention-step ability treating aggravated damage as normal. */
export function cryptAggNormalCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const abilities = def.modes.flatMap((m) => m.effects).filter((e): e is Ability => isKind(e, 'ability'));
  return abilities.flatMap((a) =>
    a.window === 'prevent' && a.effects.length === 1 && a.effects[0].p === 'aggAsNormal' ? [aggNormalCase(def)] : [],
  );
}
