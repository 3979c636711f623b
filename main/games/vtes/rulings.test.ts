/**
 * Issue 19: deviations of the engine from the rulebooks and the published rulings (ruling ids from the
 * public vtes-rulings database), each test named with its rule or ruling id. Scenario tests on
 * hand-built states (testing.ts).
 */
import { describe, expect, it } from 'vitest';
import { parseVtesConfig } from './config';
import type { CardDef } from './starters';
import { STARTER_DECKS, STARTER_DEFS } from './starters';
import { announce, build, choose, chooseP, dec, ids, passUntil, uid, V, rulingsSuite } from './testing';

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
    for (const x of s.cards[c].attached) s.cards[x].note = 1;
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
    s = passUntil(s, (x) => !x.act || ids(x).some((o) => o.startsWith('warsawBurn:')), 10);
    s = chooseP(s, `warsawBurn:${uid(s, 'Warsaw Station')}:${r}`);
    s = passUntil(s, (x) => !x.act, 10);
    expect(s.cards[r].zone).toBe('ready');
    expect(s.cards[uid(s, 'Warsaw Station')].zone).toBe('ash');
  },
};

rulingsSuite('action', SCENARIOS, { describe, it, expect });

describe('V:TES rulings: master phase', () => {
  const ootTrifle: CardDef = {
    id: 't-oot-trifle',
    name: 'Out-of-turn Trifle Test',
    kind: 'library',
    types: ['Master'],
    clan: [],
    reqs: [],
    automation: 'full',
    modes: [{ kind: 'master', reqs: [{ r: 'outOfTurn', when: 'action' }], effects: [{ e: 'trifle' }] }],
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
