/**
 * The scenario family of "blood hunts cannot be called on this vampire" (issue 30 item 1; tests only; the rule:
 * rules/diablerie.ts, vtes-es 6.5.6): `{ e: 'noBloodHunt', if? }` (Muaziz; Theo Bell "if you control a ready prince
 * or justicar"). The vampire, with 5 blood, diablerizes a younger test vampire in the torpor region of the next
 * Methuselah; when the record names a title its Methuselah also controls a ready test vampire holding it; with
 * `diablerized` (March Halcyon) the vampire is the victim, of an older test vampire. Measured: 1
 * when no blood hunt referendum is called on the diablerist. With the effects stripped: the referendum is called.
 */
import type { CardDef, Effect } from '../schema/effects';
import type { Cond } from '../schema/schema-params';
import { isKind } from '../schema/effect-query';
import { apply } from '../rules/kernel';
import { dec, ids } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const VICTIM = testVampire('Test Hunt Victim', {}, [], 'Caitiff', { capacity: 1 });

/** The first title a Condition asks its Methuselah to control ("a ready prince or justicar": prince). */
function titleAsked(c: Cond | undefined): string | undefined {
  if (!c) return undefined;
  if (c.c === 'controlsTitle') return c.title;
  if (c.c === 'any' || c.c === 'all') return c.of.map(titleAsked).find((t) => t !== undefined);
  return undefined;
}

const DIABLERIST = testVampire('Test Hunt Diablerist', {}, [], 'Caitiff', { capacity: 11 });

function noHunt(def: CardDef, e: Extract<Effect, { e: 'noBloodHunt' }>): FamilyCase {
  // "if it is diablerized": the vampire is the victim, in torpor, of an older test vampire
  if (e.diablerized) return noHuntFor(def, DIABLERIST, def, undefined);
  const title = titleAsked(e.if);
  const titled = title ? testVampire(`Test Hunt ${title}`, {}, [], 'Caitiff', { title: title as CardDef['title'] }) : undefined;
  return noHuntFor(def, def, VICTIM, titled);
}

/** `diablerist` (seat 0, beside `titled`) diablerizes `victim` (seat 1, in torpor); `def` is stripped or not. */
function noHuntFor(def: CardDef, diablerist: CardDef, victim: CardDef, titled: CardDef | undefined): FamilyCase {
  return {
    family: 'no blood hunt called for a diablerie (of a younger vampire)',
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: diablerist.name, blood: 5 }, ...(titled ? [{ card: titled.name, blood: 1 }] : [])] },
          { torpor: [{ card: victim.name, blood: 1 }] },
        ],
        defs: [diablerist, victim, ...(titled ? [titled] : [])],
        strip: strip ? [def.name] : [],
      });
      const a = sc.uid(diablerist.name);
      const t = sc.uid(victim.name, 1);
      sc.choose(`min:${a}`);
      let hunt = false;
      for (let i = 0, o = `diab:${a}:${t}`; i < 40 && o; i++) {
        const r = apply(sc.s, dec(sc.s).seat, o);
        hunt ||= r.events.some((x) => x.type === 'vtes.bloodHunt');
        sc.s = r.state;
        o = sc.s.act || sc.s.ref || sc.s.huntPending ? (ids(sc.s).find((x) => ['pass', 'decline', 'done', 'none'].includes(x)) ?? '') : '';
      }
      if (sc.s.cards[t]?.zone !== 'ash') throw new Error('scenario: no diablerie');
      return hunt ? 0 : 1;
    },
  };
}

/** The cases of this family a vampire fits: its own `noBloodHunt`. */
export function cryptBloodHuntCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes
    .flatMap((m) => m.effects.filter((e) => isKind(e, 'noBloodHunt')))
    .map((e) => noHunt(def, e as Extract<Effect, { e: 'noBloodHunt' }>));
}
