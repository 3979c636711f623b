/**
 * Scenarios of an ally entering combat as an action, barring an opposing vampire's maneuvers and strikes in the first
 * round when it played a card requiring a Discipline during the action, and gaining life at the end of each round for
 * the blood that vampire lost (issue 29; tests only; the records `firstRoundBar` with the Condition `playedInAction`,
 * rules/first-round-bar.ts, and the trigger event `vtes.roundEnd`, vocab/triggers.ts; vtes-es 6.4.2, 6.4.3, 6.4.6):
 * Ossian. Each plays the card through the engine's decisions and fails once its effects are stripped
 * (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import { testLibraryCard } from './action-scenarios';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const SEER = testVampire('Test Seer', { aus: 1 });
/** A bleed action card requiring Auspex (inferior). */
const AUSPEX_BLEED = testLibraryCard('Test Auspex Bleed', 'Action', {
  kind: 'action',
  conditions: [{ r: 'disc', disc: 'aus', level: 1 }],
  targets: { t: 'prey' },
  effects: [{ e: 'bleed', plus: 0 }],
});

/**
 * Seat 0's ally enters combat with seat 1's vampire as a +1 stealth (D) action (1). Seat 1's vampire bleeds with a card
 * requiring Auspex and the ally blocks: in round 1 the vampire is offered no strike (tens); the ally's hand strike is
 * healed with the vampire's blood, and at the end of the round the ally gains that much life (hundreds).
 */
export function ossianCase(def: CardDef, disc: string) {
  return (strip: boolean): number => {
    const seer = disc === 'aus' ? SEER : testVampire('Test Seer', { [disc]: 1 });
    const fight = new Scenario({
      phase: 'minion',
      seats: [{ ready: [{ card: def.name, blood: 4 }] }, { ready: [{ card: seer.name, blood: 4 }] }],
      defs: [def, seer],
      strip: strip ? [def.name] : [],
    });
    const ally = fight.uid(def.name, 0);
    const v = fight.uid(seer.name, 1);
    let entered = 0;
    if (ids(fight.s).includes(`min:${ally}`)) {
      fight.choose(`min:${ally}`);
      const o = ids(fight.s).find((x) => x.startsWith(`use:${ally}:`) && x.split(':').includes(v));
      if (o) {
        fight.choose(o);
        const stealth = fight.s.act?.stealth === 1 && fight.s.act.target === 1;
        fight.s = passUntil(fight.s, (x) => !!x.combat || !x.act, 40);
        entered = stealth && fight.s.combat ? 1 : 0;
      }
    }
    // seat 1's vampire bleeds with a card requiring Auspex; the ally blocks
    const sc = new Scenario({
      phase: 'minion',
      active: 1,
      seats: [
        { ready: [{ card: def.name, blood: 4 }], pool: 20 },
        { ready: [{ card: seer.name, blood: 4 }], hand: [AUSPEX_BLEED.name] },
      ],
      defs: [def, seer, AUSPEX_BLEED],
      strip: strip ? [def.name] : [],
    });
    const o = sc.uid(def.name, 0);
    const s1 = sc.uid(seer.name, 1);
    sc.play(AUSPEX_BLEED.name, { by: seer.name });
    sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${o}`) || !x.act, 40);
    if (!ids(sc.s).includes(`block:${o}`)) return entered;
    sc.choose(`block:${o}`);
    const striking = (x: typeof sc.s) => !!x.combat && dec(x).kind === 'vtes.strike';
    sc.s = passUntil(sc.s, (x) => striking(x) || !x.combat, 40);
    let barred = 0;
    while (sc.s.combat && striking(sc.s) && sc.s.combat.round === 1) {
      const d = dec(sc.s);
      const mine = d.seat === 0;
      if (!mine) barred = d.options.every((x) => x.id === 'none') ? 10 : 0;
      sc.choose(mine ? 'hand' : (d.options.find((x) => x.id === 'none') ?? d.options.find((x) => x.id === 'hand'))!.id);
      sc.s = passUntil(sc.s, (x) => striking(x) || !x.combat || x.combat.round > 1 || x.combat.step === 'press', 40);
    }
    sc.s = passUntil(sc.s, (x) => !x.combat, 40);
    const gained = sc.s.cards[o].blood - 4 === 2 && sc.s.cards[s1].blood === 2 ? 100 : 0;
    return entered + barred + gained;
  };
}

export const FIRST_ROUND_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Ossian: unique werewolf ally (4 life, 2 strength, Red List); a +1 stealth (D) action to fight a vampire; no maneuver
  // nor strike in round 1 for a vampire that played an Auspex card in this action; as each round ends, life for the
  // blood the vampire facing him lost to healing or to aggravated damage
  '101333': (def) => [
    {
      family: 'an ally entering combat; no strike in round 1 after Auspex; life for the blood healed',
      expected: 111,
      run: ossianCase(def, 'aus'),
    },
  ],
};
