/**
 * The scenario family of a vampire whose opponents pay for their strikes (issue 30 item 1; tests only; the rule:
 * rules/strike-price.ts, vtes-es 6.4.3): `{ e: 'mod', stat: 'strikePrice', n, who: 'self' }` (each strike
 * made at Lucian costs its striker one more blood or life, and his opponent may decline to strike). The vampire bleeds and a
 * test vampire blocks it; the vampire does not strike, the test vampire strikes with its hand. Measured: the blood the
 * test vampire burned as it chose its strike, plus 10 when, with no blood, it is offered no strike but "no strike".
 * With the effects stripped: no blood burned, and the hand strike is offered.
 */
import type { CardDef } from '../schema/effects';
import { isKind } from '../schema/effect-query';
import { dec, ids, passUntil } from './testing';
import { Scenario } from './scenario';
import { type FamilyCase, testVampire } from './test-vampire';

const FOE = testVampire('Test Paying Foe', {});

/** The foe's blood burned as it chose its hand strike (`blood`: its blood), or -1 when the hand strike is not offered. */
function paid(def: CardDef, blood: number, strip: boolean): number {
  const sc = new Scenario({
    active: 0,
    phase: 'minion',
    seats: [{ ready: [{ card: def.name, blood: Math.min(def.capacity ?? 4, 10) }] }, { ready: [{ card: FOE.name, blood }] }],
    defs: [def, FOE],
    strip: strip ? [def.name] : [],
  });
  const me = sc.uid(def.name, 0);
  const foe = sc.uid(FOE.name, 1);
  const block = `block:${foe}`;
  sc.choose(`min:${me}`).choose(`bleed:${me}`);
  sc.s = passUntil(sc.s, (x) => ids(x).includes(block));
  sc.choose(block);
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
  sc.choose('none');
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeB');
  if (!dec(sc.s).options.some((o) => o.id === 'hand')) return -1;
  const before = sc.s.cards[foe].blood;
  sc.choose('hand');
  return before - sc.s.cards[foe].blood;
}

function priceCase(def: CardDef, n: number): FamilyCase {
  return {
    family: 'strikes against the vampire cost blood: paid, or no strike',
    expected: n + 10,
    run(strip) {
      return paid(def, 4, strip) + (paid(def, 0, strip) === -1 ? 10 : 0);
    },
  };
}

/** The cases of this family a vampire fits: its own `strikePrice` with no Condition. */
export function cryptStrikePriceCases(def: CardDef): FamilyCase[] {
  if (def.kind !== 'crypt') return [];
  const n = def.modes
    .flatMap((m) => m.effects)
    .reduce((k, e) => k + (isKind(e, 'mod') && e.stat === 'strikePrice' && e.who === 'self' && !e.if ? e.n : 0), 0);
  return n > 0 ? [priceCase(def, n)] : [];
}
