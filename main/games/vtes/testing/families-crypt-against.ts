/**
 * The scenario family of a vampire's own text changing the intercept of the minions that would block it (issue 30
 * item 1; tests only; a ready vampire's `{ e: 'mod', stat: 'intercept', who: 'every', if }` read by core/queries.ts
 * `everyMods`, vtes-es 6.2.2.2): "younger Sabbat vampires get -1 intercept against Lucita", "Brujah get +1 intercept
 * when attempting to block Nik". The Condition names the acting minion as the vampire (`acting self`) and what the
 * blocker is (a clan, a sect, younger than the vampire); the vampire bleeds the next Methuselah, whose test vampire so
 * arranged may block. Measured: that test vampire's intercept against the action, plus 10 when another test vampire
 * of that Methuselah, arranged for none of it, has its plain intercept (0). With the effects stripped: 0.
 */
import type { CardDef, Effect } from '../schema/effects';
import type { Cond } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { baseIntercept } from '../core/queries';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire, type VampireFacts } from './test-vampire';

type Arranged = { clan?: string; facts: VampireFacts; younger?: true };

/** Fills the blocker's facts so that the Condition holds (the acting minion is the vampire); false when a leaf is not understood. */
function arrange(c: Cond, a: Arranged): boolean {
  switch (c.c) {
    case 'all':
      return c.of.every((x) => arrange(x, a));
    case 'acting':
      return c.who === 'self';
    case 'vampire':
      return c.who === 'minion';
    case 'clan':
      a.clan = c.clan;
      return c.who === 'minion';
    case 'sect':
      a.facts.sect = c.sect;
      return c.who === 'minion';
    case 'younger':
      a.younger = true;
      return c.who === 'minion' && c.than === 'self';
    default:
      return false;
  }
}

function againstCase(def: CardDef, n: number, a: Arranged): FamilyCase {
  const cap = Math.min(def.capacity ?? 5, 10);
  const sect = a.facts.sect === 'sabbat' ? 'camarilla' : 'sabbat';
  const blocker = testVampire('Test Against Blocker', {}, [], a.clan ?? 'Caitiff', {
    ...a.facts,
    capacity: a.younger ? Math.max(1, cap - 1) : 6,
  });
  // none of the Condition: another clan and sect, older
  const plain = testVampire('Test Against Plain', {}, [], a.clan === 'Caitiff' ? 'Gangrel' : 'Caitiff', { sect, capacity: 11 });
  return {
    family: "vampire's own text: the intercept of the minions that would block it",
    expected: n + 10,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: def.name, blood: 3 }] },
          {
            ready: [
              { card: blocker.name, blood: 3 },
              { card: plain.name, blood: 3 },
            ],
          },
        ],
        defs: [def, blocker, plain],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      sc.choose(`min:${v}`).choose(`bleed:${v}`);
      if (!sc.s.act) throw new Error('scenario: no action under way');
      return baseIntercept(sc.s, sc.s.act, sc.uid(blocker.name, 1)) + (baseIntercept(sc.s, sc.s.act, sc.uid(plain.name, 1)) === 0 ? 10 : 0);
    },
  };
}

/** The cases of this family a vampire fits: its own every-minion intercept modifier whose Condition names it acting. */
export function cryptAgainstCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => m.effects)
    .filter((e): e is Extract<Effect, { e: 'mod' }> => isKind(e, 'mod') && e.stat === 'intercept' && e.who === 'every' && !e.per && !!e.if)
    .flatMap((e) => {
      const a: Arranged = { facts: {} };
      return arrange(e.if!, a) ? [againstCase(def, e.n, a)] : [];
    });
}
