/**
 * The scenario family of a vampire's own discard phase ability under what it did this turn (issue 30 item 1; tests
 * only; vtes-es 8, the Condition leaf `didThisTurn`, core/deeds.ts): a vampire that equipped itself successfully this turn
 * may unlock in this turn's discard phase (Idalia; Szechenyi Jolán after a recruit or employ action: a test ally). The vampire equips with a weapon from the hand (an equip
 * action, unblocked), the turn goes on to the discard phase, where the ability is used. Measured: 1 when the vampire
 * is unlocked there. With the effects stripped no use is offered.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_CLUB } from './families-melee';
import { GEAR } from './families-crypt';
import { type FamilyCase, testVampire } from './test-vampire';

const PLAIN = testVampire('Test Deeds Plain', {});

function unlockAfterEquip(def: CardDef, card: CardDef = TEST_CLUB): FamilyCase {
  return {
    family: `discard phase ability after a successful ${card === TEST_CLUB ? 'equip' : 'recruit'} action: unlock`,
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        defs: [def, TEST_CLUB, card, PLAIN],
        strip: strip ? [def.name] : [],
        seats: [
          { ready: [{ card: def.name, blood: 4 }], hand: [card.name, TEST_CLUB.name], library: Array(5).fill(TEST_CLUB.name) },
          { ready: [{ card: PLAIN.name, blood: 4 }] },
        ],
      });
      const u = sc.uid(def.name);
      const club = sc.s.seats[0].zones.hand[0];
      sc.choose(`min:${u}`);
      const o = ids(sc.s).find((x) => x.split(':').includes(club));
      if (!o) throw new Error(`no equip: ${ids(sc.s).join(' ')}`);
      sc.choose(o);
      sc.s = passUntil(sc.s, (x) => x.phase === 'discard' || x.active !== 0, 40);
      if (!sc.s.cards[u].locked) throw new Error('scenario: the vampire is not locked after its action');
      const use =
        sc.s.phase === 'discard' ? dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(u)) : undefined;
      if (!use) throw new Error(`scenario: ${def.name} offers no use in the discard phase`);
      sc.choose(use.id);
      return sc.s.cards[u].locked ? 0 : 1;
    },
  };
}

/** The cases of this family a vampire fits: a free discard phase ability of its own unlocking it after its equip action. */
export function cryptDeedsCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => m.effects)
    .filter(
      (e): e is Ability =>
        isKind(e, 'ability') && e.window === 'discard' && !!e.if && e.effects.length === 1 && e.effects[0].p === 'unlock',
    )
    .flatMap((e) => {
      const c = e.if!;
      if (c.c === 'didThisTurn' && c.did === 'success' && c.kind === 'equip') return [unlockAfterEquip(def)];
      // "a successful recruit or employ action": it recruits a test ally
      const recruits =
        c.c === 'any' && c.of.every((x) => x.c === 'didThisTurn' && x.did === 'success' && (x.kind === 'recruit' || x.kind === 'employ'));
      return recruits
        ? [
            unlockAfterEquip(
              def,
              GEAR.find((d) => d.types.includes('Ally'))!,
            ),
          ]
        : [];
    });
}
