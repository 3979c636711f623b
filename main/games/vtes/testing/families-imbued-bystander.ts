/**
 * Scenario families of an imbued's own text used outside its own action and combat (issue 30 item 3; tests only;
 * imbued appendix A.2 a conviction burned as a cost, A.4 monsters and mortals): votes only against a referendum bought
 * with a conviction (vtes-es 6.3.3; the `votes { against }` primitive), and a combat of two other minions ended before
 * range by locking the imbued (6.4.2; the Condition leaf `fighters`, a bystander use: rules/bystander.ts). Each fails
 * once the card's effects are stripped.
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import type { FamilyCase } from './families';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { TEST_CONVICTION, testImbued } from './imbued-scenarios';
import { TEST_REFERENDUM } from './families-votes';

const CALLER = testVampire('Test Orator', {});
const RAIDER = testVampire('Test Raider', {});
const WARDEN = testVampire('Test Doorkeeper', {});

/**
 * Another Methuselah's vampire calls a referendum; the imbued (with a conviction) is offered its votes. Measured: 100
 * when they are offered only against the referendum, 10 when using them adds 3 votes against, 1 when its conviction
 * is burned for them.
 */
export const votesAgainst = (def: CardDef): FamilyCase => ({
  family: "imbued's own votes against a referendum for a conviction",
  expected: 111,
  run(strip) {
    const sc = new Scenario({
      active: 1,
      defs: [def, CALLER, TEST_REFERENDUM, TEST_CONVICTION],
      strip: strip ? [def.name] : [],
      seats: [
        { ready: [{ card: def.name, blood: def.capacity ?? 4, attached: [{ card: TEST_CONVICTION.name }] }] },
        { ready: [{ card: CALLER.name, blood: 3 }], hand: [TEST_REFERENDUM.name] },
      ],
    });
    const m = sc.uid(def.name);
    sc.play(TEST_REFERENDUM.name, { by: CALLER.name });
    const mine = (o: string) => o.startsWith(`loc:${m}:`);
    sc.s = passUntil(sc.s, (x) => (!x.act && !x.ref) || ids(x).some(mine), 20);
    const offered = sc.s.ref ? ids(sc.s).filter(mine) : [];
    if (!offered.length) return 0;
    const no = sc.s.ref!.no;
    sc.choose(offered[0]);
    return (
      (offered.length === 1 && offered[0].endsWith(':n') ? 100 : 0) +
      (sc.s.ref?.no === no + 3 ? 10 : 0) +
      (sc.s.cards[m].attached.length === 0 ? 1 : 0)
    );
  },
});

/** A mortal ally of the blocking seat (2 life). */
const MORTAL: CardDef = {
  ...testVampire('Test Night Watchman', {}),
  kind: 'library',
  types: ['Ally'],
  classes: ['mortal'],
  modes: [{ kind: 'ally', conditions: [], effects: [{ e: 'ally', life: 2, strength: 1, bleed: 1 }] }],
};

/**
 * Seat 0's vampire bleeds seat 1 and is blocked; seat 2's unlocked imbued is asked before range. Measured: 100 when,
 * the blocker a vampire, the imbued's use is offered, 10 when using it ends the combat with no strike and locks the
 * imbued, 1 when no use is offered while the blocker is a mortal ally.
 */
export const endMonstersFight = (def: CardDef): FamilyCase => ({
  family: "imbued locked before range to end another pair's combat between two monsters",
  expected: 111,
  run(strip) {
    const play = (blocker: string) => {
      const sc = new Scenario({
        defs: [def, RAIDER, WARDEN, MORTAL],
        strip: strip ? [def.name] : [],
        seats: [
          { ready: [{ card: RAIDER.name, blood: 4 }] },
          { ready: [{ card: blocker, blood: 2 }] },
          { ready: [{ card: def.name, blood: def.capacity ?? 4 }] },
        ],
      });
      const a = sc.uid(RAIDER.name);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid(blocker, 1)}`);
      sc.s = passUntil(sc.s, (x) => !x.act || ids(x).some((id) => id.startsWith('byuse:')) || dec(x).kind === 'vtes.strike');
      return sc;
    };
    const sc = play(WARDEN.name);
    const m = sc.uid(def.name, 2);
    const use = ids(sc.s).find((id) => id.startsWith('byuse:') && id.split(':').includes(m));
    let ended = false;
    if (use) {
      sc.choose(use);
      sc.s = passUntil(sc.s, (x) => !x.combat || dec(x).kind === 'vtes.strike');
      ended = !sc.s.combat && sc.s.cards[m].locked;
    }
    const other = play(MORTAL.name);
    const none = !ids(other.s).some((id) => id.startsWith('byuse:') && id.split(':').includes(other.uid(def.name, 2)));
    return (use ? 100 : 0) + (ended ? 10 : 0) + (none && use ? 1 : 0);
  },
});

const HUNTER = testImbued('Test Abjurer', 3);

/**
 * A power locked before range to end a combat between a monster and a mortal: its own imbued's (a vampire's bleed it
 * blocks), or another pair's (a mortal ally blocking that bleed), then a conviction of the hand moved onto its imbued.
 * Measured: 100 when its imbued's own combat ends with the power locked, 10 when the other pair's does, 1 when the
 * imbued then gains the conviction.
 */
export const endMortalFight = (def: CardDef): FamilyCase => ({
  family: 'power locked before range to end a combat between a monster and a mortal, a conviction gained for another mortal',
  expected: 111,
  run(strip) {
    const play = (own: boolean) => {
      const sc = new Scenario({
        defs: [def, RAIDER, MORTAL, HUNTER, TEST_CONVICTION],
        strip: strip ? [def.name] : [],
        seats: [
          { ready: [{ card: RAIDER.name, blood: 4 }] },
          { ready: [{ card: own ? HUNTER.name : MORTAL.name, blood: 2, ...(own ? { attached: [{ card: def.name }] } : {}) }] },
          own ? {} : { ready: [{ card: HUNTER.name, blood: 3, attached: [{ card: def.name }] }], hand: [TEST_CONVICTION.name] },
        ],
      });
      const a = sc.uid(RAIDER.name);
      sc.choose(`min:${a}`)
        .choose(`bleed:${a}`)
        .choose(`block:${sc.uid(own ? HUNTER.name : MORTAL.name, 1)}`);
      const p = sc.uid(def.name, own ? 1 : 2);
      const mine = (id: string) => id.split(':').includes(p);
      sc.s = passUntil(sc.s, (x) => (!x.combat ? !x.act : ids(x).some(mine) || dec(x).kind === 'vtes.strike'));
      const use = sc.s.combat ? ids(sc.s).find(mine) : undefined;
      if (!use) return { sc, ended: false, p };
      sc.choose(use);
      // the conviction moved onto the imbued, when asked
      const take = own ? undefined : ids(sc.s).find((id) => id.includes(sc.uid(TEST_CONVICTION.name, 2, 'hand')));
      const ended = !sc.s.combat || dec(sc.s).kind !== 'vtes.strike';
      if (take) sc.choose(take);
      return { sc, ended: ended && sc.s.cards[p].locked, p };
    };
    const own = play(true);
    const other = play(false);
    const gained = other.sc.s.cards[other.sc.uid(HUNTER.name, 2)].attached.length === 2;
    return (own.ended ? 100 : 0) + (other.ended ? 10 : 0) + (gained ? 1 : 0);
  },
});

export const IMBUED_BYSTANDER_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Maman Boumba: a conviction for 3 votes against a referendum; locked before range to end a combat between two monsters
  '200907': (def) => [votesAgainst(def), endMonstersFight(def)],
  // Abjure: locked before range to end a combat between a monster and a mortal; a conviction for another mortal's
  '100007': (def) => [endMortalFight(def)],
};
