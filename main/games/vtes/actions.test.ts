/** Minion actions, equipping and action modifiers (vtes-es:6, 6.1, 1.6.3.2; vtes-pl:Ekwipowanie, Karty modyfikatorów akcji). Scenario tests on hand-built states (testing.ts). */
import { describe, expect, it } from 'vitest';
import type { CardDef } from './effects';
import { announce, applyDamageForTests, build, choose, chooseP, dec, ids, passUntil, uid, V } from './testing';

describe('V:TES minion actions (vtes-es:6.1, 6.3.1, 6.5.2, 6.5.3, 10.5)', () => {
  it('6.3.1 a political action is undirected with +1 stealth, and its terms are chosen only after it succeeds', () => {
    let s = build({
      seats: [
        { pool: 20, ready: [V('Horst von Brühl', 4)], hand: ['Parity Shift'] },
        { ready: [V('Rayne', 2)] },
        { ready: [V('Sully', 2)] },
      ],
    });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    expect(s.act!.target).toBeUndefined();
    expect(s.act!.stealth).toBe(1);
    expect(dec(s).kind).toBe('vtes.block'); // no term asked before the block attempts
    s = passUntil(s, (x) => !!x.ref);
    expect(s.ref!.step).toBe('terms');
  });

  it('6.1.2 an ally cannot hunt, take a political action, rescue, diablerize or become anarch', () => {
    const s = build({
      seats: [{ ready: [{ card: '47th Street Royals', blood: 2 }], torpor: [V('Rayne', 2)], hand: ['Parity Shift'] }, {}],
    });
    const r = uid(s, '47th Street Royals');
    const o = ids(s).includes(`min:${r}`) ? ids(choose(s, `min:${r}`)) : [];
    for (const x of ['hunt:', 'rescue:', 'diab:', 'anarch:', 'card:']) expect(o.some((y) => y.startsWith(x))).toBe(false);
  });

  it('6.5.2 a leave-torpor action blocked by an ally simply fails: no diablerie, no combat, no cost', () => {
    let s = build({ seats: [{ torpor: [V('Rayne', 2)] }, { ready: [{ card: '47th Street Royals', blood: 2 }] }] });
    const r = uid(s, 'Rayne');
    s = announce(s, r, 'leave:');
    s.act!.stealth = 0; // as if a card had cancelled the +1 stealth: the ally's block succeeds
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !x.act);
    expect(s.combat).toBeNull();
    expect(s.cards[r].zone).toBe('torpor');
    expect(s.cards[r].blood).toBe(2);
  });

  it('6.5.3 a rescued vampire is neither locked nor unlocked by the rescue', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 3)], torpor: [V('Rayne', 2, { locked: true })] }, {}] });
    s.cards[uid(s, 'Rayne')].locked = true;
    s = announce(s, uid(s, 'Ashley'), `rescue:${uid(s, 'Ashley')}:${uid(s, 'Rayne')}:2`);
    expect(s.cards[uid(s, 'Rayne')].zone).toBe('ready');
    expect(s.cards[uid(s, 'Rayne')].locked).toBe(true);
  });

  it('10.5 a titled vampire cannot become anarch; one that yielded its title has none and may', () => {
    const s = build({ seats: [{ ready: [V('Horst von Brühl', 4)] }, {}] });
    const h = uid(s, 'Horst von Brühl');
    expect(ids(choose(s, `min:${h}`)).some((x) => x.startsWith('anarch:'))).toBe(false);
    s.cards[h].noTitle = true;
    expect(ids(choose(s, `min:${h}`)).some((x) => x.startsWith('anarch:'))).toBe(true);
    // a title card (vtes-es:11 Título) makes an untitled vampire titled
    const tc: CardDef = {
      id: 't-title',
      name: 'Title Test',
      kind: 'library',
      types: ['Master'],
      clan: [],
      reqs: [],
      automation: 'full',
      modes: [{ kind: 'master', reqs: [], effects: [{ e: 'titleCard', title: 'prince', city: 'Lyon' }] }],
    };
    const t = build({ defs: [tc], seats: [{ ready: [V('Ashley', 3, { attached: [{ card: 'Title Test' }] })] }, {}] });
    expect(ids(choose(t, `min:${uid(t, 'Ashley')}`)).some((x) => x.startsWith('anarch:'))).toBe(false);
  });

  it('6.1.3 / vtes-pl:Ekwipowanie any ready minion, an ally too, may take equipment from another minion of its Methuselah', () => {
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
      seats: [{ ready: [{ card: '47th Street Royals', blood: 2 }, V('Sully', 3, { attached: [{ card: 'Test Gun' }] })] }, {}],
    });
    const r = uid(s, '47th Street Royals');
    s = announce(s, r, 'takeEquip:');
    expect(s.cards[uid(s, 'Test Gun')].host).toBe(r);
  });

  it('7 a vampire with less blood than its capacity cannot be moved to the ready region', () => {
    const s = build({ seats: [{ uncontrolled: [V('Ashley', 2)] }, {}], phase: 'influence' });
    expect(ids(s)).not.toContain(`influence:${uid(s, 'Ashley')}`);
  });
});

describe('V:TES the acting minion leaving play (vtes-es:6, 6.2.3)', () => {
  it('6 an acting minion sent to torpor before its action resolves has no effect (no bleed, no Edge)', () => {
    let s = build({ seats: [{ ready: [V('Ashley', 1)] }, { ready: [V('Rayne', 2)] }] });
    const a = uid(s, 'Ashley');
    s = announce(s, a, 'bleed:');
    expect(dec(s).kind).toBe('vtes.block');
    s = applyDamageForTests(s, a, 3, 0); // e.g. an effect damages it during the action
    expect(s.cards[a].zone).toBe('torpor');
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(30);
    expect(s.edge).toBeNull();
  });
});

describe('V:TES action modifiers (vtes-es:1.6.3.2; vtes-pl:Karty modyfikatorów akcji)', () => {
  it('1.6.3.2 a minion plays a given modifier once per action; another vampire of the Methuselah may still play its own copy (Cloak the Gathering)', () => {
    let s = build({
      seats: [
        { ready: [V('Ashley', 3), V('Colette', 3)], hand: ['Cloak the Gathering', 'Cloak the Gathering'] },
        { ready: [V('Rayne', 2)] },
      ],
    });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = chooseP(s, 'block:');
    expect(dec(s).kind).toBe('vtes.stealth');
    s.act!.intercept = 1; // as if the blocker had played +1 intercept
    s = chooseP(s, 'mod:');
    expect(s.act!.stealth).toBe(1);
    expect(dec(s).kind).toBe('vtes.stealth'); // 1 vs 1: still blocked
    expect(ids(s).some((x) => x.startsWith('mod:'))).toBe(false); // Ashley's second copy: no
    expect(ids(s).some((x) => x.startsWith('modOther:'))).toBe(true); // Colette's copy: yes
    s = chooseP(s, 'modOther:');
    expect(s.seats[1].pool).toBe(29);
  });
});

describe('V:TES equipping from another minion (vtes-es:6.1.3; vtes-pl:Ekwipowanie)', () => {
  it('6.1.3 one equip action may take several pieces of equipment from one minion, named on announcing; blocked, they stay', () => {
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
    const vest: CardDef = {
      id: 't-vest',
      name: 'Test Vest',
      kind: 'library',
      types: ['Equipment'],
      clan: [],
      reqs: [],
      modes: [{ kind: 'equip', reqs: [], effects: [] }],
      automation: 'full',
    };
    const seats = () => [
      { ready: [V('Ashley', 3), V('Sully', 3, { attached: [{ card: 'Test Gun' }, { card: 'Test Vest' }] })] },
      { ready: [V('Rayne', 2)] },
    ];
    let s = build({ defs: [gun, vest], seats: seats() });
    const a = uid(s, 'Ashley');
    const both = `takeEquip:${a}:${uid(s, 'Test Gun')}+${uid(s, 'Test Vest')}`;
    s = choose(s, `min:${a}`);
    expect(ids(s)).toContain(`takeEquip:${a}:${uid(s, 'Test Gun')}`);
    s = choose(s, both);
    s = chooseP(s, 'block:'); // stealth 1 vs intercept 0: the block fails
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[uid(s, 'Test Gun')].host).toBe(a);
    expect(s.cards[uid(s, 'Test Vest')].host).toBe(a);
    let t = build({ defs: [gun, vest], seats: seats() });
    t = choose(t, `min:${a}`);
    t = choose(t, both);
    t.act!.stealth = 0; // blocked
    t = chooseP(t, 'block:');
    t = passUntil(t, (x) => !x.act && !x.combat);
    expect(t.cards[uid(t, 'Test Gun')].host).toBe(uid(t, 'Sully'));
    expect(t.cards[uid(t, 'Test Vest')].host).toBe(uid(t, 'Sully'));
  });
});
