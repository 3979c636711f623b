/**
 * Optional maneuvers and presses "each combat" (vtes-es 6.4.2, 6.4.4; issues 29, 30): a minion's own,
 * its equipment's or its retainer's record gives them once for the whole combat, usable in any round,
 * unlike those of the first round only or of one round.
 */
import { describe, expect, it } from 'vitest';
import { Scenario } from '../testing/scenario';
import { testVampire } from '../testing/test-vampire';
import { dec, ids, passUntil } from '../testing/testing';

const OPP = testVampire('Test Opponent', {});

function combatOf(effects: Parameters<typeof testVampire>[2]) {
  const me = testVampire('Test Fighter', {}, effects);
  const sc = new Scenario({
    seats: [{ ready: [{ card: me.name, blood: 6 }] }, { ready: [{ card: OPP.name, blood: 6 }] }],
    defs: [me, OPP],
  });
  const a = sc.uid(me.name);
  sc.choose(`min:${a}`)
    .choose(`bleed:${a}`)
    .choose(`block:${sc.uid(OPP.name, 1)}`);
  sc.s = passUntil(sc.s, (x) => !!x.combat);
  return { sc, a };
}

/** Nobody strikes this round; then the press step. */
function toPress(sc: Scenario): void {
  sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA');
  sc.choose('none').choose('none');
}

describe('V:TES optional maneuvers and presses each combat (6.4.2, 6.4.4)', () => {
  it('6.4.2: a maneuver each combat not used in the first round is still there in the second', () => {
    const { sc, a } = combatOf([
      { e: 'mod', stat: 'combatManeuvers', n: 1, who: 'self' },
      { e: 'mod', stat: 'combatPresses', n: 1, who: 'self' },
    ]);
    expect(sc.s.combat!.optManeuvers[a]).toBe(1);
    toPress(sc);
    sc.choose(ids(sc.s).find((x) => x.startsWith('optpress'))!);
    sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.round > 1);
    expect(sc.s.combat!.round).toBe(2);
    expect(sc.s.combat!.optManeuvers[a]).toBe(1);
  });

  it('6.4.2: a maneuver of the first round only is gone in the second', () => {
    const { sc, a } = combatOf([
      { e: 'mod', stat: 'firstRoundManeuvers', n: 1, who: 'self' },
      { e: 'mod', stat: 'combatPresses', n: 1, who: 'self' },
    ]);
    toPress(sc);
    sc.choose(ids(sc.s).find((x) => x.startsWith('optpress'))!);
    sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.round > 1);
    expect(sc.s.combat!.optManeuvers[a] ?? 0).toBe(0);
  });

  it('6.4.4: a press each combat is used once: after it continued the first round, the second offers none', () => {
    const { sc } = combatOf([{ e: 'mod', stat: 'combatPresses', n: 1, who: 'self' }]);
    toPress(sc);
    sc.choose(ids(sc.s).find((x) => x.startsWith('optpress'))!);
    sc.s = passUntil(sc.s, (x) => !x.combat || x.combat.round > 1);
    toPress(sc);
    // no press to offer: the press step asks nobody and the combat ends
    expect(sc.s.combat === null || !ids(sc.s).some((x) => x.startsWith('optpress'))).toBe(true);
    if (sc.s.combat) expect(dec(sc.s).kind).not.toBe('vtes.press');
  });
});
