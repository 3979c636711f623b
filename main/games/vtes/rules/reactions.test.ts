/**
 * Reactions (1.6.3.6, 6.2; vtes-pl "Karty reakcji"), the sequencing of cards during an action (1.6.1.5),
 * wake effects (glossary "Despertarse"; vtes-pl "Przebudzenie") and the "as it is played" window
 * (1.6.1.1, 1.6.3.7 "Reflejos"; vtes-pl "Zagranie karty", "Karty odruchów", "Anuluj kartę"), with the
 * official card data for the imported cards.
 */
import type { CardDef } from '../data/starters';
import type { Mode } from '../schema/effects';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import type { SeatId } from '../../../engine/types';
import { officialFiles } from '../../../testing/shared-data';
import { asReviewed } from '../draft/entry';
import { cardTraits, minionCancelModes } from '../draft/reader';
import { apply } from './kernel';
import type { VtesState } from '../core/state';
import { build, choose, chooseP, dec, ids, passUntil, uid } from '../testing/testing';

const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
const detail = (n: string) => {
  const c = parsed.cards.find((x) => x.name === n) as CardDetail | undefined;
  if (!c) throw new Error(`no card ${n}`);
  return c;
};
const def = (n: string) => asReviewed(detail(n));

/** A test-only reaction card (no official text) with the given modes. */
function testReaction(id: string, name: string, modes: Mode[]): CardDef {
  return { id, name, kind: 'library', types: ['Reaction'], clan: [], reqs: [], automation: 'full', modes };
}

/** A test reaction: +1 intercept. */
const INTERCEPT_TEST = testReaction('t-icpt', 'Intercept Test', [
  { kind: 'reaction', conditions: [], effects: [{ e: 'intercept', n: 1 }] },
]);

/** Passes until the predicate holds, recording every seat asked on the way. */
function passRecording(s: VtesState, pred: (x: VtesState) => boolean, seen: SeatId[], max = 60): VtesState {
  for (let i = 0; i < max && !pred(s); i++) {
    seen.push(dec(s).seat);
    const o = ids(s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x));
    if (!o) throw new Error(`cannot pass in ${dec(s).kind}: ${ids(s).join(' ')}`);
    s = choose(s, o);
  }
  return s;
}

describe('V:TES reactions: who may react (1.6.3.6, 6.2)', () => {
  it('1.6.3.6 a minion of a Methuselah who is not the target may react to a directed action; 1.6.1.5 the acting Methuselah then has the next chance', () => {
    const emh = def("Elder Michaelis's Hold");
    let s = build({
      defs: [emh],
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }], hand: ['Conditioning'] },
        { ready: [{ card: 'Ashley', blood: 2, locked: true }] },
        { ready: [{ card: 'Sully', blood: 2 }], hand: ["Elder Michaelis's Hold"] },
        {},
      ],
    });
    const sully = uid(s, 'Sully');
    const card = uid(s, "Elder Michaelis's Hold");
    s = choose(s, `min:${uid(s, 'Andi Liu')}`);
    s = chooseP(s, 'bleed:');
    expect(dec(s).kind).toBe('vtes.actionModifier');
    s = choose(s, 'pass');
    // the bled Methuselah has nothing to play: seat 2 (not the target) is asked
    expect(dec(s)).toMatchObject({ seat: 2, kind: 'vtes.reaction' });
    expect(ids(s)).toEqual([`manualReact:${card}:0:${sully}`, 'pass']);
    s = choose(s, `manualReact:${card}:0:${sully}`);
    expect(s.cards[sully].blood).toBe(1); // its printed blood cost
    expect(dec(s)).toMatchObject({ seat: 2, kind: 'vtes.manual' }); // its text is applied by the players
    s = choose(s, 'done');
    // 1.6.1.5: after the reaction the acting Methuselah plays next
    expect(dec(s)).toMatchObject({ seat: 0, kind: 'vtes.actionModifier' });
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(29);
  });

  it('4.1 a contested vampire plays no card: its reaction is not offered until the contest is settled', () => {
    const emh = def("Elder Michaelis's Hold");
    const start = () =>
      build({
        defs: [emh],
        seats: [
          { ready: [{ card: 'Andi Liu', blood: 4 }] },
          { ready: [{ card: 'Ashley', blood: 2, locked: true }] },
          { ready: [{ card: 'Sully', blood: 2 }], hand: ["Elder Michaelis's Hold"] },
          {},
        ],
      });
    const asked = (contested: boolean) => {
      let s = start();
      s.cards[uid(s, 'Sully')].contested = contested;
      s = choose(s, `min:${uid(s, 'Andi Liu')}`);
      s = chooseP(s, 'bleed:');
      const seats: number[] = [];
      passUntil(s, (x) => {
        if (x.act && dec(x).kind === 'vtes.reaction') seats.push(dec(x).seat);
        return !x.act;
      });
      return seats;
    };
    expect(asked(false)).toContain(2);
    expect(asked(true)).not.toContain(2);
  });

  it('1.6.3.6 card conditions still decide: cards for a bleed against you or an action directed at you only for the target, nothing for the others', () => {
    const tc = def('Telepathic Counter');
    expect(tc.modes.every((m) => m.window?.against === 'bleedingYou')).toBe(true); // "a bleed against you", read from the data
    let s = build({
      defs: [tc],
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }] },
        { ready: [{ card: 'Colette', blood: 2 }], hand: ['Telepathic Counter'] },
        { ready: [{ card: 'Sully', blood: 3 }], hand: ['Deflection', 'Eyes of Argus', 'Telepathic Counter', 'Telepathic Misdirection'] },
        { ready: [{ card: 'Baixinho', blood: 3, locked: true }], hand: ['Guard Dogs', 'Warrens, The', 'Instinctive Reaction'] },
      ],
    });
    s = choose(s, `min:${uid(s, 'Andi Liu')}`);
    s = chooseP(s, 'bleed:');
    const seen: SeatId[] = [];
    s = passRecording(s, (x) => dec(x).kind === 'vtes.bleedReaction', seen);
    expect(dec(s).seat).toBe(1);
    // its reviewed entry plays it: the bled Methuselah reduces the bleed by 1
    const reduce = `reduce:${uid(s, 'Telepathic Counter', 1)}:0:${uid(s, 'Colette')}`;
    expect(ids(s)).toContain(reduce);
    expect(ids(s)).toContain('pass');
    s = choose(s, reduce);
    s = passRecording(s, (x) => !x.act, seen);
    expect(s.seats[1].pool).toBe(30);
    // seats 2 and 3 hold only cards limited to the bled Methuselah, an action directed at them or their predator acting
    expect(seen.filter((x) => x === 2 || x === 3)).toEqual([]);
  });

  it('6.2.2.2 Instinctive Reaction: only for a blocker whose predator is acting', () => {
    let s = build({
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }] },
        { ready: [{ card: 'Baixinho', blood: 3 }], hand: ['Instinctive Reaction', "Cats' Guidance"] },
        { ready: [{ card: 'Ryan', blood: 3 }], hand: ['Instinctive Reaction'] },
        { ready: [{ card: 'Wauneka', blood: 3 }], hand: ['Instinctive Reaction', "Cats' Guidance"] },
      ],
    });
    // hunting is undirected (stealth 1): the prey (seat 1) and the predator (seat 3) may block
    s = choose(s, `min:${uid(s, 'Andi Liu')}`);
    s = chooseP(s, 'hunt:');
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.block' });
    s = choose(s, 'decline');
    expect(dec(s)).toMatchObject({ seat: 3, kind: 'vtes.block' });
    const r = apply(s, 3, `block:${uid(s, 'Wauneka')}`);
    // seat 3's predator is seat 2, not the acting Methuselah: no intercept card, the attempt fails at once
    expect(r.events.map((e) => e.type)).toContain('vtes.blockFailed');
    s = r.state;
    expect(s.act === null || dec(s).kind !== 'vtes.intercept').toBe(true);
    // the same with the prey: its predator acts, Instinctive Reaction is offered to the blocker
    let t = build({
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }] },
        { ready: [{ card: 'Baixinho', blood: 3 }], hand: ['Instinctive Reaction'] },
        { ready: [{ card: 'Ryan', blood: 3 }], hand: ['Instinctive Reaction'] },
      ],
    });
    t = choose(t, `min:${uid(t, 'Andi Liu')}`);
    t = chooseP(t, 'hunt:');
    t = choose(t, `block:${uid(t, 'Baixinho')}`);
    expect(dec(t)).toMatchObject({ seat: 1, kind: 'vtes.intercept' });
    expect(ids(t)).toEqual([`react:${uid(t, 'Instinctive Reaction', 1)}:0`, 'pass']);
  });

  it('glossary "Despertarse": a locked minion may play a wake effect in the reaction window only when it then has a reaction to play', () => {
    const emh = def("Elder Michaelis's Hold");
    let s = build({
      defs: [emh],
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }] },
        { ready: [{ card: 'Ashley', blood: 2, locked: true }] },
        { ready: [{ card: 'Sully', blood: 2, locked: true }], hand: ["Wake with Evening's Freshness", "Elder Michaelis's Hold"] },
        { ready: [{ card: 'Colette', blood: 2, locked: true }], hand: ["Wake with Evening's Freshness"] },
      ],
    });
    const sully = uid(s, 'Sully');
    const wake = uid(s, "Wake with Evening's Freshness", 2);
    s = choose(s, `min:${uid(s, 'Andi Liu')}`);
    s = chooseP(s, 'bleed:');
    const seen: SeatId[] = [];
    s = passRecording(s, (x) => dec(x).kind === 'vtes.reaction', seen);
    expect(dec(s).seat).toBe(2);
    expect(ids(s)).toEqual([`wakeReact:${wake}:0:${sully}`, 'pass']);
    s = choose(s, `wakeReact:${wake}:0:${sully}`);
    expect(s.act?.woken).toContain(sully);
    expect(s.cards[wake].zone).toBe('ash');
    // woken, the locked vampire now plays its reaction
    expect(dec(s).seat).toBe(2);
    expect(ids(s)).toContain(`manualReact:${uid(s, "Elder Michaelis's Hold")}:0:${sully}`);
    passRecording(s, (x) => !x.act, seen);
    // seat 3 holds only a wake effect and nothing to play after it: never asked
    expect(seen).not.toContain(3);
  });
});

describe('V:TES reactions: once per action for each minion (1.6.3.6; vtes-pl "Karty reakcji")', () => {
  /** A test reaction with two levels: reduce a bleed against you by 1, or by 2. */
  const REDUCE_TEST = testReaction('t-reduce', 'Reduce Test', [
    { kind: 'reaction', conditions: [], effects: [{ e: 'reduceBleed', n: 1 }] },
    { kind: 'reaction', conditions: [], effects: [{ e: 'reduceBleed', n: 2 }] },
  ]);

  it('1.6.3.6 two different minions may each play the same reaction in one action; the same minion not twice, not even with its other level', () => {
    let s = build({
      defs: [REDUCE_TEST],
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }] },
        {
          ready: [
            { card: 'Rayne', blood: 2 },
            { card: 'Sully', blood: 2 },
          ],
          hand: ['Reduce Test', 'Reduce Test'],
        },
      ],
    });
    const [rayne, sully] = [uid(s, 'Rayne'), uid(s, 'Sully')];
    const [c1, c2] = s.seats[1].zones.hand;
    s = choose(s, `min:${uid(s, 'Andi Liu')}`);
    s = chooseP(s, 'bleed:');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.bleedReaction');
    const both = (c: string, r: string) => [`reduce:${c}:0:${r}`, `reduce:${c}:1:${r}`];
    expect(ids(s)).toEqual([...both(c1, rayne), ...both(c2, rayne), ...both(c1, sully), ...both(c2, sully), 'pass']);
    s = choose(s, `reduce:${c1}:0:${rayne}`);
    s = passUntil(s, (x) => dec(x).kind === 'vtes.bleedReaction');
    // Rayne played it: only Sully may play the other copy (either level)
    expect(ids(s)).toEqual([...both(c2, sully), 'pass']);
    s = choose(s, `reduce:${c2}:1:${sully}`);
    // nobody has another copy to play: the bleed, reduced to nothing, resolves
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(30);
  });
});

describe('V:TES the "as it is played" window (1.6.1.1)', () => {
  it('glossary "Despertarse": an unlock reaction (Guard Dogs) after the blocks is offered when the unlocked vampire then has a reaction to play', () => {
    const emh = def("Elder Michaelis's Hold");
    let s = build({
      defs: [emh],
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }] },
        { ready: [{ card: 'Ryan', blood: 3, locked: true }], hand: ['Guard Dogs', "Elder Michaelis's Hold"] },
      ],
    });
    const ryan = uid(s, 'Ryan');
    const gd = uid(s, 'Guard Dogs');
    s = choose(s, `min:${uid(s, 'Andi Liu')}`);
    s = chooseP(s, 'bleed:');
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.block' });
    s = choose(s, 'decline');
    s = passUntil(s, (x) => dec(x).seat === 1);
    expect(ids(s)).toContain(`wakeReact:${gd}:0:${ryan}`);
    s = choose(s, `wakeReact:${gd}:0:${ryan}`);
    expect(s.cards[ryan].locked).toBe(false);
    s = passUntil(s, (x) => dec(x).seat === 1);
    expect(ids(s)).toContain(`manualReact:${uid(s, "Elder Michaelis's Hold")}:0:${ryan}`);
  });

  it('glossary "Despertarse": no unlock reaction after the blocks when the unlocked vampire would have nothing to play', () => {
    let s = build({
      seats: [{ ready: [{ card: 'Andi Liu', blood: 4 }] }, { ready: [{ card: 'Ryan', blood: 3, locked: true }], hand: ['Guard Dogs'] }],
    });
    s = choose(s, `min:${uid(s, 'Andi Liu')}`);
    s = chooseP(s, 'bleed:');
    s = choose(s, 'decline');
    s = passUntil(s, (x) => !x.act || dec(x).seat === 1);
    expect(s.act).toBeFalsy(); // seat 1 was not asked again: the bleed resolved
    expect(s.seats[1].pool).toBe(29);
  });

  it('1.6.1.1 a card that cancels can itself be cancelled: a Sudden Reversal answered by another Sudden Reversal, and the master card resolves', () => {
    const sr = def('Sudden Reversal');
    let s = build({
      defs: [sr],
      phase: 'master',
      seats: [
        { ready: [{ card: 'Ashley', blood: 1 }], hand: ['Blood Doll'] },
        { hand: ['Sudden Reversal'] },
        { hand: ['Sudden Reversal'] },
      ],
    });
    const doll = uid(s, 'Blood Doll', 0, 'hand');
    const sr1 = uid(s, 'Sudden Reversal', 1);
    const sr2 = uid(s, 'Sudden Reversal', 2);
    s = choose(s, `m:${doll}`);
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.cancelCard' });
    s = choose(s, `cancel:${sr1}:0`);
    // the Sudden Reversal is a master card played: seat 2 may cancel it
    expect(dec(s)).toMatchObject({ seat: 2, kind: 'vtes.cancelCard' });
    expect(ids(s)).toEqual([`cancel:${sr2}:0`, 'pass']);
    const r = apply(s, 2, `cancel:${sr2}:0`);
    expect(r.events.filter((e) => e.type === 'vtes.cancelled').map((e) => e.params)).toEqual([
      { seat: 2, card: 'Sudden Reversal', by: 'Sudden Reversal' },
    ]);
    s = r.state;
    expect(s.cards[sr1].zone).toBe('ash');
    expect(s.cards[sr2].zone).toBe('ash');
    // 1.6.2.4: both out-of-turn cards are charged, the cancelled one too
    expect(s.seats[1].masterDebt).toBe(1);
    expect(s.seats[2].masterDebt).toBe(1);
    expect(s.seats[1].zones.hand).toHaveLength(7); // drew to replace after the window
    // the Blood Doll was not cancelled: its play goes on (its target)
    expect(s.cancelWin).toBeNull();
    expect(s.cards[doll].zone).not.toBe('hand');
    expect(s.cards[doll].zone).not.toBe('ash');
  });

  it('1.6.1.1 three cards deep: Direct Intervention cancelled by Sudden Reversal, itself cancelled by another: the minion card is cancelled without its cost', () => {
    const di = def('Direct Intervention');
    const sr = def('Sudden Reversal');
    let s = build({
      defs: [di, sr],
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }], hand: ['Conditioning'] },
        { ready: [{ card: 'Ashley', blood: 1, locked: true }], hand: ['Direct Intervention'] },
        { hand: ['Sudden Reversal'] },
        { hand: ['Sudden Reversal'] },
      ],
    });
    const andi = uid(s, 'Andi Liu');
    const cond = uid(s, 'Conditioning');
    s = choose(s, `min:${andi}`);
    s = chooseP(s, 'bleed:');
    s = choose(s, `mod:${cond}:1`);
    s = choose(s, `cancel:${uid(s, 'Direct Intervention')}:0`);
    expect(dec(s).seat).toBe(2);
    s = choose(s, `cancel:${uid(s, 'Sudden Reversal', 2)}:0`);
    // seat 3 answers seat 2's Sudden Reversal
    expect(dec(s).seat).toBe(3);
    expect(dec(s).prompt.params).toEqual({ card: 'Sudden Reversal' });
    s = choose(s, `cancel:${uid(s, 'Sudden Reversal', 3)}:0`);
    // the innermost resolves: seat 2's reversal is cancelled, Direct Intervention resolves and cancels Conditioning
    expect(s.cancelWin).toBeNull();
    expect(s.cards[cond].zone).toBe('ash');
    expect(s.cards[andi].blood).toBe(4); // "its cost is not paid"
    expect([1, 2, 3].map((x) => s.seats[x].masterDebt)).toEqual([1, 1, 1]);
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(28); // then the bleed of 1
  });

  for (const [edition, order] of [
    ['vekn-current', [3, 2]],
    ['es-2018', [2, 3]],
  ] as const)
    it(`vtes-pl Określanie kolejności, 1.6.1.5 (${edition}): the "as it is played" window of an undirected action asks (the acting Methuselah plays no out-of-turn card in its turn) ${order.join(', ')}`, () => {
      const di = def('Direct Intervention');
      let s = build({
        edition,
        defs: [di, INTERCEPT_TEST],
        seats: [
          { ready: [{ card: 'Ashley', blood: 1 }], hand: ['Direct Intervention'] },
          { ready: [{ card: 'Sully', blood: 3 }], hand: ['Intercept Test'] },
          { ready: [{ card: 'Colette', blood: 1, locked: true }], hand: ['Direct Intervention'] },
          { ready: [{ card: 'Meaghan', blood: 1, locked: true }], hand: ['Direct Intervention'] },
        ],
      });
      s = choose(s, `min:${uid(s, 'Ashley')}`);
      s = chooseP(s, 'hunt:');
      // the prey's minion blocks the undirected hunt and plays an intercept reaction: its window opens
      s = choose(s, `block:${uid(s, 'Sully')}`);
      s = choose(
        s,
        ids(s).find((x) => x.includes(uid(s, 'Intercept Test')))!,
      );
      const asked: number[] = [];
      for (let i = 0; i < 3 && dec(s).kind === 'vtes.cancelCard'; i++) {
        asked.push(dec(s).seat);
        s = choose(s, 'pass');
      }
      expect(asked).toEqual(order);
    });

  for (const edition of ['vekn-current', 'es-2018'] as const)
    it(`1.6.1.5, vtes-pl Określanie kolejności (${edition}): in combat the defending Methuselah is asked second in the "as it is played" window, then the others clockwise`, () => {
      // an out-of-turn master card that cancels a minion card as it is played (a test card)
      const cancel: CardDef = {
        id: 't-cancel',
        name: 'Cancel Test',
        kind: 'library',
        types: ['Master'],
        clan: [],
        reqs: [],
        automation: 'full',
        modes: [
          {
            kind: 'master',
            window: { outOfTurn: { when: 'none', cancels: 'minion' } },
            conditions: [],
            effects: [{ e: 'prims', do: [{ p: 'cancel', what: 'played' }] }],
          },
        ],
      };
      let s = build({
        edition,
        defs: [cancel, INTERCEPT_TEST],
        seats: [
          { ready: [{ card: 'Valeriya Zinovieva', blood: 4 }], hand: ['Torn Signpost'] },
          { ready: [{ card: 'Ashley', blood: 1, locked: true }], hand: ['Cancel Test'] },
          { ready: [{ card: 'Meaghan', blood: 1, locked: true }], hand: ['Cancel Test'] },
          { ready: [{ card: 'Sully', blood: 3 }], hand: ['Cancel Test', 'Intercept Test'] },
        ],
      });
      const signpost = uid(s, 'Torn Signpost');
      // the predator (seat 3) blocks the undirected hunt with an intercept reaction: combat
      s = choose(s, `min:${uid(s, 'Valeriya Zinovieva')}`);
      s = chooseP(s, 'hunt');
      s = choose(s, `block:${uid(s, 'Sully')}`);
      s = choose(
        s,
        ids(s).find((x) => x.includes(uid(s, 'Intercept Test')))!,
      );
      s = passUntil(s, (x) => dec(x).seat === 0 && ids(x).some((o) => o.includes(signpost)));
      expect(s.combat).toBeTruthy();
      // the acting Methuselah plays a combat card: the defender first (the acting one plays no
      // out-of-turn card in its own turn), then clockwise from the acting one
      s = choose(
        s,
        ids(s).find((o) => o.includes(signpost))!,
      );
      const asked: number[] = [];
      for (let i = 0; i < 4 && dec(s).kind === 'vtes.cancelCard'; i++) {
        asked.push(dec(s).seat);
        s = choose(s, 'pass');
      }
      expect(asked).toEqual([3, 1, 2]);
    });

  it('1.6.1.5 order in the window: the acting Methuselah, then the target of the directed action, then the others clockwise', () => {
    const di = def('Direct Intervention');
    let s = build({
      defs: [di],
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }], hand: ['Conditioning'] },
        { ready: [{ card: 'Sully', blood: 3 }], hand: ['Deflection'] },
        { ready: [{ card: 'Ashley', blood: 1, locked: true }], hand: ['Direct Intervention'] },
        { ready: [{ card: 'Meaghan', blood: 1, locked: true }], hand: ['Direct Intervention'] },
      ],
    });
    const defl = uid(s, 'Deflection');
    s = choose(s, `min:${uid(s, 'Andi Liu')}`);
    s = chooseP(s, 'bleed:');
    s = choose(s, 'decline'); // seat 1 does not block
    s = choose(s, 'pass'); // seat 0: no modifier yet
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.bleedReaction' });
    s = choose(
      s,
      ids(s).find((o) => o.startsWith(`redirect:${defl}:`) && o.endsWith(':3'))!,
    );
    // Deflection's window: its player (seat 1, the target) is skipped, then clockwise: seat 2, seat 3
    expect(dec(s)).toMatchObject({ seat: 2, kind: 'vtes.cancelCard' });
    s = choose(s, 'pass');
    expect(dec(s)).toMatchObject({ seat: 3, kind: 'vtes.cancelCard' });
    s = choose(s, 'pass');
    expect(s.act?.target).toBe(3);
    s = passUntil(s, (x) => dec(x).kind === 'vtes.actionModifier');
    s = choose(s, `mod:${uid(s, 'Conditioning')}:1`);
    // now the target (seat 3) is asked before seat 2
    expect(dec(s)).toMatchObject({ seat: 3, kind: 'vtes.cancelCard' });
    s = choose(s, 'pass');
    expect(dec(s)).toMatchObject({ seat: 2, kind: 'vtes.cancelCard' });
  });

  it('1.6.1.5 / vtes-pl:Określanie kolejności reactions to an undirected action: clockwise in es-2018; prey, predator, then the others in the current edition', () => {
    const order = (edition: 'es-2018' | 'vekn-current') => {
      let s = build({
        edition,
        defs: [def("Elder Michaelis's Hold")],
        seats: [
          { ready: [{ card: 'Andi Liu', blood: 4 }] },
          { ready: [{ card: 'Sully', blood: 3 }], hand: ["Elder Michaelis's Hold"] },
          { ready: [{ card: 'Ashley', blood: 3 }], hand: ["Elder Michaelis's Hold"] },
          { ready: [{ card: 'Meaghan', blood: 3 }], hand: ["Elder Michaelis's Hold"] },
        ],
      });
      s = choose(s, `min:${uid(s, 'Andi Liu')}`);
      s = chooseP(s, 'hunt');
      const reacting: SeatId[] = [];
      for (let i = 0; i < 40 && s.act; i++) {
        const d = dec(s);
        if (d.kind === 'vtes.reaction') reacting.push(d.seat);
        s = choose(
          s,
          ids(s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x))!,
        );
      }
      return reacting;
    };
    expect(order('es-2018')).toEqual([1, 2, 3]);
    expect(order('vekn-current')).toEqual([1, 3, 2]);
  });

  it('1.6.1.1 every card played opens the window: a second action modifier of the same action', () => {
    const di = def('Direct Intervention');
    let s = build({
      defs: [di],
      edition: 'es-2018',
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }], hand: ['Conditioning', 'Foreshadowing Destruction'] },
        { hand: ['Direct Intervention'] },
      ],
    });
    s = choose(s, `min:${uid(s, 'Andi Liu')}`);
    s = chooseP(s, 'bleed:');
    s = choose(s, `mod:${uid(s, 'Conditioning')}:1`);
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.cancelCard' });
    s = choose(s, 'pass');
    expect(dec(s)).toMatchObject({ seat: 0, kind: 'vtes.actionModifier' });
    s = choose(s, `mod:${uid(s, 'Foreshadowing Destruction')}:0`);
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.cancelCard', prompt: { params: { card: 'Foreshadowing Destruction' } } });
    s = choose(s, `cancel:${uid(s, 'Direct Intervention')}:0`);
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(30 - 1 - 4); // Direct Intervention, then bleed 1 + 3 (Foreshadowing cancelled)
  });

  it("1.6.3.6 / 1.6.1.1 a reaction played to cancel a card counts as that minion's play of it in the action: another minion may still play its copy", () => {
    const cancelTest = testReaction('t-cancel', 'Cancel Test', [
      { kind: 'reaction', conditions: [], window: { cancel: { what: ['modifier'] } }, effects: [] },
    ]);
    let s = build({
      defs: [cancelTest],
      edition: 'es-2018',
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }], hand: ['Conditioning', 'Foreshadowing Destruction'] },
        {
          ready: [
            { card: 'Ashley', blood: 2 },
            { card: 'Sully', blood: 2 },
          ],
          hand: ['Cancel Test', 'Cancel Test'],
        },
      ],
    });
    const [ashley, sully] = [uid(s, 'Ashley'), uid(s, 'Sully')];
    const [c1, c2] = s.seats[1].zones.hand;
    s = choose(s, `min:${uid(s, 'Andi Liu')}`);
    s = chooseP(s, 'bleed:');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.actionModifier');
    s = choose(s, `mod:${uid(s, 'Conditioning')}:1`);
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.cancelCard' });
    expect(ids(s)).toEqual([
      `cancelm:${c1}:0:${ashley}`,
      `cancelm:${c2}:0:${ashley}`,
      `cancelm:${c1}:0:${sully}`,
      `cancelm:${c2}:0:${sully}`,
      'pass',
    ]);
    s = choose(s, `cancelm:${c1}:0:${ashley}`);
    expect(s.cards[uid(s, 'Conditioning')].zone).toBe('ash');
    s = passUntil(s, (x) => dec(x).kind === 'vtes.actionModifier');
    s = choose(s, `mod:${uid(s, 'Foreshadowing Destruction')}:0`);
    // Ashley played Cancel Test in this action: only Sully may cancel with the other copy
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.cancelCard' });
    expect(ids(s)).toEqual([`cancelm:${c2}:0:${sully}`, 'pass']);
  });

  it('1.6.2.5 / 1.6.1.1 the trifle and the master card played with its extra action each open the window; a cancelled trifle still spends the master action', () => {
    const sr = def('Sudden Reversal');
    const start = () =>
      build({
        defs: [sr],
        phase: 'master',
        seats: [{ ready: [{ card: 'Ashley', blood: 1 }], hand: ['Life in the City', 'Blood Doll'] }, { hand: ['Sudden Reversal'] }],
      });
    let s = start();
    s = choose(s, `m:${uid(s, 'Life in the City', 0, 'hand')}`);
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.cancelCard' });
    s = choose(s, 'pass');
    s = chooseP(s, 't:'); // its vampire
    expect(ids(s).some((o) => o.startsWith('m:'))).toBe(true); // the trifle's extra master action
    s = choose(s, `m:${uid(s, 'Blood Doll', 0, 'hand')}`);
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.cancelCard', prompt: { params: { card: 'Blood Doll' } } });
    // cancelling the trifle: no extra action, and the master phase action is spent
    let t = start();
    t = choose(t, `m:${uid(t, 'Life in the City', 0, 'hand')}`);
    t = choose(t, `cancel:${uid(t, 'Sudden Reversal', 1)}:0`);
    expect(t.turnFlags.masterLeft).toBe(0);
    expect(ids(t).some((o) => o.startsWith('m:'))).toBe(false);
  });

  it('1.6.3.6 / 1.6.1.1 a reaction that cancels an action card as it is played, by a Methuselah who is not the target; only for an older vampire', () => {
    const denial = def("Denial of Aphrodite's Favor");
    let s = build({
      defs: [denial],
      seats: [
        { ready: [{ card: 'Naomi Stewart', blood: 4 }], hand: ['Intimidation'] },
        { ready: [{ card: 'Ashley', blood: 2 }] },
        { ready: [{ card: 'Madison', blood: 3 }], hand: ["Denial of Aphrodite's Favor"] },
        { ready: [{ card: 'Oshri Dahan', blood: 3 }], hand: ["Denial of Aphrodite's Favor"] },
      ],
    });
    const naomi = uid(s, 'Naomi Stewart');
    const card = uid(s, "Denial of Aphrodite's Favor", 2);
    const intim = uid(s, 'Intimidation');
    s = choose(s, `min:${naomi}`);
    const opt = ids(s).find((o) => o.startsWith('card:') && o.includes(intim))!;
    s = choose(s, opt);
    // seat 2's Madison (capacity 6) may cancel it; seat 3's Oshri Dahan (capacity 4) is not older than Naomi (5)
    expect(dec(s)).toMatchObject({ seat: 2, kind: 'vtes.cancelCard' });
    const mi = denial.modes.findIndex((m) => m.kind === 'reaction' && !!m.window?.cancel?.what.includes('action'));
    expect(ids(s)).toEqual([`cancelm:${card}:${mi}:${uid(s, 'Madison')}`, 'pass']);
    const seen: SeatId[] = [];
    s = choose(s, `cancelm:${card}:${mi}:${uid(s, 'Madison')}`);
    expect(s.cards[intim].zone).toBe('ash');
    expect(s.cards[card].zone).toBe('ash');
    // 1.6.1.1: a cancelled action card costs nothing and its minion does not lock: it may act again
    expect(s.cards[naomi].locked).toBe(false);
    expect(s.act).toBeNull();
    // the minion phase asks again (the cancelled card is not offered any more): Naomi may still act
    expect(ids(s)).toContain(`min:${naomi}`);
    s = choose(s, `min:${naomi}`);
    expect(ids(s)).toContain(`bleed:${naomi}`);
    expect(ids(s).some((o) => o.includes(intim))).toBe(false);
    void seen;
  });

  it('glossary "Despertarse": a locked vampire plays a wake effect, then Iron Heart, in the window of a Dominate modifier (both paid and logged)', () => {
    const ih = def('Iron Heart');
    // the superior level cancels action modifiers that require Dominate, with no cost paid
    expect(ih.modes.map((m) => [m.conditions, m.window])).toEqual([
      [
        [
          { r: 'disc', disc: 'pot', level: 1 },
          { r: 'disc', disc: 'pre', level: 1 },
        ],
        { cancel: { what: ['modifier'], disc: ['pre'], noCost: true } },
      ],
      [
        [
          { r: 'disc', disc: 'pot', level: 2 },
          { r: 'disc', disc: 'pre', level: 2 },
        ],
        { cancel: { what: ['modifier'], disc: ['dom'], noCost: true } },
      ],
    ]);
    let s = build({
      defs: [ih],
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }], hand: ['Conditioning'] },
        { ready: [{ card: 'Ashley', blood: 2, locked: true }] },
        { ready: [{ card: 'Octane', blood: 3, locked: true }], hand: ["Wake with Evening's Freshness", 'Iron Heart'] },
      ],
    });
    const andi = uid(s, 'Andi Liu');
    const octane = uid(s, 'Octane');
    const wake = uid(s, "Wake with Evening's Freshness");
    const card = uid(s, 'Iron Heart');
    s = choose(s, `min:${andi}`);
    s = chooseP(s, 'bleed:');
    s = choose(s, `mod:${uid(s, 'Conditioning')}:1`);
    expect(dec(s)).toMatchObject({ seat: 2, kind: 'vtes.cancelCard' });
    // the option names the wake card only (a chosen label is public; Iron Heart stays hidden until played)
    expect(ids(s)).toEqual([`wakecancel:${wake}:0:${octane}`, 'pass']);
    expect(JSON.stringify(dec(s).options[0].label)).not.toContain('Iron Heart');
    const w = apply(s, 2, `wakecancel:${wake}:0:${octane}`);
    expect(w.events.find((e) => e.type === 'vtes.reaction')?.params).toMatchObject({
      card: "Wake with Evening's Freshness",
      name: 'Octane',
    });
    s = w.state;
    // woken, Octane's Methuselah is asked again: Iron Heart superior cancels the Dominate modifier
    expect(s.act?.woken).toContain(octane);
    expect(dec(s)).toMatchObject({ seat: 2, kind: 'vtes.cancelCard' });
    expect(ids(s)).toEqual([`cancelm:${card}:1:${octane}`, 'pass']);
    const r = apply(s, 2, `cancelm:${card}:1:${octane}`);
    expect(r.events.filter((e) => e.type === 'vtes.play').map((e) => e.params?.name)).toEqual(['Iron Heart', 'Conditioning']);
    expect(r.events.some((e) => e.type === 'vtes.cancelled' && e.params?.card === 'Conditioning')).toBe(true);
    s = r.state;
    expect(s.cards[octane].blood).toBe(2); // Iron Heart's blood cost
    expect(s.cards[andi].blood).toBe(4); // Conditioning: no cost is paid
    expect(s.cards[wake].zone).toBe('ash');
    expect(s.cards[card].zone).toBe('ash');
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(29);
  });

  it('1.6.1.1 the wake card played in the window is itself a card played: cancelled by Direct Intervention, the reaction is not played', () => {
    const ih = def('Iron Heart');
    const di = def('Direct Intervention');
    let s = build({
      defs: [ih, di],
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }], hand: ['Conditioning'] },
        { ready: [{ card: 'Ashley', blood: 2, locked: true }], hand: ['Direct Intervention'] },
        { ready: [{ card: 'Octane', blood: 3, locked: true }], hand: ["Wake with Evening's Freshness", 'Iron Heart'] },
      ],
    });
    const octane = uid(s, 'Octane');
    const wake = uid(s, "Wake with Evening's Freshness");
    const card = uid(s, 'Iron Heart');
    s = choose(s, `min:${uid(s, 'Andi Liu')}`);
    s = chooseP(s, 'bleed:');
    s = choose(s, `mod:${uid(s, 'Conditioning')}:1`);
    // seat 1 passes on Conditioning (its Direct Intervention could cancel it); seat 2 wakes Octane to cancel it
    expect(dec(s).seat).toBe(1);
    s = choose(s, 'pass');
    s = choose(s, `wakecancel:${wake}:0:${octane}`);
    // the wake card is answered first: seat 1 cancels it with Direct Intervention
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.cancelCard', prompt: { params: { card: "Wake with Evening's Freshness" } } });
    s = choose(s, `cancel:${uid(s, 'Direct Intervention')}:0`);
    expect(s.cards[wake].zone).toBe('ash');
    expect(s.cards[card].zone).toBe('hand'); // never played
    expect(s.cards[octane].blood).toBe(3);
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(30 - 1 - 4); // Direct Intervention, then the bleed of 1 + 3
  });

  it('1.6.3.7 reflex: Blessed Blade cancels a grapple card played by the opposing minion in combat', () => {
    const bb = def('Blessed Blade');
    const adonai = def('Adonai');
    const mi = bb.modes.findIndex((m) => !!m.window?.cancel);
    expect(bb.modes[mi].window?.cancel).toEqual({ what: ['grapple'], reflex: true, opposing: true });
    let s = build({
      defs: [bb, adonai],
      seats: [
        { ready: [{ card: 'Octane', blood: 4 }], hand: ['Immortal Grapple'] },
        { ready: [{ card: 'Adonai', blood: 4 }], hand: ['Blessed Blade'] },
        {},
      ],
    });
    const ig = uid(s, 'Immortal Grapple');
    const bbu = uid(s, 'Blessed Blade');
    s = choose(s, `min:${uid(s, 'Octane')}`);
    s = chooseP(s, 'bleed:');
    s = choose(s, `block:${uid(s, 'Adonai')}`);
    s = passUntil(s, (x) => !!x.combat && ids(x).some((o) => o.startsWith(`card:${ig}`)));
    s = choose(
      s,
      ids(s).find((o) => o.startsWith(`card:${ig}`))!,
    );
    expect(dec(s)).toMatchObject({ seat: 1, kind: 'vtes.cancelCard' });
    expect(ids(s)).toEqual([`cancelm:${bbu}:${mi}:${uid(s, 'Adonai')}`, 'pass']);
    s = choose(s, `cancelm:${bbu}:${mi}:${uid(s, 'Adonai')}`);
    expect(s.cards[ig].zone).toBe('ash');
    expect(s.combat?.handOnly).toBe(false); // the grapple has no effect
  });
});

describe('V:TES the costs a cancelling minion card names (1.6.1.3)', () => {
  it('1.6.1.1 Disengage: the minion burns 1 blood to cancel a grapple card; Touch of Clarity basic locks its vampire, superior does not', () => {
    const dis = def('Disengage');
    let s = build({
      defs: [dis],
      seats: [
        { ready: [{ card: 'Octane', blood: 4 }], hand: ['Immortal Grapple'] },
        { ready: [{ card: 'Colette', blood: 3 }], hand: ['Disengage'] },
        {},
      ],
    });
    const ig = uid(s, 'Immortal Grapple');
    const colette = uid(s, 'Colette');
    s = choose(s, `min:${uid(s, 'Octane')}`);
    s = chooseP(s, 'bleed:');
    s = choose(s, `block:${colette}`);
    s = passUntil(s, (x) => !!x.combat && ids(x).some((o) => o.startsWith(`card:${ig}`)));
    s = choose(
      s,
      ids(s).find((o) => o.startsWith(`card:${ig}`))!,
    );
    const mi = dis.modes.findIndex((m) => !!m.window?.cancel);
    s = choose(s, `cancelm:${uid(s, 'Disengage')}:${mi}:${colette}`);
    expect(s.cards[ig].zone).toBe('ash');
    expect(s.cards[colette].blood).toBe(2);

    const toc = def('Touch of Clarity');
    const ac = def('Aleister Crowley');
    let t = build({
      defs: [toc, ac],
      seats: [
        { ready: [{ card: 'Andi Liu', blood: 4 }], hand: ['Conditioning'] },
        { ready: [{ card: 'Ashley', blood: 2, locked: true }] },
        { ready: [{ card: 'Aleister Crowley', blood: 5 }], hand: ['Touch of Clarity'] },
      ],
    });
    const al = uid(t, 'Aleister Crowley');
    const card = uid(t, 'Touch of Clarity');
    t = choose(t, `min:${uid(t, 'Andi Liu')}`);
    t = chooseP(t, 'bleed:');
    t = choose(t, `mod:${uid(t, 'Conditioning')}:1`);
    const modes = toc.modes
      .map((m, i) => [m, i] as const)
      .filter(([m]) => m.kind === 'reaction' && !!m.window?.cancel)
      .map(([, i]) => i);
    expect(ids(t)).toEqual([...modes.map((i) => `cancelm:${card}:${i}:${al}`), 'pass']);
    const basic = modes.find((i) => toc.modes[i].window?.cancel?.lockSelf)!;
    const sup = modes.find((i) => i !== basic)!;
    const u = choose(t, `cancelm:${card}:${basic}:${al}`);
    expect(u.cards[al].locked).toBe(true);
    expect(u.cards[al].blood).toBe(4); // its printed blood cost
    expect(u.cards[uid(u, 'Conditioning')].zone).toBe('ash');
    const v = choose(t, `cancelm:${card}:${sup}:${al}`);
    expect(v.cards[al].locked).toBe(false);
  });
});

describe('V:TES imported cards that cancel as played: detection from the card data', () => {
  it('1.6.3.7 / 1.6.1.1 reflexes, reactions, combat cards and modifiers that cancel get their own modes; unchecked conditions stay manual', () => {
    const cm = (n: string) => {
      const d = detail(n);
      return minionCancelModes(d.text, d.types, d.libraryDisciplines);
    };
    expect(cm('Death Seeker').modes.map((m) => [m.kind, m.conditions, m.window])).toEqual([
      ['combat', [], { cancel: { what: ['combat'], opposing: true, noCost: true } }],
    ]);
    expect(cm('Death Seeker').only).toBe(true);
    expect(cm('Invoking the Beast').modes[0].window?.cancel).toEqual({ what: ['frenzy'], reflex: true });
    expect(cm('Power of All').modes[0].window?.cancel).toEqual({ what: ['library'], anyTime: true, lockSelf: true });
    // "only usable by a blocking vampire", "during a political action": not checked by the engine, left to the players
    expect(cm('Pseudo-Blindness').modes).toEqual([]);
    expect(cm('Ophidian Gaze').modes).toEqual([]);
    // a card granting others a way to cancel it is not a cancelling card
    expect(cm("Crocodile's Tongue").modes).toEqual([]);
    expect(cardTraits(detail('Target Vitals').text)).toContain('aim');
    expect(cardTraits(detail('Frenzy').text)).toContain('frenzy');
    expect(cardTraits(detail('Disengage').text)).not.toContain('grapple');
  });
});
