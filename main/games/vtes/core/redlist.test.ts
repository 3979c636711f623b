/**
 * Red List minions and trophies with official card data (vtes-es:11 "Lista roja", 1.6.2 item 3
 * "Trofeo", 5, 6.5.5 step 5; vtes-pl:Czerwona Lista, Karty mistrza, Diabolizm): marking a Red List
 * minion, the (D) enter-combat action against it, trophies searched or placed when a vampire burns
 * it in combat or by diablerie (before the blood hunt), trophies in play placed later.
 */
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import type { CardDetail } from '../../../cards/types';
import { getBot } from '../../../engine/bots';
import { findLeaks } from '../../../engine/testing/leaks';
import { RngCursor, seedRng } from '../../../engine/rng';
import { GameSession } from '../../../engine/session';
import type { GameEvent } from '../../../engine/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles } from '../../../testing/shared-data';
import { asReviewed } from '../draft/entry';
import { vtesModule } from '../module';
import { seatView } from '../view/seatview';
import { invariants } from './invariants';
import { apply } from '../rules/kernel';
import { applyDamageForTests } from '../testing/testing';
import { STARTER_DECKS } from '../data/starters';
import { preyOf, type Edition, type VtesState } from './state';
import { build, choose, dec, ids, passUntil, uid } from '../testing/testing';

const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
const byName = (n: string, adv = false) => parsed.cards.find((c) => c.name === n && !!c.advanced === adv) as CardDetail;
const def = (n: string) => asReviewed(byName(n));

const FIANNA = def('Lord Fianna'); // Red List, capacity 8
const JAYNE = def('Jayne Jonestown'); // Red List, capacity 2
const REVERED = def('Trophy: Revered');
const LIBRARY = def('Trophy: Library');
const DEFS = [FIANNA, JAYNE, REVERED, LIBRARY, def('Auspex')];

/** Card instances `seat` must not see: every library and crypt, the others' hands (unless open) and uncontrolled vampires. */
function hiddenFor(s: VtesState, seat: number): string[] {
  const open = new Set<number>();
  s.seats.forEach((st, i) => {
    if (st.zones.play.some((u) => s.cards[u].cid === '101627')) open.add(preyOf(s, i)); // Revelations
  });
  // a card that lets its player look at the target's hand to discard from it (Revelations' first mode)
  const pick = s.pick as { seat: number; kind: string; data?: { prey?: number } } | null | undefined;
  if (pick?.kind === 'discardFromPrey' && pick.seat === seat && pick.data?.prey !== undefined) open.add(pick.data.prey);
  return s.seats.flatMap((st, i) => [
    ...st.zones.library,
    ...st.zones.crypt,
    ...(i === seat ? [] : [...(open.has(i) ? [] : st.zones.hand), ...st.zones.uncontrolled]),
  ]);
}

/** Applies an option, checks the invariants, returns the state and the events. */
function step(s: VtesState, option: string): { s: VtesState; ev: GameEvent[] } {
  const d = dec(s);
  if (!d.options.some((o) => o.id === option)) throw new Error(`${option} not in ${ids(s).join(' ')}`);
  const r = apply(s, d.seat, option);
  expect(invariants(r.state)).toEqual([]);
  return { s: r.state, ev: r.events };
}

/** Seat 0 (acting) with Theo Bell; seat 1 with Lord Fianna; the mark already made this turn. */
function marked(edition: Edition, seat0: Parameters<typeof build>[0]['seats'][0] = {}, fiannaBlood = 3): VtesState {
  const s = build({
    edition,
    defs: DEFS,
    seats: [{ ready: [{ card: 'Theo Bell', blood: 4 }], ...seat0 }, { ready: [{ card: 'Lord Fianna', blood: fiannaBlood }] }],
  });
  s.turnFlags.redMarks = [uid(s, 'Lord Fianna')];
  return s;
}

describe('V:TES Red List and trophies (official card data)', () => {
  it('11 imported crypt cards marked Red List get the flag, trophy master cards the trophy flag (placement only, effects manual)', () => {
    const red = parsed.cards
      .filter((c) => c.kind === 'crypt' && asReviewed(c).redList)
      .map((c) => `${c.name}${c.advanced ? ' (adv)' : ''}`);
    expect(red).toContain('Lord Fianna');
    expect(red).toContain('Kemintiri (adv)');
    expect(red).toContain('Jayne Jonestown');
    // "in combat with a Red List minion" is not the keyword
    expect(red).not.toContain('Echo');
    expect(red).toHaveLength(22);
    const trophies = parsed.cards.filter((c) => c.kind === 'library' && asReviewed(c).trophy).map((c) => c.name);
    expect(trophies).toHaveLength(13);
    expect(trophies.every((n) => n.startsWith('Trophy: '))).toBe(true);
    expect(REVERED.modes[0].kind).toBe('master');
    expect(REVERED.modes[0].effects.map((e) => e.e)).toEqual(['inPlay', 'manual']);
    expect(REVERED.automation).not.toBe('full'); // placed by the rules, its effects the players'
    expect(asReviewed(byName('Theo Bell')).redList).toBeUndefined();
  });

  it('1.6.1.3 "Red List" / "non-Red List" card requirements from the card data: only such a minion may play the card', () => {
    expect(def('Rebirth').reqs).toContainEqual({ r: 'trait', trait: 'redList' });
    const pe = def('Public Enemy');
    expect(pe.reqs).toContainEqual({ r: 'trait', trait: 'redList', not: true });
    let s = build({
      defs: [...DEFS, pe],
      seats: [
        {
          ready: [
            { card: 'Lord Fianna', blood: 3 },
            { card: 'Ashley', blood: 3 },
          ],
          hand: ['Public Enemy'],
        },
        {},
      ],
    });
    const card = uid(s, 'Public Enemy');
    const t = choose(s, `min:${uid(s, 'Lord Fianna')}`);
    expect(ids(t).some((o) => o.includes(card))).toBe(false);
    s = choose(s, `min:${uid(s, 'Ashley')}`);
    expect(ids(s).some((o) => o.startsWith(`card:${uid(s, 'Ashley')}:${card}:`))).toBe(true);
  });

  it('11 the Red List action is directed: a slave takes it only while its controller has a ready vampire of its clan', () => {
    const luma = def('Luma, Stone Beauty'); // Tremere slave
    const s = build({
      defs: [...DEFS, luma],
      seats: [{ ready: [{ card: 'Luma, Stone Beauty', blood: 2 }] }, { ready: [{ card: 'Lord Fianna', blood: 3 }] }],
    });
    s.turnFlags.redMarks = [uid(s, 'Lord Fianna')];
    const l = uid(s, 'Luma, Stone Beauty');
    expect(ids(choose(s, `min:${l}`)).some((o) => o.startsWith('red:'))).toBe(false);
  });

  for (const edition of ['es-2018', 'vekn-current'] as const) {
    describe(edition, () => {
      it('5 / 11 a master phase action marks a ready Red List minion of any Methuselah for the current turn', () => {
        let s = build({
          edition,
          defs: DEFS,
          phase: 'master',
          seats: [{ ready: [{ card: 'Theo Bell', blood: 4 }] }, { ready: [{ card: 'Lord Fianna', blood: 3 }] }],
        });
        const f = uid(s, 'Lord Fianna');
        s.turnFlags.masterLeft = 2;
        expect(dec(s).kind).toBe('vtes.master');
        expect(ids(s)).toContain(`red:${f}`);
        const r = step(s, `red:${f}`);
        s = r.s;
        expect(r.ev.find((e) => e.type === 'vtes.redListMark')?.params).toMatchObject({ seat: 0, name: 'Lord Fianna' });
        // one master action spent; the same minion is not offered twice this turn
        expect(s.turnFlags.masterLeft).toBe(1);
        expect(ids(s)).not.toContain(`red:${f}`);
        // the mark is public in every view
        const card = seatView(s, 1).seats[1].ready[0];
        expect(card).toMatchObject({ redList: true, redListMarked: true });
        expect(seatView(s, 0).seats[0].ready[0].redList).toBeUndefined();
        // the mark lasts for the current turn only
        s = passUntil(s, (x) => x.active === 1);
        expect(seatView(s, 1).seats[1].ready[0].redListMarked).toBeUndefined();
      });

      it('11 the Red List action: (D), +1 stealth, 1 blood paid on success, then combat; once per vampire per turn', () => {
        let s = marked(edition);
        const theo = uid(s, 'Theo Bell');
        const f = uid(s, 'Lord Fianna');
        s = choose(s, `min:${theo}`);
        expect(ids(s)).toContain(`red:${theo}:${f}`);
        s = choose(s, `red:${theo}:${f}`);
        expect(s.act).toMatchObject({ kind: 'combat', stealth: 1, target: 1, targetCard: f, redList: true });
        // directed: only the target's Methuselah may block; Lord Fianna declines
        expect(dec(s)).toMatchObject({ kind: 'vtes.block', seat: 1 });
        const r = step(s, 'decline');
        s = r.s;
        expect(r.ev.find((e) => e.type === 'vtes.redListPay')?.params).toMatchObject({ blood: 1 });
        expect(s.cards[theo].blood).toBe(3);
        expect(s.combat).toMatchObject({ a: theo, b: f });
        s = passUntil(s, (x) => !x.combat && !x.act);
        // unlocked again (as by a card), Theo may not take the Red List action a second time this turn
        s.cards[theo].locked = false;
        expect(s.cards[f].zone).toBe('ready');
        expect(dec(s).kind).toBe('vtes.minion');
        s = choose(s, `min:${theo}`);
        expect(ids(s)).toContain(`hunt:${theo}`);
        expect(ids(s).some((o) => o.startsWith('red:'))).toBe(false);
      });

      it('11 the Red List action needs 1 blood and a marked ready minion of another Methuselah', () => {
        let s = marked(edition, {
          ready: [
            { card: 'Theo Bell', blood: 0 },
            { card: 'Ashley', blood: 2 },
          ],
        });
        const ash = uid(s, 'Ashley');
        // Theo has no blood (he must hunt first); Ashley may act
        s = choose(s, `hunt:${uid(s, 'Theo Bell')}`);
        s = passUntil(s, (x) => !x.act);
        s = choose(s, `min:${ash}`);
        expect(ids(s)).toContain(`red:${ash}:${uid(s, 'Lord Fianna')}`);
        // without a mark there is no such action
        const t = marked(edition, { ready: [{ card: 'Ashley', blood: 2 }] });
        t.turnFlags.redMarks = [];
        expect(ids(choose(t, `min:${uid(t, 'Ashley')}`)).some((o) => o.startsWith('red:'))).toBe(false);
      });

      it('11 the Red List action blocked: no blood paid, combat with the blocker', () => {
        let s = build({
          edition,
          defs: DEFS,
          seats: [
            { ready: [{ card: 'Theo Bell', blood: 4 }] },
            {
              ready: [
                { card: 'Lord Fianna', blood: 3 },
                { card: 'Dowager, The', blood: 3 },
              ],
            },
          ],
        });
        s.turnFlags.redMarks = [uid(s, 'Lord Fianna')];
        const theo = uid(s, 'Theo Bell');
        const dow = uid(s, 'Dowager, The');
        s = choose(s, `min:${theo}`);
        s = choose(s, `red:${theo}:${uid(s, 'Lord Fianna')}`);
        s = choose(s, `block:${dow}`);
        s = passUntil(s, (x) => !!x.combat);
        expect(s.act?.outcome).toBe('blocked');
        expect(s.combat).toMatchObject({ a: theo, b: dow });
        expect(s.cards[theo].blood).toBe(4);
      });

      it('11 a vampire burning a Red List minion in combat: its controller searches one trophy (library, ash heap, hand); the library is shuffled', () => {
        let s = marked(
          edition,
          { library: ['Blood Doll', 'Trophy: Revered', 'Trophy: Revered', 'Trophy: Library', 'Blood Doll'], ash: ['Trophy: Library'] },
          0,
        );
        const theo = uid(s, 'Theo Bell');
        const f = uid(s, 'Lord Fianna');
        s = choose(s, `min:${theo}`);
        s = choose(s, `red:${theo}:${f}`);
        s = choose(s, 'decline');
        expect(s.combat).not.toBeNull();
        // aggravated damage burns the wounded Lord Fianna (no blood left)
        s = applyDamageForTests(s, f, 0, 2);
        expect(s.cards[f].zone).toBe('ash');
        expect(dec(s)).toMatchObject({ kind: 'vtes.trophySearch', seat: 0 });
        // library cards are offered by card id, one option per card; the ash heap by instance
        const lib = s.seats[0].zones.library;
        expect(ids(s)).toEqual([`lib:${REVERED.id}`, `lib:${LIBRARY.id}`, `t:${uid(s, 'Trophy: Library', 0, 'ash')}`, 'none']);
        expect(JSON.stringify(dec(s))).not.toMatch(new RegExp(lib.map((u) => `"${u}"`).join('|')));
        const r = step(s, `lib:${REVERED.id}`);
        s = r.s;
        const taken = s.cards[theo].attached.find((x) => s.cards[x].cid === REVERED.id)!;
        expect(s.cards[taken]).toMatchObject({ zone: 'attached', host: theo, controller: 0 });
        expect(s.seats[0].zones.library).toHaveLength(4);
        const t = r.ev.find((e) => e.type === 'vtes.trophyTaken')!;
        expect(t.params).toMatchObject({ name: 'Theo Bell', card: 'Trophy: Revered', zone: { key: 'log-vtes:zone.library' } });
        expect(t.visibleTo).toBeUndefined();
        expect(t.reveals).toBe(true);
        expect(r.ev.some((e) => e.type === 'vtes.shuffle')).toBe(true);
        // its effect is manual: the manual window opens for Theo's Methuselah
        expect(dec(s)).toMatchObject({ kind: 'vtes.manual', seat: 0 });
        expect(seatView(s, 1).seats[0].ready[0].trophies).toBe(1);
      });

      it('11 a trophy taken from hand is replaced (draw up to the hand size)', () => {
        let s = marked(
          edition,
          { hand: ['Trophy: Library', 'Blood Doll', 'Blood Doll', 'Blood Doll', 'Blood Doll', 'Blood Doll', 'Blood Doll'] },
          0,
        );
        const theo = uid(s, 'Theo Bell');
        const f = uid(s, 'Lord Fianna');
        s = choose(s, `min:${theo}`);
        s = choose(s, `red:${theo}:${f}`);
        s = choose(s, 'decline');
        s = applyDamageForTests(s, f, 0, 2);
        const h = uid(s, 'Trophy: Library', 0, 'hand');
        s = choose(s, `t:${h}`);
        expect(s.cards[h].host).toBe(theo);
        expect(s.seats[0].zones.hand).toHaveLength(7);
      });

      it('1.6.2 item 3 a trophy played with a master action stays in play unattached (no effect); placed when a vampire burns a Red List minion, then it cannot move', () => {
        let s = build({
          edition,
          defs: DEFS,
          phase: 'master',
          seats: [
            {
              ready: [
                { card: 'Theo Bell', blood: 4 },
                { card: 'Ashley', blood: 3 },
              ],
              hand: ['Trophy: Revered'],
            },
            {
              ready: [
                { card: 'Lord Fianna', blood: 0 },
                { card: 'Jayne Jonestown', blood: 0 },
              ],
            },
            { play: ['Trophy: Library'] },
          ],
        });
        const tr = uid(s, 'Trophy: Revered');
        s = choose(s, `m:${tr}`);
        expect(s.cards[tr].zone).toBe('play');
        // no manual window: a trophy has no effect until it is placed
        expect(dec(s).kind).not.toBe('vtes.manual');
        expect(seatView(s, 1).seats[0].play[0]).toMatchObject({ trophy: true });
        s = passUntil(s, (x) => x.phase === 'minion');
        const theo = uid(s, 'Theo Bell');
        const f = uid(s, 'Lord Fianna');
        s.turnFlags.redMarks = [f, uid(s, 'Jayne Jonestown')];
        s = choose(s, `min:${theo}`);
        s = choose(s, `red:${theo}:${f}`);
        s = choose(s, 'decline');
        s = applyDamageForTests(s, f, 0, 2);
        // nothing to search: the trophies in play, from Theo's Methuselah clockwise
        expect(dec(s)).toMatchObject({ kind: 'vtes.trophyPlace', seat: 0 });
        expect(ids(s)).toEqual([`t:${tr}`, 'done']);
        const r = step(s, `t:${tr}`);
        s = r.s;
        expect(r.ev.find((e) => e.type === 'vtes.trophyPlaced')?.params).toMatchObject({
          seat: 0,
          name: 'Theo Bell',
          card: 'Trophy: Revered',
        });
        expect(s.cards[tr]).toMatchObject({ zone: 'attached', host: theo });
        // seat 2 controls a trophy in play too and may give it to Theo
        expect(dec(s)).toMatchObject({ kind: 'vtes.trophyPlace', seat: 2 });
        const lib = uid(s, 'Trophy: Library');
        s = choose(s, `t:${lib}`);
        expect(s.cards[lib]).toMatchObject({ host: theo, controller: 0 });
        expect(dec(s)).toMatchObject({ kind: 'vtes.manual', seat: 0 });
        s = passUntil(s, (x) => !x.combat && !x.act && x.manualSeat === null);
        // Ashley burns another Red List minion: the trophies on Theo are not offered again
        const ash = uid(s, 'Ashley');
        const j = uid(s, 'Jayne Jonestown');
        s = choose(s, `min:${ash}`);
        s = choose(s, `red:${ash}:${j}`);
        s = choose(s, 'decline');
        s = applyDamageForTests(s, j, 0, 2);
        expect(s.cards[j].zone).toBe('ash');
        expect(['vtes.trophyPlace', 'vtes.trophySearch']).not.toContain(dec(s).kind);
        expect(s.cards[tr].host).toBe(theo);
      });

      it('6.5.5 step 5 diablerie of a Red List vampire: trophies come before the blood hunt referendum', () => {
        let s = build({
          edition,
          defs: DEFS,
          seats: [
            { ready: [{ card: 'Ashley', blood: 2 }], library: ['Blood Doll', 'Trophy: Revered', 'Blood Doll'] },
            { torpor: [{ card: 'Jayne Jonestown', blood: 2 }] },
          ],
        });
        const a = uid(s, 'Ashley');
        s = choose(s, `min:${a}`);
        const r = step(s, `diab:${a}:${uid(s, 'Jayne Jonestown')}`);
        s = r.s;
        expect(r.ev.map((e) => e.type)).toEqual(expect.arrayContaining(['vtes.diablerie', 'vtes.redListBurned']));
        expect(dec(s)).toMatchObject({ kind: 'vtes.trophySearch', seat: 0 });
        expect(s.ref).toBeNull();
        expect(s.huntPending).toBe(a);
        const r2 = step(s, `lib:${REVERED.id}`);
        s = r2.s;
        expect(s.cards[uid(s, 'Trophy: Revered')].host).toBe(a);
        expect(r2.ev.map((e) => e.type)).toContain('vtes.trophyTaken');
        // the blood hunt has not been called yet: the manual window for the trophy's effect comes first
        expect(r2.ev.map((e) => e.type)).not.toContain('vtes.bloodHunt');
        expect(s.huntPending).toBe(a);
        expect(dec(s)).toMatchObject({ kind: 'vtes.manual', seat: 0 });
        // then the referendum on the diablerist (nobody has votes here: it fails at once)
        const r3 = step(s, 'done');
        expect(r3.ev.find((e) => e.type === 'vtes.bloodHunt')?.params).toMatchObject({ name: 'Ashley' });
        expect(r3.s.huntPending).toBeNull();
      });

      it("vtes-pl Czerwona Lista, vtes-es 1.6.2 item 3: diablerie of one's own Red List vampire (not a directed action) gives no trophy", () => {
        let s = build({
          edition,
          defs: DEFS,
          seats: [
            { ready: [{ card: 'Ashley', blood: 2 }], torpor: [{ card: 'Jayne Jonestown', blood: 2 }], library: ['Trophy: Revered'] },
            {},
          ],
        });
        const a = uid(s, 'Ashley');
        s = choose(s, `min:${a}`);
        const r0 = step(s, `diab:${a}:${uid(s, 'Jayne Jonestown')}`);
        s = r0.s;
        const evs: string[] = r0.ev.map((e) => e.type);
        for (let i = 0; i < 20 && s.act && dec(s).kind !== 'vtes.trophySearch'; i++) {
          const r = step(
            s,
            ids(s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x))!,
          );
          evs.push(...r.ev.map((e) => e.type));
          s = r.s;
        }
        expect(s.cards[uid(s, 'Jayne Jonestown')].zone).toBe('ash');
        expect(evs).toContain('vtes.diablerie');
        expect(evs).not.toContain('vtes.redListBurned');
        expect(dec(s).kind).not.toBe('vtes.trophySearch');
      });

      it('6.5.5 steps 4 and 5: an older Red List victim gives a Discipline card first, then a trophy', () => {
        let s = build({
          edition,
          defs: DEFS,
          seats: [
            { ready: [{ card: 'Ashley', blood: 2 }], library: ['Auspex', 'Trophy: Revered', 'Blood Doll'] },
            { torpor: [{ card: 'Lord Fianna', blood: 1 }] },
          ],
        });
        const a = uid(s, 'Ashley');
        s = choose(s, `min:${a}`);
        s = choose(s, `diab:${a}:${uid(s, 'Lord Fianna')}`);
        expect(dec(s).kind).toBe('vtes.diablerieDiscipline');
        s = choose(s, `lib:${DEFS[4].id}`);
        expect(s.cards[a].capBonus).toBe(1);
        expect(dec(s).kind).toBe('vtes.trophySearch');
        expect(s.huntPending).toBe(a);
        const r = step(s, 'none');
        expect(r.s.cards[a].attached).toHaveLength(1);
        expect(r.ev.find((e) => e.type === 'vtes.bloodHunt')?.params).toMatchObject({ name: 'Ashley' });
      });
    });
  }

  it('bots never get stuck: heuristic and random bots with Red List vampires and trophies in the decks', () => {
    const cards = [FIANNA, JAYNE, def('Qawiyya el-Ghaduba'), REVERED, LIBRARY, def('Trophy: Wealth')];
    const red = [FIANNA.id, JAYNE.id, cards[2].id];
    const trophies = [REVERED.id, LIBRARY.id, cards[5].id];
    let marks = 0;
    let fights = 0;
    for (let g = 0; g < 4; g++) {
      const decks = (['brujah', 'malkavian', 'nosferatu', 'ventrue'] as const).slice(0, 3 + (g % 2)).map((st) => {
        const d = STARTER_DECKS[st];
        return {
          name: st,
          crypt: [...d.crypt.map(([id, count]) => ({ id, count })), ...red.map((id) => ({ id, count: 2 }))],
          library: [...d.library.map(([id, count]) => ({ id, count })), ...trophies.map((id) => ({ id, count: 2 }))],
        };
      });
      const players = decks.length;
      const seats = Array.from({ length: players }, (_, i) => ({
        name: `P${i + 1}`,
        kind: 'bot' as const,
        bot: (i + g) % 2 ? 'random' : 'heuristic',
      }));
      const seed = `vtes-red-${g}`;
      const session = GameSession.create(
        vtesModule,
        { edition: g % 2 ? 'es-2018' : 'vekn-current', decks, cards, maxTurns: 40, deckCheck: false },
        seats,
        seed,
      );
      const rng = new RngCursor(seedRng(`${seed}/drive`));
      for (let i = 0; !session.isOver(); i++) {
        if (i > 30000) throw new Error(`${seed}: no end`);
        const d = session.decisions()[0];
        if (!d || !d.options.length) throw new Error(`${seed} step ${i}: empty decision`);
        const option = getBot(vtesModule, seats[d.seat].bot)!.choose(vtesModule.view(session.state, d.seat), d, rng);
        session.choose(d.seat, option);
        const bad = invariants(session.state as VtesState);
        if (bad.length) throw new Error(`${seed} step ${i}: ${bad.join('; ')}`);
        // the deciding seat's view and decision, and the log, never show hidden cards
        if (i % 7 === 0 || d.kind.startsWith('vtes.trophy')) {
          const st = session.state as VtesState;
          const leaks = findLeaks([vtesModule.view(st, d.seat), session.decisionFor(d.seat)], hiddenFor(st, d.seat));
          if (leaks.length) throw new Error(`${seed} step ${i}: seat ${d.seat} sees ${leaks.join(',')}`);
        }
      }
      // a card moved by hand from where everyone saw it (in play, an ash heap) into a hand or a library
      // was named in the log before it went: it stays known (issue 34, manual-apply.ts)
      const known = new Set(session.events.filter((e) => e.type === 'vtes.manualAs.move').map((e) => e.params?.uid));
      for (let seat = 0; seat < players; seat++) {
        // a card this Methuselah drew was named to it then (`vtes.drawSelf`): back in its library later, it is no leak
        const drawn = new Set(
          session.events.filter((e) => e.type === 'vtes.drawSelf' && e.params?.seat === seat).map((e) => e.params?.uid),
        );
        const hidden = hiddenFor(session.state as VtesState, seat).filter((u) => !known.has(u) && !drawn.has(u));
        const leaks = findLeaks(session.logFor(seat), hidden);
        if (leaks.length) throw new Error(`${seed}: seat ${seat}'s log shows ${leaks.join(',')}`);
      }
      marks += session.events.filter((e) => e.type === 'vtes.redListMark').length;
      fights += session.events.filter((e) => e.type === 'vtes.redListPay').length;
    }
    expect(marks).toBeGreaterThan(0);
    expect(fights).toBeGreaterThan(0);
  }, 120_000);

  it('bots answer the trophy decisions and move on (search, then trophies in play of two Methuselahs)', () => {
    for (const bot of ['heuristic', 'random']) {
      let s = build({
        defs: DEFS,
        seats: [
          { ready: [{ card: 'Theo Bell', blood: 4 }], library: ['Trophy: Library', 'Blood Doll', 'Blood Doll'], play: ['Trophy: Revered'] },
          { ready: [{ card: 'Lord Fianna', blood: 0 }] },
          { play: ['Trophy: Revered'] },
        ],
      });
      const theo = uid(s, 'Theo Bell');
      const f = uid(s, 'Lord Fianna');
      s.turnFlags.redMarks = [f];
      s = choose(s, `min:${theo}`);
      s = choose(s, `red:${theo}:${f}`);
      s = choose(s, 'decline');
      s = applyDamageForTests(s, f, 0, 2);
      const rng = new RngCursor(seedRng(`red-bot-${bot}`));
      const asked: string[] = [];
      for (let i = 0; i < 10 && dec(s).kind.startsWith('vtes.trophy'); i++) {
        const d = dec(s);
        asked.push(`${d.kind}@${d.seat}`);
        // apply never changes the state it was given (library, ash heap and hand records are shared)
        const before = JSON.stringify(s);
        const next = choose(s, getBot(vtesModule, bot)!.choose(seatView(s, d.seat), d, rng));
        expect(JSON.stringify(s)).toBe(before);
        s = next;
      }
      expect(dec(s).kind.startsWith('vtes.trophy')).toBe(false);
      expect(asked[0]).toBe('vtes.trophySearch@0');
      expect(asked).toContain('vtes.trophyPlace@2');
      if (bot === 'heuristic') {
        // the heuristic bot takes a trophy and puts its own trophy in play on its vampire, not on another's
        expect(s.cards[uid(s, 'Trophy: Library')].host).toBe(theo);
        expect(s.cards[uid(s, 'Trophy: Revered', 0)].host).toBe(theo);
        expect(s.cards[uid(s, 'Trophy: Revered', 2)].zone).toBe('play');
      }
    }
  });
});
