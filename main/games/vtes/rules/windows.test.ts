/**
 * Issue 27 item 5: the windows, events, offers and restrictions written as shared records, each played
 * with a real card (its reviewed entry of the data files, joined with the official catalog):
 * - "cannot be blocked by" (vtes-es 6.2.2.1 "Intentar bloquear"; vtes-pl "Kto może próbować
 *   zablokować"): a `notBlockedBy` Selector kept on the action and read at each block offer
 *   (Visions of Gehenna).
 * - the influence and discard phases' windows (vtes-es 7 "Fase de influencia", 8 "Fase de descarte";
 *   vtes-pl "Faza wpływów", "Faza odrzucania"): abilities of window `influence` / `discard`
 *   (Ecoterrorists, Metro Underground; vampires' own: Nikolaus Vermeulen, Emily Carson, paying with
 *   the Edge, which goes back to the centre: vtes-es 2.2).
 * - trigger events (test cards: no real card is written on them yet): the card entering play (1.6.2),
 *   the end of a combat (6.4), the end of the turn (3).
 * - cost modifiers (vtes-es 1.6.1.3 "Pagar el coste"): `costMod` of the cards in play of the paying
 *   Methuselah (Therbold Realty: locations cost 1 less).
 */
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles } from '../../../testing/shared-data';
import { cardDefFromDetail } from '../data/catalog-def';
import type { CardDef } from '../schema/effects';
import type { Trigger } from '../schema/records';
import { testVampire } from '../testing/test-vampire';
import { TEST_LOCATION } from '../testing/families-windows';
import { announce, build, choose, dec, ids, passUntil, uid } from '../testing/testing';

const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
/** A card as the set-up plays it: its reviewed entry joined with the catalog (full only); `id` for a name printed on several cards. */
const real = (name: string, id?: string): CardDef => {
  const d = cardDefFromDetail(parsed.cards.find((c) => c.name === name && (!id || c.id === id)) as CardDetail);
  expect(d.automation, name).toBe('full');
  return d;
};

describe('cannot be blocked by (vtes-es 6.2.2.1; a Selector read at each block offer)', () => {
  const visions = real('Visions of Gehenna');
  const seer = testVampire('Test Seer', { pre: 2 }, [], 'Ravnos');
  /** The (Ravnos: a clan card) seer of seat 0 bleeds seat 1, who has an ally (47th Street Royals) and a vampire (Alexa Draper). */
  function bleeding(card: CardDef) {
    let s = build({
      seats: [
        { ready: [{ card: seer.name, blood: 4 }], hand: [card.name] },
        { ready: [{ card: '47th Street Royals', blood: 3 }, 'Alexa Draper'] },
      ],
      defs: [card, seer],
    });
    const a = uid(s, seer.name);
    s = announce(s, a, `bleed:${a}`);
    return { s, ally: uid(s, '47th Street Royals', 1), alexa: uid(s, 'Alexa Draper', 1), card: uid(s, card.name, 0, 'hand') };
  }

  it('Visions of Gehenna [pre]: as the action is announced, allies cannot block it; the vampire still may', () => {
    const { s, ally, alexa, card } = bleeding(visions);
    expect(s.act?.step).toBe('preBlock');
    const t = passUntil(choose(s, `mod:${card}:0`), (x) => x.act?.step !== 'preBlock');
    expect(t.act?.notBlockedBy?.length).toBe(1);
    expect(ids(t)).toContain(`block:${alexa}`);
    expect(ids(t)).not.toContain(`block:${ally}`);
  });

  it('without its effect (the card stripped) the ally may block, and the card is not offered as announced', () => {
    const bare: CardDef = { ...visions, modes: visions.modes.map((m) => ({ ...m, effects: [] })) };
    const { s, ally } = bleeding(bare);
    const t = passUntil(s, (x) => x.act?.step !== 'preBlock');
    expect(ids(t)).toContain(`block:${ally}`);
  });

  it('Visions of Gehenna [PRE]: +2 bleed (limited) and no ally blocks; the bleed costs the prey 3 pool', () => {
    const { s, ally, alexa, card } = bleeding(visions);
    let t = passUntil(choose(s, `mod:${card}:1`), (x) => x.act?.step !== 'preBlock');
    expect(ids(t)).not.toContain(`block:${ally}`);
    expect(ids(t)).toContain(`block:${alexa}`);
    t = passUntil(t, (x) => !x.act);
    expect(t.seats[1].pool).toBe(s.seats[1].pool - 3);
  });
});

describe('windows of the influence and discard phases (vtes-es 7, 8)', () => {
  const eco = real('Ecoterrorists');
  const metro = real('Metro Underground');
  const gangrel = testVampire('Test Gangrel', {}, [], 'Gangrel');
  const brujah = testVampire('Test Brujah', {}, [], 'Brujah');
  const uses = (s: ReturnType<typeof build>) => ids(s).filter((x) => x.startsWith('use:'));

  it("7: Ecoterrorists is used in its controller's influence phase: lock it, 1 blood on a Gangrel of the uncontrolled region", () => {
    let s = build({
      phase: 'influence',
      seats: [
        {
          play: [eco.name],
          uncontrolled: [
            { card: brujah.name, blood: 0 },
            { card: gangrel.name, blood: 0 },
          ],
        },
        {},
      ],
      defs: [eco, gangrel, brujah],
    });
    const card = uid(s, eco.name, 0, 'play');
    const g = uid(s, gangrel.name, 0, 'uncontrolled');
    expect(uses(s)).toEqual([`use:${card}:0`]);
    s = choose(s, `use:${card}:0`);
    // the vampire is picked: only the Gangrel is offered
    expect(dec(s).options.map((o) => o.id)).toEqual([`t:${g}`]);
    s = choose(s, `t:${g}`);
    expect(s.cards[g].blood).toBe(1);
    expect(s.cards[card].locked).toBe(true);
    // locked: not offered again this phase; the influence phase goes on
    expect(s.phase).toBe('influence');
    expect(uses(s)).toEqual([]);
  });

  it('7: no Gangrel in the uncontrolled region, or outside the influence phase: Ecoterrorists is not offered', () => {
    const s = build({
      phase: 'influence',
      seats: [{ play: [eco.name], uncontrolled: [{ card: brujah.name, blood: 0 }] }, {}],
      defs: [eco, brujah],
    });
    expect(uses(s)).toEqual([]);
    const m = build({
      phase: 'minion',
      seats: [{ play: [eco.name], uncontrolled: [{ card: gangrel.name, blood: 0 }] }, {}],
      defs: [eco, gangrel],
    });
    expect(ids(m).some((x) => x.includes(uid(m, eco.name, 0, 'play')))).toBe(false);
  });

  it('8: Metro Underground in the discard phase: lock it and burn 1 pool to unlock a vampire, even with no discard left', () => {
    let s = build({
      phase: 'discard',
      seats: [
        {
          play: [metro.name],
          ready: [
            { card: brujah.name, blood: 3, locked: true },
            { card: gangrel.name, blood: 3 },
          ],
        },
        {},
      ],
      defs: [metro, gangrel, brujah],
    });
    const card = uid(s, metro.name, 0, 'play');
    const b = uid(s, brujah.name);
    // only the locked vampire: unlocking the other would do nothing
    expect(uses(s)).toEqual([`use:${card}:0:${b}`]);
    const pool = s.seats[0].pool;
    s = choose(s, `use:${card}:0:${b}`);
    expect(s.cards[b].locked).toBe(false);
    expect(s.cards[card].locked).toBe(true);
    expect(s.seats[0].pool).toBe(pool - 1);
  });

  it('8: without a locked vampire Metro Underground is not offered; the discard phase offers only its discards', () => {
    const s = build({
      phase: 'discard',
      seats: [{ play: [metro.name], ready: [{ card: brujah.name, blood: 3 }], hand: ['Blood Doll'] }, {}],
      defs: [metro, brujah],
    });
    expect(dec(s).kind).toBe('vtes.discard');
    expect(uses(s)).toEqual([]);
  });
});

describe("vampires' own abilities in the influence and discard phases, paid with the Edge (vtes-es 7, 8, 2.2)", () => {
  const nikolaus = real('Nikolaus Vermeulen', '201705');
  const emily = real('Emily Carson');
  const nosferatu = testVampire('Test Nosferatu', {}, [], 'Nosferatu');
  const uses = (s: ReturnType<typeof build>) => ids(s).filter((x) => x.startsWith('use:'));

  it('Nikolaus Vermeulen: in the influence phase, burn the Edge for 1 blood on a Nosferatu of the uncontrolled region', () => {
    const spec = (edge: number | null) =>
      build({
        phase: 'influence',
        edge,
        seats: [{ ready: [{ card: nikolaus.name, blood: 3 }], uncontrolled: [{ card: nosferatu.name, blood: 0 }] }, {}],
        defs: [nikolaus, nosferatu],
      });
    // without the Edge there is nothing to pay with
    expect(uses(spec(null))).toEqual([]);
    expect(uses(spec(1))).toEqual([]);
    let s = spec(0);
    const n = uid(s, nikolaus.name);
    const w = uid(s, nosferatu.name, 0, 'uncontrolled');
    s = choose(s, `use:${n}:0`);
    s = choose(s, `t:${w}`);
    expect(s.cards[w].blood).toBe(1);
    expect(s.edge).toBeNull();
    expect(s.cards[n].locked).toBe(false);
    expect(uses(s)).toEqual([]);
  });

  it('Emily Carson: in the discard phase, burn the Edge to unlock her; not offered while she is unlocked', () => {
    const spec = (locked: boolean) =>
      build({
        phase: 'discard',
        edge: 0,
        seats: [{ ready: [{ card: emily.name, blood: 3, locked }], hand: ['Blood Doll'] }, {}],
        defs: [emily],
      });
    expect(uses(spec(false))).toEqual([]);
    let s = spec(true);
    const e = uid(s, emily.name);
    expect(uses(s)).toEqual([`use:${e}:0`]);
    s = choose(s, `use:${e}:0`);
    expect(s.cards[e].locked).toBe(false);
    expect(s.edge).toBeNull();
  });
});

describe('cost modifiers (vtes-es 1.6.1.3)', () => {
  const therbold = real('Therbold Realty');
  const eco = real('Ecoterrorists');
  const plain: CardDef = {
    ...TEST_LOCATION,
    id: 'test-not-location',
    name: 'Test Not Location',
    modes: [{ kind: 'master', conditions: [], effects: [{ e: 'inPlay', location: false, unique: false }] }],
  };
  // Ecoterrorists is a Gangrel clan card: its player needs a ready Gangrel
  const gangrel = testVampire('Test Gangrel', {}, [], 'Gangrel');
  /** Seat 0's master phase with `play` in play, a ready Gangrel and `card` in hand; the pool spent playing it. */
  const spent = (play: CardDef[], card: CardDef, pool = 30): number => {
    let s = build({
      phase: 'unlock',
      seats: [{ pool, ready: [{ card: gangrel.name, blood: 2 }], play: play.map((d) => d.name), hand: [card.name] }, {}],
      defs: [...play, card, gangrel],
    });
    s = passUntil(s, (x) => x.phase === 'master');
    const h = uid(s, card.name, 0, 'hand');
    const o = ids(s).find((x) => x.split(':').includes(h));
    if (!o) return -1;
    s = choose(s, o);
    return pool - s.seats[0].pool;
  };

  it('Therbold Realty: a location (Ecoterrorists, 2 pool) costs its controller 1 pool less; without it, 2', () => {
    expect(spent([therbold], eco)).toBe(1);
    expect(spent([], eco)).toBe(2);
  });

  it("Therbold Realty: a card that is not a location costs as printed; another Methuselah's Therbold changes nothing", () => {
    expect(spent([therbold], plain)).toBe(2);
    let s = build({
      phase: 'unlock',
      seats: [{ ready: [{ card: gangrel.name, blood: 2 }], hand: [eco.name] }, { play: [therbold.name] }],
      defs: [therbold, eco, gangrel],
    });
    s = passUntil(s, (x) => x.phase === 'master');
    const h = uid(s, eco.name, 0, 'hand');
    s = choose(
      s,
      ids(s).find((x) => x.split(':').includes(h))!,
    );
    expect(s.seats[0].pool).toBe(28);
  });
});

describe('trigger events: entering play, end of combat, end of turn (vtes-es 1.6.2, 6.4, 3)', () => {
  const master = (name: string, on: Trigger): CardDef => ({
    id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    kind: 'library',
    types: ['Master'],
    clan: [],
    reqs: [],
    modes: [{ kind: 'master', conditions: [], effects: [{ e: 'inPlay', location: true, unique: false }, on] }],
    automation: 'full',
  });
  const gain = [{ p: 'move' as const, n: 1, from: 'bank' as const, to: 'pool' as const }];
  const ENTERS = master('Test Welcome', { e: 'on', event: 'vtes.enters', effects: gain });
  const AFTER = master('Test Aftermath', { e: 'on', event: 'vtes.combatEnd', effects: gain });
  const DUSK = master('Test Dusk', { e: 'on', event: 'endOfTurn', effects: [{ p: 'burn', who: 'self' }] });

  it('1.6.2: "after this card enters play": the trigger runs as the master card is put in play, not before', () => {
    let s = build({ phase: 'unlock', seats: [{ hand: [ENTERS.name] }, {}], defs: [ENTERS] });
    s = passUntil(s, (x) => x.phase === 'master');
    const h = uid(s, ENTERS.name, 0, 'hand');
    const pool = s.seats[0].pool;
    s = choose(
      s,
      ids(s).find((x) => x.split(':').includes(h))!,
    );
    expect(s.cards[h].zone).toBe('play');
    expect(s.seats[0].pool).toBe(pool + 1);
    // in play already: nothing more at the next phases
    s = passUntil(s, (x) => x.phase === 'influence');
    expect(s.seats[0].pool).toBe(pool + 1);
  });

  it('6.4: "after combat": a card in play runs once for each combatant still ready when the combat ends', () => {
    let s = build({
      seats: [{ ready: [{ card: 'Theo Bell', blood: 4 }], play: [AFTER.name] }, { ready: [{ card: 'Alexa Draper', blood: 4 }] }],
      defs: [AFTER],
    });
    const a = uid(s, 'Theo Bell');
    s = announce(s, a, `bleed:${a}`);
    s = passUntil(s, (x) => x.act?.step === 'block');
    const pool = s.seats[0].pool;
    s = choose(s, `block:${uid(s, 'Alexa Draper', 1)}`);
    expect(s.combat).toBeDefined();
    expect(s.seats[0].pool).toBe(pool);
    s = passUntil(s, (x) => !x.combat);
    expect(s.seats[0].pool).toBe(pool + 2);
  });

  it('3: "at the end of the turn": after the discard phase the card burns, before the next Methuselah\'s turn', () => {
    let s = build({ phase: 'discard', seats: [{ play: [DUSK.name], hand: ['Blood Doll'] }, {}], defs: [DUSK] });
    const d = uid(s, DUSK.name, 0, 'play');
    expect(s.cards[d].zone).toBe('play');
    s = passUntil(s, (x) => x.active !== 0);
    expect(s.cards[d].zone).toBe('ash');
  });
});
