/**
 * The scenario family of a title another Methuselah's vampire may steal from a vampire as a (D) action (issue 30 item 1;
 * tests only; vtes-es 6.1, 6.2.1, 10; the offered action's `directed`, the primitive `gainTitle { from: 'target', steal }`,
 * the block rule `cannotBlock { if: ownOffer }`: Calebros, The Martyr). Seat 1 controls the vampire (its printed city
 * title); seat 0, acting, an older Camarilla test vampire and a younger one. Measured: 1 when the younger one is offered
 * no such action, 100 when the older one, having taken it unblocked, holds the vampire's title (and city), 10 when the
 * vampire has lost it, 1000 when the vampire was not offered a block. Stripped: no action offered (1).
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { titleInfo, titleOf } from '../core/held-titles';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const ELDER = testVampire('Test Camarilla Elder', {});
const YOUNG = testVampire('Test Camarilla Fledgling', {}, [], 'Caitiff', { capacity: 3 });

function stealCase(def: CardDef): FamilyCase {
  return {
    family: 'a title stolen from the vampire as a (D) action',
    expected: 1111,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [
          {
            ready: [
              { card: ELDER.name, blood: 3 },
              { card: YOUNG.name, blood: 3 },
            ],
          },
          { ready: [{ card: def.name, blood: 4 }] },
        ],
        defs: [def, ELDER, YOUNG],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name, 1);
      const elder = sc.uid(ELDER.name);
      const young = sc.uid(YOUNG.name);
      const at = (u: string) => ids(sc.s).find((x) => x.startsWith(`use:${v}:`) && x.split(':').includes(u));
      sc.choose(`min:${young}`);
      const notYoung = at(young) ? 0 : 1;
      sc.choose('back');
      sc.choose(`min:${elder}`);
      const o = at(elder);
      if (!o) return notYoung;
      sc.choose(o);
      let blockOffered = false;
      sc.s = passUntil(sc.s, (x) => {
        if (ids(x).includes(`block:${v}`)) blockOffered = true;
        return !x.act;
      });
      const title = titleInfo(sc.s, elder);
      const got = titleOf(sc.s, elder) === 'prince' && title.city === def.city ? 100 : 0;
      const lost = titleOf(sc.s, v) === undefined ? 10 : 0;
      return notYoung + got + lost + (blockOffered ? 0 : 1000);
    },
  };
}

/** The cases of this family a vampire fits: an action at itself, directed only, stealing its title. */
export function cryptTitleStealCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt' || !def.city) return [];
  const abilities = def.modes.flatMap((m) => m.effects).filter((e): e is Ability => isKind(e, 'ability'));
  return abilities.some(
    (a) =>
      a.window === 'action' &&
      a.action?.directed &&
      a.action.target?.role === 'self' &&
      a.effects.some((p) => p.p === 'gainTitle' && p.from === 'target' && p.steal),
  )
    ? [stealCase(def)]
    : [];
}
