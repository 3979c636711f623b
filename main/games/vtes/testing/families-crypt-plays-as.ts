/**
 * The scenario family of a vampire playing cards as if it met a clan, sect or title requirement (issue 30 item 1; tests
 * only; vtes-es 1.6.1.3; `playsAs`, core/plays-as.ts): the vampire is ready in its minion phase with a test bleed card in
 * its Methuselah's hand requiring what the record names (a title, a clan or a sect it does not have: for "any", a clan
 * or sect other than its own). Measured: 1 when the card is offered for it. With the effects stripped it is not.
 */
import type { CardDef, Condition, Mode } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec } from './testing';
import { Scenario } from './scenario';
import type { FamilyCase } from './test-vampire';

/** A test bleed card requiring a clan (the card's own clan) or a condition. */
function needing(name: string, clan: string[], conditions: Condition[]): CardDef {
  const mode: Mode = { kind: 'action', conditions, targets: { t: 'prey' }, effects: [{ e: 'bleed', plus: 0 }] };
  return {
    id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    kind: 'library',
    types: ['Action'],
    clan,
    reqs: [],
    modes: [mode],
    automation: 'full',
  };
}

function offeredCase(def: CardDef, card: CardDef, what: string): FamilyCase {
  return {
    family: `plays cards requiring ${what} as if it met it`,
    expected: 1,
    run(strip) {
      const sc = new Scenario({
        phase: 'minion',
        seats: [{ ready: [{ card: def.name, blood: 4 }], hand: [card.name], pool: 30 }, {}],
        defs: [def, card],
        strip: strip ? [def.name] : [],
      });
      const v = sc.uid(def.name);
      const c = sc.uid(card.name, 0, 'hand');
      sc.choose(`min:${v}`);
      return dec(sc.s).options.some((o) => o.id.startsWith(`card:${v}:${c}`)) ? 1 : 0;
    },
  };
}

const SECTS = ['camarilla', 'sabbat', 'anarch', 'laibon', 'independent'] as const;

/** The cases of this family a vampire fits: one per requirement kind its record names. */
export function cryptPlaysAsCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  return def.modes.flatMap((m) =>
    m.kind !== 'vampire'
      ? []
      : m.effects.flatMap((e): FamilyCase[] => {
          if (!isKind(e, 'playsAs')) return [];
          const out: FamilyCase[] = [];
          if (e.titles) {
            const t = e.titles === 'any' ? 'justicar' : e.titles[0];
            out.push(offeredCase(def, needing('Test Needs Title', [], [{ r: 'title', titles: [t] }]), 'a title'));
          }
          if (e.clans) {
            const clan = e.clans === 'any' ? (def.clan.includes('Brujah') ? 'Gangrel' : 'Brujah') : e.clans[0];
            out.push(offeredCase(def, needing('Test Needs Clan', [clan], []), 'a clan'));
          }
          if (e.sects) {
            const sect = e.sects === 'any' ? SECTS.find((x) => x !== def.sect)! : e.sects[0];
            out.push(offeredCase(def, needing('Test Needs Sect', [], [{ r: 'sect', sect }]), 'a sect'));
          }
          return out;
        }),
  );
}
