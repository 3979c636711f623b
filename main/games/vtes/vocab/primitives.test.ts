/**
 * The primitives of the vocabulary (issue 11 item 5; vocab/primitives.ts): each one changes the state
 * through ops.ts only and writes its log event once.
 */
import { describe, expect, it } from 'vitest';
import { handSize, type VtesState } from '../core/state';
import { clone } from '../core/copies';
import { announce, build, runPrimsForTests as run, uid, V } from '../testing/testing';
import { namesTarget, primsPossible, primTargets, type Prim, type PrimCtx } from './primitives';
import { defsOf } from '../core/card-tables';
import { statBonus } from '../core/queries';

describe('V:TES primitives (vtes-es 1.2, 1.6.1.2, 6.2.2.2, 6.3.3)', () => {
  const s0 = build({ seats: [{ pool: 10, ready: [{ card: 'Ashley', blood: 2, locked: true }], play: ['Barrens, The'] }, {}] });
  const ashley = uid(s0, 'Ashley');
  const barrens = uid(s0, 'Barrens, The');
  const c: PrimCtx = { seat: 0, source: barrens, minion: ashley };

  it('pool gained from the bank and burned to it (counters ops, one event each)', () => {
    const { s, ev, ops } = run(
      s0,
      [
        { p: 'move', n: 2, from: 'bank', to: 'pool' },
        { p: 'move', n: 3, from: 'pool', to: 'bank' },
      ],
      c,
    );
    expect(s.seats[0].pool).toBe(9);
    expect(ops.every((o) => o.op === 'counters')).toBe(true);
    expect(ev.map((e) => e.type)).toEqual(['vtes.poolGained', 'vtes.poolBurned']);
  });

  it('blood from the bank to the minion, and between the minion and the pool both ways', () => {
    const { s, ev } = run(
      s0,
      [
        { p: 'move', n: 1, from: 'bank', to: 'minion' },
        { p: 'move', n: 1, from: 'minion', to: 'pool' },
        { p: 'move', n: 2, from: 'pool', to: 'minion' },
      ],
      c,
    );
    expect(s.cards[ashley].blood).toBe(4);
    expect(s.seats[0].pool).toBe(9);
    expect(ev.map((e) => [e.type, e.params?.dir])).toEqual([
      ['vtes.addBlood', undefined],
      ['vtes.bloodDoll', 'out'],
      ['vtes.bloodDoll', 'in'],
    ]);
  });

  it('1.1.2 the top cards of the library looked at (seen by the user only) and shuffled, the rest in place', () => {
    const lib = build({ seats: [{ ready: [{ card: 'Ashley', blood: 2 }], library: Array(8).fill('Blood Doll') }, {}] });
    const before = lib.seats[0].zones.library;
    const { s, ev } = run(lib, [{ p: 'shuffleTop', n: 5 }], { seat: 0, source: uid(lib, 'Ashley'), minion: uid(lib, 'Ashley') });
    const after = s.seats[0].zones.library;
    expect([...after.slice(0, 5)].sort()).toEqual([...before.slice(0, 5)].sort());
    expect(after.slice(5)).toEqual(before.slice(5));
    expect(ev.filter((e) => e.type === 'vtes.topSeen').map((e) => e.visibleTo)).toEqual(Array(5).fill([0]));
    expect(ev.at(-1)?.type).toBe('vtes.shuffleTop');
  });

  it('lock and unlock act on the card itself or on the minion; each is logged', () => {
    const { s, ev } = run(
      s0,
      [
        { p: 'lock', who: 'self' },
        { p: 'unlock', who: 'minion' },
      ],
      c,
    );
    expect(s.cards[barrens].locked).toBe(true);
    expect(s.cards[ashley].locked).toBe(false);
    expect(ev.map((e) => e.type)).toEqual(['vtes.lock', 'vtes.unlocked']);
  });

  it('burning the card itself puts it in the ash heap', () => {
    const { s } = run(s0, [{ p: 'burn', who: 'self' }], c);
    expect(s.cards[barrens].zone).toBe('ash');
  });

  it('a bonus lasts in the action under way (6.2.2.2), and needs one', () => {
    let s = build({ seats: [{ ready: [{ card: 'Ryan', blood: 3 }] }, { ready: [{ card: 'Ashley', blood: 3 }] }] });
    const ryan = uid(s, 'Ryan');
    expect(() => run(s, [{ p: 'bonus', stat: 'stealth', n: 1 }], { seat: 0, source: ryan })).toThrow();
    s = announce(s, ryan, 'bleed:');
    const before = s.act!.stealth;
    const { s: after, ev } = run(
      s,
      [
        { p: 'bonus', stat: 'stealth', n: 2 },
        { p: 'bonus', stat: 'bleed', n: 1 },
      ],
      { seat: 0, source: ryan },
    );
    expect(after.act!.stealth).toBe(before + 2);
    expect(after.act!.bleed).toBe(s.act!.bleed + 1);
    expect(ev.map((e) => e.type)).toEqual(['vtes.stealth']);
  });

  it("a bonus's Duration: the action's ends with it, the turn's lasts in the minion's later actions this turn (issue 27 item 4)", () => {
    let s = build({ seats: [{ ready: [{ card: 'Ryan', blood: 3 }] }, { ready: [{ card: 'Ashley', blood: 3 }] }] });
    const ryan = uid(s, 'Ryan');
    const plain = { stealth: statBonus(s, 'stealth', ryan), bleed: statBonus(s, 'bleed', ryan) };
    s = announce(s, ryan, 'bleed:');
    const before = s.act!.stealth;
    const forAction = run(s, [{ p: 'bonus', stat: 'stealth', n: 2, for: 'action' }], { seat: 0, source: ryan }).s;
    expect(forAction.act!.stealth).toBe(before + 2);
    expect(statBonus(forAction, 'stealth', ryan)).toBe(plain.stealth);
    const forTurn = run(
      s,
      [
        { p: 'bonus', stat: 'stealth', n: 2, for: 'turn' },
        { p: 'bonus', stat: 'bleed', n: 1, for: 'turn' },
      ],
      { seat: 0, source: ryan },
    ).s;
    // the action under way gets it at once, and the stat query of the minion's next action this turn too
    expect(forTurn.act!.stealth).toBe(before + 2);
    expect(statBonus(forTurn, 'stealth', ryan)).toBe(plain.stealth + 2);
    expect(statBonus(forTurn, 'bleed', ryan)).toBe(plain.bleed + 1);
    expect(statBonus(forTurn, 'stealth', uid(s, 'Ashley'))).toBe(statBonus(s, 'stealth', uid(s, 'Ashley')));
  });

  it('a card to discard is asked of the user, from the hand', () => {
    const s = build({ seats: [{ hand: ['Deep Song', 'Conditioning'], play: ['Barrens, The'] }, {}] });
    const { s: after } = run(s, [{ p: 'discardChosen' }], { seat: 0, source: uid(s, 'Barrens, The') });
    expect(after.pick?.seat).toBe(0);
    expect(after.pick?.options).toHaveLength(2);
  });

  it('vtes-es 6.4.4: a press primitive gives the minion an optional press in the current round, only in a combat', () => {
    const s1 = build({ seats: [{ ready: [{ card: 'Ashley', blood: 2 }] }, {}] });
    const a = uid(s1, 'Ashley');
    const ctx: PrimCtx = { seat: 0, source: a, minion: a };
    expect(primsPossible(s1, [{ p: 'press', who: 'minion' }], ctx)).toBe(false);
    const fighting = clone(s1);
    fighting.combat = { optPresses: { [a]: 1 } } as unknown as NonNullable<VtesState['combat']>;
    expect(primsPossible(fighting, [{ p: 'press', who: 'minion' }], ctx)).toBe(true);
    const { s } = run(fighting, [{ p: 'press', who: 'minion' }], ctx);
    expect(s.combat!.optPresses[a]).toBe(2);
  });

  it('vtes-es 1.1.2: a counter on the card itself, the card burned when it reaches burnAt counters', () => {
    const once = run(s0, [{ p: 'counter', burnAt: 2 }], c);
    expect(once.s.cards[barrens].blood).toBe(1);
    expect(once.s.cards[barrens].zone).toBe('play');
    const twice = run(once.s, [{ p: 'counter', burnAt: 2 }], c);
    expect(twice.s.cards[barrens].zone).toBe('ash');
    expect(twice.ev.some((e) => e.type === 'vtes.burn')).toBe(true);
  });

  it('vtes-es 1.6.1.2: a hand size larger until the end of the turn, for the user only; the user draws up', () => {
    const s1 = build({ seats: [{ hand: ['Conditioning'], library: ['Deep Song', 'Deep Song', 'Deep Song'] }, {}] });
    const before = handSize(s1, 0);
    const { s } = run(s1, [{ p: 'handSize', n: 2, for: 'turn' }], { seat: 0, source: 'x' });
    expect(handSize(s, 0)).toBe(before + 2);
    expect(handSize(s, 1)).toBe(handSize(s1, 1));
    expect(s.turnFlags.handSizeTurn).toEqual({ 0: 2 });
  });

  it('vtes-es 4: blood on an uncontrolled vampire the user picks next; impossible with an empty uncontrolled region', () => {
    const s1 = build({ seats: [{ uncontrolled: [{ card: 'Ashley', blood: 0 }] }, {}] });
    const pr: Prim[] = [{ p: 'bloodToUncontrolled', n: 1 }];
    expect(primsPossible(s1, pr, { seat: 0, source: 'x' })).toBe(true);
    expect(primsPossible(s1, pr, { seat: 1, source: 'x' })).toBe(false);
    const { s } = run(s1, pr, { seat: 0, source: 'x' });
    expect(s.pick?.kind).toBe('uncontrolledTarget');
    expect(s.pick?.options.map((o) => o.params?.uid)).toEqual([uid(s1, 'Ashley')]);
  });

  it('vtes-es 6.2.3: pool taken from the target Methuselah is what they have, up to n, always possible', () => {
    const s1 = build({ seats: [{ pool: 10 }, { pool: 1 }] });
    const pr: Prim[] = [{ p: 'move', n: 2, from: 'targetPool', to: 'pool' }];
    const ctx: PrimCtx = { seat: 0, source: 'x', target: 1 };
    expect(primsPossible(s1, pr, ctx)).toBe(true);
    const { s, ev } = run(s1, pr, ctx);
    expect(s.seats.map((x) => x.pool)).toEqual([11, 0]);
    expect(ev).toEqual([{ type: 'vtes.stealPool', params: { from: 1, to: 0, n: 1 } }]);
  });

  it('the roles of a use: the acting minion, the target card, the opponent; a role the use does not know is an error', () => {
    const s1 = build({
      seats: [
        { ready: [{ card: 'Ashley', blood: 2 }] },
        {
          ready: [
            { card: 'Ryan', blood: 3 },
            { card: 'Colette', blood: 2 },
          ],
        },
      ],
    });
    const [ashley, ryan, colette] = [uid(s1, 'Ashley'), uid(s1, 'Ryan'), uid(s1, 'Colette')];
    const ctx: PrimCtx = { seat: 0, source: 'x', actor: ashley, targetCard: ryan, opponent: colette };
    const { s } = run(
      s1,
      [
        { p: 'lock', who: 'actor' },
        { p: 'lock', who: 'target' },
        { p: 'move', n: 1, from: 'opponent', to: 'bank' },
      ],
      ctx,
    );
    expect([s.cards[ashley].locked, s.cards[ryan].locked, s.cards[colette].locked]).toEqual([true, true, false]);
    expect(s.cards[colette].blood).toBe(1);
    expect(() => run(s1, [{ p: 'lock', who: 'opponent' }], { seat: 0, source: 'x' })).toThrow(/opponent/);
    expect(() => run(s1, [{ p: 'move', n: 1, from: 'targetPool', to: 'pool' }], { seat: 0, source: 'x' })).toThrow(/target/);
  });

  it('vtes-es 1.6.1.4: the targets a card names none of itself are the ready minions its primitives can act on', () => {
    const s1 = build({
      seats: [
        {
          ready: [
            { card: 'Ashley', blood: 1 },
            { card: 'Ryan', blood: 9 },
          ],
        },
        { ready: [{ card: 'Colette', blood: 2, locked: true }, '47th Street Royals'] },
      ],
    });
    const [ashley, ryan, colette, royals] = ['Ashley', 'Ryan', 'Colette', '47th Street Royals'].map((n) => uid(s1, n));
    const c: PrimCtx = { seat: 0, source: 'x' };
    const blood: Prim[] = [{ p: 'move', n: 1, from: 'bank', to: 'target' }];
    expect(namesTarget(blood)).toBe(true);
    expect(namesTarget([{ p: 'lock', who: 'self' }])).toBe(false);
    // blood only to a vampire below its capacity (Ryan is full, the Royals are an ally)
    expect(primTargets(s1, blood, c)).toEqual([ashley, colette]);
    // a lock only on an unlocked minion
    expect(primTargets(s1, [{ p: 'lock', who: 'target' }], c)).toEqual([ashley, ryan, royals]);
  });

  it("vtes-es 6.2.3: a card of the target Methuselah's hand, picked by the user after seeing it; nothing with an empty hand", () => {
    const s1 = build({ seats: [{}, { hand: ['Deep Song', 'Conditioning'] }, {}] });
    const { s } = run(s1, [{ p: 'discardFromTarget' }], { seat: 0, source: 'x', target: 1 });
    expect(s.pick?.seat).toBe(0);
    expect(s.pick?.kind).toBe('discardFromPrey');
    expect(s.pick?.options.map((o) => o.params?.card)).toEqual(s1.seats[1].zones.hand);
    expect(run(s1, [{ p: 'discardFromTarget' }], { seat: 0, source: 'x', target: 2 }).s.pick).toBeNull();
  });

  it('vtes-es 4: a minion that does not unlock as normal in its next unlock phase; with allyOnly, only an ally', () => {
    const s1 = build({ seats: [{ ready: [{ card: 'Ashley', blood: 2 }, '47th Street Royals'] }, {}] });
    const [ashley, royals] = [uid(s1, 'Ashley'), uid(s1, '47th Street Royals')];
    const pr: Prim[] = [{ p: 'noUnlock', who: 'minion', allyOnly: true, for: 'untilUnlock' }];
    expect(run(s1, pr, { seat: 0, source: 'x', minion: ashley }).s.cards[ashley].skipUnlock).toBeUndefined();
    expect(run(s1, pr, { seat: 0, source: 'x', minion: royals }).s.cards[royals].skipUnlock).toBe(true);
    expect(
      run(s1, [{ p: 'noUnlock', who: 'minion', for: 'untilUnlock' }], { seat: 0, source: 'x', minion: ashley }).s.cards[ashley].skipUnlock,
    ).toBe(true);
  });

  it('vtes-es 6.2.2.2: the failed blockers of the action under way are locked; only during an action', () => {
    let s1 = build({ seats: [{ ready: [{ card: 'Ryan', blood: 3 }] }, { ready: [{ card: 'Ashley', blood: 3 }] }] });
    const ryan = uid(s1, 'Ryan');
    expect(() => run(s1, [{ p: 'lockFailedBlockers' }], { seat: 0, source: ryan })).toThrow();
    s1 = announce(s1, ryan, 'bleed:');
    expect(run(s1, [{ p: 'lockFailedBlockers' }], { seat: 0, source: ryan }).s.act!.lockFailed).toBe(true);
  });

  it("the acting minion unlocked by a card it plays is not logged apart (the card's own line tells it)", () => {
    const s1 = build({ seats: [{ ready: [{ card: 'Ashley', blood: 2, locked: true }] }, {}] });
    const a = uid(s1, 'Ashley');
    const { s, ev } = run(s1, [{ p: 'unlock', who: 'actor' }], { seat: 0, source: 'x', actor: a });
    expect(s.cards[a].locked).toBe(false);
    expect(ev).toEqual([]);
  });

  it("vtes-es 1.1.1: the card itself put in the user's play area", () => {
    const s1 = build({ seats: [{ hand: ['Revelations'] }, {}] });
    const r = uid(s1, 'Revelations');
    const { s } = run(s1, [{ p: 'putIntoPlay' }], { seat: 0, source: r });
    expect(s.cards[r].zone).toBe('play');
    expect(s.seats[0].zones.play).toContain(r);
  });

  it('vtes-es 1.6.1.2: the user draws n cards from the top of the library, beyond the hand size, fewer when it runs out', () => {
    const s1 = build({ seats: [{ hand: ['Revelations'], library: ['Blood Doll', 'Revelations', 'Blood Doll'] }, {}] });
    const top = s1.seats[0].zones.library.slice(0, 2);
    const { s, ev } = run(s1, [{ p: 'draw', n: 2 }], { seat: 0, source: uid(s1, 'Revelations') });
    expect(s.seats[0].zones.hand.slice(1)).toEqual(top);
    expect(s.seats[0].zones.library).toHaveLength(1);
    expect(ev.filter((e) => e.type === 'vtes.drawSelf').map((e) => e.visibleTo)).toEqual([[0], [0]]);
    expect(ev.filter((e) => e.type === 'vtes.draw').map((e) => e.params)).toEqual([{ seat: 0, n: 2 }]);
    const { s: s2 } = run(s, [{ p: 'draw', n: 3 }], { seat: 0, source: uid(s1, 'Revelations') });
    expect(s2.seats[0].zones.hand).toHaveLength(4);
    expect(s2.seats[0].zones.library).toEqual([]);
  });

  it('vtes-es 1.1.1: the card itself put on a minion, which it then goes with (target, acting minion)', () => {
    const s1 = build({ seats: [{ hand: ['Revelations'], ready: [V('Ashley', 2)] }, { ready: [V('Rayne', 2)] }] });
    const r = uid(s1, 'Revelations');
    const [a, y] = [uid(s1, 'Ashley'), uid(s1, 'Rayne')];
    const onTarget = run(s1, [{ p: 'attach', to: 'target' }], { seat: 0, source: r, targetCard: y }).s;
    expect(onTarget.cards[r].zone).toBe('attached');
    expect(onTarget.cards[y].attached).toEqual([r]);
    expect(onTarget.seats[0].zones.hand).not.toContain(r);
    const onActor = run(s1, [{ p: 'attach', to: 'actor' }], { seat: 0, source: r, actor: a }).s;
    expect(onActor.cards[a].attached).toEqual([r]);
    expect(() => run(s1, [{ p: 'attach', to: 'opponent' }], { seat: 0, source: r })).toThrow();
  });

  it('vtes-es 6.1.6: with younger, the blood goes only to an uncontrolled vampire of lower capacity than the minion', () => {
    const s1 = build({ seats: [{ ready: [{ card: 'Colette', blood: 3 }], uncontrolled: ['Ryan', 'Octane', 'Ashley'] }, {}] });
    const m = uid(s1, 'Colette');
    const cap = (n: string) => defsOf(s1)[s1.cards[uid(s1, n)].cid].capacity!;
    const want = ['Ryan', 'Octane', 'Ashley'].filter((n) => cap(n) < defsOf(s1)[s1.cards[m].cid].capacity!).map((n) => uid(s1, n));
    const { s } = run(s1, [{ p: 'bloodToUncontrolled', n: 2, younger: true }], { seat: 0, source: 'x', minion: m });
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(3);
    expect(s.pick?.options.map((o) => o.params?.uid)).toEqual(want);
  });

  it('vtes-es 6.2: a woken minion is recorded in the action under way (it may block and react though locked); nothing outside an action', () => {
    let s1 = build({
      seats: [
        { ready: [{ card: 'Ryan', blood: 3 }] },
        {
          ready: [
            { card: 'Ashley', blood: 3, locked: true },
            { card: 'Colette', blood: 3 },
          ],
        },
      ],
    });
    const ashley = uid(s1, 'Ashley');
    expect(run(s1, [{ p: 'wake', who: 'minion' }], { seat: 1, source: 'x', minion: ashley }).s.act).toBeNull();
    s1 = announce(s1, uid(s1, 'Ryan'), 'bleed:');
    const { s } = run(s1, [{ p: 'wake', who: 'minion' }], { seat: 1, source: 'x', minion: ashley });
    expect(s.act!.woken).toEqual([...s1.act!.woken, ashley]);
  });

  it('vtes-es 6.2.2.1: vampires cannot block the action under way, and its actor takes aggravated damage after it', () => {
    let s1 = build({ seats: [{ ready: [{ card: 'Ryan', blood: 3 }] }, { ready: [{ card: 'Ashley', blood: 3 }] }] });
    const ryan = uid(s1, 'Ryan');
    const pr: Prim[] = [{ p: 'noVampireBlock' }, { p: 'aggAfterAction', n: 2 }];
    expect(() => run(s1, pr, { seat: 0, source: ryan })).toThrow();
    s1 = announce(s1, ryan, 'bleed:');
    const { s } = run(s1, pr, { seat: 0, source: ryan });
    expect(s.act!.noVampireBlock).toBe(true);
    expect(s.act!.aggAfter).toBe((s1.act!.aggAfter ?? 0) + 2);
  });
  it('vtes-es 7: drawCrypt moves the top crypt cards to the uncontrolled region, logged to its owner', () => {
    const s1 = build({ seats: [{ crypt: ['Ashley', 'Ryan'] }, {}] });
    const top = s1.seats[0].zones.crypt[0];
    const { s, ev } = run(s1, [{ p: 'drawCrypt', n: 1 }], { seat: 0, source: top });
    expect(s.seats[0].zones.uncontrolled).toContain(top);
    expect(s.seats[0].zones.crypt).toHaveLength(1);
    expect(ev.map((e) => e.type)).toEqual(['vtes.cryptDrawSelf', 'vtes.cryptDraw']);
  });
});
