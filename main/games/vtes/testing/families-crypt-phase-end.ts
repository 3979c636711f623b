/**
 * The scenario family of a vampire's own trigger after its Methuselah's minion phase under a Condition (issue 30 item
 * 1; tests only; the moment `minionPhaseEnd`, vocab/triggers.ts, vtes-es 6): "at the end of your minion phase, with a
 * Gehenna event in play, if the vampire did not hunt, it burns 1 blood" (César Holfield: the Condition leaves
 * `gehenna` and `didThisTurn`). A test Gehenna event is in play; the vampire (3 blood) passes its minion phase, then,
 * in another game, hunts first. Measured: the blood it lost without hunting, plus 10 when it lost none after its
 * hunt. With the effects stripped: no blood lost.
 */
import type { CardDef, Effect } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { passUntil } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';

const GEHENNA: CardDef = {
  id: 'test-gehenna-event',
  name: 'Test Gehenna Event',
  kind: 'library',
  types: ['Event'],
  clan: [],
  reqs: [],
  gehenna: true,
  modes: [{ kind: 'event', conditions: [], effects: [] }],
  automation: 'full',
};

function burnsUnlessHunted(def: CardDef): FamilyCase {
  const lost = (strip: boolean, hunt: boolean): number => {
    const sc = new Scenario({
      phase: 'minion',
      seats: [{ ready: [{ card: def.name, blood: 3 }], play: [GEHENNA.name] }, {}],
      defs: [def, GEHENNA],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    if (hunt) {
      sc.choose(`min:${v}`).choose(`hunt:${v}`);
      sc.s = passUntil(sc.s, (x) => !x.act);
    }
    const before = sc.s.cards[v].blood;
    sc.s = passUntil(sc.s, (x) => x.phase !== 'minion');
    return before - sc.s.cards[v].blood;
  };
  return {
    family: "vampire's own trigger after the minion phase: blood burned with a Gehenna event, unless it hunted",
    expected: 11,
    run: (strip) => lost(strip, false) + (lost(strip, true) === 0 ? 10 : 0),
  };
}

/** The cases of this family a vampire fits: its own `minionPhaseEnd` trigger under a `gehenna` Condition burning its blood. */
export function cryptPhaseEndCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => m.effects)
    .filter(
      (e): e is Extract<Effect, { e: 'on' }> =>
        isKind(e, 'on') &&
        !!e.own &&
        e.event === 'minionPhaseEnd' &&
        e.if?.c === 'all' &&
        e.if.of.some((x) => x.c === 'gehenna') &&
        e.effects.length === 1 &&
        e.effects[0].p === 'move' &&
        e.effects[0].from === 'self' &&
        e.effects[0].to === 'bank',
    )
    .map(() => burnsUnlessHunted(def));
}
