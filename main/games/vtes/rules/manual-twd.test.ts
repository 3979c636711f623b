/**
 * Issue 34 §1, the TWD deck 10238 (Banu Haqim; read from ../shared/data/twd with the official card
 * data): its non-automated cards played by hand, inside the rules — Pentex(TM) Subversion put on a
 * ready minion with a "cannot block" marker the engine enforces, Villein played on a vampire (and not
 * offered with none in play), Haqim's Law in play and its discard done by hand, Hunger of Marduk
 * offered before range is determined and not after. The cards are defined as the play path defines
 * them (no reviewed entry: played by hand, with the reviewed hints of data/manual-hints.json).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail, manualDef } from '../data/catalog-def';
import { announce, build, choose, chooseP, dec, ids, passUntil, uid } from '../testing/testing';
import { statBonus, strengthOf } from '../core/queries';
import { vtesModule } from '../module';
import type { VtesState } from '../core/state';

const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
const byName = (n: string) => parsed.cards.find((c) => c.name === n && !c.advanced) as CardDetail;
// the definitions the play path gives these cards (catalog-def.ts): reviewed entries for the vampires,
// the catalog facts with their reviewed timing and target hints (manual-hints.ts) for the manual cards
// Haqim's Law: Retribution and Hunger of Marduk have full entries since (issue 29): these tests keep playing
// them by hand, from their facts and hints (the manual window is what they check)
const LAW = "Haqim's Law: Retribution";
const BY_HAND = new Set([LAW, 'Hunger of Marduk']);
const def = (n: string) => (BY_HAND.has(n) ? manualDef(byName(n)) : cardDefFromDetail(byName(n)));

/** The deck list of TWD 10238: its cards by name, as the file lists them ("4x Haqim's Law: Retribution"). */
function twdCards(): string[] {
  const text = readFileSync(sharedFile('twd/10238.txt'), 'utf8');
  return [...text.matchAll(/^\d+x\s+(.+?)(?:\s{2,}.*)?$/gm)].map((m) => m[1].trim());
}

const NAMES = ['Pentex(TM) Subversion', 'Villein', "Haqim's Law: Retribution", 'Hunger of Marduk', 'Kassandra Tassaki', 'Warmaksan'];
const DEFS = NAMES.map(def);

/** In an open manual window: a "+n <stat> until <until>" rule marker put on `u` by hand. */
function markByHand(s: VtesState, u: string, stat: string, n: number, until: string): VtesState {
  for (const id of ['op:mark', `c:${u}`, `mark:${stat}`, `amt:${n}`, `until:${until}`]) s = choose(s, id);
  return s;
}

function game(seats: Parameters<typeof build>[0]['seats'], phase: VtesState['phase'] = 'master'): VtesState {
  const s = build({ defs: DEFS, phase, seats });
  s.turnFlags.masterLeft = 1;
  return s;
}

describe('issue 34: the Banu Haqim deck (TWD 10238) played by hand', () => {
  it('the deck lists the four cards the issue names', () => {
    const cards = twdCards();
    for (const n of ['Pentex(TM) Subversion', 'Villein', "Haqim's Law: Retribution", 'Hunger of Marduk']) expect(cards).toContain(n);
  });

  it('1.6.2 / 6.2.2.1 Pentex(TM) Subversion goes on a ready minion; a "cannot block" marker kept while it is there stops that minion blocking', () => {
    let s = game([
      { ready: [{ card: 'Kassandra Tassaki', blood: 4 }], hand: ['Pentex(TM) Subversion'], pool: 10 },
      { ready: [{ card: 'Warmaksan', blood: 3 }] },
    ]);
    const pentex = uid(s, 'Pentex(TM) Subversion');
    const w = uid(s, 'Warmaksan');
    s = choose(s, `m:${pentex}`);
    // played on its target: any ready minion (the card names one)
    expect(dec(s).kind).toBe('vtes.masterTarget');
    s = choose(s, `t:${w}`);
    expect(s.cards[pentex]).toMatchObject({ zone: 'attached', host: w });
    expect(s.seats[0].pool).toBe(8); // its printed cost
    // "This minion cannot block." read from the card data: the marker, kept while Pentex is on Warmaksan
    expect(s.cards[w].marks).toEqual([{ k: 'cannotBlock', until: 'card', src: pentex }]);
    // its whole text is now data (issue 29: `full`), so no manual window opens after it
    expect(dec(s).kind).not.toBe('vtes.manual');
    // Kassandra bleeds: Warmaksan, ready and unlocked, is not offered as a blocker
    s = passUntil(s, (x) => x.phase === 'minion');
    s = announce(s, uid(s, 'Kassandra Tassaki'), 'bleed:');
    s = passUntil(s, (x) => x.act?.step === 'block' || x.act?.step === 'react' || !x.act, 5);
    expect(Object.values(s.act ? ids(s) : [])).not.toContain(`block:${w}`);
    expect(s.seats[1].pool).toBeLessThan(30); // the bleed went through unblocked
  });

  it('the marker ends with its card: Pentex(TM) Subversion burned, the minion may block again', () => {
    let s = game(
      [
        { ready: [{ card: 'Kassandra Tassaki', blood: 4 }], pool: 10 },
        { ready: [{ card: 'Warmaksan', blood: 3, attached: [{ card: 'Pentex(TM) Subversion' }] }] },
      ],
      'minion',
    );
    const w = uid(s, 'Warmaksan');
    const pentex = uid(s, 'Pentex(TM) Subversion');
    s.cards[w].marks = [{ k: 'cannotBlock', until: 'card', src: pentex }];
    s = announce(s, uid(s, 'Kassandra Tassaki'), 'bleed:');
    expect(dec(s).kind).not.toBe('vtes.block');
    let t = game(
      [
        { ready: [{ card: 'Kassandra Tassaki', blood: 4 }], pool: 10 },
        { ready: [{ card: 'Warmaksan', blood: 3 }], ash: ['Pentex(TM) Subversion'] },
      ],
      'minion',
    );
    t.cards[uid(t, 'Warmaksan')].marks = [{ k: 'cannotBlock', until: 'card', src: uid(t, 'Pentex(TM) Subversion') }];
    t = announce(t, uid(t, 'Kassandra Tassaki'), 'bleed:');
    expect(ids(t)).toContain(`block:${uid(t, 'Warmaksan')}`);
  });

  it('Villein needs a vampire to go on: not offered on turn 1 with no vampire in play, played on one when there is, 2 to 5 blood moved', () => {
    const empty = game([{ hand: ['Villein'], uncontrolled: [{ card: 'Kassandra Tassaki', blood: 2 }] }, {}]);
    expect(ids(empty)).not.toContain(`m:${uid(empty, 'Villein')}`);
    let s = game([
      { ready: [{ card: 'Kassandra Tassaki', blood: 5 }], hand: ['Villein'], pool: 10 },
      { ready: [{ card: 'Warmaksan', blood: 3 }] },
    ]);
    const v = uid(s, 'Villein');
    const k = uid(s, 'Kassandra Tassaki');
    s = choose(s, `m:${v}`);
    // a vampire you control: only Kassandra
    expect(ids(s)).toEqual([`t:${k}`]);
    s = choose(s, `t:${k}`);
    expect(s.cards[v]).toMatchObject({ zone: 'attached', host: k });
    // a trifle (1.6.2.5): one more master action this turn
    expect(s.turnFlags.masterLeft).toBe(1);
    // its reviewed entry moves 2 to 5 blood, as its player picks: 3 from Kassandra to the pool
    expect(ids(s)).toEqual(['k:5', 'k:4', 'k:3', 'k:2']);
    s = choose(s, 'k:3');
    expect(s.cards[k].blood).toBe(2);
    expect(s.seats[0].pool).toBe(13);
  });

  it("Haqim's Law goes into play; during a bleed its discard of a combat card is done by hand, with +1 bleed", () => {
    let s = game([
      { ready: [{ card: 'Kassandra Tassaki', blood: 4 }], hand: ["Haqim's Law: Retribution", 'Hunger of Marduk'], pool: 10 },
      { pool: 20 },
    ]);
    const law = uid(s, "Haqim's Law: Retribution");
    s = choose(s, `m:${law}`);
    expect(s.cards[law].zone).toBe('play');
    s = choose(s, 'done'); // its manual window: nothing to do yet
    s = passUntil(s, (x) => x.phase === 'minion');
    s = announce(s, uid(s, 'Kassandra Tassaki'), 'bleed:');
    // no blocker: the acting Methuselah may open the manual operations before the bleed resolves
    s = passUntil(s, (x) => ids(x).includes('manual'), 4);
    s = choose(s, 'manual');
    const hunger = uid(s, 'Hunger of Marduk');
    s = choose(s, 'op:discard');
    expect(dec(s).secret).toBe(true); // the hand card chosen is the chooser's
    s = choose(s, `c:${hunger}`);
    expect(s.cards[hunger].zone).toBe('ash');
    s = choose(s, 'ctx:bleedPlus');
    s = choose(s, 'done');
    s = passUntil(s, (x) => !x.act);
    expect(s.seats[1].pool).toBe(18); // bleed 1 + 1
  });

  it("1.4 the log says when a card's text is the players': Haqim's Law played, a line names it; a full card's play adds none", () => {
    const s = game([{ ready: [{ card: 'Kassandra Tassaki', blood: 4 }], hand: ["Haqim's Law: Retribution"], pool: 10 }, { pool: 20 }]);
    const law = uid(s, "Haqim's Law: Retribution");
    const d = dec(s);
    const r = vtesModule.apply(s, d.seat, `m:${law}`);
    const byHand = r.events.filter((e) => e.type === 'vtes.playedByHand');
    expect(byHand.map((e) => e.params?.name)).toEqual(["Haqim's Law: Retribution"]);
    expect(r.events.findIndex((e) => e.type === 'vtes.play')).toBeLessThan(r.events.indexOf(byHand[0]));
    // the same play with a reviewed, full definition: no such line
    let f = build({
      defs: DEFS.map((x) => (x.name === "Haqim's Law: Retribution" ? { ...x, automation: 'full' as const } : x)),
      phase: 'master',
      seats: [{ ready: [{ card: 'Kassandra Tassaki', blood: 4 }], hand: ["Haqim's Law: Retribution"], pool: 10 }, { pool: 20 }],
    });
    f.turnFlags.masterLeft = 1;
    const fr = vtesModule.apply(f, dec(f).seat, `m:${uid(f, "Haqim's Law: Retribution")}`);
    expect(fr.events.some((e) => e.type === 'vtes.play')).toBe(true);
    expect(fr.events.some((e) => e.type === 'vtes.playedByHand')).toBe(false);
    f = fr.state as VtesState;
    expect(f.cards[uid(f, "Haqim's Law: Retribution")].zone).toBe('play');
  });

  it('6.4.1 Hunger of Marduk ("only usable before range is determined") is offered before range, not at the strike', () => {
    let s = game(
      [{ ready: [{ card: 'Kassandra Tassaki', blood: 4 }], hand: ['Hunger of Marduk'] }, { ready: [{ card: 'Theo Bell', blood: 4 }] }],
      'minion',
    );
    expect(def('Hunger of Marduk').modes.every((m) => m.window?.combat === 'beforeRange')).toBe(true);
    const h = uid(s, 'Hunger of Marduk');
    s = announce(s, uid(s, 'Kassandra Tassaki'), 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => x.combat?.step === 'preRange' && ids(x).some((o) => o.startsWith(`card:${h}:`)), 8);
    expect(s.combat!.step).toBe('preRange');
    // not after range: pass the window and reach Kassandra's strike
    const t = passUntil(s, (x) => dec(x).kind === 'vtes.strike' && dec(x).seat === 0, 12);
    expect(t.combat!.step).not.toBe('preRange');
    expect(ids(t).some((o) => o.startsWith(`card:${h}:`))).toBe(false);
    expect(t.cards[h].zone).toBe('hand');
  });

  it("6.4.1 Hunger of Marduk played before range: its text is the players', so the manual operations open there; its steal of 1 blood done by hand", () => {
    let s = game(
      [{ ready: [{ card: 'Kassandra Tassaki', blood: 4 }], hand: ['Hunger of Marduk'] }, { ready: [{ card: 'Warmaksan', blood: 4 }] }],
      'minion',
    );
    const h = uid(s, 'Hunger of Marduk');
    const k = uid(s, 'Kassandra Tassaki');
    const w = uid(s, 'Warmaksan');
    s = announce(s, k, 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => x.combat?.step === 'preRange' && ids(x).some((o) => o.startsWith(`card:${h}:`)), 8);
    s = chooseP(s, `card:${h}:`);
    // played: out of the hand, with the combat until the round ends; the window of the manual operations is Kassandra's Methuselah's
    expect(s.cards[h].zone).not.toBe('hand');
    expect(s.combat!.played).toContain(h);
    expect(dec(s)).toMatchObject({ kind: 'vtes.manual', seat: 0 });
    s = choose(s, 'op:bloodAmount');
    s = choose(s, `c:${w}`);
    s = choose(s, 'amt:-1');
    s = choose(s, 'op:bloodAmount');
    s = choose(s, `c:${k}`);
    s = choose(s, 'amt:1');
    expect([s.cards[k].blood, s.cards[w].blood]).toEqual([5, 3]);
    s = choose(s, 'done');
    // the combat goes on where it was; at the end of the round the card is in the ash heap
    expect(s.combat).toBeTruthy();
    s = passUntil(s, (x) => x.cards[h].zone === 'ash', 12);
    expect(s.cards[h].zone).toBe('ash');
  });

  it("Kasim Bayar's own text (once each combat, discard a political action before range for +2 strength) is offered before range", () => {
    // done by hand until the eighth session; now his own ability of the window `beforeRange` (h-crypt-b)
    let s = build({
      defs: ['Kasim Bayar', 'Warmaksan', 'Parity Shift'].map(def),
      phase: 'minion',
      seats: [{ ready: [{ card: 'Kasim Bayar', blood: 6 }], hand: ['Parity Shift'] }, { ready: [{ card: 'Warmaksan', blood: 4 }] }],
    });
    s.turnFlags.masterLeft = 1;
    const kasim = uid(s, 'Kasim Bayar');
    const shift = uid(s, 'Parity Shift');
    expect(def('Kasim Bayar').automation).toBe('full');
    s = announce(s, kasim, 'bleed:');
    s = chooseP(s, 'block:');
    s = passUntil(s, (x) => x.combat?.step === 'preRange' && ids(x).some((o) => o.startsWith(`use:${kasim}:`)), 8);
    expect(dec(s)).toMatchObject({ kind: 'vtes.beforeRange', seat: 0 });
    const base = strengthOf(s, kasim);
    s = chooseP(s, `use:${kasim}:`);
    expect(s.cards[shift].zone).toBe('ash');
    expect(strengthOf(s, kasim)).toBe(base + 2);
    // once each combat: not offered again before this range is determined
    expect(s.combat?.step === 'preRange' ? ids(s).filter((o) => o.startsWith(`use:${kasim}:`)) : []).toEqual([]);
    s = passUntil(s, (x) => !x.combat, 20);
    expect(strengthOf(s, kasim)).toBe(base);
  });

  it('a stat marker counts in the one stat query: +2 stealth until the end of the turn, then gone', () => {
    // a card whose text is the players' (Haqim's Law) is in play, so the minion phase offers the
    // manual operations whatever the vampire's own automation
    let s = game([{ ready: [{ card: 'Kassandra Tassaki', blood: 4 }], play: ["Haqim's Law: Retribution"], hand: [] }, {}], 'minion');
    const k = uid(s, 'Kassandra Tassaki');
    s = choose(s, 'manual');
    s = markByHand(s, k, 'stealth', 2, 'turn');
    expect(statBonus(s, 'stealth', k)).toBe(2);
    s = choose(s, 'done');
    s = passUntil(s, (x) => x.turn === 11);
    expect(s.cards[k].marks).toBeUndefined();
    expect(statBonus(s, 'stealth', k)).toBe(0);
  });
});
