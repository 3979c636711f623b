/**
 * The scenario family of a vampire's own unlock to block an action directed at a location its Methuselah controls (issue
 * 30 item 1; tests only; vtes-es 6.2.2.1, 1.1.2; an ability of window `directed` whose Condition names the action's
 * target, a location of the user's (Condition leaf `location`), whose primitive is `unlock` of itself: General Perfidio
 * Díos, LSJ 20030605). Seat 0's test vampire first bleeds seat 1, then takes a (D) action to burn seat 1's test location;
 * seat 1's vampire (locked, 3 blood) may use its ability and block. Measured: 1 when no use is offered in the bleed, 100
 * when the location is still in play after the second action (the vampire blocked it), 10 when the vampire paid 1 blood.
 * Stripped: no use, the location burned (1).
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';
import { testLibraryCard } from './test-library-cards';

const RAIDER = testVampire('Test Location Raider', {});
const RAIDER2 = testVampire('Test Location Raider Two', {});
const HAVEN = testLibraryCard('Test Raided Location', 'Master', {
  kind: 'master',
  conditions: [],
  effects: [{ e: 'inPlay', location: true }, { e: 'burnableByAction' }],
});

function unlockBlockCase(def: CardDef, blood: number): FamilyCase {
  return {
    family: "the vampire's own unlock to block an action at its Methuselah's location",
    expected: 111,
    run(strip) {
      const sc = new Scenario({
        seats: [
          {
            ready: [
              { card: RAIDER.name, blood: 3 },
              { card: RAIDER2.name, blood: 3 },
            ],
          },
          { ready: [{ card: def.name, blood: 3, locked: true }], play: [HAVEN.name] },
        ],
        defs: [def, RAIDER, RAIDER2, HAVEN],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name, 1);
      const raider = sc.uid(RAIDER.name);
      const raider2 = sc.uid(RAIDER2.name);
      const haven = sc.uid(HAVEN.name, 1, 'play');
      const useOf = () => ids(sc.s).find((x) => x.startsWith(`use:${v}:`));
      // a bleed is directed at seat 1, not at its location: no use
      sc.choose(`min:${raider}`).choose(`bleed:${raider}`);
      sc.s = passUntil(sc.s, (x) => !x.act || x.act.step === 'block');
      const noBleedUse = sc.s.act && useOf() ? 0 : 1;
      sc.s = passUntil(sc.s, (x) => !x.act);
      sc.choose(`min:${raider2}`).choose(`burnAct:${raider2}:${haven}`);
      sc.s = passUntil(sc.s, (x) => !x.act || x.act.step === 'block');
      const use = sc.s.act ? useOf() : undefined;
      if (use) sc.choose(use);
      if (ids(sc.s).includes(`block:${v}`)) sc.choose(`block:${v}`);
      sc.s = passUntil(sc.s, (x) => !x.act && !x.combat, 80);
      const kept = sc.s.cards[haven].zone === 'play' ? 100 : 0;
      const paid = sc.s.cards[v].blood === 3 - blood || (sc.s.cards[v].zone !== 'ready' && use) ? 10 : 0;
      return noBleedUse + kept + paid;
    },
  };
}

/** The cases of this family a vampire fits: its own `directed` ability at a location of the user's, unlocking itself. */
export function cryptUnlockBlockCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const abilities = def.modes.flatMap((m) => m.effects).filter((e): e is Ability => isKind(e, 'ability'));
  return abilities.flatMap((a) => {
    const p = a.effects[0];
    const atLocation = a.if?.c === 'all' && a.if.of.some((c) => c.c === 'location' && c.who === 'target');
    const blood = a.cost.reduce((n, k) => n + (k.c === 'blood' ? k.n : 0), 0);
    return a.window === 'directed' && a.who?.role === 'self' && atLocation && a.effects.length === 1 && p.p === 'unlock' && p.who === 'self'
      ? [unlockBlockCase(def, blood)]
      : [];
  });
}
