import { describe, expect, it } from 'vitest';
import { beginDraft, endDraft, isFresh, markFresh, own } from './draft';

interface Rec {
  n: number;
}
interface State {
  recs: Rec[];
}

/** A write of a toy game: record `i` copied on the apply's first write, then written in place. */
const copyRec = (r: Rec): Rec => ({ n: r.n });
function write(s: State, i: number): Rec {
  const r = own(s, s.recs[i], copyRec);
  s.recs[i] = r;
  r.n++;
  return r;
}
const draftOf = (from: State): State => beginDraft({ recs: from.recs.slice() }, from);

describe('draft: copy on write, one fresh set per apply (issue 28 item 1b)', () => {
  it('a record is copied on the first write of an apply and written in place after; the input keeps its own', () => {
    const s0: State = { recs: [{ n: 0 }, { n: 10 }] };
    const s1 = draftOf(s0);
    const a = write(s1, 0);
    expect(write(s1, 0)).toBe(a);
    endDraft(s1);
    expect(s1.recs.map((r) => r.n)).toEqual([2, 10]);
    expect(s0.recs.map((r) => r.n)).toEqual([0, 10]);
    expect(s1.recs[1]).toBe(s0.recs[1]);
    // after the apply, the state copies again: the next state shares its records
    expect(isFresh(s1, s1.recs[0])).toBe(false);
  });

  it('an apply of another table run in the middle of an apply keeps its own set, and leaves this one whole', () => {
    const outer0: State = { recs: [{ n: 0 }] };
    const inner0: State = { recs: [{ n: 100 }] };
    const outer = draftOf(outer0);
    const mine = write(outer, 0);
    const inner = draftOf(inner0);
    write(inner, 0);
    expect(isFresh(inner, mine)).toBe(false);
    endDraft(inner);
    expect(isFresh(outer, mine)).toBe(true);
    expect(write(outer, 0)).toBe(mine);
    endDraft(outer);
    expect([outer.recs[0].n, inner.recs[0].n, outer0.recs[0].n, inner0.recs[0].n]).toEqual([2, 101, 0, 100]);
  });

  it('a state written without a draft (a set-up) copies each record once; a draft of it then copies again', () => {
    const s: State = { recs: [{ n: 0 }] };
    const r = write(s, 0);
    expect(write(s, 0)).toBe(r);
    const next = draftOf(s);
    expect(isFresh(s, r)).toBe(false);
    expect(write(next, 0)).not.toBe(r);
    endDraft(next);
    expect([s.recs[0].n, next.recs[0].n]).toEqual([2, 3]);
  });

  it('beyond the short list, copies are still known as fresh', () => {
    const s = beginDraft({ recs: [] as Rec[] });
    const made = Array.from({ length: 40 }, (_, n) => markFresh(s, { n }));
    expect(made.every((o) => isFresh(s, o))).toBe(true);
    expect(isFresh(s, { n: 1 })).toBe(false);
    endDraft(s);
  });
});
