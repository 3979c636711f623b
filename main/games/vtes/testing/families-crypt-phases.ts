/**
 * The scenario family of a vampire's own ability of its controller's unlock phase (issue 30 item 1; tests
 * only; the rule: rules/unlock.ts, vtes-es 4): "during your unlock phase, you can burn the Edge to give this
 * vampire 1 blood" (Lucinde), "you may move 1 blood from this vampire to a Nosferatu in your uncontrolled
 * region" (Nikolaus Vermeulen). The Methuselah has the Edge, the vampire 3 blood, an uncontrolled vampire
 * of the clan the primitive names 1 blood. The ability is used once through its option (naming the
 * vampire); measured: 10 per blood the uncontrolled vampire gained, plus the vampire's own blood change
 * (offset by 10 so that a loss reads as a number below 10). With the effects stripped no use is offered.
 */
import type { CardDef } from '../schema/effects';
import type { Ability } from '../schema/records';
import { isKind } from '../schema/effect-query';
import { dec } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

/** What the ability promises: blood on the uncontrolled vampire, and the vampire's own blood change; undefined when not of this shape. */
function promise(a: Ability): { gain: number; own: number; clan?: string } | undefined {
  let gain = 0;
  let own = 0;
  let clan: string | undefined;
  for (const k of a.cost)
    if (k.c === 'blood') own -= k.n;
    else if (k.c !== 'edge') return undefined;
  for (const p of a.effects)
    if (p.p === 'move' && p.from === 'bank' && p.to === 'self') own += p.n;
    else if (p.p === 'bloodToUncontrolled' && !p.younger && (!p.of || Object.keys(p.of).every((k) => k === 'clan'))) {
      gain += p.n;
      clan = p.of?.clan;
    } else return undefined;
  return { gain, own, clan };
}

function unlockCase(def: CardDef, a: Ability, p: { gain: number; own: number; clan?: string }): FamilyCase {
  const heir = testVampire('Test Heir', {}, [], p.clan ?? 'Caitiff');
  return {
    family: "vampire's own ability of the unlock phase",
    expected: 10 * p.gain + 10 + p.own,
    run(strip) {
      const sc = new Scenario({
        phase: 'unlock',
        edge: 0,
        seats: [{ ready: [{ card: def.name, blood: 3 }], uncontrolled: [{ card: heir.name, blood: 1 }] }, {}],
        defs: [def, heir],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const h = sc.uid(heir.name, 0, 'uncontrolled');
      const o = dec(sc.s).options.find((x) => x.id.startsWith('use:') && x.id.split(':').includes(v));
      if (!o) throw new Error(`scenario: ${def.name} offers no use`);
      sc.choose(o.id);
      // the uncontrolled vampire the blood goes to, when asked
      const pick = dec(sc.s).options.find((x) => x.id.split(':').includes(h));
      if (pick) sc.choose(pick.id);
      return 10 * (sc.s.cards[h].blood - 1) + 10 + sc.s.cards[v].blood - 3;
    },
  };
}

/** The unlock phase abilities of a vampire's own text this family plays. */
export function cryptPhaseCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.effects
      .filter((e): e is Ability => isKind(e, 'ability') && e.window === 'unlock' && e.who?.role === 'self')
      .flatMap((a) => {
        const p = promise(a);
        return p ? [unlockCase(def, a, p)] : [];
      }),
  );
}
