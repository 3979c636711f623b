/**
 * The scenario family of a vampire's own political action burning a card in play (issue 30 item 1; tests only; vtes-es
 * 6.3, 6.3.2; the offered action's `political`, rules/own-referendum.ts, whose primitive burns its target: Montecalme's
 * referendum, at +1 stealth, that burns a location of any player). Seat 1 controls a test location and a
 * test vampire; the vampire (seat 0) takes its political action at the location, nobody blocks, it votes for with its
 * title's votes, the referendum passes. Measured: 1 when the location is burned. Stripped: no such action (0).
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_PLACE } from './test-library-cards';
import { type FamilyCase, testVampire } from './test-vampire';

const BYSTANDER = testVampire('Test Referendum Bystander', {});

function refBurnCase(def: CardDef): FamilyCase {
  return {
    family: "vampire's own political action: a location burned",
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: def.name, blood: 5 }] }, { ready: [{ card: BYSTANDER.name, blood: 3 }], play: [TEST_PLACE.name] }],
        defs: [def, BYSTANDER, TEST_PLACE],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const place = sc.uid(TEST_PLACE.name, 1, 'play');
      sc.choose(`min:${v}`);
      const o = ids(sc.s).find((x) => x.startsWith(`use:${v}:`) && x.split(':').includes(place));
      if (!o) return 0;
      sc.choose(o);
      const cast = `v:${v}:y`;
      sc.s = passUntil(sc.s, (x) => (!x.act && !x.ref) || ids(x).includes(cast), 40);
      if (sc.s.ref && ids(sc.s).includes(cast)) sc.choose(cast);
      sc.s = passUntil(sc.s, (x) => !x.act && !x.ref, 40);
      return sc.s.cards[place].zone === 'ash' ? 1 : 0;
    },
  };
}

/** The cases of this family a vampire fits: its own political action whose one primitive burns its target. */
export function cryptRefBurnCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const abilities = def.modes.flatMap((m) => m.effects).filter((e): e is Ability => isKind(e, 'ability'));
  return abilities.some(
    (a) =>
      a.window === 'action' &&
      a.action?.political &&
      a.action.target?.of === 'location' &&
      a.effects.length === 1 &&
      a.effects[0].p === 'burn' &&
      a.effects[0].who === 'target',
  )
    ? [refBurnCase(def)]
    : [];
}
