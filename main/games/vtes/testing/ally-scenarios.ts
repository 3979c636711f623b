/**
 * Scenarios of allies, retainers and equipment of issue 29 whose shape no family plays (tests only), by
 * official card id: each plays the card through the engine's decisions, measures what it does and fails
 * once its effects are stripped (data/coverage-gate.test.ts runs them both ways).
 */
import type { CardDef } from '../schema/effects';
import { dec, passUntil } from './testing';
import { statBonus } from '../core/queries';
import { forgetDecision } from '../rules/kernel';
import { type FamilyCase, testVampire } from './test-vampire';
import { Scenario } from './scenario';

/** Locked vampires of the other Methuselah: one the action may take, two it may not (a Camarilla one, a younger one). */
const ELDER = testVampire('Test Elder', {}, [], 'Caitiff', { sect: 'sabbat', capacity: 9 });
const PRINCE = testVampire('Test Camarilla', {}, [], 'Caitiff', { capacity: 9 });
const YOUNG = testVampire('Test Young', {}, [], 'Caitiff', { sect: 'sabbat', capacity: 7 });

/** The offered action options of card instance `card` for its minion, by their target's uid. */
function actionTargets(sc: Scenario, card: string): string[] {
  return dec(sc.s)
    .options.filter((o) => o.id.startsWith(`use:${card}:`))
    .map((o) => o.id.split(':')[4]);
}

const BEARER = testVampire('Test Bearer', {});

/**
 * Seat 0's unlock phase with `def` on a ready vampire, four Blood Dolls in hand and four in the library:
 * the ability's use draws `n` and puts `n` of the hand back (the first ones offered: the old hand cards);
 * measured: 10 × the old hand cards now at the bottom of the library + 1 if the hand size is unchanged.
 */
function drawThenBottomCase(def: CardDef, n: number): FamilyCase {
  return {
    family: 'equipment: draw, then put back at the bottom (unlock phase)',
    expected: 10 * n + 1,
    run(strip) {
      const sc = new Scenario({
        phase: 'unlock',
        seats: [
          {
            ready: [{ card: BEARER.name, blood: 3, attached: [{ card: def.name }] }],
            hand: Array<string>(4).fill('Blood Doll'),
            library: Array<string>(4).fill('Blood Doll'),
          },
          {},
        ],
        defs: [def, BEARER],
        strip: strip ? [def.name] : [],
      });
      const heart = sc.s.cards[sc.uid(BEARER.name)].attached[0];
      const hand = [...sc.s.seats[0].zones.hand];
      const use = dec(sc.s).options.find((o) => o.id.startsWith(`use:${heart}:`));
      if (!use) throw new Error('scenario: no unlock phase use');
      sc.choose(use.id);
      sc.choose(dec(sc.s).options.find((o) => o.params?.n === n)!.id);
      for (let i = 0; i < n; i++) sc.choose(dec(sc.s).options.find((o) => hand.includes(String(o.params?.uid)))!.id);
      const lib = sc.s.seats[0].zones.library;
      const back = lib.slice(lib.length - n).filter((u) => hand.includes(u)).length;
      return 10 * back + (sc.s.seats[0].zones.hand.length === hand.length ? 1 : 0);
    },
  };
}

const SNEAK = testVampire('Test Sneak', {}, [{ e: 'mod', stat: 'stealth', n: 2, who: 'self' }]);

/**
 * Seat 1's sneak (+2 stealth) bleeds seat 0, whose vampire with Auspex at `level` (0: none) carries `def`
 * and blocks; in the intercept step it uses the card's ability if offered: its intercept bonus (plus 10 for
 * each blood burned beyond the 1 the use costs).
 */
function interceptWith(def: CardDef, level: 0 | 1 | 2, strip: boolean): number {
  const seer = testVampire(`Test Seer ${level}`, level ? { aus: level } : {});
  const sc = new Scenario({
    active: 1,
    seats: [{ ready: [{ card: seer.name, blood: 4, attached: [{ card: def.name }] }] }, { ready: [{ card: SNEAK.name, blood: 3 }] }],
    defs: [def, seer, SNEAK],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(SNEAK.name, 1);
  const v = sc.uid(seer.name);
  // the static part, then what the use adds in the intercept step (offered only while the block would fail)
  const fixed = statBonus(sc.s, 'intercept', v);
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${v}`);
  const bowl = sc.s.cards[v].attached[0];
  const use = sc.s.act && dec(sc.s).options.find((o) => o.id.split(':').includes(bowl));
  if (!use) return fixed;
  const before = sc.s.act!.intercept;
  sc.choose(use.id);
  return fixed + sc.s.act!.intercept - before + 10 * (4 - sc.s.cards[v].blood - 1);
}

const DIABLERIST = testVampire('Test Diablerist', {});
const OLD_DIABLERIST = testVampire('Test Old Diablerist', {});

/**
 * Seat 0's discard phase (from its influence phase), `def` ready: seat 1's diablerist committed diablerie this turn, the old one before
 * seat 0's last turn ended; measured: 100 × the uses offered against the diablerist + 10 × those against the
 * old one + 1 if the diablerist is burned + 2 if the card itself is.
 */
function diablerieBurnCase(def: CardDef): FamilyCase {
  return {
    family: 'ally: burn a vampire who committed diablerie since your last turn',
    expected: 103,
    run(strip) {
      const sc = new Scenario({
        phase: 'influence',
        seats: [
          { ready: [{ card: def.name, blood: 2 }] },
          {
            ready: [
              { card: DIABLERIST.name, blood: 4 },
              { card: OLD_DIABLERIST.name, blood: 4 },
            ],
          },
        ],
        defs: [def, DIABLERIST, OLD_DIABLERIST],
        strip: strip ? [def.name] : [],
      });
      const c = sc.uid(def.name);
      const d = sc.uid(DIABLERIST.name, 1);
      const old = sc.uid(OLD_DIABLERIST.name, 1);
      sc.s.cards[d] = { ...sc.s.cards[d], diablerie: { ended: [] } };
      sc.s.cards[old] = { ...sc.s.cards[old], diablerie: { ended: [0] } };
      forgetDecision(sc.s);
      // on to the discard phase (the influence phase passed)
      sc.s = passUntil(sc.s, (x) => x.phase === 'discard' || x.active !== 0, 10);
      const uses = (t: string) => dec(sc.s).options.filter((o) => o.id.startsWith(`use:${c}:`) && o.id.split(':').includes(t));
      const [atD, atOld] = [uses(d), uses(old)];
      if (atD.length) sc.choose(atD[0].id);
      return 100 * atD.length + 10 * atOld.length + (sc.s.cards[d].zone === 'ash' ? 1 : 0) + (sc.s.cards[c].zone === 'ash' ? 2 : 0);
    },
  };
}

export const ALLY_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Carlton Van Wyk: in the discard phase, burn him to burn a vampire who committed diablerie since your last turn
  '100298': (def) => [diablerieBurnCase(def)],
  // Bowl of Convergence: +1 intercept with Auspex; with superior Auspex, 1 blood for another +1 in the action
  '100243': (def) => [
    {
      family: 'equipment: intercept by the bearer’s Auspex',
      // superior: 1 + 1 (×100), inferior: 1 (×10), none: 0
      expected: 210,
      run: (strip) => 100 * interceptWith(def, 2, strip) + 10 * interceptWith(def, 1, strip) + interceptWith(def, 0, strip),
    },
  ],
  // Heart of Nizchetus: in the unlock phase, with its bearer ready, draw up to 3 and put as many back
  '100903': (def) => [drawThenBottomCase(def, 3), drawThenBottomCase(def, 1)],
  // Mylan Horseed: unlocks a ready non-Camarilla vampire of capacity 8 or more (+1 stealth); cannot block vampires
  '101261': (def) => [
    {
      family: 'ally: unlock a vampire its filter takes',
      // one target offered (×10), and it is unlocked (+1)
      expected: 11,
      run(strip) {
        const sc = new Scenario({
          phase: 'minion',
          seats: [
            { ready: [{ card: def.name, blood: 1 }] },
            {
              ready: [
                { card: ELDER.name, blood: 3, locked: true },
                { card: PRINCE.name, blood: 3, locked: true },
                { card: YOUNG.name, blood: 3, locked: true },
              ],
            },
          ],
          defs: [def, ELDER, PRINCE, YOUNG],
          strip: strip ? [def.name] : [],
        });
        const m = sc.uid(def.name);
        sc.choose(`min:${m}`);
        const ts = actionTargets(sc, m);
        const e = sc.uid(ELDER.name, 1);
        const o = dec(sc.s).options.find((x) => x.id.startsWith(`use:${m}:`) && x.id.endsWith(`:${e}`));
        if (!o) throw new Error('scenario: no action at the elder');
        sc.choose(o.id);
        sc.s = passUntil(sc.s, (x) => !x.act);
        return 10 * ts.length + (sc.s.cards[e].locked ? 0 : 1);
      },
    },
    {
      family: 'ally: cannot block vampires',
      // a vampire's bleed is not offered to it as a block (0); an ally's is (+1)
      expected: 1,
      run(strip) {
        const ally = testAlly();
        const blocks = (actor: string) => {
          const sc = new Scenario({
            active: 1,
            phase: 'minion',
            seats: [{ ready: [{ card: def.name, blood: 1 }] }, { ready: [{ card: actor, blood: actor === ally.name ? 2 : 3 }] }],
            defs: [def, ally, ELDER],
            strip: strip ? [def.name] : [],
          });
          const a = sc.uid(actor, 1);
          sc.choose(`min:${a}`).choose(`bleed:${a}`);
          sc.s = passUntil(sc.s, (x) => !x.act || dec(x).options.some((o) => o.id.startsWith('block:')), 10);
          return dec(sc.s).options.some((o) => o.id === `block:${sc.uid(def.name)}`) ? 1 : 0;
        };
        return 10 * blocks(ELDER.name) + blocks(ally.name);
      },
    },
  ],
};

/** A plain test ally (2 life, 1 strength, 1 bleed) of the other Methuselah. */
export function testAlly(): CardDef {
  return {
    id: 'test-ally',
    name: 'Test Ally',
    kind: 'library',
    types: ['Ally'],
    clan: [],
    reqs: [],
    modes: [{ kind: 'ally', conditions: [], effects: [{ e: 'ally', life: 2, strength: 1, bleed: 1 }] }],
    automation: 'full',
  };
}
