/**
 * Scenarios of master cards and political actions (issue 29; tests only), by official card id, as
 * data/card-scenarios.ts: each plays the card through the engine's decisions, measures what it does and
 * fails once its effects are stripped (data/coverage-gate.test.ts runs them both ways). The rulings of
 * each card are in the scenario that encodes them (named in its comment).
 */
import type { CardDef } from '../schema/effects';
import type { Title } from '../schema/schema-params';
import { handSize } from '../core/state';
import { dec, ids, passUntil } from './testing';
import { type FamilyCase, testVampire } from './families';
import { Scenario } from './scenario';

/** The option of the pending decision using `card` (its instance in the id), or undefined. */
const optionWith = (sc: Scenario, card: string) => dec(sc.s).options.find((o) => o.id.split(':').includes(card))?.id;

/**
 * 1.6.1.1: an out-of-turn master card cancelling a card as it is played. Seat 0 plays the card to be
 * cancelled (`play`), seat 1 answers with `def`; what is measured is whether the cancelled card had
 * its effect (1) or not (0), read by `effect`.
 */
function cancelCase(def: CardDef, family: string, play: (sc: Scenario) => void, effect: (sc: Scenario) => number, spec: Scenario['spec']) {
  return (strip: boolean): number => {
    const sc = new Scenario({ ...spec, defs: [def, ...(spec.defs ?? [])], strip: strip ? [def.name] : [] });
    play(sc);
    const c = sc.uid(def.name, 1, 'hand');
    const o = optionWith(sc, c);
    if (!o) throw new Error(`${family}: ${def.name} not offered`);
    sc.choose(o);
    sc.s = passUntil(sc.s, (x) => !x.cancelWin);
    return effect(sc);
  };
}

const OTHER = testVampire('Test Other', {});
const SMALL = testVampire('Test Small', {}, [], 'Caitiff', { capacity: 4 });
const WATCHER = testVampire('Test Watcher', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);

/** A political action called by a test prince (of the card's sect) of seat 0, voted for alone; `terms` answers each question of the terms in order. */
export function referendum(
  def: CardDef,
  sect: 'camarilla' | 'anarch' | 'independent' | 'sabbat',
  seats: Scenario['spec']['seats'],
  terms: string[],
  call: { title?: Title; mode?: number; defs?: CardDef[]; prepare?: (sc: Scenario) => void } = {},
) {
  const caller = testVampire('Test Caller', {}, [], 'Caitiff', { title: call.title ?? 'prince', sect });
  return (strip: boolean): Scenario => {
    const [first, ...rest] = seats;
    const sc = new Scenario({
      seats: [{ ...first, ready: [{ card: caller.name, blood: 5 }, ...(first.ready ?? [])], hand: [def.name] }, ...rest],
      defs: [def, caller, OTHER, SMALL, ...(call.defs ?? [])],
      strip: strip ? [def.name] : [],
    });
    const c = sc.uid(caller.name);
    call.prepare?.(sc);
    sc.play(def.name, { by: caller.name, mode: call.mode });
    const answers = [...terms];
    for (let i = 0; i < 40 && (sc.s.act || sc.s.ref); i++) {
      const o = ids(sc.s);
      if (dec(sc.s).kind === 'vtes.terms') {
        const want = answers.shift();
        sc.choose(o.find((x) => x === want) ?? o[0]);
        continue;
      }
      const yes = o.find((x) => x === 'call:y' || x === `v:${c}:y`);
      sc.choose(yes ?? o.find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? o[0]);
    }
    return sc;
  };
}

const TAPPED = testVampire('Test Tapped', {});
/** Non-Camarilla vampires, younger and older (Protect Thine Own's choices). */
const SABBAT_SMALL = testVampire('Test Sabbat Small', {}, [], 'Caitiff', { capacity: 5, sect: 'sabbat' });
const TREMERE = testVampire('Test Tremere', {}, [], 'Tremere');
const SABBAT_BIG = testVampire('Test Sabbat Big', {}, [], 'Caitiff', { capacity: 9, sect: 'sabbat' });

/**
 * Protect Thine Own: a justicar (`mode` 0) may choose a non-Camarilla vampire of capacity 5 or less, an
 * Inner Circle member (`mode` 1) any non-Camarilla one; the first vampire offered is chosen. Measured:
 * the younger Sabbat vampire burned (1), the older one (10), the Camarilla one (100).
 */
function protectCase(def: CardDef, mode: number, title: Title) {
  return (strip: boolean): number => {
    // the Camarilla vampire first, then (justicar) the older non-Camarilla one neither may choose
    const chosen = mode ? SABBAT_BIG : SABBAT_SMALL;
    const order = mode ? [SMALL, SABBAT_BIG] : [SMALL, SABBAT_BIG, SABBAT_SMALL];
    const seats = [{}, { ready: order.map((v) => ({ card: v.name, blood: 1 })) }];
    const sc = referendum(def, 'camarilla', seats, [], { title, mode, defs: [SABBAT_SMALL, SABBAT_BIG] })(strip);
    const gone = (name: string) =>
      sc.s.seats[1].zones.ready.some((u) => sc.s.cards[u].cid === `test-${name.toLowerCase().replace(/\W+/g, '-')}`) ? 0 : 1;
    return gone(chosen.name) * (mode ? 10 : 1) + gone(SMALL.name) * 100 + (mode ? 0 : gone(SABBAT_BIG.name) * 10);
  };
}

/**
 * Neonate Breach, Empires Fall: Methuselahs 1-3 chosen; 1 holds a ready vampire of the capacity that costs
 * more (`hits`), 2 one of the other (`misses`), 3 a `hits` one in torpor only (not ready). Measured: the pool
 * each burned, as digits.
 */
function breach(def: CardDef, sect: 'camarilla' | 'sabbat', hits: CardDef, misses: CardDef) {
  return (strip: boolean): number => {
    const sc = referendum(
      def,
      sect,
      [
        {},
        { ready: [{ card: hits.name, blood: 1 }] },
        { ready: [{ card: misses.name, blood: 1 }] },
        { torpor: [{ card: hits.name, blood: 0 }] },
      ],
      ['tseat:1', 'tseat:2', 'tseat:3', 'tdone'],
    )(strip);
    return (30 - sc.pool(1)) * 100 + (30 - sc.pool(2)) * 10 + (30 - sc.pool(3));
  };
}

/** Seat 0 plays `def` in its master phase on its capacity 8 vampire (with `blood`), then picks the amount `k` when asked; the state after. */
function tap(def: CardDef, strip: boolean, k: number, blood: number, attached: string[] = []): Scenario {
  const sc = new Scenario({
    phase: 'master',
    seats: [{ ready: [{ card: TAPPED.name, blood, attached: attached.map((card) => ({ card })) }], hand: [def.name] }, {}],
    defs: [def, TAPPED],
    strip: strip ? [def.name] : [],
  });
  sc.play(def.name, { target: TAPPED.name });
  const o = ids(sc.s).find((x) => x === `k:${k}`);
  if (o) sc.choose(o);
  return sc;
}

export const MASTER_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Direct Intervention: cancels a minion card as it is played, its cost not paid (the acting minion keeps its blood)
  '100545': (def) => [
    {
      family: 'cancels a minion card as it is played, cost not paid',
      expected: 4,
      run: (strip) => {
        const run = cancelCase(
          def,
          'Direct Intervention',
          (sc) => {
            sc.choose(`min:${sc.uid('Andi Liu')}`);
            sc.choose(ids(sc.s).find((x) => x.startsWith('bleed:'))!);
            sc.choose(`mod:${sc.uid('Conditioning', 0, 'hand')}:1`);
          },
          // Conditioning (1 blood) cancelled: the blood is not paid
          (sc) => sc.s.cards[sc.uid('Andi Liu')].blood,
          { seats: [{ ready: [{ card: 'Andi Liu', blood: 4 }], hand: ['Conditioning'] }, { hand: [def.name] }] },
        );
        return run(strip);
      },
    },
  ],
  // Sudden Reversal: cancels a master card of another Methuselah as it is played; a cancelled trifle gives no
  // extra master phase action (LSJ 20090126) and its cost is not paid
  '101896': (def) => [
    {
      family: 'cancels a master card as it is played (a trifle: no extra action)',
      expected: 0,
      run: cancelCase(
        def,
        'Sudden Reversal',
        (sc) => sc.choose(`m:${sc.uid('Life in the City', 0, 'hand')}`),
        // Life in the City (a trifle) cancelled: no master phase action left, its target gained nothing
        (sc) => sc.s.turnFlags.masterLeft + sc.s.cards[sc.uid('Ashley')].blood - 1,
        {
          phase: 'master',
          seats: [{ ready: [{ card: 'Ashley', blood: 1 }], hand: ['Life in the City'] }, { hand: [def.name] }],
          defs: [],
        },
      ),
    },
  ],
  // The Parthenon: locked in its controller's master phase for one more master phase action
  '101355': (def) => [
    {
      family: 'lock for +1 master phase action',
      expected: 2,
      run(strip) {
        const sc = new Scenario({
          phase: 'master',
          seats: [{ play: [def.name], ready: [{ card: 'Ashley', blood: 1 }], hand: ['Blood Doll'] }, {}],
          defs: [def],
          strip: strip ? [def.name] : [],
        });
        const use = ids(sc.s).find((x) => x.startsWith(`use:${sc.uid(def.name)}:`));
        if (use) sc.choose(use);
        return sc.s.turnFlags.masterLeft;
      },
    },
  ],
  // Minion Tap: blood of a vampire of one's own to one's pool, the amount chosen
  '101217': (def) => [
    {
      family: 'chosen blood of own vampire to pool',
      expected: 33,
      run: (strip) => {
        const sc = tap(def, strip, 3, 5);
        return sc.pool(0) + (5 - sc.s.cards[sc.uid(TAPPED.name)].blood) - 3;
      },
    },
  ],
  // Villein: a trifle on one's own vampire moving 2 to 5 of its blood to one's pool (what it has when less,
  // LSJ 20100216); a second Villein on the same vampire costs 1 pool, paid as it resolves (LSJ 20020620)
  '102121': (def) => [
    {
      family: '2 to 5 blood to pool, an extra master phase action',
      expected: 35,
      run: (strip) => {
        const sc = tap(def, strip, 4, 6);
        return sc.pool(0) + sc.s.turnFlags.masterLeft;
      },
    },
    {
      family: 'a second Villein on the vampire costs 1 pool; less blood than 2: what it has',
      expected: 300,
      run: (strip) => {
        const sc = tap(def, strip, 1, 1, [def.name]);
        return sc.pool(0) * 10 + sc.s.cards[sc.uid(TAPPED.name)].blood;
      },
    },
  ],
  // Giant's Blood: a vampire gains blood up to its capacity (one per game: data/master-scenarios.test.ts)
  '100824': (def) => [
    {
      family: 'a vampire filled to capacity',
      expected: 8,
      run: (strip) => {
        const sc = new Scenario({
          phase: 'master',
          seats: [{ hand: [def.name] }, { ready: [{ card: TAPPED.name, blood: 2 }] }],
          defs: [def, TAPPED],
          strip: strip ? [def.name] : [],
        });
        sc.play(def.name, { target: TAPPED.name, targetSeat: 1 });
        return sc.s.cards[sc.uid(TAPPED.name, 1)].blood;
      },
    },
  ],
  // Monastery of Shadows: +1 hand size, and locked for +1 stealth to an acting vampire of capacity 8 or more
  '101238': (def) => [
    {
      family: '+1 hand size; +1 stealth to a capacity 8 acting vampire',
      expected: 11,
      run(strip) {
        const sc = new Scenario({
          seats: [{ ready: [{ card: TAPPED.name, blood: 5 }], play: [def.name] }, { ready: [{ card: WATCHER.name, blood: 3 }] }],
          defs: [def, TAPPED, WATCHER],
          strip: strip ? [def.name] : [],
        });
        const hand = handSize(sc.s, 0) - 7;
        sc.choose(`min:${sc.uid(TAPPED.name)}`).choose(`bleed:${sc.uid(TAPPED.name)}`);
        sc.choose(`block:${sc.uid(WATCHER.name, 1)}`);
        const before = sc.s.act!.stealth;
        const use = optionWith(sc, sc.uid(def.name));
        if (use) sc.choose(use);
        return (sc.s.act!.stealth - before) * 10 + hand;
      },
    },
  ],
  // Perfectionist: on one's own vampire, which gains 1 blood after a successful action with no reaction card
  // played (once each turn; a reaction played counts even if cancelled: LSJ 20070330, not tested here)
  '101388': (def) => [
    {
      family: '+1 blood after a successful action without reactions',
      expected: 4,
      run(strip) {
        const sc = new Scenario({
          phase: 'master',
          seats: [{ ready: [{ card: TAPPED.name, blood: 3 }], hand: [def.name] }, {}],
          defs: [def, TAPPED],
          strip: strip ? [def.name] : [],
        });
        sc.play(def.name, { target: TAPPED.name });
        sc.s = passUntil(sc.s, (x) => x.phase === 'minion');
        const v = sc.uid(TAPPED.name);
        sc.choose(`min:${v}`).choose(`bleed:${v}`);
        sc.s = passUntil(sc.s, (x) => !x.act);
        return sc.s.cards[v].blood;
      },
    },
  ],
  // Reckless Agitation: 6 points among two or more other Methuselahs, each burns a pool per point; never a
  // point to the caller, never all six to one Methuselah (LSJ 20000622)
  '101567': (def) => [
    {
      family: 'points among the others burn pool',
      expected: 6,
      run: (strip) => {
        const sc = referendum(def, 'anarch', [{}, {}, {}], ['alloc:1', 'alloc:1', 'alloc:1', 'alloc:1', 'alloc:1', 'alloc:1'])(strip);
        return 60 - sc.pool(1) - sc.pool(2) + (30 - sc.pool(0)) * 10;
      },
    },
  ],
  // Political Stranglehold: each Methuselah gains 3 pool per vampire of capacity 8 or more it controls (one per game)
  '101417': (def) => [
    {
      family: 'pool gained per vampire of capacity 8 or more',
      expected: 63,
      run: (strip) => {
        const sc = referendum(
          def,
          'camarilla',
          [
            {},
            {
              ready: [
                { card: OTHER.name, blood: 1 },
                { card: SMALL.name, blood: 1 },
              ],
              torpor: [{ card: OTHER.name, blood: 0 }],
            },
          ],
          [],
        )(strip);
        return (sc.pool(1) - 30) * 10 + (sc.pool(0) - 30);
      },
    },
  ],
  // Conservative Agitation: as many points as Methuselahs, among two or more (the caller too), each burning a pool
  '100414': (def) => [
    {
      family: 'one point per Methuselah burns pool',
      expected: 30,
      run: (strip) => {
        const sc = referendum(def, 'camarilla', [{}, {}, {}], ['alloc:1', 'alloc:1', 'alloc:2'])(strip);
        return (60 - sc.pool(1) - sc.pool(2)) * 10 + (30 - sc.pool(0));
      },
    },
  ],
  // Camarilla's Iron Fist: a chosen Methuselah gains 1 pool, 5 points among two or more others burn pool;
  // no point to the chosen one (ANK 20241106)
  '102270': (def) => [
    {
      family: 'points burn pool, the chosen Methuselah gains 1',
      expected: 51,
      run: (strip) => {
        const sc = referendum(def, 'camarilla', [{}, {}, {}], ['target:0', 'alloc:1', 'alloc:1', 'alloc:1', 'alloc:1', 'alloc:1'])(strip);
        return (60 - sc.pool(1) - sc.pool(2)) * 10 + (sc.pool(0) - 30);
      },
    },
  ],
  // Consanguineous Boon: a clan chosen in the terms; each Methuselah gains 1 pool per vampire of that clan
  // it controls (ready or in torpor)
  '100410': (def) => [
    {
      family: 'pool gained per vampire of the clan chosen in the terms',
      expected: 20,
      run: (strip) => {
        const sc = referendum(
          def,
          'camarilla',
          [
            { ready: [{ card: OTHER.name, blood: 1 }] },
            {
              ready: [
                { card: TREMERE.name, blood: 1 },
                { card: OTHER.name, blood: 1 },
              ],
              torpor: [{ card: TREMERE.name, blood: 0 }],
            },
          ],
          ['tclan:Tremere'],
          { defs: [TREMERE] },
        )(strip);
        return (sc.pool(1) - 30) * 10 + (sc.pool(0) - 30);
      },
    },
  ],
  // Neonate Breach: the Methuselahs chosen in the terms burn 1 pool, 3 more with a ready vampire of capacity 4 or less
  '101271': (def) => [
    { family: 'chosen Methuselahs burn pool, more with a younger vampire', expected: 411, run: breach(def, 'camarilla', SMALL, OTHER) },
  ],
  // Empires Fall: the same with a ready vampire of capacity 8 or more (called by a Sabbat vampire)
  '102318': (def) => [
    { family: 'chosen Methuselahs burn pool, more with an older vampire', expected: 411, run: breach(def, 'sabbat', OTHER, SMALL) },
  ],
  // Finding the Path: at least half of the Methuselahs chosen; they burn 1 pool, the others gain 1
  '100732': (def) => [
    {
      family: 'chosen Methuselahs burn pool, the others gain',
      expected: 1111,
      run: (strip) => {
        const sc = referendum(def, 'camarilla', [{}, {}, {}, {}], ['tseat:1', 'tseat:2', 'tdone'])(strip);
        return (30 - sc.pool(1)) * 1000 + (30 - sc.pool(2)) * 100 + (sc.pool(0) - 30) * 10 + (sc.pool(3) - 30);
      },
    },
  ],
  // Diversity: each Methuselah gains 1 pool per clan among its ready vampires (torpor's not counted)
  '100564': (def) => [
    {
      family: 'pool gained per clan of the ready vampires',
      expected: 21,
      run: (strip) => {
        const sc = referendum(
          def,
          'camarilla',
          [
            {},
            {
              ready: [
                { card: TREMERE.name, blood: 1 },
                { card: OTHER.name, blood: 1 },
                { card: TREMERE.name, blood: 1 },
              ],
              torpor: [{ card: SABBAT_SMALL.name, blood: 0 }],
            },
          ],
          [],
          { defs: [TREMERE, SABBAT_SMALL] },
        )(strip);
        // the caller's seat: its Caitiff caller only
        return (sc.pool(1) - 30) * 10 + (sc.pool(0) - 30);
      },
    },
  ],
  // Transfer of Power: 1 pool from each Methuselah with more pool than the caller (not from one with as much)
  '102010': (def) => [
    {
      family: 'pool taken from each richer Methuselah',
      expected: 2113,
      run: (strip) => {
        const sc = referendum(def, 'camarilla', [{ pool: 20 }, { pool: 25 }, { pool: 20 }, { pool: 21 }], [])(strip);
        return (sc.pool(0) - 20) * 1000 + (25 - sc.pool(1)) * 100 + (20 - sc.pool(2) + 1) * 10 + (21 - sc.pool(3)) * 3;
      },
    },
  ],
  // Protect Thine Own: a chosen non-Camarilla vampire is burned; a justicar chooses among capacity 5 or
  // less, an Inner Circle member among all (its second mode); no vampire to choose: not called (G00158,
  // LSJ 20100129)
  '101499': (def) => [
    { family: 'a vampire chosen in the terms burned', expected: 1, run: protectCase(def, 0, 'justicar') },
    { family: 'a vampire chosen in the terms burned (Inner Circle)', expected: 10, run: protectCase(def, 1, 'inner circle') },
  ],
  // Honor the Elders: each ready vampire of capacity 8 or more gains 1 blood (to its capacity), and each
  // in an uncontrolled region
  '100933': (def) => [
    {
      family: 'blood on each older vampire, ready or uncontrolled',
      expected: 111,
      run: (strip) => {
        const sc = referendum(
          def,
          'camarilla',
          [
            { uncontrolled: [{ card: OTHER.name, blood: 2 }] },
            {
              ready: [
                { card: OTHER.name, blood: 1 },
                { card: SMALL.name, blood: 1 },
                { card: OTHER.name, blood: 8 },
              ],
            },
          ],
          [],
        )(strip);
        const [a, b, full] = sc.s.seats[1].zones.ready.map((u) => sc.s.cards[u].blood);
        const un = sc.s.cards[sc.s.seats[0].zones.uncontrolled[0]].blood;
        return (a - 1) * 100 + (un - 2) * 10 + (full === 8 ? 1 : 0) + (b - 1) * 1000;
      },
    },
  ],
  // Domain Challenge: each Methuselah burns 1 pool per locked minion, counted once the referendum is over
  // (the caller's locked vampire too: RTR 19941109)
  '100570': (def) => [
    {
      family: 'pool burned per locked minion',
      expected: 21,
      run: (strip) => {
        const sc = referendum(
          def,
          'camarilla',
          [
            {},
            {
              ready: [
                { card: OTHER.name, blood: 1, locked: true },
                { card: OTHER.name, blood: 1, locked: true },
                { card: OTHER.name, blood: 1 },
              ],
            },
          ],
          [],
        )(strip);
        return (30 - sc.pool(1)) * 10 + (30 - sc.pool(0));
      },
    },
  ],
  // Autarkis Persecution: each Methuselah gains 1 pool per minion it controls
  '100115': (def) => [
    {
      family: 'pool gained per minion',
      expected: 21,
      run: (strip) => {
        const sc = referendum(
          def,
          'camarilla',
          [
            {},
            {
              ready: [
                { card: OTHER.name, blood: 1 },
                { card: OTHER.name, blood: 1, locked: true },
              ],
            },
          ],
          [],
        )(strip);
        return (sc.pool(1) - 30) * 10 + (sc.pool(0) - 30);
      },
    },
  ],
};
