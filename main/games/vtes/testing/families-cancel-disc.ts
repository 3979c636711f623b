/**
 * Scenarios of minion cards cancelling a card that requires a Discipline as it is played (issue 29, h-mods, twelfth
 * session; tests only; vtes-es 1.6.1.1): the cancel window's `disc` (Hide the Mind).
 * - `cancelDiscReaction` (an action modifier): seat 0's +1 stealth vampire bleeds; seat 1's vampire attempts to block
 *   and plays a +1 intercept reaction requiring the Discipline; seat 0 cancels it. Measured: the pool seat 1 lost
 *   (1: the block failed). Stripped: the card is not offered, the block succeeds (0).
 * - `cancelDiscCombat` (a combat card): in the combat of a blocked bleed, seat 1's blocker plays a combat card
 *   requiring the Discipline (+2 strength this round); seat 0 cancels it. Measured: 1 when the card is in the ash
 *   heap and no strength was added. Stripped: 0.
 */
import type { CardDef, Mode } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { testLibraryCard } from './action-scenarios';
import { type FamilyCase, testVampire } from './test-vampire';

const discsOf = (m: Mode): Record<string, 1 | 2> =>
  Object.fromEntries(m.conditions.flatMap((c) => (c.r === 'disc' ? [[c.disc, c.level]] : [])));
const need = (disc: string) => [{ r: 'disc' as const, disc, level: 1 as const }];

function cancelDiscReactionCase(def: CardDef, mi: number, m: Mode, disc: string): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m), [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }], def.clan[0] ?? 'Caitiff');
  const shy = testVampire('Test Shy', { [disc]: 1 });
  const eyes = testLibraryCard('Test Disc Eyes', 'Reaction', {
    kind: 'reaction',
    conditions: need(disc),
    effects: [{ e: 'intercept', n: 1 }],
  });
  return {
    family: 'cancelDiscReaction',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 5 }], hand: [def.name] },
          { ready: [{ card: shy.name, blood: 2 }], hand: [eyes.name] },
        ],
        defs: [def, actor, shy, eyes],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const e = sc.uid(eyes.name, 1, 'hand');
      const block = `block:${sc.uid(shy.name, 1)}`;
      sc.choose(`min:${a}`).choose(`bleed:${a}`);
      sc.s = passUntil(sc.s, (x) => !x.act || ids(x).includes(block));
      sc.choose(block);
      sc.s = passUntil(sc.s, (x) => !x.act || (dec(x).seat === 1 && ids(x).some((o) => o.split(':').includes(e))));
      const react = ids(sc.s).find((o) => o.split(':').includes(e));
      if (!react) throw new Error(`scenario: no reaction: ${ids(sc.s).join(' ')}`);
      sc.choose(react);
      if (dec(sc.s).seat === 0 && ids(sc.s).some((o) => o.split(':').includes(sc.uid(def.name, 0, 'hand'))))
        sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.act);
      return 30 - sc.pool(1);
    },
  };
}

function cancelDiscCombatCase(def: CardDef, mi: number, m: Mode, disc: string): FamilyCase {
  const actor = testVampire('Test Actor', discsOf(m), [], def.clan[0] ?? 'Caitiff');
  const opp = testVampire('Test Seer', { [disc]: 1 });
  const might = testLibraryCard('Test Disc Might', 'Combat', {
    kind: 'combat',
    conditions: need(disc),
    effects: [{ e: 'prims', do: [{ p: 'strength', n: 2, for: 'round' }] }],
  });
  return {
    family: 'cancelDiscCombat',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: actor.name, blood: 6 }], hand: [def.name] },
          { ready: [{ card: opp.name, blood: 6 }], hand: [might.name] },
        ],
        defs: [def, actor, opp, might],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(actor.name);
      const o = sc.uid(opp.name, 1);
      const g = sc.uid(might.name, 1, 'hand');
      sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
      sc.s = passUntil(sc.s, (x) => !x.combat || (dec(x).seat === 1 && ids(x).some((y) => y.split(':').includes(g))));
      const play = ids(sc.s).find((y) => y.split(':').includes(g));
      if (!play) throw new Error(`scenario: the combat card is not offered: ${ids(sc.s).join(' ')}`);
      sc.choose(play);
      if (dec(sc.s).seat === 0 && ids(sc.s).some((y) => y.split(':').includes(sc.uid(def.name, 0, 'hand'))))
        sc.play(def.name, { mode: mi });
      sc.s = passUntil(sc.s, (x) => !x.cancelWin);
      const added = (sc.s.combat?.lasting ?? []).some((l) => l.uid === o);
      return sc.s.cards[g].zone === 'ash' && !added ? 1 : 0;
    },
  };
}

function cases(def: CardDef): FamilyCase[] {
  return def.modes.flatMap((m, mi) => {
    const c = m.window?.cancel;
    const disc = c?.disc?.[0];
    if (!c || !disc) return [];
    if (m.kind === 'modifier' && c.what.includes('reaction')) return [cancelDiscReactionCase(def, mi, m, disc)];
    if (m.kind === 'combat' && c.what.includes('combat')) return [cancelDiscCombatCase(def, mi, m, disc)];
    return [];
  });
}

/** Hide the Mind. */
export const CANCEL_DISC_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  '100921': cases,
};
