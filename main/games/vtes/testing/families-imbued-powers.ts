/**
 * Scenario families of powers that unlock their imbued (issue 30 item 3; tests only; imbued appendix A.3; vtes-es
 * 1.6.3.6, 6.2.3): locked at the end of its imbued's successful action to unlock it, and locked with a conviction
 * during another Methuselah's action, as reactions are, by a locked imbued to unlock it (Vigilance: LSJ 20070403).
 * Each fails once the card's effects are stripped.
 */
import type { CardDef } from '../schema/effects';
import { dec, ids, passUntil } from './testing';
import type { FamilyCase } from './families';
import { testVampire } from './test-vampire';
import { Scenario } from './scenario';
import { TEST_CONVICTION, testImbued } from './imbued-scenarios';

const KIN = testImbued('Test Warden', 3);
const RIVAL = testVampire('Test Rival', {});

/**
 * The imbued bearing the power bleeds with no block; once the action succeeded its Methuselah locks the power
 * and the imbued unlocks. Measured: 10 when the imbued is unlocked after the action, 1 when the power is locked.
 */
export const unlockAfterSuccess = (def: CardDef): FamilyCase => ({
  family: 'power: locked at the end of its imbued successful action to unlock it',
  expected: 11,
  run(strip) {
    const sc = new Scenario({
      defs: [def, KIN],
      strip: strip ? [def.name] : [],
      seats: [{ ready: [{ card: KIN.name, blood: 3, attached: [{ card: def.name }] }] }, {}],
    });
    const k = sc.uid(KIN.name);
    const p = sc.uid(def.name);
    sc.choose(`min:${k}`).choose(`bleed:${k}`);
    sc.s = passUntil(sc.s, (x) => !x.act || (x.act.step === 'after' && dec(x).options.some((o) => o.id.split(':').includes(p))));
    if (!sc.s.act) return 0;
    const o = dec(sc.s).options.find((x) => x.id.split(':').includes(p))!;
    sc.choose(o.id);
    sc.s = passUntil(sc.s, (x) => !x.act);
    return (sc.s.cards[k].locked ? 0 : 10) + (sc.s.cards[p].locked ? 1 : 0);
  },
});

/**
 * Another Methuselah's vampire bleeds; the locked imbued bearing the power (and a conviction) is offered to
 * lock it with the conviction and unlock, then blocks. Measured: 100 when the imbued is unlocked, 10 when
 * its conviction is spent, 1 when it may then block.
 */
export const unlockAsReaction = (def: CardDef): FamilyCase => ({
  family: 'power: locked with a conviction during another Methuselah action to unlock its locked imbued',
  expected: 111,
  run(strip) {
    const sc = new Scenario({
      defs: [def, KIN, RIVAL, TEST_CONVICTION],
      strip: strip ? [def.name] : [],
      seats: [
        { ready: [{ card: RIVAL.name, blood: 4 }] },
        { ready: [{ card: KIN.name, blood: 3, locked: true, attached: [{ card: def.name }, { card: TEST_CONVICTION.name }] }] },
      ],
    });
    const a = sc.uid(RIVAL.name);
    const k = sc.uid(KIN.name, 1);
    const p = sc.uid(def.name, 1);
    sc.choose(`min:${a}`).choose(`bleed:${a}`);
    const use = dec(sc.s).options.find((o) => o.id.startsWith('use:') && o.id.split(':').includes(p));
    if (!use) return 0;
    sc.choose(use.id);
    const c = sc.s.cards[k];
    const canBlock = ids(sc.s).some((o) => o.startsWith('block') && o.split(':').includes(k));
    return (c.locked ? 0 : 100) + (c.attached.length === 1 ? 10 : 0) + (canBlock ? 1 : 0);
  },
});

export const IMBUED_POWER_SCENARIOS: Readonly<Record<string, (def: CardDef) => FamilyCase[]>> = {
  // Vigilance: locked after its imbued's successful action to unlock it; with a conviction, unlocks its locked imbued as reactions are played
  '102120': (def) => [unlockAfterSuccess(def), unlockAsReaction(def)],
};
