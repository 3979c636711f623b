/**
 * The rulings suite (rulings.ts), imbued card entries (issue 30 items 3-4): each entry of the area is
 * checked by the scenario of the same key, played with the card's reviewed data (the catalog join), test
 * imbued and test vampires (imbued-scenarios.ts).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import type { CardDef } from '../schema/effects';
import { cardDefFromDetail } from '../data/catalog-def';
import { dec, ids, passUntil, rulingsSuite } from './testing';
import { Scenario } from './scenario';
import { testVampire } from './test-vampire';
import { TEST_CONVICTION, testImbued } from './imbued-scenarios';
import { TEST_RUSH } from './test-library-cards';
import { TEST_CLUB } from './families-melee';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
/** A catalog card as the set-up plays it (its reviewed entry). */
function card(name: string): CardDef {
  const c = cards.find((x) => x.name === name && !x.advanced);
  if (!c) throw new Error(`no card ${name}`);
  const d = cardDefFromDetail(c);
  expect(d.automation, name).toBe('full');
  return d;
}

const KIN = testImbued('Test Kin', 3);
const SHADOW = testVampire('Test Shadow', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);

describe.skipIf(!haveData && !process.env.CI)('imbued card rulings', () => {
  rulingsSuite(
    'imbued',
    {
      'discern-reaction-needs-unlocked': () => {
        const discern = card('Discern');
        const bleedAgainst = (locked: boolean) => {
          const sc = new Scenario({
            defs: [discern, KIN, SHADOW],
            seats: [
              { ready: [{ card: SHADOW.name, blood: 4 }] },
              { ready: [{ card: KIN.name, blood: 3, locked, attached: [{ card: discern.name }] }] },
            ],
          });
          const a = sc.uid(SHADOW.name);
          return sc.choose(`min:${a}`).choose(`bleed:${a}`);
        };
        // locked, nothing wakes it: no block, so no use of the power
        const locked = bleedAgainst(true);
        expect(dec(locked.s).seat === 1 && ids(locked.s).some((x) => x.startsWith('block:'))).toBe(false);
        // unlocked: it blocks, and the power is offered and locks
        const sc = bleedAgainst(false);
        sc.choose(`block:${sc.uid(KIN.name, 1)}`);
        const p = sc.uid(discern.name, 1);
        expect(ids(sc.s).some((x) => x.split(':').includes(p))).toBe(true);
      },
      'dreams-no-blood-on-uncontrolled-imbued': () => {
        const dreams = card('Dreams of the Sphinx');
        const sleeper = testVampire('Test Sleeper', {});
        const at = (uncontrolled: string[]) =>
          new Scenario({
            defs: [dreams, KIN, SHADOW, sleeper],
            seats: [
              {
                ready: [{ card: SHADOW.name, blood: 3 }],
                play: [dreams.name],
                uncontrolled: uncontrolled.map((card) => ({ card, blood: 0 })),
              },
              {},
            ],
          });
        const bloodUse = (sc: Scenario) => `use:${sc.uid(dreams.name)}:1`;
        // an imbued and a vampire there: only the vampire is offered
        const both = at([KIN.name, sleeper.name]);
        both.choose(bloodUse(both));
        const k = both.uid(KIN.name, 0, 'uncontrolled');
        const v = both.uid(sleeper.name, 0, 'uncontrolled');
        expect(ids(both.s).some((x) => x.split(':').includes(k))).toBe(false);
        both.choose(ids(both.s).find((x) => x.split(':').includes(v))!);
        expect(both.s.cards[v].blood).toBe(1);
        // only an imbued there: the use is not offered
        const alone = at([KIN.name]);
        expect(ids(alone.s)).not.toContain(bloodUse(alone));
      },
      'travis-names-conviction-as-announced': () => {
        const travis = card('Travis "Traveler72" Miller');
        const other: CardDef = { ...TEST_CONVICTION, id: 'test-conviction-b', name: 'Test Conviction B' };
        const sc = new Scenario({
          defs: [travis, KIN, TEST_CONVICTION, other],
          seats: [
            {
              ready: [{ card: travis.name, blood: 5, attached: [{ card: TEST_CONVICTION.name }, { card: other.name }] }],
              uncontrolled: [{ card: KIN.name, blood: 0 }],
            },
            {},
          ],
        });
        const t = sc.uid(travis.name);
        const older = sc.uid(TEST_CONVICTION.name);
        const newer = sc.uid(other.name);
        sc.choose(`min:${t}`);
        sc.choose(ids(sc.s).find((x) => x.startsWith(`use:${t}:`))!);
        // named as it is announced: a choice between the two cards
        expect(dec(sc.s).kind).toBe('vtes.convictionNamed');
        sc.choose(`t:${newer}`);
        expect(sc.s.act?.convictions).toEqual([newer]);
        sc.s = passUntil(sc.s, (x) => !x.act || x.pick?.then === 'uncontrolledBlood');
        sc.choose(ids(sc.s).find((x) => x.includes(sc.uid(KIN.name, 0, 'uncontrolled')))!);
        expect(sc.s.cards[t].attached).toEqual([older]);
        expect(sc.s.cards[newer].zone).toBe('ash');
      },
      'vigilance-reaction-only-in-actions': () => {
        const vigilance = card('Vigilance');
        const locked = { card: KIN.name, blood: 3, locked: true, attached: [{ card: vigilance.name }, { card: TEST_CONVICTION.name }] };
        // another Methuselah's bleed: offered to the locked imbued, and not a reaction card played
        const sc = new Scenario({
          defs: [vigilance, KIN, SHADOW, TEST_CONVICTION],
          seats: [{ ready: [{ card: SHADOW.name, blood: 4 }] }, { ready: [locked] }],
        });
        const a = sc.uid(SHADOW.name);
        sc.choose(`min:${a}`).choose(`bleed:${a}`);
        const p = sc.uid(vigilance.name, 1);
        const use = ids(sc.s).find((x) => x.startsWith('use:') && x.split(':').includes(p));
        expect(use).toBeDefined();
        sc.choose(use!);
        expect(sc.s.cards[sc.uid(KIN.name, 1)].locked).toBe(false);
        expect(Object.values(sc.s.act?.used ?? {}).flat()).not.toContain(vigilance.id);
        // its own Methuselah's action (another minion acting): never offered to that Methuselah
        const own = new Scenario({
          defs: [vigilance, KIN, SHADOW, TEST_CONVICTION],
          seats: [{ ready: [{ card: SHADOW.name, blood: 4 }, locked] }, { ready: [{ card: KIN.name, blood: 3 }] }],
        });
        const b = own.uid(SHADOW.name);
        own.choose(`min:${b}`).choose(`bleed:${b}`);
        const q = own.uid(vigilance.name, 0);
        for (let i = 0; i < 20 && own.s.act; i++) {
          expect(dec(own.s).seat === 0 && ids(own.s).some((x) => x.split(':').includes(q))).toBe(false);
          const o = ids(own.s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x));
          if (!o) break;
          own.choose(o);
        }
      },
      'vigilance-after-resolution-cards-still-usable': () => {
        const vigilance = card('Vigilance');
        const watch: CardDef = {
          ...TEST_CONVICTION,
          id: 'test-watch-power',
          name: 'Test Watch Power',
          types: ['Power'],
          modes: [
            {
              kind: 'power',
              conditions: [],
              effects: [
                {
                  e: 'ability',
                  window: 'after',
                  cost: [{ c: 'lock' }],
                  who: { of: 'minion', whose: 'any', role: 'bearer', count: 'one' },
                  if: { c: 'success' },
                  effects: [{ p: 'move', n: 1, from: 'bank', to: 'pool' }],
                },
              ],
            },
          ],
        };
        const sc = new Scenario({
          defs: [vigilance, KIN, watch],
          seats: [{ ready: [{ card: KIN.name, blood: 3, attached: [{ card: vigilance.name }, { card: watch.name }] }] }, {}],
        });
        const k = sc.uid(KIN.name);
        const p = sc.uid(vigilance.name);
        const w = sc.uid(watch.name);
        sc.choose(`min:${k}`).choose(`bleed:${k}`);
        sc.s = passUntil(sc.s, (x) => !x.act || ids(x).some((o) => o.split(':').includes(p)));
        sc.choose(ids(sc.s).find((x) => x.split(':').includes(p))!);
        expect(sc.s.cards[k].locked).toBe(false);
        expect(ids(sc.s).some((x) => x.split(':').includes(w))).toBe(true);
      },
      'paul-moreton-same-influence-phase': () => {
        const paul = card('Paul "Sixofswords29" Moreton');
        const sc = new Scenario({
          phase: 'influence',
          defs: [paul, KIN],
          seats: [
            {
              pool: 10,
              uncontrolled: [
                { card: paul.name, blood: 4 },
                { card: KIN.name, blood: 0 },
              ],
            },
            {},
          ],
        });
        const p = sc.uid(paul.name, 0, 'uncontrolled');
        expect(ids(sc.s).some((x) => x.startsWith('use:') && x.includes(p))).toBe(false);
        sc.choose(`influence:${p}`);
        const use = ids(sc.s).find((x) => x.startsWith('use:') && x.includes(p))!;
        expect(use).toBeDefined();
        sc.choose(use);
        const k = sc.uid(KIN.name, 0, 'uncontrolled');
        sc.choose(ids(sc.s).find((x) => x.includes(k))!);
        expect(sc.s.cards[k].blood).toBe(1);
      },
      'strike-with-conviction-kept-when-bleed-blocked': () => {
        const swc = card('Strike with Conviction');
        const sc = new Scenario({
          defs: [swc, KIN, SHADOW],
          seats: [{ ready: [{ card: KIN.name, blood: 3, attached: [{ card: swc.name }] }] }, { ready: [{ card: SHADOW.name, blood: 4 }] }],
        });
        const k = sc.uid(KIN.name);
        const c = sc.uid(swc.name, 0, 'attached');
        sc.choose(`min:${k}`);
        sc.choose(ids(sc.s).find((x) => x.startsWith('use:') && x.split(':')[1] === c)!);
        sc.s = passUntil(sc.s, (x) => x.act?.step === 'block' || !x.act);
        sc.choose(`block:${sc.uid(SHADOW.name, 1)}`);
        sc.s = passUntil(sc.s, (x) => !x.act);
        expect(sc.s.cards[c].zone).toBe('attached');
        expect(sc.s.cards[c].host).toBe(k);
      },
      'strike-with-conviction-weapon-damage-inherits': () => {
        const swc = card('Strike with Conviction');
        // a melee weapon whose strike is 1 aggravated damage
        const fang: CardDef = {
          ...TEST_CLUB,
          id: 'test-fang',
          name: 'Test Fang',
          modes: TEST_CLUB.modes.map((m) => ({
            ...m,
            effects: m.effects.map((e) => (e.e === 'ability' ? { ...e, strike: { s: 'damage' as const, dmg: 1, agg: true } } : e)),
          })),
        };
        const sc = new Scenario({
          defs: [swc, KIN, SHADOW, fang],
          seats: [
            { ready: [{ card: KIN.name, blood: 3, attached: [{ card: swc.name }, { card: fang.name }] }] },
            { ready: [{ card: SHADOW.name, blood: 6 }] },
          ],
        });
        const k = sc.uid(KIN.name);
        const c = sc.uid(swc.name, 0, 'attached');
        const w = sc.uid(fang.name, 0, 'attached');
        sc.choose(`min:${k}`)
          .choose(`bleed:${k}`)
          .choose(`block:${sc.uid(SHADOW.name, 1)}`);
        sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA' || !x.act);
        const o = ids(sc.s).find((x) => x.startsWith('use:') && x.split(':')[1] === c && x.includes(w));
        expect(o).toBeDefined();
        sc.choose(o!);
        expect(sc.s.combat?.strikes[k]).toMatchObject({ kind: 'damage', dmg: 2, agg: true });
      },
      'determine-cancelled-action-card-no-lock-no-cost': () => {
        const determine = card('Determine');
        const seer: CardDef = { ...KIN, disc: { viz: 1 } };
        const rush: CardDef = { ...TEST_RUSH, blood: 1 };
        // three Methuselahs: the imbued's Methuselah (seat 2) has seat 0 as prey
        const sc = new Scenario({
          defs: [determine, seer, SHADOW, rush, TEST_CONVICTION],
          seats: [
            { ready: [{ card: SHADOW.name, blood: 4 }], hand: [rush.name] },
            { ready: [{ card: SHADOW.name, blood: 4 }] },
            { ready: [{ card: seer.name, blood: 3, attached: [{ card: TEST_CONVICTION.name }] }], hand: [determine.name] },
          ],
        });
        const a = sc.uid(SHADOW.name);
        const r = sc.uid(rush.name, 0, 'hand');
        sc.choose(`min:${a}`).choose(ids(sc.s).find((x) => x.split(':').includes(r))!);
        expect(dec(sc.s).seat).toBe(2);
        sc.choose(ids(sc.s).find((x) => x.split(':').includes(sc.uid(determine.name, 2, 'hand')))!);
        sc.s = passUntil(sc.s, (x) => !x.cancelWin && !x.act);
        expect(sc.s.cards[r].zone).toBe('ash');
        expect(sc.s.cards[a]).toMatchObject({ locked: false, blood: 4 });
        expect(sc.s.combat).toBeFalsy();
        // free to take another action: the bleed is offered
        sc.choose(`min:${a}`);
        expect(ids(sc.s)).toContain(`bleed:${a}`);
      },
      'react-with-conviction-cancelled-action-stays-unlocked': () => {
        const react = card('React with Conviction');
        const dominator = testVampire('Test Dominator', { dom: 1 });
        const rush: CardDef = {
          ...TEST_RUSH,
          modes: TEST_RUSH.modes.map((m) => ({ ...m, conditions: [{ r: 'disc', disc: 'dom', level: 1 }] })),
        };
        const sc = new Scenario({
          defs: [react, KIN, dominator, rush],
          seats: [
            { ready: [{ card: dominator.name, blood: 4 }], hand: [rush.name] },
            { ready: [{ card: KIN.name, blood: 3, attached: [{ card: react.name }] }] },
          ],
        });
        const a = sc.uid(dominator.name);
        const k = sc.uid(KIN.name, 1);
        const r = sc.uid(rush.name, 0, 'hand');
        sc.choose(`min:${a}`).choose(ids(sc.s).find((x) => x.split(':').includes(r))!);
        sc.choose(ids(sc.s).find((x) => x.split(':').includes(k))!);
        expect(dec(sc.s).seat).toBe(1);
        sc.choose(ids(sc.s).find((x) => x.startsWith('cancelp:'))!);
        sc.s = passUntil(sc.s, (x) => !x.cancelWin);
        expect(sc.s.cards[r].zone).toBe('ash');
        expect(sc.s.cards[sc.uid(react.name, 1, 'ash')].zone).toBe('ash');
        expect(sc.s.cards[a]).toMatchObject({ locked: false, blood: 4 });
        expect(sc.s.act).toBeFalsy();
        expect(sc.s.combat).toBeFalsy();
        // free to take another action
        sc.choose(`min:${a}`);
        expect(ids(sc.s)).toContain(`bleed:${a}`);
      },
      'crusader-sword-equipped-by-any-minion': () => {
        const sword = card('Crusader Sword, The');
        const sc = new Scenario({
          defs: [sword, SHADOW],
          seats: [{ pool: 10, ready: [{ card: SHADOW.name, blood: 4 }], hand: [sword.name] }, {}],
        });
        const a = sc.uid(SHADOW.name);
        const w = sc.uid(sword.name, 0, 'hand');
        sc.choose(`min:${a}`);
        const equip = ids(sc.s).find((x) => x.split(':').includes(w));
        expect(equip).toBeDefined();
        sc.choose(equip!);
        sc.s = passUntil(sc.s, (x) => !x.act);
        expect(sc.s.cards[a].attached).toContain(w);
        expect(sc.s.cards[w].zone).not.toBe('hand');
      },
    },
    { describe, it, expect },
  );
});
