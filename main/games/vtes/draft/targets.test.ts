/**
 * vtes-es 6.2.1 / 6.2.2.1 (vtes-pl "Deklarowanie akcji", "Kto może próbować blokować"): an imported
 * action's target is read from the official card data (../shared/data, read here, never copied),
 * offered as the action is announced, and only the target Methuselah — the one controlling the
 * target card — may block it.
 */
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { existsSync } from 'node:fs';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import type { CardDef, Target } from '../schema/effects';
import { asReviewed } from './entry';
import { apply } from '../rules/kernel';
import { targetOfSentence } from './targets';
import type { VtesState } from '../core/state';
import { type BuildSpec, build, choose, chooseP, dec, ids, uid } from '../testing/testing';

const parsed = existsSync(sharedFile(OFFICIAL_FILES[0])) ? parseVeknFiles(officialFiles(OFFICIAL_FILES)) : { cards: [] as CardDetail[] };
const def = (n: string): CardDef => asReviewed(parsed.cards.find((c) => c.name === n) as CardDetail);
/** The targets of each action mode of a card, by the Disciplines the mode needs. */
const targetsOf = (n: string): Record<string, Target | null> =>
  Object.fromEntries(
    def(n)
      .modes.filter((m) => m.kind === 'action')
      .map((m) => [m.conditions.flatMap((c) => (c.r === 'disc' ? [c.disc] : [])).join('+') || '-', m.targets ?? null]),
  );

/** Seat 0's Rayne with `card` in hand, then the other seats. */
const table = (card: string, ...others: BuildSpec['seats']): VtesState =>
  build({ defs: [def(card)], seats: [{ ready: [{ card: 'Rayne', blood: 4 }], hand: [card] }, ...others] });
/** Rayne announces `card` (its first way to play). */
const play = (s: VtesState, card: string) => {
  const r = uid(s, 'Rayne');
  s = choose(s, `min:${r}`);
  return chooseP(s, `card:${r}:${uid(s, card, 0, 'hand')}:`);
};

describe('6.2.1 the target of an imported action, read from the words after its (D) marker', () => {
  it('a bleed aims at the prey, or at any Methuselah when the card says so; "another Methuselah" at a chosen one', () => {
    expect(targetOfSentence('Bleed with +1 bleed')).toEqual({ t: 'prey' });
    expect(targetOfSentence('Bleed any Methuselah')).toEqual({ t: 'methuselah' });
    expect(targetOfSentence('Bleed your predator or prey at +3 stealth')).toEqual({ t: 'directed' });
    expect(targetOfSentence("Look at another Methuselah's hand")).toEqual({ t: 'methuselah' });
  });

  it('a plain description of a card of another Methuselah is a card target; anything more stays the players', () => {
    expect(targetOfSentence('Enter combat with a locked minion')).toEqual({
      t: 'card',
      cards: { what: 'minion', state: 'locked', combat: true },
    });
    expect(targetOfSentence('Put this card on a younger ready vampire')).toEqual({ t: 'card', cards: { what: 'vampire', age: 'younger' } });
    expect(targetOfSentence('Put this card on any vampire')).toEqual({ t: 'card', cards: { what: 'vampire', state: 'readyOrTorpor' } });
    expect(targetOfSentence('Steal a vampire in torpor controlled by another Methuselah')).toEqual({
      t: 'card',
      cards: { what: 'vampire', state: 'inTorpor' },
    });
    expect(targetOfSentence('Burn a location and burn 2 pool from its controller')).toEqual({ t: 'card', cards: { what: 'location' } });
    expect(targetOfSentence('Enter combat with an ally controlled by your prey')).toEqual({
      t: 'card',
      cards: { what: 'ally', prey: true, combat: true },
    });
    // a condition the engine does not read, two kinds joined by "or", a kind it does not know
    expect(targetOfSentence('Enter combat with a vampire who has 3 or fewer blood')).toEqual({ t: 'directed' });
    expect(targetOfSentence('Lock an ally or younger vampire')).toEqual({ t: 'directed' });
    expect(targetOfSentence('Burn a hunting ground')).toEqual({ t: 'directed' });
    expect(targetOfSentence('Enter combat with a location')).toEqual({ t: 'directed' });
  });
});

describe.skipIf(!parsed.cards.length && !process.env.CI)('6.2.1 imported action cards of the official data', () => {
  it('each way to play the card has the target its paragraphs state', () => {
    expect(targetsOf("Bum's Rush")).toEqual({ '-': { t: 'card', cards: { what: 'minion', combat: true } } });
    expect(targetsOf('Arson')).toEqual({ '-': { t: 'card', cards: { what: 'location' } } });
    expect(targetsOf('Cull the Herd')).toEqual({ '-': { t: 'methuselah' } });
    expect(targetsOf('Computer Hacking')).toEqual({ '-': { t: 'prey' } });
    // "as above" repeats the paragraph above; "as above, but" another target: the players'
    expect(targetsOf('Graverobbing')).toEqual({ dom: { t: 'card', cards: { what: 'vampire', state: 'inTorpor' } } });
    // Nose of the Hound is reviewed data now (issue 29): its [SPI] mode, read last under `spi`, aims at any ready minion
    expect(targetsOf('Nose of the Hound')).toEqual({
      aus: { t: 'card', cards: { what: 'minion', state: 'locked', combat: true } },
      spi: { t: 'card', cards: { what: 'minion', combat: true } },
    });
  });

  it('a "(D) action" another ability of the card grants does not make the card itself directed', () => {
    // Army of Rats: put in play (undirected); minions may burn it as a (D) action
    expect(targetsOf('Army of Rats')).toEqual({ ani: null });
    // Edge Vitiation: directed with [ser] only; its [SER] paragraph puts it in play
    expect(targetsOf('Edge Vitiation')).toEqual({ ser: null });
  });
});

describe.skipIf(!parsed.cards.length && !process.env.CI)(
  '6.2.2.1 an imported directed action: its target is chosen as it is announced, only its Methuselah blocks',
  () => {
    /** Seat 1 (prey) and seat 2 (predator) with a ready minion each, seat 2 a Warzone Hunting Ground in play. */
    const game = (card: string): VtesState =>
      table(
        card,
        { ready: [{ card: 'Ashley', blood: 3 }] },
        { ready: [{ card: 'Theo Bell', blood: 4 }], play: ['Warzone Hunting Ground'] },
      );

    it("Bum's Rush: the minions of the other Methuselahs are offered; aimed at the predator's, only the predator blocks", () => {
      let s = play(game("Bum's Rush"), "Bum's Rush");
      expect(dec(s).kind).toBe('vtes.actionTarget');
      expect(ids(s)).toEqual([`t:${uid(s, 'Ashley')}`, `t:${uid(s, 'Theo Bell')}`]);
      s = choose(s, `t:${uid(s, 'Theo Bell')}`);
      expect(s.act).toMatchObject({ target: 2, targetCard: uid(s, 'Theo Bell') });
      expect(s.act?.blockSeats).toEqual([2]);
    });

    it('Arson: only the location another Methuselah controls is offered, and is not offered without one', () => {
      let s = play(game('Arson'), 'Arson');
      expect(ids(s)).toEqual([`t:${uid(s, 'Warzone Hunting Ground')}`]);
      s = choose(s, ids(s)[0]);
      expect(s.act).toMatchObject({ target: 2, targetCard: uid(s, 'Warzone Hunting Ground') });
      expect(s.act?.blockSeats).toEqual([2]);
      const none = build({
        defs: [def('Arson')],
        seats: [{ ready: [{ card: 'Rayne', blood: 4 }], hand: ['Arson'] }, { ready: ['Ashley'] }],
      });
      const r = uid(none, 'Rayne');
      expect(ids(choose(none, `min:${r}`)).some((x) => x.startsWith('card:'))).toBe(false);
    });
  },
);

describe.skipIf(!parsed.cards.length && !process.env.CI)(
  '6.2.2.1 an imported directed action whose data names no target: the target Methuselah is named as it is announced',
  () => {
    /** Seats 1 (prey), 2 (across the table) and 3 (predator) with a ready vampire each. */
    const game = (card: string): VtesState =>
      table(
        card,
        { ready: [{ card: 'Ashley', blood: 3 }] },
        { ready: [{ card: 'Theo Bell', blood: 4 }] },
        { ready: [{ card: 'Andi Liu', blood: 4 }] },
      );

    it('New Management keeps a target the engine does not read (`directed`)', () => {
      expect(targetsOf('New Management')).toEqual({ '-': { t: 'directed' } });
    });

    it('the other living Methuselahs are offered in table order; aimed across the table, only that Methuselah blocks', () => {
      let s = play(game('New Management'), 'New Management');
      expect(dec(s).kind).toBe('vtes.actionTarget');
      expect(dec(s).seat).toBe(0);
      expect(ids(s)).toEqual(['s:1', 's:2', 's:3']);
      const r = apply(s, 0, 's:2');
      s = r.state;
      // neither the prey nor the predator: an undirected action could not be blocked by seat 2 at all
      expect(s.act).toMatchObject({ target: 2 });
      expect(s.act?.blockSeats).toEqual([2]);
      // the log names the target Methuselah
      expect(r.events.filter((e) => e.type === 'vtes.actionTargeted').map((e) => e.params)).toEqual([{ name: 'Rayne', seat: 2 }]);
    });

    it('an ousted Methuselah is not offered', () => {
      const s0 = game('New Management');
      s0.seats[2].ousted = true;
      const s = play(s0, 'New Management');
      expect(ids(s)).toEqual(['s:1', 's:3']);
      expect(choose(s, 's:3').act?.blockSeats).toEqual([3]);
    });
  },
);
