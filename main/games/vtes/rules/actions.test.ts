/** Minion actions, equipping and action modifiers (vtes-es:6, 6.1, 1.6.3.2; vtes-pl:Ekwipowanie, Karty modyfikatorów akcji). Scenario tests on hand-built states (testing.ts). */
import { plainEquipment } from '../testing/card-testing';
import { setStep } from '../core/ops';
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../schema/effects';
import { announce, applyDamageForTests, build, choose, chooseP, dec, ids, passUntil, uid, V } from '../testing/testing';
import { RngCursor, seedRng } from '../../../engine/rng';
import { getBot } from '../../../engine/bots';
import { GameSession } from '../../../engine/session';
import { vtesModule } from '../module';
import { STARTER_IDS } from '../data/starters';
import type { VtesState } from '../core/state';

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
    setStep(s, 'act', { stealth: 0 }); // as if a card had cancelled the +1 stealth: the ally's block succeeds
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
      modes: [{ kind: 'master', conditions: [], effects: [{ e: 'titleCard', title: 'prince', city: 'Lyon' }] }],
    };
    const t = build({ defs: [tc], seats: [{ ready: [V('Ashley', 3, { attached: [{ card: 'Title Test' }] })] }, {}] });
    expect(ids(choose(t, `min:${uid(t, 'Ashley')}`)).some((x) => x.startsWith('anarch:'))).toBe(false);
  });

  it('6.1.3 / vtes-pl:Ekwipowanie any ready minion, an ally too, may take equipment from another minion of its Methuselah', () => {
    const gun = plainEquipment('t-gun', 'Test Gun');
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
    setStep(s, 'act', { intercept: 1 }); // as if the blocker had played +1 intercept
    s = chooseP(s, 'mod:');
    expect(s.act!.stealth).toBe(1);
    expect(dec(s).kind).toBe('vtes.stealth'); // 1 vs 1: still blocked
    expect(ids(s).some((x) => x.startsWith('mod:'))).toBe(false); // Ashley's second copy: no
    expect(ids(s).some((x) => x.startsWith('modOther:'))).toBe(true); // Colette's copy: yes
    s = chooseP(s, 'modOther:');
    expect(s.seats[1].pool).toBe(29);
  });

  it('1.6.3.2 a minion plays a given modifier once per action even after the modifier unlocked it, and not with its other mode either', () => {
    // a test modifier: +1 stealth and unlock the acting minion, or (its other level) +1 stealth
    const sneak: CardDef = {
      id: 't-sneak',
      name: 'Sneak Test',
      kind: 'library',
      types: ['Action Modifier'],
      clan: [],
      reqs: [],
      automation: 'full',
      modes: [
        {
          kind: 'modifier',
          conditions: [],
          effects: [
            { e: 'stealth', n: 1 },
            { e: 'prims', do: [{ p: 'unlock', who: 'actor' }] },
          ],
        },
        { kind: 'modifier', conditions: [], effects: [{ e: 'stealth', n: 1 }] },
      ],
    };
    let s = build({
      defs: [sneak],
      seats: [{ ready: [V('Ashley', 3)], hand: ['Sneak Test', 'Sneak Test', 'Cloak the Gathering'] }, { ready: [V('Rayne', 2)] }],
    });
    const a = uid(s, 'Ashley');
    const [c1, c2, cloak] = s.seats[0].zones.hand;
    s = announce(s, a, 'bleed:');
    expect(s.cards[a].locked).toBe(true);
    s = chooseP(s, 'block:');
    expect(dec(s).kind).toBe('vtes.stealth');
    setStep(s, 'act', { intercept: 1 }); // as if the blocker had played +1 intercept
    expect(ids(s).filter((x) => !x.includes(cloak))).toEqual([`mod:${c1}:0`, `mod:${c1}:1`, `mod:${c2}:0`, `mod:${c2}:1`, 'pass']);
    s = choose(s, `mod:${c1}:0`);
    expect(s.cards[a].locked).toBe(false); // unlocked by the modifier
    expect(s.act!.stealth).toBe(1);
    // 1 vs 1: still blocked, the acting Methuselah may add stealth with another card, not with the second copy (either mode)
    expect(dec(s).kind).toBe('vtes.stealth');
    expect(ids(s).some((x) => x.startsWith(`mod:${cloak}:`))).toBe(true);
    expect(ids(s).some((x) => x.includes(c2))).toBe(false);
  });
});

describe('V:TES a saved game resumes in the middle of an action (vtes-es:1.6.3.2, 1.6.3.6)', () => {
  it('a game saved after a modifier or reaction was played in an action replays to the same state and the same offers', () => {
    const seats = Array.from({ length: 4 }, (_, i) => ({ name: `B${i}`, kind: 'bot' as const, bot: 'heuristic' }));
    const decks = Array.from({ length: 4 }, (_, i) => ({ starter: STARTER_IDS[i] }));
    const g = GameSession.create(vtesModule, { decks, edition: 'vekn-current', maxTurns: 30, deckCheck: false }, seats, 'once-per-action');
    const bot = getBot(vtesModule, 'heuristic')!;
    const rng = new RngCursor(seedRng('once-per-action/drive'));
    const inAction = () => Object.keys((g.state as VtesState).act?.used ?? {}).length > 0;
    for (let i = 0; i < 20_000 && !g.isOver() && !inAction(); i++) {
      const d = g.decisions()[0];
      g.choose(d.seat, bot.choose(vtesModule.view(g.state, d.seat), d, rng));
    }
    // the saved record holds the choices only: the action's record of uses is rebuilt by the replay
    expect(inAction()).toBe(true);
    const replay = GameSession.fromRecord(vtesModule, JSON.parse(JSON.stringify(g.record())));
    expect(replay.hash()).toBe(g.hash());
    expect((replay.state as VtesState).act?.used).toEqual((g.state as VtesState).act?.used);
    expect(replay.decisions()).toEqual(g.decisions());
  });
});

describe('V:TES equipping from another minion (vtes-es:6.1.3; vtes-pl:Ekwipowanie)', () => {
  it('6.1.3 one equip action may take several pieces of equipment from one minion, named on announcing; blocked, they stay', () => {
    const gun = plainEquipment('t-gun', 'Test Gun');
    const vest = plainEquipment('t-vest', 'Test Vest');
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
    setStep(t, 'act', { stealth: 0 }); // blocked
    t = chooseP(t, 'block:');
    t = passUntil(t, (x) => !x.act && !x.combat);
    expect(t.cards[uid(t, 'Test Gun')].host).toBe(uid(t, 'Sully'));
    expect(t.cards[uid(t, 'Test Vest')].host).toBe(uid(t, 'Sully'));
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
