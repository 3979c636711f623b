/**
 * Scenario tests, one per rule, named after the rulebook section (vtes-es = 2018 Spanish
 * rulebook sections; vtes-pl = current VEKN rulebook in Polish, by chapter).
 */
import { describe, expect, it } from 'vitest';
import { vtesModule } from './module';
import { type CardDef, STARTER_DEFS } from './starters';
import { predatorOf, preyOf, type VtesState } from './state';
import { decisions } from './rules';
import { applyDamageForTests } from './testing';
import { announce, build, type CardSpec, choose, chooseP, dec, ids, passUntil, uid } from './testing';

const V = (card: string, blood = 3, more: Partial<CardSpec> = {}): CardSpec => ({ card, blood, ...more });

describe('V:TES set-up and turn structure', () => {
  it('2.2/2.3 each Methuselah starts with 30 pool, 4 uncontrolled vampires, 7 cards; the Edge is uncontrolled', () => {
    const cfg = vtesModule.parseConfig({ players: 4 });
    const { state: s } = vtesModule.setup(cfg, 'seed');
    for (const st of s.seats) {
      expect(st.pool).toBe(30);
      expect(st.zones.uncontrolled).toHaveLength(4);
      expect(st.zones.hand).toHaveLength(7);
      expect(st.zones.library).toHaveLength(77 - 7);
      expect(st.zones.crypt).toHaveLength(12 - 4);
    }
    expect(s.edge).toBeNull();
  });

  it('2.1 the prey is the next Methuselah to the left, the predator to the right; an ousted prey is replaced by its own prey', () => {
    const s = build({ seats: [{}, {}, {}, {}] });
    expect(preyOf(s, 0)).toBe(1);
    expect(predatorOf(s, 0)).toBe(3);
    s.seats[1].ousted = true;
    expect(preyOf(s, 0)).toBe(2);
    expect(predatorOf(s, 2)).toBe(0);
  });

  it('vtes-pl:Kolejność gry the first player is drawn at random; es-2018 keeps the seating order', () => {
    const starts = new Set<number>();
    for (let i = 0; i < 12; i++)
      starts.add(vtesModule.setup(vtesModule.parseConfig({ players: 4, edition: 'vekn-current' }), `s${i}`).state.active);
    expect(starts.size).toBeGreaterThan(1);
    for (let i = 0; i < 4; i++)
      expect(vtesModule.setup(vtesModule.parseConfig({ players: 4, edition: 'es-2018' }), `s${i}`).state.active).toBe(0);
  });

  it('3 the five phases run in order and the turn passes clockwise', () => {
    const s0 = build({ seats: [{ ready: [V('Ashley')] }, {}, {}], phase: 'unlock' });
    expect(s0.phase).toBe('minion'); // unlock and master had no choice
    let s = choose(s0, 'done');
    expect(s.phase).toBe('influence');
    s = passUntil(s, (x) => x.active === 1);
    expect(s.turn).toBe(11);
  });

  it('4 the unlock phase unlocks the acting Methuselah’s cards and the Edge gives 1 pool', () => {
    let s = build({
      seats: [{ ready: [V('Ashley', 2, { locked: true })] }, { ready: [V('Rayne', 2, { locked: true })] }],
      active: 1,
      phase: 'discard',
      edge: 0,
    });
    s = passUntil(s, (x) => x.active === 0);
    expect(s.cards[uid(s, 'Ashley')].locked).toBe(false);
    expect(s.cards[uid(s, 'Rayne')].locked).toBe(true);
    expect(s.seats[0].pool).toBe(31);
  });

  it('7 the first three Methuselahs get 1, 2 and 3 transfers in their first influence phases, then 4', () => {
    const cfg = vtesModule.parseConfig({ players: 4, edition: 'es-2018' });
    let s = vtesModule.setup(cfg, 'x').state;
    const seen: number[] = [];
    for (let turn = 0; turn < 5; turn++) {
      s = passUntil(s, (x) => x.phase === 'influence');
      seen.push(s.turnFlags.transfers);
      s = passUntil(s, (x) => x.phase !== 'influence');
    }
    expect(seen).toEqual([1, 2, 3, 4, 4]);
  });

  it('7 the second Methuselah’s first influence phase has 2 transfers (current VEKN edition too)', () => {
    const s0 = vtesModule.setup(vtesModule.parseConfig({ players: 3, edition: 'vekn-current' }), 'y').state;
    let s = passUntil(s0, (x) => x.phase === 'influence');
    s = passUntil(s, (x) => x.turn === 2 && x.phase === 'influence');
    expect(s.turnFlags.transfers).toBe(2);
  });
});

describe('V:TES influence (7)', () => {
  it('7 one transfer moves 1 pool to an uncontrolled vampire; two take it back; a vampire at capacity may be moved to the ready region', () => {
    let s = build({ seats: [{ uncontrolled: [V('Rayne', 1)] }, {}], phase: 'influence' });
    const r = uid(s, 'Rayne');
    s = choose(s, `give:${r}`);
    expect(s.cards[r].blood).toBe(2);
    expect(s.seats[0].pool).toBe(29);
    expect(s.turnFlags.transfers).toBe(3);
    s = choose(s, `take:${r}`);
    expect(s.cards[r].blood).toBe(1);
    expect(s.turnFlags.transfers).toBe(1);
    s = choose(s, `give:${r}`);
    s = choose(s, `influence:${r}`);
    expect(s.cards[r].zone).toBe('ready');
    expect(s.cards[r].locked).toBe(false);
  });

  it('7 four transfers and 1 pool move a crypt card to the uncontrolled region', () => {
    let s = build({ seats: [{ crypt: ['Ashley'] }, {}], phase: 'influence' });
    s = choose(s, 'crypt');
    expect(s.seats[0].zones.uncontrolled).toHaveLength(1);
    expect(s.seats[0].pool).toBe(29);
  });

  it('7 blood over capacity drains to the bank when the vampire is influenced', () => {
    let s = build({ seats: [{ uncontrolled: [V('Rayne', 4)] }, {}], phase: 'influence' });
    const r = uid(s, 'Rayne');
    s = choose(s, `influence:${r}`);
    expect(s.cards[r].blood).toBe(2);
  });

  it('4.1 influencing a second copy of a unique vampire you control burns the new copy', () => {
    let s = build({ seats: [{ ready: [V('Rayne', 2)], uncontrolled: [V('Rayne', 2)] }, {}], phase: 'influence' });
    const second = uid(s, 'Rayne', 0, 'uncontrolled');
    s = choose(s, `influence:${second}`);
    expect(s.cards[second].zone).toBe('ash');
  });
});

describe('V:TES actions (6.1, 6.2)', () => {
  it('6 a ready vampire with no blood must hunt before any other action', () => {
    const s = build({ seats: [{ ready: [V('Rayne', 0), V('Ashley', 3)] }, {}] });
    expect(ids(s)).toEqual([`hunt:${uid(s, 'Rayne')}`]);
  });

  it('6.1.1 Sangrar: a successful bleed burns the prey’s pool and gives the Edge', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, {}, {}] });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    expect(s.seats[1].pool).toBe(29);
    expect(s.edge).toBe(0);
  });

  it('6.1.1 Sangrar: a minion cannot bleed twice in one turn even if unlocked', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, {}] });
    const a = uid(s, 'Ashley');
    s = announce(s, a, 'bleed:');
    s.cards[a].locked = false;
    s = choose(s, `min:${a}`);
    expect(ids(s).some((x) => x.startsWith('bleed:'))).toBe(false);
    expect(ids(s).some((x) => x.startsWith('hunt:'))).toBe(true);
  });

  it('6.1.1 / vtes-pl "Drenowanie": a blocked bleed was a bleed action: the minion, unlocked again, is offered no second bleed', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { ready: [V('Rayne', 3)] }] });
    const a = uid(s, 'Ashley');
    s = announce(s, a, 'bleed:');
    s = choose(s, `block:${uid(s, 'Rayne')}`);
    s = passUntil(s, (x) => !x.act && !x.combat, 80);
    expect(s.seats[1].pool).toBe(30); // blocked: no pool burned
    s.cards[a].locked = false;
    s = choose(s, `min:${a}`);
    expect(ids(s).some((x) => x.startsWith('bleed:'))).toBe(false);
    expect(ids(s).some((x) => x.startsWith('hunt:'))).toBe(true);
  });

  it('4.1 a contested vampire is out of play: no action for it, ready or in torpor, until the contest is settled', () => {
    const s = build({ seats: [{ ready: [V('Ashley', 3), V('Sully', 3)], torpor: [V('Rayne', 2)] }, {}] });
    const [a, r] = [uid(s, 'Ashley'), uid(s, 'Rayne')];
    expect(ids(s)).toContain(`min:${a}`);
    expect(ids(s)).toContain(`min:${r}`);
    s.cards[a].contested = true;
    s.cards[r].contested = true;
    expect(ids(s)).not.toContain(`min:${a}`);
    expect(ids(s)).not.toContain(`min:${r}`); // it cannot leave torpor
    expect(ids(s)).toContain(`min:${uid(s, 'Sully')}`);
    // nor can another vampire rescue it or commit diablerie on it
    const o = ids(choose(s, `min:${uid(s, 'Sully')}`));
    expect(o.some((x) => x.startsWith('rescue:') || x.startsWith('diab:'))).toBe(false);
  });

  it('6.1.2 Cazar: hunting adds 1 blood (excess drains) with +1 stealth', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 1), V('Rayne', 2)] }, { ready: [V('Sully', 3)] }] });
    const a = uid(s, 'Ashley');
    s = choose(s, `min:${a}`);
    s = choose(s, `hunt:${a}`);
    // the prey may try to block: stealth 1 vs intercept 0, so the block fails
    expect(dec(s).kind).toBe('vtes.block');
    s = chooseP(s, 'block:');
    expect(s.act).toBeNull();
    expect(s.cards[a].blood).toBe(2);
    const r = uid(s, 'Rayne');
    s = choose(s, `min:${r}`);
    s = choose(s, `hunt:${r}`);
    s = choose(s, 'decline');
    expect(s.cards[r].blood).toBe(2); // capacity 2: the extra blood drains to the bank
  });

  it('6.2.2.1 a directed action can be blocked only by the target; an undirected one by the prey, then the predator', () => {
    let s = build({
      seats: [{ ready: [V('Ashley', 3)] }, { ready: [V('Rayne', 2)] }, { ready: [V('Meaghan', 2)] }, { ready: [V('Sully', 2)] }],
    });
    const a = uid(s, 'Ashley');
    s = choose(s, `min:${a}`);
    s = choose(s, `bleed:${a}`);
    expect(dec(s).seat).toBe(1);
    s = choose(s, 'decline');
    expect(s.act).toBeNull();
    s.cards[a].locked = false;
    s.turnFlags.bled = [];
    s = choose(s, `min:${a}`);
    s = choose(s, `hunt:${a}`);
    expect(dec(s).seat).toBe(1);
    s = choose(s, 'decline');
    expect(dec(s).seat).toBe(3);
  });

  it('6.2.2.2 stealth is added only when needed: the acting Methuselah is asked only when the block would succeed', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)], hand: ['Lost in Crowds'] }, { ready: [V('Rayne', 2)] }] });
    const a = uid(s, 'Ashley');
    s = announce(s, a, 'bleed:');
    // no block yet: no stealth question, the prey is asked
    expect(dec(s).kind).toBe('vtes.block');
    s = chooseP(s, 'block:');
    expect(dec(s).kind).toBe('vtes.stealth');
    s = chooseP(s, 'mod:');
    // stealth 1 now exceeds intercept 0; the blocker has no intercept: the block fails, the bleed succeeds
    expect(s.seats[1].pool).toBe(29);
    expect(s.cards[uid(s, 'Lost in Crowds')].zone).toBe('ash');
  });

  it('6.2.2.2 a block succeeds when intercept equals stealth; the blocked action card is burned and combat follows', () => {
    let s = build({ seats: [{ ready: [V('Andi Liu', 4)], hand: ['Govern the Unaligned'] }, { ready: [V('Rayne', 2)] }] });
    const a = uid(s, 'Andi Liu');
    s = announce(s, a, 'card:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat || !x.act);
    const gov = uid(s, 'Govern the Unaligned');
    expect(s.cards[gov].zone).toBe('ash');
    expect(s.combat).not.toBeNull();
  });

  it('6.2.3 the cost of an action is paid only if it succeeds', () => {
    let s = build({ seats: [{ ready: [V('Andi Liu', 4)], hand: ['Govern the Unaligned'] }, { ready: [V('Rayne', 2)] }] });
    const a = uid(s, 'Andi Liu');
    s = announce(s, a, 'card:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    expect(s.cards[a].blood).toBe(4);
    let t = build({ seats: [{ ready: [V('Andi Liu', 4)], hand: ['Govern the Unaligned'] }, {}] });
    t = announce(t, uid(t, 'Andi Liu'), 'card:');
    expect(t.cards[uid(t, 'Andi Liu')].blood).toBe(3);
    expect(t.seats[1].pool).toBe(27); // bleed 1 + 2
  });

  it('6.1.6 a minion cannot perform an action with the same action card twice in a turn', () => {
    let s = build({ seats: [{ ready: [V('Andi Liu', 4)], hand: ['Intimidation', 'Intimidation'] }, {}] });
    const a = uid(s, 'Andi Liu');
    s = announce(s, a, 'card:');
    s.cards[a].locked = false;
    s.turnFlags.bled = [];
    s = choose(s, `min:${a}`);
    expect(ids(s).some((x) => x.startsWith('card:'))).toBe(false);
  });

  it('6.1.5 a recruited ally cannot act in the turn it was recruited', () => {
    let s = build({ seats: [{ ready: [V('Octane', 4)], hand: ['47th Street Royals'] }, {}] });
    s = announce(s, uid(s, 'Octane'), 'card:');
    const royals = uid(s, '47th Street Royals');
    expect(s.cards[royals].zone).toBe('ready');
    expect(s.cards[royals].blood).toBe(2);
    expect(ids(s)).not.toContain(`min:${royals}`);
  });

  it('6.1.4 an employed retainer goes on the minion with its life', () => {
    let s = build({ seats: [{ ready: [V('Horace Radcliffe', 4)], hand: ['Raven Spy'] }, {}] });
    const h = uid(s, 'Horace Radcliffe');
    s = announce(s, h, `card:${h}:${uid(s, 'Raven Spy')}:1`); // superior: 2 life
    const r = uid(s, 'Raven Spy');
    expect(s.cards[r].host).toBe(h);
    expect(s.cards[r].blood).toBe(2);
    expect(s.cards[h].blood).toBe(3);
  });

  it('6.1.7 a vampire cannot perform more than one political action per turn', () => {
    let s = build({ seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment', 'Kine Resources Contested'] }, {}] });
    const h = uid(s, 'Horst von Brühl');
    s = announce(s, h, 'card:');
    s = passUntil(s, (x) => !x.ref && !x.act);
    s.cards[h].locked = false;
    s = choose(s, `min:${h}`);
    expect(ids(s).filter((x) => x.startsWith('card:'))).toEqual([]);
  });

  it('10.5 an untitled vampire becomes anarch for 2 blood (1 with another ready anarch)', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, {}] });
    s = announce(s, uid(s, 'Ashley'), 'anarch:');
    expect(s.cards[uid(s, 'Ashley')].anarch).toBe(true);
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(1);
    let t = build({ seats: [{ ready: [V('Ashley', 3), V('Rayne', 2)] }, {}] });
    t = announce(t, uid(t, 'Ashley'), 'anarch:');
    expect(t.cards[uid(t, 'Ashley')].blood).toBe(2);
  });
});

describe('V:TES politics (6.3)', () => {
  const pol = (yes: string[], no: string[]) =>
    build({
      seats: [{ ready: yes.map((n) => V(n, 4)), hand: ['Ancilla Empowerment'] }, { ready: no.map((n) => V(n, 4)) }],
    });

  it('6.3.2 a tied referendum fails', () => {
    // for: card 1 + prince 2 = 3; against: prince 2 + primogen 1 = 3
    let s = pol(['Horst von Brühl'], ['Belinde', 'Lenny Burkhead']);
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'call:y');
    s = choose(s, `v:${uid(s, 'Horst von Brühl')}:y`);
    s = choose(s, `v:${uid(s, 'Belinde')}:n`);
    const before = s.seats.map((x) => x.pool);
    s = choose(s, `v:${uid(s, 'Lenny Burkhead')}:n`);
    expect(s.ref).toBeNull();
    expect(s.seats.map((x) => x.pool)).toEqual(before);
  });

  it('6.3.2 a referendum with more votes for than against passes (Ancilla Empowerment burns 1 pool per minion)', () => {
    let s = pol(['Horst von Brühl', 'Ashley'], ['Lenny Burkhead']);
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'call:y');
    s = choose(s, `v:${uid(s, 'Horst von Brühl')}:y`);
    s = choose(s, `v:${uid(s, 'Lenny Burkhead')}:n`);
    expect(s.ref).toBeNull();
    expect(s.seats[0].pool).toBe(28);
    expect(s.seats[1].pool).toBe(29);
  });

  it('6.3.3 votes: primogen 1, prince 2, anarch baron 2; the Edge burns for 1 vote; one political card vote per Methuselah', () => {
    let s = build({
      seats: [
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
        {
          ready: [V('Lenny Burkhead', 4), V('Atiena', 4, { anarch: true }), V('Belinde', 4)],
          hand: ['Parity Shift', 'Kine Resources Contested'],
        },
      ],
      edge: 1,
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'done');
    expect(dec(s).seat).toBe(1);
    const o = ids(s);
    expect(o).toContain('edge:n');
    expect(o.filter((x) => x.startsWith('pc:'))).toHaveLength(2); // one political card (for / against)
    s = choose(s, `v:${uid(s, 'Lenny Burkhead')}:n`);
    expect(s.ref!.no).toBe(1);
    s = choose(s, `v:${uid(s, 'Atiena')}:n`);
    expect(s.ref!.no).toBe(3);
    s = choose(s, `v:${uid(s, 'Belinde')}:n`);
    expect(s.ref!.no).toBe(5);
    s = choose(s, 'edge:n');
    expect(s.ref!.no).toBe(6);
    expect(s.edge).toBeNull();
    s = chooseP(s, 'pc:');
    // 6.3.2 votes in any order: seat 0 passed before seat 1's votes, so it is asked again
    expect(dec(s).seat).toBe(0);
    s = choose(s, 'done');
    expect(s.ref).toBeNull(); // 7 against, 0 for: failed; no second political card was offered
    expect(s.seats[1].zones.ash).toHaveLength(1);
  });

  it('10 a titled vampire of the wrong sect has no title votes (a prince who became anarch)', () => {
    let s = build({
      seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] }, { ready: [V('Belinde', 4, { anarch: true })] }],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'done');
    expect(s.ref).toBeNull(); // seat 1 had no vote source: not asked
  });
});

describe('V:TES sects, titles and equipment (10, 6.3.3, 6.1.3)', () => {
  const base = STARTER_DEFS.get('201533')!; // a 3-capacity vampire as a template
  const vamp = (id: string, name: string, more: Partial<CardDef>): CardDef => ({ ...base, id, name, modes: [], ...more });

  it('6.3.3 the prisci bloc: the 3 votes go with the majority of the prisci ballots', () => {
    const defs = ['A', 'B', 'C'].map((x) => vamp(`t-pr${x}`, `Priscus ${x}`, { title: 'priscus', sect: 'sabbat', clan: ['Lasombra'] }));
    let s = build({
      defs,
      seats: [
        { ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
        { ready: [V('Priscus A', 2), V('Priscus B', 2)] },
        { ready: [V('Priscus C', 2)] },
      ],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = choose(s, 'decline');
    s = choose(s, 'decline');
    s = choose(s, 'done');
    s = choose(s, `b:${uid(s, 'Priscus A')}:n`);
    s = choose(s, `b:${uid(s, 'Priscus B')}:n`);
    s = choose(s, `b:${uid(s, 'Priscus C')}:y`);
    // 6.3.2 votes in any order: seat 0 passed before the ballots, so it is asked again
    expect(dec(s).seat).toBe(0);
    s = choose(s, 'done');
    // 0 votes for, bloc of 3 against: failed, nobody burns pool
    expect(s.ref).toBeNull();
    expect(s.seats[1].pool).toBe(30);
  });

  it('10.1 a justicar title is unique per clan: two justicars of one clan contest it', () => {
    const defs = [
      vamp('t-j1', 'Justicar One', { title: 'justicar', clan: ['Malkavian'], capacity: 3 }),
      vamp('t-j2', 'Justicar Two', { title: 'justicar', clan: ['Malkavian'], capacity: 3 }),
    ];
    let s = build({ defs, seats: [{ uncontrolled: [V('Justicar One', 3)] }, { ready: [V('Justicar Two', 3)] }], phase: 'influence' });
    s = chooseP(s, 'influence:');
    expect(s.cards[uid(s, 'Justicar One')].contestedTitle).toBe(true);
    expect(s.cards[uid(s, 'Justicar Two')].contestedTitle).toBe(true);
  });

  it('6.4.5 destroy equipment: Heroic Might lets its vampire strike to burn an equipment', () => {
    const gun: CardDef = {
      id: 't-gun',
      name: 'Test Gun',
      kind: 'library',
      types: ['Equipment'],
      clan: [],
      reqs: [],
      modes: [{ kind: 'equip', reqs: [], effects: [] }],
      automation: 'full',
    };
    let s = build({
      defs: [gun],
      seats: [
        { ready: [V('Octane', 4, { attached: [{ card: 'Heroic Might', mode: 0 }] })] },
        { ready: [V('Sully', 3, { attached: [{ card: 'Test Gun' }] })] },
      ],
    });
    s = announce(s, uid(s, 'Octane'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    s = chooseP(s, 'burnEq:');
    s = choose(s, 'none');
    expect(s.cards[uid(s, 'Test Gun')].zone).toBe('ash');
  });

  it('6.1.3 equip from another minion you control: +1 stealth; the equipment moves only on success', () => {
    const gun: CardDef = {
      id: 't-gun',
      name: 'Test Gun',
      kind: 'library',
      types: ['Equipment'],
      clan: [],
      reqs: [],
      modes: [{ kind: 'equip', reqs: [], effects: [] }],
      automation: 'full',
    };
    let s = build({
      defs: [gun],
      seats: [{ ready: [V('Ashley', 3), V('Sully', 3, { attached: [{ card: 'Test Gun' }] })] }, { ready: [V('Rayne', 2)] }],
    });
    const a = uid(s, 'Ashley');
    s = announce(s, a, 'takeEquip:');
    s = chooseP(s, 'block:'); // stealth 1 vs intercept 0: fails
    expect(s.cards[uid(s, 'Test Gun')].host).toBe(a);
  });
});

describe('V:TES combat (6.4)', () => {
  const fight = (a: CardSpec, b: CardSpec, handA: string[] = [], handB: string[] = []) => {
    let s = build({
      seats: [
        { ready: [a], hand: handA },
        { ready: [b], hand: handB },
      ],
    });
    const x = uid(s, a.card);
    s = announce(s, x, 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (y) => !!y.combat);
    return s;
  };

  it('6.4.5 hand strikes deal damage equal to strength; 6.4.6 blood heals the damage', () => {
    let s = fight(V('Ashley', 3), V('Theo Bell', 5));
    s = choose(s, 'hand');
    s = choose(s, 'hand');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(1); // Theo: strength 2
    expect(s.cards[uid(s, 'Theo Bell')].blood).toBe(4);
  });

  it('6.4.6 a vampire that cannot heal all damage is wounded and goes to torpor', () => {
    let s = fight(V('Ashley', 1), V('Theo Bell', 5));
    s = choose(s, 'hand');
    s = choose(s, 'hand');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('torpor');
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(0);
  });

  it('6.4.6 aggravated damage to a wounded vampire burns blood, or the vampire when it has none', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 2)] }, {}] });
    s = applyDamageForTests(s, uid(s, 'Ashley'), 0, 2); // first wounds, second burns 1 blood
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('torpor');
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(1);
    s = applyDamageForTests(s, uid(s, 'Ashley'), 0, 2); // in torpor = wounded: burns 1, then the vampire
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('ash');
    let t = build({ seats: [{ ready: [V('Sully', 1)] }, {}] });
    t = applyDamageForTests(t, uid(t, 'Sully'), 2, 1); // normal first: 1 healed, 1 unhealed (wounded); agg then burns him
    expect(t.cards[uid(t, 'Sully')].zone).toBe('ash');
  });

  it('vtes-es:1.6.3.2 Daring the Dawn: vampires cannot block; the actor takes unpreventable aggravated damage after resolution', () => {
    let s = build({ seats: [{ ready: [V('Chelsea Blake', 1)], hand: ['Daring the Dawn'] }, { ready: [V('Ashley', 3)] }] });
    const c = uid(s, 'Chelsea Blake');
    s = choose(s, `min:${c}`);
    s = choose(s, `bleed:${c}`);
    expect(dec(s).kind).toBe('vtes.announceModifier');
    s = chooseP(s, 'mod:');
    // Ashley (a vampire) may not block: no block question, the bleed succeeds
    expect(s.seats[1].pool).toBe(29);
    expect(s.cards[c].zone).toBe('torpor'); // 2 aggravated: wounded, then 1 blood burned
    expect(s.cards[c].blood).toBe(0);
  });

  it('6.4.3 combat ends at once when a combatant is no longer ready (no press is offered)', () => {
    let s = fight(V('Ashley', 1), V('Theo Bell', 5), [], ['Roundhouse']);
    s = choose(s, 'hand');
    s = chooseP(s, 'card:');
    expect(s.combat).toBeNull();
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('torpor');
  });

  it('6.4.2 a maneuver to long range keeps hand strikes from hitting', () => {
    let s = fight(V('Ashley', 3), V('Octane', 4), [], ['Pursuit']);
    // Ashley (acting) has no maneuver; Octane maneuvers away
    expect(dec(s).kind).toBe('vtes.maneuver');
    s = chooseP(s, 'card:');
    expect(s.combat!.range).toBe('long');
    expect(ids(s)).not.toContain('hand');
  });

  it('6.4.5 a dodge protects from the opposing strike; combat ends ends the combat first', () => {
    let s = fight(V('Octane', 4, { anarch: true }), V('Theo Bell', 5), ['Dust Up'], []);
    s = choose(s, `card:${uid(s, 'Dust Up')}:1`); // dodge with an additional strike (cel)
    s = choose(s, 'hand');
    expect(s.cards[uid(s, 'Octane')].blood).toBe(4);
    const t = fight(V('Andi Liu', 4), V('Theo Bell', 5), [], []);
    expect(t.combat).not.toBeNull();
  });

  it('6.4.5 first strike resolves before the opposing strike; steal blood moves blood before damage is healed', () => {
    const fs: CardDef = {
      id: 't-fs',
      name: 'First Strike Test',
      kind: 'library',
      types: ['Combat'],
      clan: [],
      reqs: [],
      automation: 'full',
      modes: [{ kind: 'combat', reqs: [], effects: [{ e: 'strike', s: 'damage', dmg: 2, firstStrike: true }] }],
    };
    const sb: CardDef = {
      id: 't-sb',
      name: 'Steal Test',
      kind: 'library',
      types: ['Combat'],
      clan: [],
      reqs: [],
      automation: 'full',
      modes: [{ kind: 'combat', reqs: [], effects: [{ e: 'strike', s: 'stealBlood', dmg: 2 }] }],
    };
    let s = build({ defs: [fs, sb], seats: [{ ready: [V('Ashley', 3)], hand: ['First Strike Test'] }, { ready: [V('Theo Bell', 1)] }] });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    s = chooseP(s, 'card:');
    s = choose(s, 'hand');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Theo Bell')].zone).toBe('torpor');
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(3); // Theo's strike never resolved
    let t = build({ defs: [fs, sb], seats: [{ ready: [V('Ashley', 1)], hand: ['Steal Test'] }, { ready: [V('Sully', 3)] }] });
    t = announce(t, uid(t, 'Ashley'), 'bleed:');
    t = chooseP(t, 'block:');
    t = passUntil(t, (x) => !!x.combat);
    t = chooseP(t, 'card:');
    t = choose(t, 'hand');
    t = passUntil(t, (x) => !x.combat);
    // Ashley steals 2 (1 + 2 = 3 = capacity), then heals Sully's 1 damage with it
    expect(t.cards[uid(t, 'Ashley')].blood).toBe(2);
    expect(t.cards[uid(t, 'Sully')].blood).toBe(1);
  });

  it('6.4.5 steal equipment: the chosen equipment moves to the striker, even one it could not use as printed; not usable by it this round', () => {
    // a weapon only a Gangrel may use, with a 2R ranged strike
    const gun: CardDef = {
      id: 't-gun2',
      name: 'Clan Gun',
      kind: 'library',
      types: ['Equipment'],
      clan: ['Gangrel'],
      reqs: [],
      automation: 'full',
      modes: [{ kind: 'equip', reqs: [{ r: 'clan', clan: 'Gangrel' }], effects: [{ e: 'attachStrength', n: 0, rangedDamage: 2 }] }],
    };
    const knife: CardDef = {
      id: 't-knife',
      name: 'Test Knife',
      kind: 'library',
      types: ['Equipment'],
      clan: [],
      reqs: [],
      automation: 'full',
      modes: [{ kind: 'equip', reqs: [], effects: [] }],
    };
    const steal: CardDef = {
      id: 't-steq',
      name: 'Steal Equipment Test',
      kind: 'library',
      types: ['Combat'],
      clan: [],
      reqs: [],
      automation: 'full',
      modes: [
        {
          kind: 'combat',
          reqs: [],
          effects: [
            { e: 'strike', s: 'stealEquipment' },
            { e: 'extraStrike', limited: true },
          ],
        },
      ],
    };
    let s = build({
      defs: [gun, knife, steal],
      seats: [
        { ready: [V('Ashley', 3)], hand: ['Steal Equipment Test'] },
        { ready: [V('Sully', 3, { attached: [{ card: 'Test Knife' }, { card: 'Clan Gun' }] })] },
      ],
    });
    const a = uid(s, 'Ashley');
    const g = uid(s, 'Clan Gun');
    s = announce(s, a, 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    // two pieces of equipment on Sully: the striker chooses which one (one option each)
    expect(ids(s).filter((x) => x.startsWith(`card:${uid(s, 'Steal Equipment Test')}:`))).toHaveLength(2);
    s = choose(s, `card:${uid(s, 'Steal Equipment Test')}:0:0:@${g}`);
    s = choose(s, `ranged:${g}`); // Sully still shoots with the gun: the strikes are simultaneous
    expect(s.cards[g].host).toBe(a);
    expect(s.cards[uid(s, 'Test Knife')].host).toBe(uid(s, 'Sully'));
    expect(s.cards[a].blood).toBe(1); // 2R from the gun before it moved
    // the additional strike of this round: Ashley cannot use the stolen gun yet
    s = passUntil(s, (x) => x.combat?.step === 'extraStrike');
    expect(ids(s)).toContain('hand');
    expect(ids(s)).not.toContain(`ranged:${g}`);
  });

  it('6.4.5 a first-strike steal equipment takes the weapon before the opposing strike with it resolves: that strike is lost', () => {
    const gun: CardDef = {
      id: 't-gun3',
      name: 'Test Pistol',
      kind: 'library',
      types: ['Equipment'],
      clan: [],
      reqs: [],
      automation: 'full',
      modes: [{ kind: 'equip', reqs: [], effects: [{ e: 'attachStrength', n: 0, rangedDamage: 2 }] }],
    };
    const steal: CardDef = {
      id: 't-steq2',
      name: 'Quick Steal Test',
      kind: 'library',
      types: ['Combat'],
      clan: [],
      reqs: [],
      automation: 'full',
      modes: [{ kind: 'combat', reqs: [], effects: [{ e: 'strike', s: 'stealEquipment', firstStrike: true }] }],
    };
    let s = build({
      defs: [gun, steal],
      seats: [{ ready: [V('Ashley', 3)], hand: ['Quick Steal Test'] }, { ready: [V('Sully', 3, { attached: [{ card: 'Test Pistol' }] })] }],
    });
    const a = uid(s, 'Ashley');
    s = announce(s, a, 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    s = chooseP(s, 'card:');
    s = choose(s, `ranged:${uid(s, 'Test Pistol')}`);
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Test Pistol')].host).toBe(a);
    expect(s.cards[a].blood).toBe(3); // the pistol's strike never resolved
  });

  it('6.4.7 at long range a ranged strike can target a retainer of the opposing minion', () => {
    let s = build({
      seats: [
        { ready: [V('Octane', 4, { attached: [{ card: 'Heroic Might', mode: 1 }] })], hand: ['Pursuit'] },
        { ready: [V('Ryan', 3, { attached: [{ card: 'Raven Spy', blood: 2 }] })] },
      ],
    });
    s = announce(s, uid(s, 'Octane'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    s = chooseP(s, 'card:'); // Pursuit: maneuver to long range
    expect(s.combat!.range).toBe('long');
    expect(s.combat!.step).toBe('strikeA');
    s = choose(s, `ranged:${uid(s, 'Heroic Might')}:@${uid(s, 'Raven Spy')}`);
    s = choose(s, 'none');
    expect(s.cards[uid(s, 'Raven Spy')].zone).toBe('ash');
    expect(s.cards[uid(s, 'Ryan')].blood).toBe(3);
  });

  it('6.4.4 a press continues the combat into another round', () => {
    let s = fight(V('Brock Sterling', 3), V('Theo Bell', 8), ['Hidden Strength'], []);
    s = choose(s, 'hand');
    s = choose(s, 'hand');
    // Brock prevents with Hidden Strength (superior: optional press), paying X = 0
    s = chooseP(s, `card:${uid(s, 'Hidden Strength')}:1:0`);
    s = passUntil(s, (x) => x.combat?.step === 'press');
    s = choose(s, 'optpress');
    expect(s.combat!.round).toBe(2);
  });
});

describe('V:TES torpor and diablerie (6.5)', () => {
  it('6.5.2 leaving torpor costs 2 blood, +1 stealth, and moves the vampire to the ready region', () => {
    let s = build({ seats: [{ torpor: [V('Ashley', 3)] }, {}] });
    s = announce(s, uid(s, 'Ashley'), 'leave:');
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('ready');
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(1);
  });

  it('6.5.2 a blocked attempt to leave torpor lets a blocking vampire diablerize (no combat)', () => {
    let s = build({ seats: [{ torpor: [V('Ashley', 3)] }, { ready: [V('Rayne', 1, { attached: [{ card: 'Raven Spy', blood: 1 }] })] }] });
    s = announce(s, uid(s, 'Ashley'), 'leave:');
    s = chooseP(s, 'block:');
    expect(s.combat).toBeNull();
    expect(dec(s).kind).toBe('vtes.diablerieBlocked');
    s = choose(s, 'diab');
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('ash');
    expect(s.cards[uid(s, 'Rayne')].blood).toBe(2); // 1 + 3, capacity 2
    // 6.5.6 the blood hunt referendum follows; nobody has votes: 0-0 fails, Rayne stays
    expect(s.ref).toBeNull();
    expect(s.cards[uid(s, 'Rayne')].zone).toBe('ready');
  });

  it('6.5.3 rescuing a torpid vampire costs 2 blood that the rescuer and the rescued may split', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 1)], torpor: [V('Sully', 1)] }, {}] });
    s = announce(s, uid(s, 'Ashley'), 'rescue:');
    expect(s.cards[uid(s, 'Sully')].zone).toBe('ready');
    expect(s.cards[uid(s, 'Sully')].blood).toBe(0);
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(0);
  });

  it('6.5.3 the rescuer chooses how the 2 blood are split when announcing', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)], torpor: [V('Sully', 3)] }, {}] });
    const a = uid(s, 'Ashley');
    const t = uid(s, 'Sully');
    s = choose(s, `min:${a}`);
    expect(ids(s).filter((x) => x.startsWith(`rescue:${a}:${t}`))).toEqual([
      `rescue:${a}:${t}:2`,
      `rescue:${a}:${t}:1`,
      `rescue:${a}:${t}:0`,
    ]);
    s = choose(s, `rescue:${a}:${t}:0`);
    expect(s.cards[a].blood).toBe(3);
    expect(s.cards[t].blood).toBe(1);
    expect(s.cards[t].zone).toBe('ready');
  });

  it('6.5.5 diablerie: all blood moves to the diablerist, the victim burns, then a blood hunt referendum (6.5.6) may burn the diablerist', () => {
    let s = build({ seats: [{ ready: [V('Alexander Silverson', 2)] }, { torpor: [V('Andi Liu', 3)], ready: [V('Horst von Brühl', 3)] }] });
    s = announce(s, uid(s, 'Alexander Silverson'), 'diab:');
    s = choose(s, 'decline');
    expect(s.cards[uid(s, 'Andi Liu')].zone).toBe('ash');
    expect(s.cards[uid(s, 'Alexander Silverson')].blood).toBe(5);
    expect(s.ref?.diablerist).toBe(uid(s, 'Alexander Silverson'));
    s = choose(s, `v:${uid(s, 'Alexander Silverson')}:n`);
    s = choose(s, `v:${uid(s, 'Horst von Brühl')}:y`);
    expect(s.cards[uid(s, 'Alexander Silverson')].zone).toBe('ready'); // 2 for, 2 against: tie fails
    let t = build({
      seats: [
        { ready: [V('Alexander Silverson', 2)] },
        { torpor: [V('Andi Liu', 3)], ready: [V('Horst von Brühl', 3), V('Lenny Burkhead', 3)] },
      ],
    });
    t = announce(t, uid(t, 'Alexander Silverson'), 'diab:');
    t = choose(t, 'decline');
    t = choose(t, `v:${uid(t, 'Alexander Silverson')}:n`);
    t = choose(t, `v:${uid(t, 'Horst von Brühl')}:y`);
    t = choose(t, `v:${uid(t, 'Lenny Burkhead')}:y`);
    expect(t.cards[uid(t, 'Alexander Silverson')].zone).toBe('ash'); // 3 for, 2 against: the diablerist burns
  });

  it('6.5.5 Diablerie: the diablerist may leave equipment to burn', () => {
    const gun: CardDef = {
      id: 't-dgun',
      name: 'Diab Gun',
      kind: 'library',
      types: ['Equipment'],
      clan: [],
      reqs: [],
      modes: [{ kind: 'equip', reqs: [], effects: [] }],
      automation: 'full',
    };
    const knife: CardDef = {
      id: 't-dknife',
      name: 'Diab Knife',
      kind: 'library',
      types: ['Equipment'],
      clan: [],
      reqs: [],
      modes: [{ kind: 'equip', reqs: [], effects: [] }],
      automation: 'full',
    };
    let s = build({
      defs: [gun, knife],
      seats: [
        { ready: [V('Alexander Silverson', 2)] },
        { torpor: [V('Andi Liu', 3, { attached: [{ card: 'Diab Gun' }, { card: 'Diab Knife' }] })], ready: [V('Horst von Brühl', 3)] },
      ],
    });
    const d = uid(s, 'Alexander Silverson');
    const victim = uid(s, 'Andi Liu');
    const g = uid(s, 'Diab Gun');
    const k = uid(s, 'Diab Knife');
    s = announce(s, d, 'diab:');
    s = choose(s, 'decline');
    // step 1 done (blood moved), step 2 asked of the diablerist's controller, the victim not burned yet
    expect(dec(s).kind).toBe('vtes.diablerieEquipment');
    expect(dec(s).seat).toBe(0);
    expect(ids(s)).toEqual([`t:${g}`, `t:${k}`, 'done']);
    expect(s.cards[d].blood).toBe(5);
    expect(s.cards[victim].zone).toBe('torpor');
    expect(s.ref).toBeNull();
    s = choose(s, `t:${g}`);
    // one piece at a time: asked again while equipment remains
    expect(dec(s).kind).toBe('vtes.diablerieEquipment');
    expect(ids(s)).toEqual([`t:${k}`, 'done']);
    s = choose(s, 'done');
    // step 3: the victim burns with what is left on it; then the blood hunt (6.5.6)
    expect(s.cards[g].host).toBe(d);
    expect(s.cards[g].zone).toBe('attached');
    expect(s.cards[victim].zone).toBe('ash');
    expect(s.cards[k].zone).toBe('ash');
    expect(s.ref?.diablerist).toBe(d);
    // taking everything ends the step without a "done"
    let t = build({
      defs: [gun],
      seats: [{ ready: [V('Alexander Silverson', 2)] }, { torpor: [V('Andi Liu', 3, { attached: [{ card: 'Diab Gun' }] })] }],
    });
    t = announce(t, uid(t, 'Alexander Silverson'), 'diab:');
    t = choose(t, `t:${uid(t, 'Diab Gun')}`);
    expect(t.cards[uid(t, 'Diab Gun')].host).toBe(uid(t, 'Alexander Silverson'));
    expect(t.cards[uid(t, 'Andi Liu')].zone).toBe('ash');
  });
});

describe('V:TES discard phase, ousting and the end (8, 9)', () => {
  it('8 one discard-phase action discards a card and draws a replacement; an empty library stops replacement, not play', () => {
    let s = build({ seats: [{ hand: ['Rebel', 'Vessel'], library: ['Fame'] }, {}], phase: 'discard' });
    s = chooseP(s, 'discard:');
    expect(s.seats[0].zones.hand).toHaveLength(2);
    expect(s.seats[0].zones.library).toHaveLength(0);
    expect(s.phase).not.toBe('discard'); // one discard action only
    let t = build({ seats: [{ hand: ['Rebel', 'Vessel'], library: [] }, {}], phase: 'discard' });
    t = chooseP(t, 'discard:');
    expect(t.seats[0].zones.hand).toHaveLength(1);
  });

  it('9.1 ousting the prey gives the predator 1 VP and 6 pool; the next Methuselah becomes the new prey', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { pool: 1 }, {}] });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    expect(s.seats[1].ousted).toBe(true);
    expect(s.seats[0].vp).toBe(1);
    expect(s.seats[0].pool).toBe(36);
    expect(preyOf(s, 0)).toBe(2);
  });

  it('9.1 simultaneous ousting gives the VP but not the 6 pool', () => {
    let s = build({
      seats: [
        { pool: 2, ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
        { pool: 1, ready: [V('Ashley', 2)] },
        { pool: 30 },
      ],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = passUntil(s, (x) => x.ref?.step === 'polling');
    s = choose(s, 'call:y');
    s = chooseP(s, 'v:');
    s = passUntil(s, (x) => !x.ref);
    // Horst's Methuselah (2 pool, 1 minion → 1) survives; seat 1 (1 pool, 1 minion) is ousted
    expect(s.seats[1].ousted).toBe(true);
    expect(s.seats[0].vp).toBe(1);
    let t = build({
      seats: [
        { pool: 1, ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'] },
        { pool: 1, ready: [V('Ashley', 2)] },
        { pool: 30 },
      ],
    });
    t = announce(t, uid(t, 'Horst von Brühl'), 'card:');
    t = passUntil(t, (x) => x.ref?.step === 'polling');
    t = choose(t, 'call:y');
    t = chooseP(t, 'v:');
    t = passUntil(t, (x) => !x.ref || x.phase === 'over' || x.seats[0].ousted);
    expect(t.seats[0].ousted && t.seats[1].ousted).toBe(true);
    expect(t.seats[0].vp).toBe(1); // seat 0's prey (seat 1) was ousted at the same time: the VP…
    expect(t.seats[0].pool).toBe(0); // …but not the 6 pool
    expect(t.seats[2].vp).toBe(1 + 1); // seat 2's prey (seat 0) ousted + last standing
    expect(t.seats[2].pool).toBe(30 + 6);
  });

  it('9.1 the last Methuselah standing gets 1 more VP and the ranking is by VP', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { pool: 1 }] });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    expect(s.phase).toBe('over');
    expect(s.result!.scores).toEqual([2, 0]);
    expect(s.result!.ranking).toEqual([[0], [1]]);
    expect(decisions(s)).toEqual([]);
  });

  it('9.2 withdrawal: declared in the unlock phase with an empty library and a short hand; succeeds for 1 VP if no pool or blood is lost', () => {
    let s = build({ seats: [{ library: [], hand: ['Rebel'] }, {}], phase: 'discard', active: 1 });
    s = passUntil(s, (x) => x.active === 0);
    expect(ids(s)).toContain('withdraw');
    s = choose(s, 'withdraw');
    s = passUntil(s, (x) => (x.active === 0 && x.turn > 12) || x.phase === 'over', 80);
    expect(s.seats[0].withdrawn).toBe(true);
    expect(s.seats[0].vp).toBeGreaterThanOrEqual(1);
  });
});

describe('V:TES master phase and titles (5, 1.6.2, 4.2)', () => {
  it('4.1 a unique card played while another Methuselah controls a copy: both are contested; each pays 1 pool per unlock or yields', () => {
    let s = build({
      seats: [{ ready: [V('Ashley', 2)], hand: ['Fame'] }, { ready: [V('Rayne', 2, { attached: [{ card: 'Fame' }] })] }],
      phase: 'master',
    });
    s = chooseP(s, 'm:');
    s = choose(s, `t:${uid(s, 'Ashley')}`);
    const f0 = uid(s, 'Fame', 0);
    const f1 = uid(s, 'Fame', 1);
    expect(s.cards[f0].contested && s.cards[f1].contested).toBe(true);
    s = passUntil(s, (x) => dec(x).kind === 'vtes.unlock', 30);
    expect(s.active).toBe(1);
    s = choose(s, `contest:${f1}:yield`);
    expect(s.cards[f1].zone).toBe('ash');
    s = passUntil(s, (x) => x.active === 0 && x.phase !== 'unlock', 30);
    expect(s.cards[f0].contested).toBe(false);
  });

  it('4.1 a contested card may be kept with the last pool: the Methuselah pays it and is ousted', () => {
    let s = build({
      seats: [{ ready: [V('Ashley', 2)], hand: ['Fame'] }, { pool: 1, ready: [V('Rayne', 2, { attached: [{ card: 'Fame' }] })] }, {}],
      phase: 'master',
    });
    s = chooseP(s, 'm:');
    s = choose(s, `t:${uid(s, 'Ashley')}`);
    const f1 = uid(s, 'Fame', 1);
    s = passUntil(s, (x) => dec(x).kind === 'vtes.unlock' && x.active === 1, 30);
    expect(ids(s)).toContain(`contest:${f1}:pay`);
    s = choose(s, `contest:${f1}:pay`);
    expect(s.seats[1].ousted).toBe(true);
  });

  it('5 one master card per master phase; 1.6.2.5 a trifle gives one extra master action', () => {
    let s = build({
      seats: [{ ready: [V('Ashley', 1)], hand: ['Life in the City', 'Life in the City', 'Blood Doll'] }, {}],
      phase: 'master',
    });
    const [l1, l2] = s.seats[0].zones.hand;
    s = choose(s, `m:${l1}`);
    s = chooseP(s, 't:');
    expect(s.turnFlags.masterLeft).toBe(1); // the trifle gave the action back
    s = choose(s, `m:${l2}`);
    s = chooseP(s, 't:');
    // a second trifle in the same turn gives no extra action: nothing else can be played
    expect(s.turnFlags.masterLeft).toBe(0);
    expect(s.phase).toBe('minion');
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(3);
  });

  it('4.2 a contested title costs 1 blood each unlock phase or is yielded', () => {
    let s = build({
      seats: [{ uncontrolled: [V('Horst von Brühl', 6)] }, { ready: [V('Aline Gädeke', 4, { anarch: true })] }],
      phase: 'influence',
    });
    s = chooseP(s, 'influence:');
    const h = uid(s, 'Horst von Brühl');
    expect(s.cards[h].contestedTitle).toBe(true);
    const al = uid(s, 'Aline Gädeke');
    expect(s.cards[al].contestedTitle).toBe(true);
    s = passUntil(s, (x) => dec(x).kind === 'vtes.unlock', 30);
    expect(s.active).toBe(1);
    s = choose(s, `title:${al}:pay`);
    expect(s.cards[al].blood).toBe(3); // vekn-current: 1 blood, no baron surcharge (that is es-2018 10.5)
    s = passUntil(s, (x) => dec(x).kind === 'vtes.unlock', 30);
    expect(s.active).toBe(0);
    s = choose(s, `title:${h}:yield`);
    expect(s.cards[h].noTitle).toBe(true);
    s = passUntil(s, (x) => x.active === 1 && x.phase !== 'unlock', 30);
    expect(s.cards[al].contestedTitle).toBe(false); // alone again: the title is back at her unlock
  });
});

export type { VtesState };
