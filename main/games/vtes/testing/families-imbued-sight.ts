/**
 * Scenario families of the convictions that change intercept (issue 30 item 3; tests only; imbued appendix A.2,
 * A.4; vtes-es 6.2.1, 6.2.2.2): a conviction burned by the imbued it is on as a monster acts, for +1 intercept
 * to that imbued blocking, and as the imbued announces its own action, for -1 intercept to monsters for the
 * whole action; one card of that name per imbued per action (Second Sight). Each fails once the card's
 * effects are stripped.
 */
import type { CardDef } from '../schema/effects';
import type { VtesState } from '../core/state';
import { dec, ids } from './testing';
import type { FamilyCase } from './families';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { testImbued } from './imbued-scenarios';

const KIN = testImbued('Test Seer', 3);
const SHADOW = testVampire('Test Shadow', {}, [{ e: 'mod', stat: 'stealth', n: 1, who: 'self' }]);
const WATCH = testVampire('Test Watch', {}, [{ e: 'mod', stat: 'intercept', n: 1, who: 'self' }]);

/** The option of the pending decision using card instance `u` (the first of `among`), or undefined. */
const useOf = (s: VtesState, among: readonly string[]) =>
  dec(s).options.find((o) => o.id.startsWith('loc') && among.some((u) => o.id.split(':').includes(u)));

/** The two copies of `def` on the imbued of `seat`. */
const copies = (sc: Scenario, def: CardDef, seat: number) =>
  sc.s.seats[seat].zones.ready.flatMap((u) => sc.s.cards[u].attached).filter((x) => sc.s.cards[x].cid === def.id);

/**
 * A vampire with +1 stealth bleeds; the imbued bearing two copies blocks and burns one for +1 intercept; the
 * other is not offered again in that action. Measured: 100 when one copy is left, 10 per intercept, 1 when
 * the second is not offered.
 */
export const burnForIntercept = (def: CardDef): FamilyCase => ({
  family: 'conviction: burned for +1 intercept to its imbued blocking a monster, one of its name per action',
  expected: 111,
  run(strip) {
    const two = [{ card: def.name }, { card: def.name }];
    const sc = new Scenario({
      defs: [def, KIN, SHADOW],
      strip: strip ? [def.name] : [],
      seats: [{ ready: [{ card: SHADOW.name, blood: 4 }] }, { ready: [{ card: KIN.name, blood: 3, attached: two }] }],
    });
    const a = sc.uid(SHADOW.name);
    sc.choose(`min:${a}`).choose(`bleed:${a}`);
    const k = sc.uid(KIN.name, 1);
    const b = dec(sc.s).options.find((o) => o.id.startsWith('block') && o.id.split(':').includes(k));
    if (!b) throw new Error(`no block: ${ids(sc.s).join(' ')}`);
    sc.choose(b.id);
    const first = useOf(sc.s, copies(sc, def, 1));
    if (!first) return 0;
    sc.choose(first.id);
    const left = copies(sc, def, 1);
    const again = sc.s.act?.step === 'intercept' && useOf(sc.s, left) !== undefined;
    return (left.length === 1 ? 100 : 0) + 10 * (sc.s.act?.intercept ?? 0) + (again ? 0 : 1);
  },
});

/**
 * The imbued bearing two copies bleeds and burns one as it announces the action: a vampire with +1 intercept
 * then attempting to block has none; the other copy is not offered again. Measured: 100 when one copy is
 * left, 10 when the blocker's intercept is 0 (1 without), 1 when the second is not offered.
 */
export const burnAsAnnounced = (def: CardDef): FamilyCase => ({
  family: 'conviction: burned as its imbued announces an action, -1 intercept to monsters, one of its name per action',
  expected: 111,
  run(strip) {
    const two = [{ card: def.name }, { card: def.name }];
    const sc = new Scenario({
      defs: [def, KIN, WATCH],
      strip: strip ? [def.name] : [],
      seats: [{ ready: [{ card: KIN.name, blood: 3, attached: two }] }, { ready: [{ card: WATCH.name, blood: 4 }] }],
    });
    const k = sc.uid(KIN.name);
    sc.choose(`min:${k}`).choose(`bleed:${k}`);
    const first = sc.s.act?.step === 'preBlock' ? useOf(sc.s, copies(sc, def, 0)) : undefined;
    if (!first) return 0;
    sc.choose(first.id);
    const left = copies(sc, def, 0);
    const again = sc.s.act?.step === 'preBlock' && useOf(sc.s, left) !== undefined;
    if (sc.s.act?.step === 'preBlock') sc.choose('pass');
    const w = sc.uid(WATCH.name, 1);
    const b = dec(sc.s).options.find((o) => o.id.startsWith('block') && o.id.split(':').includes(w));
    if (!b) throw new Error(`no block: ${ids(sc.s).join(' ')}`);
    sc.choose(b.id);
    return (left.length === 1 ? 100 : 0) + (sc.s.act?.intercept === 0 ? 10 : 0) + (again ? 0 : 1);
  },
});

export const IMBUED_SIGHT_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Second Sight: +1 intercept to its imbued blocking a monster, or -1 intercept to monsters as its imbued acts; one per action
  '101705': (def) => [burnForIntercept(def), burnAsAnnounced(def)],
};
