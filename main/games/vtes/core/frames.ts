/**
 * The frame stack of the V:TES rules (issue 11 item 2): the kernel that finds the pending decision,
 * hands an answer to the step that asked it, and moves on when nobody has a real choice.
 *
 * Each step of the game is one frame with `decide` (the question and its options, or null when
 * nobody has a real choice), `handle` (the answer) and `auto` (what happens on its own when the
 * frame has no question). A frame is on the stack when its record in the state is set: the phase
 * at the bottom, then an action (`act`), a combat (`combat`), a referendum (`ref`), the manual
 * operations (`manualSeat`), a small choice (`pick`, with typed continuation data) and the
 * "as it is played" window (`cancelWin`) on top. Pushing a frame is setting its record (a block
 * starts a combat, a diablerie leaves a blood hunt pending, a card asks for a target); popping it
 * is clearing the record, and the frame below carries on. The records are the state's own fields,
 * so a saved game holds its stack as it always did.
 *
 * The order of the table is the order of the stack (the record frames first, the phases last):
 * the first frame on the stack from the top asks; when it has no question, the first frame from
 * the top with an `auto` step runs it.
 */
import type { Decision } from '../../../engine/types';
import type { Ev, VtesState } from './state';

export type FrameName =
  'cancel' | 'pick' | 'manual' | 'moment' | 'referendum' | 'combat' | 'action' | 'unlock' | 'master' | 'minion' | 'influence' | 'discard';

/** The state fields that hold a frame's record (null or absent when the frame is not on the stack). */
export type FrameRecord = 'cancelWin' | 'pick' | 'manualSeat' | 'moment' | 'ref' | 'combat' | 'act';

export interface Frame {
  readonly name: FrameName;
  /**
   * Where the frame lives: the state field holding its record (on the stack while set), or the
   * phase it is (at the bottom of the stack during that phase).
   */
  readonly record: FrameRecord | { phase: VtesState['phase'] };
  /** The question of this step, or null when nobody has a real choice. */
  decide(s: VtesState): Decision | null;
  /** The answer `id` to the decision `d` this frame asked. */
  handle(s: VtesState, d: Decision, id: string, ev: Ev): void;
  /** The step's own progress when it asks nothing (absent: the frame below moves on). */
  auto?(s: VtesState, ev: Ev): void;
}

/** A plain field read per frame record (one property each: monomorphic reads, issue 14 item 2). */
const READ: Record<FrameRecord, (s: VtesState) => unknown> = {
  cancelWin: (s) => s.cancelWin,
  pick: (s) => s.pick,
  manualSeat: (s) => s.manualSeat,
  moment: (s) => s.moment,
  ref: (s) => s.ref,
  combat: (s) => s.combat,
  act: (s) => s.act,
};

/** A stack of frames: `table` lists every frame from the top of the stack down, the phases last. */
export class FrameStack {
  private readonly records: { frame: Frame; read: (s: VtesState) => unknown }[] = [];
  private readonly phases = new Map<VtesState['phase'], Frame>();

  constructor(private readonly table: readonly Frame[]) {
    // the record checks are plain field reads (the kernel asks for the top frame at every step)
    for (const f of table)
      if (typeof f.record === 'string') this.records.push({ frame: f, read: READ[f.record] });
      else this.phases.set(f.record.phase, f);
  }

  /** Whether `f` is on the stack in `s`. */
  on(f: Frame, s: VtesState): boolean {
    return typeof f.record === 'string' ? s[f.record] != null : s.phase === f.record.phase;
  }

  /** The frames on the stack in `s`, from the bottom up. */
  frames(s: VtesState): FrameName[] {
    return this.table
      .filter((f) => this.on(f, s))
      .map((f) => f.name)
      .reverse();
  }

  /** The frame on top of the stack (the one that asks), if any. */
  top(s: VtesState): Frame | undefined {
    if (s.phase === 'over') return undefined;
    const records = this.records;
    for (let i = 0; i < records.length; i++) if (records[i].read(s) != null) return records[i].frame;
    return this.phases.get(s.phase);
  }

  /** The pending decision: the top frame's question (none once the game is over). */
  decide(s: VtesState): Decision | null {
    const f = this.top(s);
    return f ? f.decide(s) : null;
  }

  /** Hands the answer to the frame that asked (the top one). */
  handle(s: VtesState, d: Decision, id: string, ev: Ev): void {
    this.top(s)?.handle(s, d, id, ev);
  }

  /** Automatic progress: the highest frame on the stack with an automatic step runs it. */
  auto(s: VtesState, ev: Ev): void {
    for (const f of this.table) if (f.auto && this.on(f, s)) return f.auto(s, ev);
  }
}
