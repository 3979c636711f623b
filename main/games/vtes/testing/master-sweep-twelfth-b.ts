/**
 * Scenarios of the master cards swept by the twelfth session's masters helper, list b (issue 29; tests only), on records
 * that existed, by official card id, run both ways by data/master-scenarios.test.ts: a Discipline-like card on an
 * infernal vampire, a location giving blood to a Black Hand vampire in the unlock phase, a card in play ending a combat
 * between Sabbat vampires before range, a location locked to make an action card cheaper, a trifle locked for a vote.
 */
import type { CardDef } from '../schema/effects';
import type { FamilyCase } from './test-vampire';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { dec, ids, passUntil } from './testing';
import { disciplineOn, INFERNAL } from './master-sweep-eleventh';
import { huntingGround } from './master-cards-scenarios';

const PASS = ['pass', 'decline', 'done', 'none', 'noMore', 'ootpass'];
const naming = (sc: Scenario, uid: string) => ids(sc.s).filter((x) => x.split(':').includes(uid));

const BLACK_HAND = testVampire('Test Black Hand', {}, [], 'Caitiff', { sect: 'sabbat', traits: ['blackHand'] });
const SABBAT_A = testVampire('Test Sabbat Bleeder', {}, [], 'Caitiff', { sect: 'sabbat' });
const SABBAT_B = testVampire('Test Sabbat Blocker', {}, [{ e: 'mod', stat: 'intercept', n: 3, who: 'self' }], 'Caitiff', {
  sect: 'sabbat',
});
const SEER = testVampire('Test Laibon Seer', { aus: 1 }, [], 'Caitiff', { sect: 'laibon' });
/** An action card costing 1 blood that does nothing else. */
const PRICEY: CardDef = {
  id: 'test-pricey-action',
  name: 'Test Pricey Action',
  kind: 'library',
  types: ['Action'],
  clan: [],
  reqs: [],
  blood: 1,
  automation: 'full',
  modes: [{ kind: 'action', conditions: [], cost: { blood: 1 }, effects: [] }],
};

/**
 * Seat 0's Sabbat vampire (4 blood) bleeds seat 1, whose Sabbat vampire (4 blood) blocks; seat 0's `def` is in play and
 * every use of it offered to seat 0 is taken; both strike with their hands. Measured: 10 if the card is locked, 1 for each
 * combatant with all its blood after the combat.
 */
function sabbatCombatEnded(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    seats: [{ ready: [{ card: SABBAT_A.name, blood: 4 }], play: [def.name] }, { ready: [{ card: SABBAT_B.name, blood: 4 }] }],
    defs: [def, SABBAT_A, SABBAT_B],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(SABBAT_A.name);
  const b = sc.uid(SABBAT_B.name, 1);
  const card = sc.uid(def.name, 0, 'play');
  sc.choose(`min:${a}`).choose(`bleed:${a}`);
  sc.s = passUntil(sc.s, (x) => ids(x).includes(`block:${b}`), 20);
  sc.choose(`block:${b}`);
  for (let i = 0; i < 60 && (sc.s.act || sc.s.combat); i++) {
    const o = ids(sc.s);
    const use = dec(sc.s).seat === 0 && sc.s.combat ? naming(sc, card)[0] : undefined;
    sc.choose(use ?? (o.includes('hand') ? 'hand' : o.find((x) => PASS.includes(x))) ?? o[0]);
  }
  const full = (u: string) => (sc.s.cards[u].blood === 4 ? 1 : 0);
  return (sc.s.cards[card].locked ? 10 : 0) + full(a) + full(b);
}

/** Seat 0's vampire (3 blood) plays an action card costing 1 blood with `def` in play. Measured: the blood paid x10, 1 if the card is locked after. */
function actionCheaper(def: CardDef, strip: boolean): number {
  const v = testVampire('Test Line Actor', {});
  const sc = new Scenario({
    seats: [{ ready: [{ card: v.name, blood: 3 }], play: [def.name], hand: [PRICEY.name] }, {}],
    defs: [def, v, PRICEY],
    strip: strip ? [def.name] : [],
  });
  sc.play(PRICEY.name, { by: v.name });
  sc.s = passUntil(sc.s, (x) => !x.act, 30);
  return (3 - sc.s.cards[sc.uid(v.name)].blood) * 10 + (sc.s.cards[sc.uid(def.name, 0, 'play')].locked ? 1 : 0);
}

/**
 * Seat 0 plays `def` in its master phase on its Laibon with Auspex, then the Laibon calls Ancilla Empowerment; in the
 * polling every use of the card offered is taken. Measured: the votes for the referendum x10, 1 if the card is locked.
 */
function lockedForVote(def: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'master',
    seats: [{ ready: [{ card: SEER.name, blood: 4 }], hand: [def.name, 'Ancilla Empowerment'] }, {}],
    defs: [def, SEER],
    strip: strip ? [def.name] : [],
  });
  const v = sc.uid(SEER.name);
  const card = sc.uid(def.name, 0, 'hand');
  sc.play(def.name, { target: SEER.name, targetSeat: 0 });
  sc.s = passUntil(sc.s, (x) => x.phase === 'minion', 20);
  sc.play('Ancilla Empowerment', { by: SEER.name });
  sc.s = passUntil(sc.s, (x) => !x.act || x.ref?.step === 'polling', 30);
  let yes = 0;
  for (let i = 0; i < 20 && sc.s.ref?.step === 'polling'; i++) {
    yes = sc.s.ref.yes;
    const o = ids(sc.s);
    const use = dec(sc.s).seat === 0 ? naming(sc, card)[0] : undefined;
    sc.choose(use ?? o.find((x) => x === 'call:y') ?? o.find((x) => PASS.includes(x)) ?? o[0]);
  }
  void v;
  return yes * 10 + (sc.s.cards[card].locked ? 1 : 0);
}

const BH_ELDER = testVampire('Test Black Hand Elder', {}, [], 'Caitiff', { sect: 'sabbat', traits: ['blackHand'] });
const YOUNG_PLAIN = testVampire('Test Young Plain', {}, [], 'Caitiff', { capacity: 5 });
const YOUNG_BH = testVampire('Test Young Black Hand', {}, [], 'Caitiff', { capacity: 5, sect: 'sabbat', traits: ['blackHand'] });
const SALUBRI = testVampire('Test Salubri', {}, [], 'Salubri');
const TREMERE = testVampire('Test Tremere', {}, [], 'Tremere');
const OTHER_SALUBRI = testVampire('Test Other Salubri', {}, [], 'Salubri');

/**
 * `def` on seat 0's `host` (4 blood); in the minion phase the host takes the action `def` offers at seat 1's `target` (4
 * blood), if offered. Measured: 0 if not offered, else 1 if the host entered combat with it, + 10 x the action's stealth.
 */
function offeredCombat(def: CardDef, host: CardDef, target: CardDef, strip: boolean): number {
  const sc = new Scenario({
    phase: 'minion',
    seats: [{ ready: [{ card: host.name, blood: 4, attached: [{ card: def.name }] }] }, { ready: [{ card: target.name, blood: 4 }] }],
    defs: [def, host, target],
    strip: strip ? [def.name] : [],
  });
  const h = sc.uid(host.name);
  const t = sc.uid(target.name, 1);
  const card = sc.s.cards[h].attached[0];
  sc.choose(`min:${h}`);
  const use = ids(sc.s).find((x) => x.startsWith('use:') && x.split(':').includes(card) && x.split(':').includes(t));
  if (!use) return 0;
  sc.choose(use);
  const stealth = sc.s.act?.stealth ?? 0;
  sc.s = passUntil(sc.s, (x) => !!x.combat || !x.act, 30);
  const fought = !!sc.s.combat && [sc.s.combat.a, sc.s.combat.b].includes(t);
  return (fought ? 1 : 0) + 10 * stealth;
}

export const MASTER_SWEEP_TWELFTH_B: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Maleficia: a trifle on an infernal vampire, which may play cards requiring Maleficia (not a Discipline: no capacity)
  '101149': (def) => [
    { family: 'a level of Maleficia on an infernal vampire, no capacity', expected: 10, run: (s) => disciplineOn(def, INFERNAL, 'mal', s) },
  ],
  // Weeping Stone: in its controller's unlock phase, a ready Black Hand vampire gains 1 blood
  '102167': (def) => [
    { family: 'unlock phase: a Black Hand vampire of yours gains 1 blood', expected: 1, run: (s) => huntingGround(def, BLACK_HAND, s) },
  ],
  // Purchase Pact: locked before range to end a combat between Sabbat vampires
  '101520': (def) => [
    { family: 'lock before range: a combat between Sabbat vampires ends', expected: 12, run: (s) => sabbatCombatEnded(def, s) },
  ],
  // The Line: locked to make an action card a vampire of yours plays cost 1 blood less
  '101110': (def) => [{ family: 'locked: an action card costs 1 blood less', expected: 1, run: (s) => actionCheaper(def, s) }],
  // Sense Vibrations: a trifle on a Laibon with Auspex, locked in a referendum for 1 vote
  '101719': (def) => [
    { family: 'on a Laibon with Auspex: locked in the polling for 1 vote', expected: 11, run: (s) => lockedForVote(def, s) },
  ],
  // Shakar: its Black Hand vampire enters combat with a younger non-Black Hand vampire as a (D) action
  '101748': (def) => [
    {
      family: 'offered action: enter combat with a younger vampire, not a Black Hand one',
      expected: 10,
      run: (s) => offeredCombat(def, BH_ELDER, YOUNG_PLAIN, s) * 10 + offeredCombat(def, BH_ELDER, YOUNG_BH, s),
    },
  ],
  // Saulot's Avenging Fist: +1 strength; enter combat with a non-Salubri vampire as a (D) action, at +1 stealth against a Tremere
  '102257': (def) => [
    {
      family: 'offered action: enter combat with a non-Salubri vampire, +1 stealth against a Tremere',
      expected: 11 * 100 + 1,
      run: (s) =>
        offeredCombat(def, SALUBRI, TREMERE, s) * 100 +
        offeredCombat(def, SALUBRI, OTHER_SALUBRI, s) * 10 +
        offeredCombat(def, SALUBRI, YOUNG_PLAIN, s),
    },
  ],
};
