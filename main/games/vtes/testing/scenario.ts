/**
 * A scenario harness keyed by card names and roles (issue 27 item 8; tests only): arrange the seats
 * and their regions by card name, play a card by name, mode and target through the engine's own
 * decisions (never by option-id prefixes), read the state. `stripped` builds the same scenario with
 * the named cards' effects removed, so a card's test can show that it fails without them: coverage
 * that cannot pass by accident. The states are built by testing.ts `build`.
 */
import type { SeatId } from '../../../engine/types';
import type { CardDef } from '../schema/effects';
import { STARTER_DEFS } from '../data/starters';
import type { VtesState, Zone } from '../core/state';
import { build, type BuildSpec, choose, dec, uid } from './testing';

export interface ScenarioSpec extends BuildSpec {
  /** Cards (by name) whose effects are removed from every mode: the "stripped" run. */
  strip?: readonly string[];
}

/** The definition of a card by the name the game shows, among the starters and the spec's own definitions. */
function defByName(spec: ScenarioSpec, name: string): CardDef {
  const d = (spec.defs ?? []).find((x) => x.name === name) ?? [...STARTER_DEFS.values()].find((x) => x.name === name);
  if (!d) throw new Error(`scenario: unknown card ${name}`);
  return d;
}

export class Scenario {
  s: VtesState;

  constructor(readonly spec: ScenarioSpec) {
    const stripped = (spec.strip ?? []).map((n) => {
      const d = defByName(spec, n);
      // a card that cancels as a card is played says so in its window (1.6.1.1): stripped, it cancels nothing
      return {
        ...d,
        modes: d.modes.map((m) => ({ ...m, effects: [], ...(m.window?.cancel ? { window: { ...m.window, cancel: undefined } } : {}) })),
      };
    });
    const defs = [...(spec.defs ?? []).filter((d) => !spec.strip?.includes(d.name)), ...stripped];
    this.s = build({ ...spec, defs });
  }

  /** The same scenario with these cards' effects removed. */
  stripped(...cards: string[]): Scenario {
    return new Scenario({ ...this.spec, strip: [...(this.spec.strip ?? []), ...cards] });
  }

  /** The instance of a card by name (first copy of `seat`, in `zone` if given). */
  uid(card: string, seat: SeatId = 0, zone?: Zone): string {
    return uid(this.s, card, seat, zone);
  }

  pool(seat: SeatId): number {
    return this.s.seats[seat].pool;
  }

  /** Answers the pending decision with the option whose id is `id` (it must be offered). */
  choose(id: string): this {
    this.s = choose(this.s, id);
    return this;
  }

  /**
   * The deciding Methuselah plays `card` from its hand: a minion card by the minion `by` (an action is
   * announced by choosing the minion first), with mode `mode`; a card asking for a target gets the card
   * named `target` (of the seat `targetSeat`). The option is found by the card's instance and mode in
   * the offered options, whatever step offers it.
   */
  play(card: string, opts: { mode?: number; by?: string; target?: string; targetSeat?: SeatId } = {}): this {
    const seat = dec(this.s).seat;
    const c = this.uid(card, seat, 'hand');
    if (opts.by) {
      const m = `min:${this.uid(opts.by, seat)}`;
      if (dec(this.s).options.some((o) => o.id === m)) this.choose(m);
    }
    const fits = (id: string) => {
      const parts = id.split(':');
      const i = parts.indexOf(c);
      return i >= 0 && (opts.mode === undefined || parts.length <= i + 1 || parts[i + 1] === String(opts.mode));
    };
    const o = dec(this.s).options.find((x) => fits(x.id));
    if (!o)
      throw new Error(
        `scenario: ${card} is not offered: ${dec(this.s)
          .options.map((x) => x.id)
          .join(' ')}`,
      );
    this.choose(o.id);
    if (opts.target) {
      const t = this.uid(opts.target, opts.targetSeat ?? seat);
      const pick = dec(this.s).options.find((x) => x.id.split(':').includes(t));
      if (!pick) throw new Error(`scenario: ${opts.target} is not offered as the target of ${card}`);
      this.choose(pick.id);
    }
    return this;
  }
}

/**
 * Seat 0's `actor` (6 blood, holding `def`, `copies` of it) bleeds seat 1, whose `opp` (6 blood, or `oppBlood`) blocks
 * it (6.2.2): the scenario stands at the block, combat to come (6.4). `strip`: `def` played with its effects stripped.
 */
export function blockedBleed(
  def: CardDef,
  actor: CardDef,
  opp: CardDef,
  strip: boolean,
  { copies = 1, oppBlood = 6 }: { copies?: number; oppBlood?: number } = {},
): { sc: Scenario; a: string; o: string } {
  const sc = new Scenario({
    seats: [
      { ready: [{ card: actor.name, blood: 6 }], hand: Array.from({ length: copies }, () => def.name) },
      { ready: [{ card: opp.name, blood: oppBlood }] },
    ],
    defs: [def, actor, opp],
    strip: strip ? [def.name] : [],
  });
  const a = sc.uid(actor.name);
  const o = sc.uid(opp.name, 1);
  sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${o}`);
  return { sc, a, o };
}
