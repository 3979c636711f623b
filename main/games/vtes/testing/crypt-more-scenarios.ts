/**
 * Scenarios of crypt cards with abilities, ninth session, stripe c (issue 30 item 1; tests only), by official card
 * id, as testing/crypt-scenarios.ts: each measures what the vampire's ability does through the engine's decisions
 * and fails once its effects are stripped (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef } from '../schema/effects';
import { defOf } from '../core/state';
import { baseIntercept, costFor, strengthOf } from '../core/queries';
import { INFLUENCE_OPTIONS, PICK_OPTIONS } from '../../../common/vtes-options';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_REFERENDUM } from './families-votes';
import { bloodForActingBleed } from './crypt-scenarios';
import { type FamilyCase, testVampire } from './test-vampire';

const SABBAT = testVampire('Test Sabbat Bleeder', {}, [], 'Caitiff', { sect: 'sabbat' });

/**
 * "When a referendum this vampire calls passes, you gain 1 pool after resolving it" (an own `vtes.refPassed`
 * trigger with the Condition `acting` self, vtes-es 6.3.2; Armin Brenner). The vampire calls a referendum that
 * passes (its own vote); measured: its Methuselah's pool gained.
 */
const poolAfterOwnReferendum = (def: CardDef): FamilyCase => ({
  family: "vampire's own trigger as its referendum passes: pool gained",
  expected: 1,
  run(strip) {
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: 3 }], hand: [TEST_REFERENDUM.name], pool: 20 }, { pool: 20 }],
      defs: [def, TEST_REFERENDUM],
      strip: strip ? [def.name] : [],
    });
    sc.play(TEST_REFERENDUM.name, { by: def.name });
    sc.s = passUntil(sc.s, (x) => x.ref?.step === 'polling' && dec(x).seat === 0, 20);
    if (ids(sc.s).includes('call:y')) sc.choose('call:y');
    sc.s = passUntil(sc.s, (x) => !x.ref, 40);
    return sc.s.seats[0].pool - 20;
  },
});

const BLEEDER = testVampire('Test Plain Bleeder', {});

/**
 * "Once each turn during a bleed against you, if this vampire is ready and unlocked, discard a master card to
 * redirect the bleed to any other Methuselah" (an ability of window `reaction` paid by a discard, the primitive
 * `redirectBleed`: Aksinya Daclau). Three Methuselahs: seat 0 bleeds seat 1 (the vampire's, a master card in
 * hand), nobody blocks, seat 1 uses the ability and chooses seat 2. Measured: 10 per pool seat 2 lost, 1 per pool
 * seat 1 lost, 100 when the master card was discarded.
 */
const redirectsBleed = (def: CardDef): FamilyCase => ({
  family: "vampire's own redirect of a bleed against its Methuselah",
  expected: 110,
  run(strip) {
    const sc = new Scenario({
      seats: [
        { ready: [{ card: BLEEDER.name, blood: 3 }] },
        { ready: [{ card: def.name, blood: 4 }], hand: ['Blood Doll'], pool: 30 },
        { pool: 30 },
      ],
      defs: [def, BLEEDER],
      strip: strip ? [def.name] : [],
    });
    const b = sc.uid(BLEEDER.name);
    const v = sc.uid(def.name, 1);
    sc.choose(`min:${b}`).choose(`bleed:${b}`);
    const offered = (x: typeof sc.s) => dec(x).options.find((o) => o.id.startsWith('use:') && o.id.split(':').includes(v));
    sc.s = passUntil(sc.s, (x) => !x.act || !!offered(x));
    const use = sc.s.act && offered(sc.s);
    if (use) {
      sc.choose(use.id);
      const to = PICK_OPTIONS.encode('s', { seat: '2' });
      if (dec(sc.s).options.some((o) => o.id === to)) sc.choose(to);
    }
    sc.s = passUntil(sc.s, (x) => !x.act);
    const discarded = sc.s.seats[1].zones.ash.some((u) => defOf(sc.s, u).name === 'Blood Doll');
    return 10 * (30 - sc.pool(2)) + (30 - sc.pool(1)) + (discarded ? 100 : 0);
  },
});

/** A political action costing 2 blood, with no requirement. */
const PRICED_POLITICS: CardDef = {
  id: 'test-priced-politics',
  name: 'Test Priced Politics',
  kind: 'library',
  types: ['Political Action'],
  clan: [],
  reqs: [],
  blood: 2,
  modes: [{ kind: 'political', conditions: [], effects: [] }],
  automation: 'full',
};
const NOSFERATU = testVampire('Test Nosferatu', {}, [], 'Nosferatu');

/**
 * "If this vampire is ready, political actions cost Nosferatu 1 additional blood" (a ready vampire's `costMod` with
 * `who: 'every'`, core/cost-mods.ts; Marcellus): priced as the engine prices a card played, for a Nosferatu of
 * another Methuselah and for a vampire of another clan beside it. Measured: the Nosferatu's blood price, and 10 per
 * blood of the other's. Expected: 3, and 20 (the other pays the printed 2).
 */
const everyPoliticsDearer = (def: CardDef): FamilyCase => ({
  family: "cost modifier: a ready vampire's text for every minion of a clan",
  expected: 23,
  run(strip) {
    const sc = new Scenario({
      phase: 'minion',
      seats: [
        { ready: [{ card: def.name, blood: 4 }] },
        {
          ready: [
            { card: NOSFERATU.name, blood: 4 },
            { card: BLEEDER.name, blood: 4 },
          ],
        },
      ],
      defs: [def, NOSFERATU, BLEEDER, PRICED_POLITICS],
      strip: strip ? [def.name] : [],
    });
    const price = (name: string) => Number(costFor(sc.s, PRICED_POLITICS, 1, sc.uid(name, 1)).blood ?? 0);
    return price(NOSFERATU.name) + 10 * price(BLEEDER.name);
  },
});

/**
 * "This vampire cannot perform political actions" (`cannotAct { kind: 'political' }`, core/queries.ts `meetsReqs`;
 * Gillian Krader): its Methuselah holds a political action card as the vampire is chosen to act. Measured: 1 when the
 * card is offered. Expected: 0; stripped, the card is offered.
 */
const noPolitics = (def: CardDef): FamilyCase => ({
  family: 'vampire: no political action',
  expected: 0,
  run(strip) {
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: 2 }], hand: [TEST_REFERENDUM.name] }, {}],
      defs: [def, TEST_REFERENDUM],
      strip: strip ? [def.name] : [],
    });
    const h = sc.uid(TEST_REFERENDUM.name, 0, 'hand');
    sc.choose(`min:${sc.uid(def.name)}`);
    return dec(sc.s).options.some((o) => o.id.split(':').includes(h)) ? 1 : 0;
  },
});

const GANGREL_ANTITRIBU = testVampire('Test Gangrel Antitribu', {}, [], 'Gangrel antitribu');
const PLAIN_BLOCKER = testVampire('Test Plain Blocker', {});

/**
 * "Gangrel antitribu get -1 intercept when attempting to block this vampire" (a ready vampire's `mod` of every minion
 * under the Condition `acting` self; Leon): the vampire bleeds a Methuselah with a Gangrel antitribu and a vampire of
 * another clan. Measured: 10 times the Gangrel antitribu's intercept against it plus 5, and the other's plus 5.
 * Expected: 45 (the other keeps its 0); stripped, 55.
 */
const clanBlocksWorse = (def: CardDef): FamilyCase => ({
  family: 'every minion: intercept of a clan against the acting vampire',
  expected: 45,
  run(strip) {
    const sc = new Scenario({
      seats: [
        { ready: [{ card: def.name, blood: 2 }] },
        {
          ready: [
            { card: GANGREL_ANTITRIBU.name, blood: 3 },
            { card: PLAIN_BLOCKER.name, blood: 3 },
          ],
        },
      ],
      defs: [def, GANGREL_ANTITRIBU, PLAIN_BLOCKER],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    sc.choose(`min:${v}`).choose(`bleed:${v}`);
    if (!sc.s.act) throw new Error('scenario: no bleed under way');
    const ic = (name: string) => baseIntercept(sc.s, sc.s.act!, sc.uid(name, 1)) + 5;
    return 10 * ic(GANGREL_ANTITRIBU.name) + ic(PLAIN_BLOCKER.name);
  },
});

const RANGE_BLOCKER = testVampire('Test Keen Blocker', {}, [{ e: 'mod', stat: 'intercept', n: 3, who: 'self' }]);

/**
 * "Once each combat, this vampire may burn a blood to get a maneuver" (its own ability of window `beforeRange`, the
 * primitive `maneuver`; The Kikiyaon): it bleeds, a +3 intercept vampire blocks; before range it uses the ability.
 * Measured: the optional maneuvers it has in the combat, and 10 per blood it paid. Stripped: no use is offered.
 */
const maneuverBeforeRange = (def: CardDef): FamilyCase => ({
  family: 'own ability before range: a maneuver',
  expected: 11,
  run(strip) {
    const sc = new Scenario({
      seats: [{ ready: [{ card: def.name, blood: 4 }] }, { ready: [{ card: RANGE_BLOCKER.name, blood: 4 }] }],
      defs: [def, RANGE_BLOCKER],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    sc.choose(`min:${v}`)
      .choose(`bleed:${v}`)
      .choose(`block:${sc.uid(RANGE_BLOCKER.name, 1)}`);
    sc.s = passUntil(sc.s, (x) => (x.combat?.step === 'preRange' && dec(x).seat === 0) || !x.act, 20);
    const o = sc.s.combat && dec(sc.s).options.find((x) => x.id.startsWith(`use:${v}:`));
    if (!o) throw new Error(`scenario: ${def.name} offers no use before range`);
    sc.choose(o.id);
    return (sc.s.combat?.optManeuvers[v] ?? 0) + 10 * (4 - sc.s.cards[v].blood);
  },
});

/**
 * "Cannot be contested; if a second copy would enter play, burn the first one in play instead" (the trait
 * `burnsFirst`, core/contests.ts, rules/influence.ts; vtes-es 4.1; Jimmy Dunn): seat 1 controls a copy, seat 0 moves
 * another to its ready region in its influence phase. Measured: 10 when seat 1's copy is burned, 1 when seat 0's is
 * ready and not contested. Expected: 11; stripped, both are contested.
 */
const burnsTheFirstCopy = (def: CardDef): FamilyCase => ({
  family: 'a second copy entering play burns the first instead of a contest',
  expected: 11,
  run(strip) {
    const sc = new Scenario({
      phase: 'influence',
      seats: [{ uncontrolled: [{ card: def.name, blood: def.capacity ?? 1 }] }, { ready: [{ card: def.name, blood: 1 }] }],
      // the trait is the card's whole text: stripped, the vampire has none
      defs: [strip ? { ...def, traits: (def.traits ?? []).filter((t) => t !== 'burnsFirst') } : def],
    });
    const mine = sc.uid(def.name, 0, 'uncontrolled');
    const first = sc.uid(def.name, 1);
    sc.choose(INFLUENCE_OPTIONS.encode('influence', { vampire: mine }));
    const c = sc.s.cards[mine];
    return (sc.s.cards[first].zone === 'ash' ? 10 : 0) + (c.zone === 'ready' && !c.contested ? 1 : 0);
  },
});

const DIABLERIST = testVampire('Test Diablerist', {});
const VICTIM = testVampire('Test Victim', {}, [], 'Caitiff', { capacity: 2 });

/**
 * "Whenever a vampire controlled by your predator or prey is burned, this vampire gains 3 blood" (its own trigger on
 * `vtes.burn`, read from a ready or torpid vampire, vocab/triggers.ts; Mina Grotius): another vampire of its Methuselah
 * diablerizes the prey's vampire in torpor. Measured: the blood the vampire gained. Expected: 3; stripped, none.
 */
const bloodWhenPreyBurned = (def: CardDef): FamilyCase => ({
  family: "vampire's own trigger: blood when a predator's or prey's vampire burns",
  expected: 3,
  run(strip) {
    const sc = new Scenario({
      seats: [
        {
          ready: [
            { card: def.name, blood: 1 },
            { card: DIABLERIST.name, blood: 2 },
          ],
        },
        { torpor: [{ card: VICTIM.name, blood: 1 }] },
      ],
      defs: [def, DIABLERIST, VICTIM],
      strip: strip ? [def.name] : [],
    });
    const d = sc.uid(DIABLERIST.name);
    const t = sc.uid(VICTIM.name, 1);
    sc.choose(`min:${d}`).choose(`diab:${d}:${t}`);
    sc.s = passUntil(sc.s, (x) => !x.act && !x.ref, 40);
    if (sc.s.cards[t].zone !== 'ash') throw new Error('scenario: the victim was not burned');
    return sc.s.cards[sc.uid(def.name)].blood - 1;
  },
});

const OLD_SETITE = testVampire('Test Old Setite', {}, [], 'Follower of Set', { capacity: 9 });

/**
 * "Older vampires get +1 strength in combat with this vampire", "Followers of Set get -1 strength in combat with
 * this vampire" (a ready vampire's `mod` of every minion under the Condition `same` opponent self; Basil, Vardar
 * Vardarian): the vampire bleeds, an old Follower of Set blocks. Measured: the blocker's strength as strikes are
 * chosen. Expected: 1 and the change; stripped, 1.
 */
const strengthAgainstSelf =
  (n: number) =>
  (def: CardDef): FamilyCase => ({
    family: 'every minion: strength in combat with the vampire',
    expected: 1 + n,
    run(strip) {
      const sc = new Scenario({
        seats: [{ ready: [{ card: def.name, blood: 1 }] }, { ready: [{ card: OLD_SETITE.name, blood: 3 }] }],
        defs: [def, OLD_SETITE],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const b = sc.uid(OLD_SETITE.name, 1);
      sc.choose(`min:${v}`).choose(`bleed:${v}`).choose(`block:${b}`);
      sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA' || !x.act, 30);
      if (!sc.s.combat) throw new Error('scenario: no combat');
      return strengthOf(sc.s, b);
    },
  });

const RAIDER = testVampire('Test Raider', {}, [
  {
    e: 'ability',
    window: 'action',
    cost: [],
    who: { of: 'minion', whose: 'you', role: 'self', count: 'one' },
    action: { target: { of: 'vampire', whose: 'other', count: 'one' }, combat: true },
    effects: [],
  },
]);
const FELLOW = testVampire('Test Fellow', {});

/**
 * "+1 intercept during actions directed at another minion you control" (its own `mod` under the Conditions `yours`
 * target and not `same` target self; Talley, The Hound): another Methuselah's vampire takes a (D) action to enter
 * combat with the vampire's fellow minion, then one with the vampire itself. Measured: 10 times its intercept against
 * the first, and its intercept against the second. Expected: 10; stripped, 0.
 */
const interceptForFellows = (def: CardDef): FamilyCase => ({
  family: "vampire's own intercept during actions at another of its Methuselah's minions",
  expected: 10,
  run(strip) {
    const at = (target: string): number => {
      const sc = new Scenario({
        active: 1,
        seats: [
          {
            ready: [
              { card: def.name, blood: 3 },
              { card: FELLOW.name, blood: 3 },
            ],
          },
          { ready: [{ card: RAIDER.name, blood: 3 }] },
        ],
        defs: [def, FELLOW, RAIDER],
        strip: strip ? [def.name] : [],
      });
      const r = sc.uid(RAIDER.name, 1);
      const t = sc.uid(target);
      sc.choose(`min:${r}`);
      const o = dec(sc.s).options.find((x) => x.id.startsWith(`use:${r}:`) && x.id.endsWith(`:${t}`));
      if (!o) throw new Error('scenario: no action at the target');
      sc.choose(o.id);
      if (!sc.s.act) throw new Error('scenario: no action under way');
      return baseIntercept(sc.s, sc.s.act, sc.uid(def.name));
    };
    return 10 * at(FELLOW.name) + at(def.name);
  },
});

/**
 * "+1 stealth during diablerie actions" and "+1 intercept during diablerie actions" (its own `mod` under the Condition
 * `action` diablerie; Khalil Ravana, Lisette Vizquel): a diablerie action at a vampire in torpor whose Methuselah has a
 * vampire ready to block. Measured: the stealth of the vampire's own diablerie, or its intercept against another
 * Methuselah's. Expected: 1; stripped, 0.
 */
const duringDiablerie =
  (stat: 'stealth' | 'intercept') =>
  (def: CardDef): FamilyCase => ({
    family: `vampire's own ${stat} during diablerie actions`,
    expected: 1,
    run(strip) {
      const mine = stat === 'stealth';
      const actor = mine ? def.name : DIABLERIST.name;
      const sc = new Scenario({
        active: mine ? 0 : 1,
        seats: [
          { ready: [{ card: def.name, blood: 3 }], torpor: mine ? [] : [{ card: VICTIM.name, blood: 1 }] },
          {
            ready: [{ card: mine ? PLAIN_BLOCKER.name : DIABLERIST.name, blood: 3 }],
            torpor: mine ? [{ card: VICTIM.name, blood: 1 }] : [],
          },
        ],
        defs: [def, DIABLERIST, VICTIM, PLAIN_BLOCKER],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor, mine ? 0 : 1);
      const t = sc.uid(VICTIM.name, mine ? 1 : 0);
      sc.choose(`min:${a}`).choose(`diab:${a}:${t}`);
      if (!sc.s.act) throw new Error('scenario: no diablerie under way');
      return mine ? sc.s.act.stealth : baseIntercept(sc.s, sc.s.act, sc.uid(def.name));
    },
  });

/** A test vampire standing for the named card a text reads ("while Otieno is ready"): its id, its name. */
const named = (id: string, name: string): CardDef => ({ ...testVampire(name, {}), id });

/**
 * "While <a named vampire> is ready, this vampire gets +1 stealth during diablerie actions" (Onaedo) or "+1 bleed"
 * (Rurik Rakoczy): the Condition `readyCard`. The vampire acts (a diablerie at a vampire in torpor whose Methuselah
 * has a vampire ready to block, or a bleed nobody blocks) with the named vampire ready beside it, then without it.
 * Measured: 10 times the stat with it, plus the stat without. Expected: 10 and the base; stripped, the base only.
 */
const whileNamedReady =
  (stat: 'stealth' | 'bleed', id: string, name: string) =>
  (def: CardDef): FamilyCase => {
    const friend = named(id, name);
    const at = (strip: boolean, withFriend: boolean): number => {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: def.name, blood: 3 }, ...(withFriend ? [{ card: friend.name, blood: 3 }] : [])] },
          stat === 'stealth'
            ? { ready: [{ card: PLAIN_BLOCKER.name, blood: 3 }], torpor: [{ card: VICTIM.name, blood: 1 }] }
            : { pool: 30 },
        ],
        defs: [def, friend, PLAIN_BLOCKER, VICTIM],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      if (stat === 'stealth') {
        sc.choose(`min:${v}`).choose(`diab:${v}:${sc.uid(VICTIM.name, 1)}`);
        if (!sc.s.act) throw new Error('scenario: no diablerie under way');
        return sc.s.act.stealth;
      }
      sc.choose(`min:${v}`).choose(`bleed:${v}`);
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 30 - sc.pool(1);
    };
    const base = stat === 'stealth' ? 0 : 1;
    return {
      family: `vampire's own ${stat} while a named vampire is ready`,
      expected: 10 * (base + 1) + base,
      run: (strip) => 10 * at(strip, true) + at(strip, false),
    };
  };

export const CRYPT_MORE_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Aksinya Daclau: a master card discarded to redirect a bleed against her Methuselah
  '200034': (def) => [redirectsBleed(def)],
  // Armin Brenner: 1 pool after a referendum he calls passes
  '200138': (def) => [poolAfterOwnReferendum(def)],
  // Basil: older vampires +1 strength in combat with him
  '200173': (def) => [strengthAgainstSelf(1)(def)],
  // Gillian Krader: no political action
  '200519': (def) => [noPolitics(def)],
  // Bela: no political action either (and -1 stealth, a plain stat)
  '200186': (def) => [noPolitics(def)],
  // Jimmy Dunn: never contested, the first copy burns
  '200705': (def) => [burnsTheFirstCopy(def)],
  // Khalil Ravana: +1 stealth during diablerie actions
  '200778': (def) => [duringDiablerie('stealth')(def)],
  // The Kikiyaon: a blood for a maneuver once each combat
  '200783': (def) => [maneuverBeforeRange(def)],
  // Leon: Gangrel antitribu get -1 intercept against him
  '200832': (def) => [clanBlocksWorse(def)],
  // Talley, The Hound: +1 intercept during actions directed at another minion of his Methuselah
  '201337': (def) => [interceptForFellows(def)],
  // Vardar Vardarian: Followers of Set -1 strength in combat with him
  '201426': (def) => [strengthAgainstSelf(-1)(def)],
  // Lisette Vizquel: +1 intercept during diablerie actions
  '200842': (def) => [duringDiablerie('intercept')(def)],
  // Onaedo: +1 stealth during diablerie actions while Otieno is ready
  '201082': (def) => [whileNamedReady('stealth', '201086', 'Otieno')(def)],
  // Rurik Rakoczy: +1 bleed while Ludmijla Rakoczy is ready
  '201519': (def) => [whileNamedReady('bleed', '200879', 'Ludmijla Rakoczy')(def)],
  // Marcellus: political actions cost Nosferatu 1 more blood while he is ready
  '200910': (def) => [everyPoliticsDearer(def)],
  // Mina Grotius: 3 blood when a vampire of her predator or prey burns
  '200992': (def) => [bloodWhenPreyBurned(def)],
  // Miguel Santo Domingo: blood for +1 bleed to another acting Sabbat vampire of his Methuselah
  '200987': (def) => [bloodForActingBleed(def, SABBAT)],
};
