/**
 * The scenario family of a vampire's own unlock phase ability locking a minion its Selector takes (issue 30 item 1; tests
 * only; rules/unlock.ts, vtes-es 4; an ability of window `unlock` whose `who` Selector names the minion and whose one
 * primitive is `lock { who: 'minion' }`: François Villon "burn 2 blood to lock a younger vampire", Scout Youngwood "an
 * ally or younger vampire controlled by your prey"). Three Methuselahs: seat 0's vampire (4 blood) in its unlock phase;
 * seats 1 (its prey) and 2 each control an unlocked test vampire of capacity 2, one of capacity 11 and a test ally.
 * Measured: 10 when the minions offered are exactly those the Selector takes (and not all six), 1 when the first one
 * offered is locked once chosen and the vampire paid the ability's blood. Stripped: nothing is offered (0).
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { selectsCard } from '../core/params/selector';
import { dec } from './testing';
import { Scenario } from './scenario';
import { CRYPT_TEST_ALLY } from './crypt-test-cards';
import { type FamilyCase, testVampire } from './test-vampire';

const YOUNG = testVampire('Test Young Target', {}, [], 'Caitiff', { capacity: 2 });
const OLD = testVampire('Test Old Target', {}, [], 'Caitiff', { capacity: 11 });

function unlockLockCase(def: CardDef, a: Ability): FamilyCase {
  const blood = a.cost.reduce((n, k) => n + (k.c === 'blood' ? k.n : 0), 0);
  return {
    family: "vampire's own unlock phase ability: lock a minion its Selector takes",
    expected: 11,
    run(strip) {
      const others = { ready: [YOUNG.name, OLD.name, CRYPT_TEST_ALLY.name].map((card) => ({ card, blood: 2 })) };
      const sc = new Scenario({
        phase: 'unlock',
        seats: [{ ready: [{ card: def.name, blood: 4 }] }, others, others],
        defs: [def, YOUNG, OLD, CRYPT_TEST_ALLY],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const cands = [1, 2].flatMap((x) => [YOUNG.name, OLD.name, CRYPT_TEST_ALLY.name].map((n) => sc.uid(n, x)));
      const uses = dec(sc.s).options.filter((o) => o.id.startsWith('use:') && o.id.split(':')[1] === v);
      const offered = cands.filter((u) => uses.some((o) => o.id.split(':').includes(u)));
      if (!offered.length) return 0;
      const taken = cands.filter((u) => selectsCard(sc.s, a.who!, u, { seat: 0, source: v }));
      const exact = taken.length < cands.length && JSON.stringify(offered) === JSON.stringify(taken) ? 10 : 0;
      const t = offered[0];
      sc.choose(uses.find((o) => o.id.split(':').includes(t))!.id);
      return exact + (sc.s.cards[t].locked && sc.s.cards[v].blood === 4 - blood ? 1 : 0);
    },
  };
}

/** The cases of this family a vampire fits: its own unlock phase ability whose one primitive locks the minion chosen. */
export function cryptUnlockLockCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects
      .filter((e): e is Ability => isKind(e, 'ability') && e.window === 'unlock' && !!e.who && !e.who.role)
      .filter((a) => a.effects.length === 1 && a.effects[0].p === 'lock' && a.effects[0].who === 'minion')
      .map((a) => unlockLockCase(def, a)),
  );
}
