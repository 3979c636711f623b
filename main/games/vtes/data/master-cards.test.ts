/**
 * Master cards of the starter decks: one test (at least) per card, its effect played through the module's decisions from
 * a hand-built state (starter-data.test.ts checks that every built-in library card has one).
 */
import { describe, expect, it } from 'vitest';
import { applyDamageForTests } from '../testing/testing';
import { announce, build, choose, chooseP, chooseUse, dec, ids, passUntil, uid } from '../testing/testing';
import { V, hand0, master, inPlay, onVampire, huntingGround, frontalAssaultTorpor } from '../testing/card-testing';

/** A Visit from the Capuchin in play with `blood` counters, then Life in the City played (a card to replace). */
function capuchinReplaces(blood: number): { s: ReturnType<typeof build>; lib: number } {
  let s = build({
    seats: [{ ready: [V('Ashley', 1)], play: [{ card: 'Visit from the Capuchin', blood }], hand: ['Life in the City'] }, {}],
    phase: 'master',
  });
  const lib = s.seats[0].zones.library.length;
  s = chooseP(s, 'm:');
  s = chooseP(s, 't:');
  return { s, lib };
}

const T: Record<string, () => void> = {
  // ---- master cards ----
  'Blood Doll: on a vampire; move 1 blood between it and your pool in the master phase': () => {
    let s = master('Blood Doll', [V('Ashley', 1)]);
    s = chooseP(s, 't:');
    s.turnFlags.abilities = [];
    s.phase = 'master';
    s.turnFlags.masterLeft = 0;
    s = chooseUse(s, uid(s, 'Blood Doll'));
    expect(s.seats[0].pool + s.cards[uid(s, 'Ashley')].blood).toBe(31);
  },
  'Vessel: trifle; on a vampire; move 1 blood in the unlock phase': () => {
    let s = master('Vessel', [V('Ashley', 1)]);
    s = chooseP(s, 't:');
    expect(s.turnFlags.masterLeft).toBe(1);
    s = passUntil(s, (x) => x.active === 0 && x.phase === 'unlock', 40);
    s = chooseUse(s, uid(s, 'Vessel'));
    expect(s.cards[uid(s, 'Ashley')].blood).not.toBe(1);
  },
  'Life in the City: trifle; 1 blood to a ready vampire': () => {
    let s = master('Life in the City');
    s = chooseP(s, 't:');
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(2);
  },
  'Misdirection: lock a minion': () => {
    let s = master('Misdirection', [V('Ashley', 1)], {}, [V('Rayne', 2)]);
    s = choose(s, `t:${uid(s, 'Rayne')}`);
    expect(s.cards[uid(s, 'Rayne')].locked).toBe(true);
  },
  'Guardian Angel: +1 intercept against bleeds at you; prevent 1 damage each combat': () => {
    let s = build({ seats: [{ ready: [V('Theo Bell', 8)] }, { ready: [V('Ashley', 3, { attached: [{ card: 'Guardian Angel' }] })] }] });
    s = announce(s, uid(s, 'Theo Bell'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => !!x.combat);
    s = choose(s, 'hand');
    s = choose(s, 'none');
    s = chooseP(s, 'static:');
    s = passUntil(s, (x) => !x.combat);
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(2); // 2 damage, 1 prevented
  },
  'Warzone Hunting Ground': huntingGround('Warzone Hunting Ground', 'Rayne'),
  'Asylum Hunting Ground': huntingGround('Asylum Hunting Ground', 'Ashley'),
  'Slum Hunting Ground': huntingGround('Slum Hunting Ground', 'Ryan'),
  'Uptown Hunting Ground': huntingGround('Uptown Hunting Ground', 'Oshri Dahan'),
  'Carfax Abbey: hunting ground for an anarch; a second anarch with a ready baron': () => {
    huntingGround('Carfax Abbey', 'Rayne')();
    let s = build({ seats: [{ ready: [V('Atiena', 2), V('Rayne', 1)], play: ['Carfax Abbey'] }, {}], phase: 'discard', active: 1 });
    s = passUntil(s, (x) => x.active === 0 && dec(x).kind === 'vtes.unlock', 20);
    s = chooseUse(s, uid(s, 'Carfax Abbey'), uid(s, 'Rayne'));
    s = chooseUse(s, uid(s, 'Carfax Abbey'), uid(s, 'Atiena'));
    expect(s.cards[uid(s, 'Rayne')].blood + s.cards[uid(s, 'Atiena')].blood).toBe(5);
  },
  'Elder Library: +1 hand size': () => {
    const s = master('Elder Library');
    expect(s.seats[0].zones.hand).toHaveLength(8);
  },
  'Information Highway: +2 transfers': () => {
    let s = master('Information Highway');
    s = passUntil(s, (x) => x.phase === 'influence', 10);
    expect(s.turnFlags.transfers).toBe(6);
  },
  'The Barrens: lock to discard a card and draw': () => {
    let s = master('Barrens, The');
    s = passUntil(s, (x) => x.phase === 'minion');
    s = chooseP(s, `use:${uid(s, 'Barrens, The')}:`);
    s = chooseP(s, 'd:');
    expect(s.seats[0].zones.ash).toHaveLength(1);
    expect(s.seats[0].zones.hand).toHaveLength(7);
  },
  'The Labyrinth: lock to give a Nosferatu +1 stealth': () => {
    let s = build({ seats: [{ ready: [V('Ryan', 3)], play: ['Labyrinth, The'] }, { ready: [V('Ashley', 3)] }] });
    s = announce(s, uid(s, 'Ryan'), 'bleed:');
    s = chooseP(s, 'block:');
    s = chooseP(s, 'loc:');
    expect(s.seats[1].pool).toBe(29);
  },
  'Ventrue Headquarters: lock for +3 votes': () => {
    let s = build({ seats: [{ ready: [V('Horst von Brühl', 4)], hand: ['Ancilla Empowerment'], play: ['Ventrue Headquarters'] }, {}] });
    s = announce(s, uid(s, 'Horst von Brühl'), 'card:');
    s = chooseP(s, 'loc:');
    expect(s.ref!.yes).toBe(3);
  },
  'Anarch Free Press: lock for +1 intercept to an anarch; lock after an anarch hunts for 1 more blood': () => {
    inPlay('Anarch Free Press, The')();
    let s = build({
      seats: [
        { ready: [V('Ashley', 3)], hand: ['Lost in Crowds'] },
        { ready: [V('Rayne', 1, { anarch: true })], play: ['Anarch Free Press, The'] },
      ],
    });
    s = announce(s, uid(s, 'Ashley'), 'bleed:');
    s = chooseP(s, 'block:');
    s = chooseP(s, 'mod:');
    s = chooseP(s, 'loc:');
    expect(s.combat).not.toBeNull(); // 1 intercept vs 1 stealth
    let t = build({ seats: [{ ready: [V('Octane', 2, { anarch: true })], play: ['Anarch Free Press, The'] }, {}] });
    t = announce(t, uid(t, 'Octane'), 'hunt:');
    t = chooseP(t, 'huntLoc:');
    expect(t.cards[uid(t, 'Octane')].blood).toBe(4);
  },
  "Carver's Meat Packing and Storage: small torpid vampires become hostages; lock for X blood": () => {
    inPlay("Carver's Meat Packing and Storage")();
    let s = build({
      seats: [
        { ready: [V('Octane', 3)], play: ["Carver's Meat Packing and Storage"] },
        { ready: [V('Rayne', 1)], torpor: [] },
      ],
    });
    s = applyDamageForTests(s, uid(s, 'Rayne'), 2, 0);
    expect(s.cards[uid(s, 'Rayne')].data?.carver).toBe(true);
    s.phase = 'master';
    s = chooseP(s, `use:${uid(s, "Carver's Meat Packing and Storage")}:blood`);
    expect(s.cards[uid(s, 'Octane')].blood).toBe(4);
  },
  'Dreams of the Sphinx: lock for +2 hand size, 1 pool with the Edge or 1 blood on an uncontrolled vampire; burns at 3 counters': () => {
    inPlay('Dreams of the Sphinx')();
    let s = build({ seats: [{ ready: [V('Ashley', 2)], play: ['Dreams of the Sphinx'], uncontrolled: [V('Sully', 0)] }, {}] });
    s = chooseP(s, `use:${uid(s, 'Dreams of the Sphinx')}:0`); // its first ability: the hand size
    expect(s.seats[0].zones.hand).toHaveLength(9);
    s = passUntil(s, (x) => dec(x).kind === 'vtes.discardDown', 20);
    s = chooseP(s, 'd:');
    s = chooseP(s, 'd:');
    expect(s.seats[0].zones.hand).toHaveLength(7); // discarded down at the end of the turn
    expect(s.active).toBe(1);
    s = passUntil(s, (x) => x.active === 0 && x.phase === 'minion', 20);
    s = chooseP(s, `use:${uid(s, 'Dreams of the Sphinx')}:1`); // its second: blood on an uncontrolled vampire
    s = chooseP(s, 't:');
    expect(s.cards[uid(s, 'Sully')].blood).toBe(1);
    expect(s.cards[uid(s, 'Dreams of the Sphinx')].blood).toBe(2);
  },
  'Frontal Assault: (D) combat with the prey’s minions, 1 pool when one goes to torpor, burned in the influence phase': () => {
    inPlay('Frontal Assault')();
    let s = frontalAssaultTorpor(1);
    expect(s.seats[0].pool).toBe(31);
    s = passUntil(s, (x) => x.phase === 'influence', 10);
    expect(s.cards[uid(s, 'Frontal Assault')].zone).toBe('ash');
    expect(s.seats[0].pool).toBe(30); // 1 ready minion of the prey left (Ashley)
  },
  'Smiling Jack, The Anarch: a counter each own unlock; the others pay 1 pool or blood per counter': () => {
    inPlay('Smiling Jack, The Anarch')();
    let s = build({
      seats: [{ play: [{ card: 'Smiling Jack, The Anarch', blood: 0 }] }, { ready: [V('Ashley', 2)] }],
      phase: 'discard',
      active: 1,
    });
    s = passUntil(s, (x) => x.active === 0 && x.phase !== 'unlock', 10);
    expect(s.cards[uid(s, 'Smiling Jack, The Anarch')].blood).toBe(1);
    expect(s.seats[0].pool).toBe(29);
    s = passUntil(s, (x) => x.active === 1, 20);
    expect(dec(s).kind).toBe('vtes.unlock');
    s = choose(s, `use:${uid(s, 'Smiling Jack, The Anarch')}:blood:${uid(s, 'Ashley')}`);
    expect(s.cards[uid(s, 'Ashley')].blood).toBe(1);
  },
  'Anarch Troublemaker: given to the prey in your unlock phase to lock two of its vampires': () => {
    inPlay('Anarch Troublemaker')();
    let s = build({
      seats: [{ play: ['Anarch Troublemaker'] }, { ready: [V('Ashley', 2), V('Sully', 2), V('Meaghan', 2)] }],
      phase: 'discard',
      active: 1,
    });
    s = passUntil(s, (x) => x.active === 0 && dec(x).kind === 'vtes.unlock', 10);
    s = chooseP(s, `use:${uid(s, 'Anarch Troublemaker')}:lock`);
    s = chooseP(s, 't:');
    s = chooseP(s, 't:');
    expect(s.seats[1].zones.ready.filter((v) => s.cards[v].locked)).toHaveLength(2);
    expect(s.cards[uid(s, 'Anarch Troublemaker')].controller).toBe(1);
  },
  'Visit from the Capuchin: 4 counters of hand size; replacing another card burns a counter instead': () => {
    const s0 = master('Visit from the Capuchin', [V('Ashley', 1)]);
    expect(s0.seats[0].zones.hand).toHaveLength(11); // 7 + 4 counters
    const { s, lib } = capuchinReplaces(4);
    expect(s.cards[uid(s, 'Visit from the Capuchin', 0, 'play')].blood).toBe(3);
    expect(s.seats[0].zones.library).toHaveLength(lib); // no replacement draw
  },
  'Visit from the Capuchin: its last counter burned instead of a replacement burns the card': () => {
    const { s, lib } = capuchinReplaces(1);
    expect(s.cards[uid(s, 'Visit from the Capuchin')].zone).toBe('ash');
    expect(s.seats[0].zones.library).toHaveLength(lib);
  },
  'Warsaw Station: lock as a Nosferatu announces an undirected action, unlock it after success; burn to leave torpor': () => {
    inPlay('Warsaw Station', [V('Ryan', 2)])();
    let s = build({ seats: [{ ready: [V('Ryan', 2)], play: ['Warsaw Station'] }, {}] });
    const r = uid(s, 'Ryan');
    s = announce(s, r, 'hunt:');
    s = chooseP(s, `use:${uid(s, 'Warsaw Station')}:lock`);
    expect(s.cards[r].locked).toBe(false);
    expect(s.cards[r].blood).toBe(3);
    let t = build({ seats: [{ torpor: [V('Ryan', 0)], play: ['Warsaw Station'] }, {}] });
    t = chooseP(t, `use:${uid(t, 'Warsaw Station')}:rescue`);
    expect(t.cards[uid(t, 'Ryan')].zone).toBe('ready');
    expect(t.cards[uid(t, 'Warsaw Station')].zone).toBe('ash');
  },
  'Wider View: 1 transfer to draw a crypt card and remove an uncontrolled one; 4 transfers to burn it for 2 pool': () => {
    inPlay('Wider View')();
    let s = build({ seats: [{ play: ['Wider View'], crypt: ['Ashley'], uncontrolled: [V('Sully', 0)] }, {}], phase: 'influence' });
    s = chooseP(s, `use:${uid(s, 'Wider View')}:draw`);
    expect(s.seats[0].zones.uncontrolled).toHaveLength(2);
    s = chooseP(s, 'r:');
    expect(s.seats[0].zones.uncontrolled).toHaveLength(1);
    expect(s.seats[0].zones.removed).toHaveLength(1);
    let t = build({ seats: [{ play: ['Wider View'] }, {}], phase: 'influence' });
    t = chooseP(t, `use:${uid(t, 'Wider View')}:cash`);
    expect(t.seats[0].pool).toBe(32);
  },
  'Fame: 3 pool when its vampire goes to torpor, then 1 pool in each unlock phase while torpid': () => {
    onVampire('Fame')();
    let s = build({ seats: [{ ready: [V('Theo Bell', 8)] }, { ready: [V('Ashley', 1, { attached: [{ card: 'Fame' }] })] }] });
    s = applyDamageForTests(s, uid(s, 'Ashley'), 2, 0);
    expect(s.cards[uid(s, 'Ashley')].zone).toBe('torpor');
    expect(s.seats[1].pool).toBe(27);
    s = passUntil(s, (x) => x.active === 1, 20);
    expect(s.seats[1].pool).toBe(26);
  },
  'Haven Uncovered: other minions enter combat with its vampire as a +1 stealth (D) action': () => {
    onVampire('Haven Uncovered')();
    let s = build({ seats: [{ ready: [V('Ashley', 3)] }, { ready: [V('Rayne', 2, { attached: [{ card: 'Haven Uncovered' }] })] }] });
    s = announce(s, uid(s, 'Ashley'), `use:${uid(s, 'Haven Uncovered')}:combat`);
    expect(s.act?.stealth ?? 1).toBe(1);
    s = passUntil(s, (x) => !!x.combat || !x.act);
    expect(s.combat).not.toBeNull();
  },
  'Rebel: trifle archetype; +1 blood when its vampire blocks a titled vampire': () => {
    onVampire('Rebel')();
    let s = build({ seats: [{ ready: [V('Horst von Brühl', 3)] }, { ready: [V('Rayne', 1, { attached: [{ card: 'Rebel' }] })] }] });
    s = announce(s, uid(s, 'Horst von Brühl'), 'bleed:');
    s = chooseP(s, 'block:');
    expect(s.cards[uid(s, 'Rayne')].blood).toBe(2);
  },
};

describe('V:TES master cards (vtes-es:1.6.2; vtes-pl:Karty mistrza)', () => {
  for (const [name, fn] of Object.entries(T)) it(name, fn);

  it('Warzone Hunting Ground (unique location, 4.1): a second copy cannot be played while one is in play', () => {
    const s = build({
      seats: [{ ready: [V('Rayne', 1)], play: ['Warzone Hunting Ground'], hand: ['Warzone Hunting Ground'] }, {}],
      phase: 'master',
    });
    expect(ids(s)).not.toContain(`m:${hand0(s, 'Warzone Hunting Ground')}`);
    const t = build({
      seats: [
        { ready: [V('Rayne', 1)], hand: ['Warzone Hunting Ground'] },
        { ready: [V('Octane', 1)], play: ['Warzone Hunting Ground'] },
      ],
      phase: 'master',
    });
    const u = choose(t, `m:${hand0(t, 'Warzone Hunting Ground')}`);
    expect(Object.values(u.cards).filter((c) => c.cid === '102150' && c.contested)).toHaveLength(2);
  });

  it('Visit from the Capuchin (4.1): a contested copy gives no hand size, so playing it draws up to 7 only', () => {
    const s = build({
      seats: [
        { ready: [V('Rayne', 1)], hand: ['Visit from the Capuchin'] },
        { ready: [V('Octane', 1)], play: [{ card: 'Visit from the Capuchin', blood: 4 }] },
      ],
      phase: 'master',
    });
    const t = choose(s, `m:${hand0(s, 'Visit from the Capuchin')}`);
    expect(Object.values(t.cards).filter((c) => c.cid === '102126' && c.contested)).toHaveLength(2);
    expect(t.seats[0].zones.hand).toHaveLength(7);
  });

  it('Rebel: no blood when the block attempt fails ("if they block")', () => {
    let s = build({
      seats: [{ ready: [V('Belinde', 3)], hand: ['Lost in Crowds'] }, { ready: [V('Rayne', 1, { attached: [{ card: 'Rebel' }] })] }],
    });
    s = announce(s, uid(s, 'Belinde'), 'bleed:');
    s = chooseP(s, 'block:');
    s = chooseP(s, 'mod:'); // +1 stealth: the block fails
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[uid(s, 'Rayne')].blood).toBe(1);
  });

  it('Rebel (archetype): a vampire can have only one archetype', () => {
    const s = master('Rebel', [V('Ashley', 1, { attached: [{ card: 'Rebel' }] }), V('Sully', 1)]);
    expect(ids(s)).toEqual([`t:${uid(s, 'Sully')}`]);
  });

  it('Smiling Jack: the pool counter moves even from the last pool (the Methuselah is ousted, 9.1)', () => {
    const s = build({
      seats: [{ pool: 1, play: [{ card: 'Smiling Jack, The Anarch', blood: 0 }] }, { ready: [V('Ashley', 2)] }, { ready: [V('Rayne', 2)] }],
      phase: 'discard',
      active: 2,
    });
    const t = passUntil(s, (x) => x.active !== 2, 10);
    expect(t.seats[0].ousted).toBe(true);
  });

  it('Blood Doll: on a vampire you control, also one in torpor; its blood moves in your master phase', () => {
    let s = master('Blood Doll', [V('Ashley', 1)], { torpor: [V('Sully', 1)] });
    // the target question names the master card being played
    expect(dec(s)).toMatchObject({
      kind: 'vtes.masterTarget',
      prompt: { key: 'log-vtes:prompt.masterTarget', params: { card: 'Blood Doll' } },
    });
    s = choose(s, `t:${uid(s, 'Sully')}`);
    s.turnFlags.masterLeft = 0;
    s = chooseUse(s, uid(s, 'Blood Doll'));
    expect(s.seats[0].pool + s.cards[uid(s, 'Sully')].blood).toBe(31);
  });

  it('Vessel: on any vampire (another Methuselah’s too) and you may burn a Blood Doll', () => {
    let s = master('Vessel', [V('Ashley', 1, { attached: [{ card: 'Blood Doll' }] })], {}, [V('Rayne', 2)]);
    expect(ids(s)).toContain(`t:${uid(s, 'Rayne')}`);
    s = choose(s, `t:${uid(s, 'Ashley')}`);
    const doll = s.cards[uid(s, 'Ashley')].attached.find((x) => s.cards[x].cid === '100199')!;
    expect(ids(s)).toEqual([`t:${doll}`, 'none']);
    s = choose(s, `t:${doll}`);
    expect(s.cards[doll].zone).toBe('ash');
  });

  it('Guardian Angel: burned once its vampire is in torpor (here after Daring the Dawn damage outside combat)', () => {
    let s = build({
      seats: [{ ready: [V('Brock Sterling', 0, { attached: [{ card: 'Guardian Angel' }] })], hand: ['Daring the Dawn'] }, {}],
    });
    s = choose(s, `hunt:${uid(s, 'Brock Sterling')}`); // mandatory hunt at 0 blood
    s = chooseP(s, 'mod:');
    s = passUntil(s, (x) => !x.act);
    expect(s.cards[uid(s, 'Brock Sterling')].zone).toBe('torpor');
    expect(s.cards[uid(s, 'Guardian Angel')].zone).toBe('ash');
  });
});
