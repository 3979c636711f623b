/**
 * Scenario family of a vampire's unlock phase ability by which a vampire of its controller becomes a vampire of
 * another clan (issue 30 item 1; tests only; vtes-es 4, 11; the primitive `becomeClan`, core/state.ts `defOf`):
 * Muricia lets one of her Methuselah's Gangrel antitribu pay 1 of its own blood in the unlock phase to turn into a
 * sterile Ahrimane with one more level of Spiritus. In its controller's unlock phase the vampire is ready beside a test vampire of the
 * clan the ability's Selector names (3 blood), which takes the use. Measured: 1000 when that vampire is now of the new
 * clan, 100 when it has the trait, 10 per level of the Discipline, plus its blood (2 once it burned 1). Stripped: no
 * use is offered, the vampire keeps its clan and its 3 blood.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { defOf, discLevel } from '../core/state';
import { hasTrait } from '../core/queries';
import { dec } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

type Become = Extract<Ability['effects'][number], { p: 'becomeClan' }>;

function becomeCase(def: CardDef, a: Ability, b: Become): FamilyCase {
  const clan = a.who?.filter?.clan ?? 'Caitiff';
  const convert = testVampire('Test Convert', {}, [], clan);
  const burns = a.effects.some((p) => p.p === 'move' && p.from === 'minion' && p.to === 'bank') ? 1 : 0;
  return {
    family: "vampire's unlock phase ability: a vampire of its controller becomes another clan",
    expected: 1000 + (b.trait ? 100 : 0) + (b.disc ? 10 : 0) + 3 - burns,
    run(strip) {
      const sc = new Scenario({
        phase: 'unlock',
        seats: [
          {
            ready: [
              { card: def.name, blood: 3 },
              { card: convert.name, blood: 3 },
            ],
          },
          {},
        ],
        defs: [def, convert],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(convert.name);
      const o = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(v));
      if (o) sc.choose(o.id);
      return (
        (defOf(sc.s, v).clan.includes(b.clan) ? 1000 : 0) +
        (b.trait && hasTrait(sc.s, v, b.trait) ? 100 : 0) +
        (b.disc ? 10 * discLevel(sc.s, v, b.disc) : 0) +
        sc.s.cards[v].blood
      );
    },
  };
}

/** The cases of this family a vampire fits. */
export function cryptBecomeClanCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects
      .filter((e): e is Ability => isKind(e, 'ability') && e.window === 'unlock')
      .flatMap((a) => {
        const b = a.effects.find((p): p is Become => p.p === 'becomeClan');
        return b ? [becomeCase(def, a, b)] : [];
      }),
  );
}
