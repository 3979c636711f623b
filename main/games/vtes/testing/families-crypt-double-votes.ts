/**
 * The scenario family of a vampire whose own text doubles its Methuselah's vampires' votes at the tally (issue 30 item 1;
 * tests only; vtes-es 6.3.2, 6.3.3; the effect `doubleVotes`, rules/double-votes.ts): Orlando Oriundus. A test caller of
 * the vampire's Methuselah calls a test referendum; the vampire casts its title's votes for it, nothing else is cast.
 * Measured: the votes for at the tally (the vampire's votes twice). Stripped, once.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { apply } from '../rules/kernel';
import { titleVotes } from '../core/held-titles';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { TEST_REFERENDUM } from './families-votes';
import { type FamilyCase, testVampire } from './test-vampire';

const CALLER = testVampire('Test Doubled Caller', {});

const doubleCase = (def: CardDef): FamilyCase => ({
  family: "vampire's own text: its Methuselah's vampires' votes doubled at the tally",
  expected: 2 * titleVotes(def.title),
  run(strip) {
    const sc = new Scenario({
      phase: 'minion',
      seats: [
        {
          ready: [
            { card: CALLER.name, blood: 3 },
            { card: def.name, blood: 3 },
          ],
          hand: [TEST_REFERENDUM.name],
        },
        {},
      ],
      defs: [def, CALLER, TEST_REFERENDUM],
      strip: strip ? [def.name] : [],
    });
    const v = sc.uid(def.name);
    sc.play(TEST_REFERENDUM.name, { by: CALLER.name });
    const cast = `v:${v}:y`;
    sc.s = passUntil(sc.s, (x) => !x.ref || ids(x).includes(cast), 40);
    if (!sc.s.ref) return 0;
    sc.choose(cast);
    let s = sc.s;
    for (let i = 0; i < 40 && s.ref; i++) {
      const o = ids(s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x));
      if (!o) return -1;
      const r = apply(s, dec(s).seat, o);
      const tally = r.events.find((e) => e.type === 'vtes.refPassed' || e.type === 'vtes.refFailed');
      if (tally) return Number(tally.params?.yes);
      s = r.state;
    }
    return 0;
  },
});

/** The cases of this family a vampire fits (a titled vampire: it has votes to double). */
export function cryptDoubleVotesCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt' || !titleVotes(def.title)) return [];
  return def.modes.some((m) => m.effects.some((e) => isKind(e, 'doubleVotes'))) ? [doubleCase(def)] : [];
}
