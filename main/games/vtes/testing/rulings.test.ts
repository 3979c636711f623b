/**
 * Issue 19: deviations of the engine from the rulebooks and the published rulings (ruling ids from the
 * public vtes-rulings database), each test named with its rule or ruling id. Scenario tests on
 * hand-built states (testing.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseVtesConfig } from '../setup/config';
import { playedWhat } from '../core/queries';
import { apply } from '../rules/kernel';
import { seatView } from '../view/seatview';
import type { CardDef } from '../data/starters';
import type { VtesState } from '../core/state';
import { STARTER_DECKS, STARTER_DEFS } from '../data/starters';
import { announce, build, type CardSpec, choose, chooseP, dec, ids, passUntil, uid, V, rulingsSuite } from './testing';
import { groupScenarios } from './rulings-groups-scenarios';
import { testVampire } from './test-vampire';
import { officialCard } from '../../../testing/official-cards';
import { cardDefFromDetail } from '../data/catalog-def';
import { defsOf } from '../core/card-tables';

/** Seat 0's Colette bleeds seat 1 with +2 stealth; seat 1's `reactor` tries to block, fails, then redirects to seat 2. */
function redirectAfterStealth(card: string, reactor: CardSpec, mode: number) {
  let s = build({ seats: [{ ready: [V('Colette', 4)], hand: ['Lost in Crowds'] }, { ready: [reactor], hand: [card] }, {}] });
  const r = uid(s, reactor.card, 1);
  s = announce(s, uid(s, 'Colette'), 'bleed:');
  s = choose(s, `block:${r}`);
  s = choose(s, `mod:${uid(s, 'Lost in Crowds')}:1`);
  s = passUntil(s, (x) => !x.act || dec(x).kind === 'vtes.bleedReaction');
  s = choose(s, `redirect:${uid(s, card)}:${mode}:${r}:2`);
  s = passUntil(s, (x) => !x.act);
  expect([s.seats[1].pool, s.seats[2].pool]).toEqual([30, 29]);
}

/** Answers every decision of the current action with a pass-like option, checking each first. */
function passAction(s: VtesState, check: (s: VtesState) => void): VtesState {
  for (let i = 0; i < 40 && s.act; i++) {
    check(s);
    s = choose(
      s,
      ids(s).find((x) => ['pass', 'decline', 'done', 'none', 'hand', 'ootpass'].includes(x))!,
    );
  }
  expect(s.act).toBeNull();
  return s;
}

/** Seat 0 bleeds with Daring the Dawn; seat 1 holds `hand` with `ready`: no unlock-and-block is offered. */
function daringAgainst(ready: CardSpec[], hand: string, prefix: string) {
  let s = build({
    seats: [
      { ready: [V('Brock Sterling', 3)], hand: ['Daring the Dawn'] },
      { ready, hand: [hand] },
    ],
  });
  s = announce(s, uid(s, 'Brock Sterling'), 'bleed:');
  const control = structuredClone(s);
  expect(ids(passUntil(control, (x) => x.act?.step === 'block', 3)).some((o) => o.startsWith(prefix))).toBe(true);
  s = chooseP(s, `mod:${uid(s, 'Daring the Dawn')}:`);
  s = passAction(s, (x) => expect(ids(x).some((o) => o.startsWith(prefix))).toBe(false));
  expect(s.seats[1].pool).toBe(29);
}

/** A locked minion of seat 1 wakes with `card` (mode) and may then still decline to block (TOM 19951129). */
function wakeThenDecline(card: string, blocker: CardSpec, mode: number) {
  let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { ready: [{ ...blocker, locked: true }], hand: [card] }] });
  s = announce(s, uid(s, 'Ashley'), 'bleed:');
  const b = uid(s, blocker.card, 1);
  s = choose(s, `wake:${uid(s, card)}:${mode}:${b}`);
  expect(s.cards[uid(s, card)].zone).not.toBe('hand');
  expect(ids(s)).toContain(`block:${b}`);
  s = choose(s, 'decline');
  s = passUntil(s, (x) => !x.act);
  expect(s.combat).toBeNull();
  expect(s.seats[1].pool).toBe(29);
}

/** The Disciplines a played multi-Discipline card counts as requiring, per mode (LSJ 20011204-3). */
function playedDiscs(card: string): string[][] {
  const s = build({ seats: [{ hand: [card] }, {}] });
  const h = uid(s, card);
  return defsOf(s)[s.cards[h].cid].modes.map((_, mi) => playedWhat(s, h, mi).disc);
}

/** An official card as the play path defines it (catalog-def.ts). */
const catalogDef = (cid: string) => cardDefFromDetail(officialCard(cid));

/** A vampire with Dominate and Dementation at superior level (Confusion, Command of the Beast). */
const BEAST = testVampire('Beast Tester', { dom: 2, dem: 2 });

/** Seat 0's tester bleeds with Confusion and Command of the Beast, playing `order` (card id prefix, mode) in turn. */
function limitedPair(order: [string, number][]): void {
  const defs = [BEAST, catalogDef('100405'), catalogDef('100381')];
  let s = build({ defs, seats: [{ ready: [V(BEAST.name, 5)], hand: [defs[1].name, defs[2].name] }, {}] });
  s = announce(s, uid(s, BEAST.name), 'bleed:');
  for (const [name, mode] of order) s = choose(s, `mod:${uid(s, name)}:${mode}`);
  s = passAction(s, () => undefined);
  expect(s.seats[1].pool).toBe(30 - 3);
}

const SCENARIOS: Record<string, () => void> = {
  'creeping-x': () => {
    // a minion performs a given action card once a turn: a second Nosferatu plays the second copy
    let s = build({ seats: [{ ready: [V('Ryan', 4), V('Aunt Linda', 4)], hand: ['Creeping Sabotage', 'Creeping Sabotage'] }, {}] });
    const r = uid(s, 'Ryan');
    const l = uid(s, 'Aunt Linda');
    s = choose(s, `min:${r}`);
    s = chooseP(s, `card:${r}:`);
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[r].blood).toBe(4);
    s = choose(s, `min:${l}`);
    s = chooseP(s, `card:${l}:`);
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[l].blood).toBe(3);
  },
  'free-press-empty-hunt': () => {
    let s = build({ seats: [{ ready: [V('Rayne', 2, { anarch: true })], play: ['Anarch Free Press, The'] }, {}] });
    s = announce(s, uid(s, 'Rayne'), 'hunt:');
    expect(s.act === null || !ids(s).some((x) => x.startsWith('huntLoc:'))).toBe(true);
    expect(s.cards[uid(s, 'Anarch Free Press, The')].locked).toBe(false);
  },
  'spying-several': () => {
    let s = build({
      seats: [
        {
          ready: [
            V('Colette', 4, {
              attached: [
                { card: 'Spying Mission', mode: 1 },
                { card: 'Spying Mission', mode: 1 },
              ],
            }),
          ],
        },
        {},
      ],
    });
    const c = uid(s, 'Colette');
    for (const x of s.cards[c].attached) s.cards[x].data = { spying: 1 };
    s = announce(s, c, 'bleed:');
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(25); // 1 + 2 + 2
    expect(s.cards[c].attached).toHaveLength(0);
  },
  'foreshadowing-limit': () => {
    let s = build({
      seats: [{ ready: [V('Andi Liu', 4)], hand: ['Foreshadowing Destruction', 'Conditioning'] }, { pool: 12 }, {}],
    });
    s = announce(s, uid(s, 'Andi Liu'), 'bleed:');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.actionModifier');
    s = choose(s, `mod:${uid(s, 'Foreshadowing Destruction')}:1`);
    // Conditioning (+2, limited) is still playable: the Foreshadowing gives +0 against 12 pool
    expect(ids(s).some((x) => x.startsWith(`mod:${uid(s, 'Conditioning')}:`))).toBe(true);
    s = chooseP(s, `mod:${uid(s, 'Conditioning')}:`);
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(12 - 3);
  },
  'foreshadowing-resolution': () => {
    let s = build({
      seats: [
        { ready: [V('Andi Liu', 4)], hand: ['Foreshadowing Destruction'] },
        { pool: 20, ready: [V('Ashley', 3)], hand: ['Deflection'] },
        { pool: 8 },
      ],
    });
    s = announce(s, uid(s, 'Andi Liu'), 'bleed:');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.actionModifier');
    s = choose(s, `mod:${uid(s, 'Foreshadowing Destruction')}:1`);
    s = passUntil(s, (x) => dec(x).kind === 'vtes.bleedReaction');
    s = choose(s, `redirect:${uid(s, 'Deflection')}:0:${uid(s, 'Ashley')}:2`);
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(20);
    expect(s.seats[2].pool).toBe(8 - 4); // 1 + 3: the new target has 9 or less
  },
  'elen-stuck': () => {
    let s = build({ seats: [{ ready: [V('Elen Kamjian', 3), V('Rayne', 2, { locked: true })] }, {}] });
    const e = uid(s, 'Elen Kamjian');
    s = choose(s, `bleed:${e}`);
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(28);
    // unlocked again (e.g. by a card): her mandatory bleed is spent, so she is stuck
    s.cards[e].locked = false;
    expect(ids(s)).not.toContain(`min:${e}`);
    expect(ids(s)).not.toContain(`bleed:${e}`);
  },
  'faceless-at-resolution': () => {
    let s = build({
      seats: [{ ready: [V('Colette', 4)], hand: ['Faceless Night'] }, { ready: [V('Ashley', 3)], hand: ['Deflection'] }, {}],
    });
    const a = uid(s, 'Ashley');
    s = announce(s, uid(s, 'Colette'), 'bleed:');
    s = choose(s, `block:${a}`);
    s = choose(s, `mod:${uid(s, 'Faceless Night')}:1`);
    s = passUntil(s, (x) => dec(x).kind === 'vtes.bleedReaction');
    expect(s.cards[a].locked).toBe(false);
    s = choose(s, `redirect:${uid(s, 'Deflection')}:0:${a}:2`);
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[2].pool).toBe(29);
    expect(s.seats[1].pool).toBe(30);
    expect(s.cards[a].locked).toBe(true);
  },
  'second-block': () => {
    let s = build({
      seats: [
        { ready: [V('Colette', 4)], hand: ['Lost in Crowds'] },
        { ready: [V('Ashley', 3), V('Meaghan', 3)], library: ['Eyes of Argus'] },
      ],
    });
    const a = uid(s, 'Ashley');
    s = announce(s, uid(s, 'Colette'), 'bleed:');
    s = choose(s, `block:${a}`);
    s = choose(s, `mod:${uid(s, 'Lost in Crowds')}:0`);
    s = passUntil(s, (x) => x.act?.step === 'block' && dec(x).kind === 'vtes.block', 5);
    // nothing changed: no second attempt offered (a bot cannot loop on it)
    expect(ids(s)).not.toContain(`block:${a}`);
    expect(ids(s)).toContain(`block:${uid(s, 'Meaghan')}`);
    // an intercept card reaches the hand (e.g. drawn with Dreams of the Sphinx): the same minion may try again
    const eyes = s.seats[1].zones.library.shift()!;
    s.seats[1].zones.hand.push(eyes);
    s.cards[eyes].zone = 'hand';
    expect(ids(s)).toContain(`block:${a}`);
  },
  'warsaw-diablerie': () => {
    let s = build({
      seats: [{ ready: [V('Theo Bell', 4)] }, { torpor: [V('Ryan', 1)], play: ['Warsaw Station'] }],
    });
    const r = uid(s, 'Ryan');
    s = choose(s, `min:${uid(s, 'Theo Bell')}`);
    s = choose(s, `diab:${uid(s, 'Theo Bell')}:${r}`);
    s = passUntil(s, (x) => !x.act || ids(x).some((o) => o.startsWith(`use:${uid(s, 'Warsaw Station')}:rescue:`)), 10);
    s = chooseP(s, `use:${uid(s, 'Warsaw Station')}:rescue:${r}`);
    s = passUntil(s, (x) => !x.act, 10);
    expect(s.cards[r].zone).toBe('ready');
    expect(s.cards[uid(s, 'Warsaw Station')].zone).toBe('ash');
  },
  'bonding-needed': () => {
    let s = build({ seats: [{ ready: [V('Andi Liu', 4)], hand: ['Bonding'] }, {}] });
    s = announce(s, uid(s, 'Andi Liu'), 'bleed:');
    const b = uid(s, 'Bonding');
    expect(ids(s)).toContain(`mod:${b}:0`);
    expect(ids(s).some((o) => o.startsWith(`mod:${b}:1`))).toBe(false);
  },
  'bonding-bleed-only': () => {
    let s = build({
      seats: [
        { ready: [V('Andi Liu', 4)], hand: ['Bonding', 'Lost in Crowds'] },
        {
          ready: [
            V('Ashley', 3, {
              attached: [
                { card: 'Raven Spy', blood: 1 },
                { card: 'Raven Spy', blood: 1 },
              ],
            }),
          ],
        },
      ],
    });
    s = announce(s, uid(s, 'Andi Liu'), 'hunt:');
    s = passUntil(s, (x) => ids(x).some((o) => o.startsWith('block:')), 5);
    s = chooseP(s, 'block:');
    expect(dec(s).kind).toBe('vtes.stealth');
    expect(ids(s).some((o) => o.startsWith(`mod:${uid(s, 'Lost in Crowds')}:`))).toBe(true);
    expect(ids(s).some((o) => o.includes(uid(s, 'Bonding')))).toBe(false);
  },
  'cloak-locked': () => {
    let s = build({
      seats: [{ ready: [V('Ashley', 3), V('Colette', 3, { locked: true })], hand: ['Cloak the Gathering'] }, { ready: [V('Rayne', 2)] }],
    });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = chooseP(s, 'block:');
    s = choose(s, `modOther:${uid(s, 'Cloak the Gathering')}:1:${uid(s, 'Colette')}`);
    expect(s.seats[1].pool).toBe(29);
  },
  'cloak-several': () => {
    let s = build({
      seats: [
        { ready: [V('Ashley', 3), V('Colette', 3), V('Dr. Stephen Norton', 3)], hand: ['Cloak the Gathering', 'Cloak the Gathering'] },
        { ready: [V('Meaghan', 3, { attached: [{ card: 'Raven Spy', blood: 1 }] })] },
      ],
    });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = chooseP(s, 'block:');
    s = choose(s, `modOther:${uid(s, 'Cloak the Gathering', 0, 'hand')}:1:${uid(s, 'Colette')}`);
    expect(s.act!.stealth).toBe(1);
    s = choose(s, `modOther:${uid(s, 'Cloak the Gathering', 0, 'hand')}:1:${uid(s, 'Dr. Stephen Norton')}`);
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(29); // 2 stealth against 1 intercept
  },
  'cloak-controller': () => {
    let s = build({
      seats: [
        { ready: [V('Ashley', 3)] },
        { ready: [V('Meaghan', 3, { attached: [{ card: 'Raven Spy', blood: 1 }] })] },
        { ready: [V('Colette', 3)], hand: ['Cloak the Gathering'] },
      ],
    });
    const c = uid(s, 'Cloak the Gathering');
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = chooseP(s, 'block:');
    passAction(s, (x) => expect(ids(x).some((o) => o.includes(c))).toBe(false));
  },
  'deflection-after-stealth': () => redirectAfterStealth('Deflection', V('Ashley', 3), 0),
  'misdirection-after-stealth': () => redirectAfterStealth('Telepathic Misdirection', V('Colette', 4), 1),
  'bait-after-stealth': () => redirectAfterStealth('Bait and Switch', V('Atiena', 3), 0),
  'orgres-cannot-block': () => daringAgainst([V('Atiena', 3), V('Rayne', 2, { locked: true })], 'Organized Resistance', 'play:'),
  'domain-cannot-block': () => daringAgainst([V('Horst von Brühl', 3, { locked: true })], 'Second Tradition: Domain', 'wake:'),
  'orgres-prey-predator': () => {
    let s = build({
      seats: [
        { ready: [V('Ashley', 2)] },
        {},
        { ready: [V('Atiena', 3), V('Rayne', 2, { locked: true })], hand: ['Organized Resistance'] },
        {},
      ],
    });
    s = announce(s, uid(s, 'Ashley'), 'hunt:');
    s = passAction(s, (x) => expect(ids(x).some((o) => o.startsWith('play:'))).toBe(false));
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(3);
  },
  'domain-blood': () => {
    let s = build({
      seats: [{ ready: [V('Ashley', 3)] }, { ready: [V('Horst von Brühl', 0, { locked: true })], hand: ['Second Tradition: Domain'] }],
    });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    passAction(s, (x) => expect(ids(x).some((o) => o.startsWith('wake:'))).toBe(false));
    const t = build({
      seats: [{ ready: [V('Ashley', 3)] }, { ready: [V('Horst von Brühl', 1, { locked: true })], hand: ['Second Tradition: Domain'] }],
    });
    expect(ids(announce(t, uid(t, 'Ashley'), 'bleed:')).some((o) => o.startsWith('wake:'))).toBe(true);
  },
  'freak-drive-blocked': () => {
    let s = build({ seats: [{ ready: [V('Madison', 4)], hand: ['Freak Drive'] }, { ready: [V('Meaghan', 3)] }] });
    const m = uid(s, 'Madison');
    const fd = uid(s, 'Freak Drive');
    s = announce(s, m, 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    for (let i = 0; i < 30 && !ids(s).some((o) => o.startsWith(`mod:${fd}:1`)); i++) {
      expect(ids(s).some((o) => o.startsWith(`mod:${fd}`))).toBe(false); // not during the combat
      s = choose(
        s,
        ids(s).find((x) => ['pass', 'decline', 'done', 'none', 'ootpass'].includes(x))!,
      );
    }
    expect(s.combat).toBeNull();
    expect(s.act).not.toBeNull();
    s = choose(s, `mod:${fd}:1`);
    expect(s.cards[m].locked).toBe(false);
  },

  'larissa-bleed-only': () => {
    let s = build({ seats: [{ ready: [V('Larissa Moreira', 3)], hand: ['Deep Song'] }, { ready: [V('Ashley', 3)] }] });
    s = announce(s, uid(s, 'Larissa Moreira'), 'hunt:');
    passAction(s, (x) => expect(ids(x).some((o) => o.startsWith('ability:'))).toBe(false));
  },
  ...Object.fromEntries(
    [
      ['200476', 'Francisco Domingo de Polonia'],
      ['200847', 'Lizette'],
      ['201452', 'Virginie, Prodigy'],
      ['201257', 'Sébastien Goulet'],
      ['200734', 'Julia Prima'],
    ].map(([cid, card]) => [
      `bleed-only-${cid}`,
      () => {
        const def = catalogDef(cid);
        let s = build({ defs: [def], seats: [{ ready: [V(card, 4)] }, { ready: [V('Ashley', 3)] }] });
        expect(s.cards[uid(s, card)].cid).toBe(cid);
        s = announce(s, uid(s, card), 'hunt:');
        passAction(s, (x) => expect(ids(x).some((o) => o.startsWith('ability:'))).toBe(false));
        // the same vampire bleeding is offered the use
        let b = build({ defs: [def], seats: [{ ready: [V(card, 4)] }, {}] });
        b = announce(b, uid(b, card), 'bleed:');
        b = passUntil(b, (x) => !x.act || ids(x).some((o) => o.startsWith('ability:')));
        expect(ids(b).some((o) => o.startsWith('ability:'))).toBe(true);
      },
    ]),
  ),
  ...Object.fromEntries(
    ['200416', '200463', '200526', '201632'].map((cid) => [
      `locked-target-${cid}`,
      () => {
        const def = catalogDef(cid);
        // a locked Sabbat vampire of the prey (every one of these may take it)
        const prey = testVampire('Test Quarry', {}, [], 'Caitiff', { sect: 'sabbat' });
        // another vampire of the target's Methuselah may block: the action waits for its answer
        let s = build({
          defs: [def, prey],
          seats: [{ ready: [V(def.name, 4)] }, { ready: [V(prey.name, 3, { locked: true }), V('Ashley', 3)] }, {}],
        });
        const q = uid(s, prey.name, 1);
        s = choose(s, `min:${uid(s, def.name)}`);
        s = choose(
          s,
          ids(s).find((o) => o.startsWith('use:') && o.endsWith(`:${q}`))!,
        );
        expect(s.act).not.toBeNull();
        // the target unlocks before the action resolves (as an effect would); nobody blocks
        s.cards[q].locked = false;
        s = passUntil(s, (x) => !x.act || !!x.combat);
        expect(s.combat).toBeNull();
        expect(s.cards[q].blood).toBe(3);
      },
    ]),
  ),
  ...(() => {
    // `helper` (ready, locked or in torpor) and an acting vampire of its Methuselah (`actor`), bleeding or hunting
    const offered = (cid: string, actor: CardDef, where: 'ready' | 'locked' | 'torpor', act: 'bleed:' | 'hunt:'): boolean => {
      const def = catalogDef(cid);
      const seat0 =
        where === 'torpor'
          ? { torpor: [V(def.name, 3)], ready: [V(actor.name, 3)] }
          : { ready: [V(def.name, 3, { locked: where === 'locked' }), V(actor.name, 3)] };
      let s = build({ defs: [def, actor], seats: [seat0, { ready: [V('Ashley', 3)] }] });
      s = announce(s, uid(s, actor.name), act);
      const use = `ability:${uid(s, def.name)}`;
      let seen = false;
      passAction(s, (x) => (seen ||= ids(x).includes(use)));
      return seen;
    };
    const imp = testVampire('Test Imp', {}, [], 'Baali', { traits: ['infernal'] });
    const ravnos = testVampire('Test Ravnos', {}, [], 'Ravnos');
    return {
      'anu-bleed-only': () => {
        expect(offered('200119', imp, 'ready', 'hunt:')).toBe(false);
        expect(offered('200119', imp, 'ready', 'bleed:')).toBe(true);
      },
      'horde-torpor': () => expect(offered('200605', imp, 'torpor', 'bleed:')).toBe(true),
      'paul-forrest-locked-torpor': () => {
        expect(offered('201102', ravnos, 'locked', 'bleed:')).toBe(true);
        expect(offered('201102', ravnos, 'torpor', 'bleed:')).toBe(true);
        expect(offered('201102', ravnos, 'ready', 'hunt:')).toBe(false);
      },
    };
  })(),
  'montano-locked-torpor': () => {
    const def = catalogDef('201006');
    const watcher = testVampire('Test Watcher', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);
    for (const where of ['locked', 'torpor'] as const) {
      const seat0 =
        where === 'torpor'
          ? { torpor: [V(def.name, 3)], ready: [V('Ashley', 3)] }
          : { ready: [V(def.name, 3, { locked: true }), V('Ashley', 3)] };
      let s = build({ defs: [def, watcher], seats: [seat0, { ready: [V(watcher.name, 3)] }] });
      s = announce(s, uid(s, 'Ashley'), 'bleed:');
      s = choose(s, `block:${uid(s, watcher.name, 1)}`);
      expect(
        ids(s).some((o) => o.split(':').includes(uid(s, def.name)) && !o.startsWith('block:')),
        where,
      ).toBe(true);
    }
  },
  'horde-bleed-only': () => {
    const def = catalogDef('200605');
    const imp = testVampire('Test Imp', {}, [], 'Baali', { traits: ['infernal'] });
    const game = () => build({ defs: [def, imp], seats: [{ ready: [V(def.name, 3), V(imp.name, 3)] }, { ready: [V('Ashley', 3)] }] });
    let s = game();
    s = announce(s, uid(s, imp.name), 'hunt:');
    passAction(s, (x) => expect(ids(x).some((o) => o.startsWith('ability:'))).toBe(false));
    let b = game();
    b = announce(b, uid(b, imp.name), 'bleed:');
    b = passUntil(b, (x) => !x.act || ids(x).some((o) => o.startsWith('ability:')));
    expect(ids(b)).toContain(`ability:${uid(b, def.name)}`);
  },
  ...(() => {
    // Anarch Convert influenced in the influence phase, beside `heir` (ready); the choice offered then
    const convert = (heir: CardSpec, more: { crypt?: string[]; rival?: boolean } = {}) => {
      const def = catalogDef('200076');
      let s = build({
        defs: [def],
        phase: 'influence',
        seats: [
          { uncontrolled: [V(def.name, 1)], ready: [heir], crypt: more.crypt ?? [], pool: 20 },
          { ready: more.rival ? [V(def.name, 1)] : [] },
        ],
      });
      const c = uid(s, def.name, 0, 'uncontrolled');
      s = choose(s, `influence:${c}`);
      return { s, c, h: uid(s, heir.card, 0) };
    };
    return {
      'convert-already-anarch': () => {
        const { s: s0, c, h } = convert(V('Ashley', 3, { anarch: true }));
        const s = choose(choose(s0, `t:${h}`), 'done');
        expect(s.cards[c].zone).toBe('removed');
        expect(s.cards[h].anarch).toBe(true);
        expect(s.seats[0].pool).toBe(21);
      },
      'convert-contested': () => {
        const { s, c, h } = convert(V('Ashley', 3), { rival: true });
        expect(s.cards[c].contested).toBe(true);
        expect(ids(s)).toContain(`t:${h}`);
      },
      'convert-empty-crypt': () => {
        const { s: s0, h } = convert(V('Ashley', 3));
        const s1 = choose(s0, `t:${h}`);
        expect(ids(s1)).toContain('pass');
        const before = s1.seats[0].zones.uncontrolled.length;
        const s = choose(s1, 'pass');
        expect(s.seats[0].zones.uncontrolled.length).toBe(before);
        expect(s.seats[0].pool).toBe(20);
        expect(s.cards[h].anarch).toBe(true);
      },
    };
  })(),
  'aline-torpor': () => {
    let s = build({ seats: [{ ready: [V('Rayne', 2)], torpor: [V('Aline Gädeke', 3, { locked: true })] }, {}] });
    s = announce(s, uid(s, 'Rayne'), 'bleed:');
    s = chooseP(s, 'anarchUnlock:');
    expect(s.cards[uid(s, 'Aline Gädeke')].locked).toBe(false);
    expect(s.cards[uid(s, 'Aline Gädeke')].blood).toBe(2);
  },
  'qui-vive-optional': () => wakeThenDecline('On the Qui Vive', V('Ashley', 3), 0),
  'argus-optional': () => wakeThenDecline('Eyes of Argus', V('Colette', 4), 1),
  'evening-optional': () => wakeThenDecline("Wake with Evening's Freshness", V('Ashley', 3), 0),
  'daring-redirected': () => {
    let s = build({
      seats: [{ ready: [V('Brock Sterling', 3)], hand: ['Daring the Dawn'] }, { ready: [V('Ashley', 3)], hand: ['Deflection'] }, {}],
    });
    const b = uid(s, 'Brock Sterling');
    s = announce(s, b, 'bleed:');
    s = chooseP(s, `mod:${uid(s, 'Daring the Dawn')}:`);
    s = passUntil(s, (x) => !x.act || dec(x).kind === 'vtes.bleedReaction');
    s = choose(s, `redirect:${uid(s, 'Deflection')}:0:${uid(s, 'Ashley')}:2`);
    s = passUntil(s, (x) => !x.act);
    expect([s.seats[1].pool, s.seats[2].pool]).toEqual([30, 29]);
    expect(s.cards[b].zone).toBe('torpor');
  },
  'redirect-before-spying': () => {
    let s = build({
      seats: [
        { ready: [V('Colette', 4, { attached: [{ card: 'Spying Mission', mode: 1 }] })] },
        { ready: [V('Ashley', 3)], hand: ['Deflection'] },
        {},
      ],
    });
    const c = uid(s, 'Colette');
    const sm = s.cards[c].attached[0];
    s.cards[sm].data = { spying: 1 }; // waiting for the next bleed of seat 1
    s = announce(s, c, 'bleed:');
    s = passUntil(s, (x) => !x.act || dec(x).kind === 'vtes.bleedReaction');
    expect(s.act).not.toBeNull();
    s = choose(s, `redirect:${uid(s, 'Deflection')}:0:${uid(s, 'Ashley')}:2`);
    s = passUntil(s, (x) => !x.act);
    expect([s.seats[1].pool, s.seats[2].pool]).toEqual([30, 29]);
    expect(s.cards[sm].host).toBe(c);
  },
  'redirect-valid-target': () => {
    let s = build({ seats: [{ ready: [V('Colette', 4)] }, { ready: [V('Ashley', 3)], hand: ['Deflection'] }, { pool: 0 }, {}] });
    expect(s.seats[2].ousted).toBe(true);
    s = announce(s, uid(s, 'Colette'), 'bleed:');
    s = choose(s, 'decline');
    const targets = ids(s)
      .filter((o) => o.startsWith(`redirect:${uid(s, 'Deflection')}:0:`))
      .map((o) => o.split(':').pop());
    expect(targets).toEqual(['3']);
  },
  'govern-hidden': () => {
    let s = build({ seats: [{ ready: [V('Andi Liu', 4)], hand: ['Govern the Unaligned'], uncontrolled: [V('Sully', 0)] }, {}] });
    const a = uid(s, 'Andi Liu');
    s = choose(s, `min:${a}`);
    s = choose(s, `card:${a}:${uid(s, 'Govern the Unaligned')}:1`);
    s = passUntil(s, (x) => dec(x).kind !== 'vtes.actionModifier' && ids(x).some((o) => o.startsWith('t:')), 5);
    const r = apply(
      s,
      0,
      ids(s).find((o) => o.startsWith('t:'))!,
    );
    expect(r.state.cards[uid(r.state, 'Sully')].blood).toBe(3);
    const seen = JSON.stringify(r.events.filter((e) => !e.visibleTo || e.visibleTo.includes(1)));
    expect(seen).not.toContain('Sully');
    expect(seatView(r.state, 1).seats[0].uncontrolled[0].card).toBeUndefined();
    expect(seatView(r.state, 'public').seats[0].uncontrolled[0].card).toBeUndefined();
  },
  'revelations-replacement': () => {
    let s = build({
      seats: [
        { ready: [V('Meaghan', 3)], hand: ['Revelations'] },
        { hand: ['Fame'], library: ['Deflection'] },
      ],
    });
    const m = uid(s, 'Meaghan');
    s = choose(s, `min:${m}`);
    s = chooseP(s, `card:${m}:${uid(s, 'Revelations')}:0`);
    s = passUntil(s, (x) => ids(x).some((o) => o.startsWith('d:')), 5);
    const r = apply(
      s,
      0,
      ids(s).find((o) => o.startsWith('d:'))!,
    );
    const d = uid(r.state, 'Deflection');
    expect(r.state.cards[d].zone).toBe('hand'); // drawn as the replacement
    // the draw is logged for the prey only
    const seen = r.events.filter((e) => !e.visibleTo || e.visibleTo.includes(0));
    expect(r.events.some((e) => JSON.stringify(e).includes('Deflection'))).toBe(true);
    expect(JSON.stringify(seen)).not.toContain('Deflection');
    const v = seatView(r.state, 0);
    expect(v.seats[1].openHand).toBeUndefined();
    expect(JSON.stringify(v)).not.toContain('Deflection');
  },
  'confusion-bleed-only': () => {
    const conf = catalogDef('100405');
    const spec = { defs: [BEAST, conf], seats: [{ ready: [V(BEAST.name, 2)], hand: [conf.name] }, {}] };
    let s = build(spec);
    const h = uid(s, conf.name);
    s = announce(s, uid(s, BEAST.name), 'bleed:');
    expect(ids(s)).toContain(`mod:${h}:0`);
    const t = announce(build(spec), uid(s, BEAST.name), 'hunt:');
    passAction(t, (x) => expect(ids(x).some((o) => o.startsWith(`mod:${h}:`))).toBe(false));
  },
  'command-beast-limited': () => {
    limitedPair([
      ['Confusion', 0],
      ['Command of the Beast', 1],
    ]);
    limitedPair([
      ['Command of the Beast', 1],
      ['Confusion', 0],
    ]);
  },
  'line-brawl-multi': () => {
    expect(playedDiscs('Line Brawl')).toEqual([['cel'], ['pot'], ['pre']]);
  },
  'faceless-earlier-blocker': () => {
    let s = build({
      seats: [
        { ready: [V('Colette', 5)], hand: ['Lost in Crowds', 'Faceless Night'] },
        { ready: [V('Ashley', 3), V('Meaghan', 3, { attached: [{ card: 'Raven Spy', blood: 1 }] })] },
        {},
      ],
    });
    const a = uid(s, 'Ashley');
    const m = uid(s, 'Meaghan');
    s = announce(s, uid(s, 'Colette'), 'bleed:');
    s = choose(s, `block:${a}`);
    s = choose(s, `mod:${uid(s, 'Lost in Crowds')}:0`); // Ashley fails
    s = passUntil(s, (x) => ids(x).includes(`block:${m}`), 5);
    s = choose(s, `block:${m}`);
    s = choose(s, `mod:${uid(s, 'Faceless Night')}:1`); // Meaghan fails too
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(29);
    expect([s.cards[a].locked, s.cards[m].locked]).toEqual([false, true]);
  },
};

rulingsSuite('action', { ...SCENARIOS, ...groupScenarios(catalogDef).action }, { describe, it, expect });

describe('V:TES rulings: master phase', () => {
  const ootTrifle: CardDef = {
    id: 't-oot-trifle',
    name: 'Out-of-turn Trifle Test',
    kind: 'library',
    types: ['Master'],
    clan: [],
    reqs: [],
    automation: 'full',
    modes: [{ kind: 'master', window: { outOfTurn: { when: 'action' } }, conditions: [], effects: [{ e: 'trifle' }] }],
  };
  for (const [edition, left] of [
    ['vekn-current', 1],
    ['es-2018', 0],
  ] as const)
    it(`vtes-pl Drobnostka (${edition}): a trifle played out of turn ${left ? 'gives' : 'does not give'} an extra master action in the next master phase`, () => {
      let s = build({
        edition,
        defs: [ootTrifle],
        seats: [{ ready: [V('Colette', 4)] }, { ready: [V('Ashley', 3)], hand: ['Out-of-turn Trifle Test'] }],
      });
      s = announce(s, uid(s, 'Colette'), 'bleed:');
      s = chooseP(s, `oot:${uid(s, 'Out-of-turn Trifle Test')}:`);
      s = passUntil(s, (x) => x.active === 1, 40);
      expect(s.turn).toBe(11);
      // the out-of-turn card used this master phase's action; the trifle gives one back
      expect(s.turnFlags.masterLeft).toBe(left);
    });
});

describe('V:TES rulings: deck building', () => {
  const library = STARTER_DECKS.brujah.library.map(([id, count]) => ({ id, count }));
  const group = (id: string, g: string) => ({ ...STARTER_DEFS.get('201576')!, id, name: `Test vampire ${id}`, group: g });

  it('vtes-es I.2.1, vtes-pl Budowa talii: a crypt of groups 5 and 6 is legal, of groups 4 and 6 is refused with a clear error', () => {
    const cards = [group('t4', '4'), group('t5', '5'), group('tany', 'any')];
    const deck = (extra: string) => ({
      crypt: [
        { id: '201576', count: 11 },
        { id: extra, count: 1 },
      ],
      library,
    });
    expect(() => parseVtesConfig({ edition: 'vekn-current', cards, decks: [deck('t5'), { starter: 'ventrue' }] })).not.toThrow();
    expect(() => parseVtesConfig({ edition: 'vekn-current', cards, decks: [deck('tany'), { starter: 'ventrue' }] })).not.toThrow();
    expect(() => parseVtesConfig({ edition: 'vekn-current', cards, decks: [deck('t4'), { starter: 'ventrue' }] })).toThrow(
      expect.objectContaining({ key: 'vtes_deck_crypt_groups' }),
    );
    // the check goes with the deck check
    expect(() =>
      parseVtesConfig({ edition: 'vekn-current', cards, deckCheck: false, decks: [deck('t4'), { starter: 'ventrue' }] }),
    ).not.toThrow();
  });
});
