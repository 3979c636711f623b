/**
 * Copy on write for the games' `apply` (issue 14 item 2, issue 28 item 1b; design.md §2 "copy only
 * what changes"): an apply starts from a shallow copy of the state — the draft — that shares every
 * record with the state it came from. The first write to a shared record copies it (the game's own
 * copy function) and registers the copy as fresh; later writes of the same apply go into that copy.
 * Each game keeps only what is its own: which records it copies and how.
 *
 * One fresh set per apply, keyed by its draft: its first copy opens it (`beginDraft` marks where the
 * apply starts), `endDraft` closes it when the apply returns. The open sets form a stack, so an apply of another game or of another table run
 * in the middle of this one (a search bot) opens and closes its own set above this one's and never
 * sees or changes it. A new draft closes the set of the state it copies (that state's records are
 * now shared, it writes none in place again). A state written without a draft (set-up, test
 * set-ups) opens its set on its first copy and copies each record once.
 *
 * Why not a property on the draft: defining one on every state gave the rules' reads of state fields
 * one more hidden class and cost 5 to 25 % of the games' random-playout speed.
 */

interface Fresh {
  state: object;
  /** The first copies, scanned linearly (cheaper than hashing for the few records an apply writes). */
  list: object[];
  /** The copies beyond LIST_MAX. */
  more: Set<object> | null;
}

const LIST_MAX = 24;
/** More open sets than this means applies that threw before `endDraft`: the oldest are dropped. */
const STACK_MAX = 32;
const open: Fresh[] = [];

function find(s: object): Fresh | undefined {
  for (let i = open.length - 1; i >= 0; i--) if (open[i].state === s) return open[i];
  return undefined;
}

function close(s: object): void {
  for (let i = open.length - 1; i >= 0; i--) if (open[i].state === s) open.splice(i, 1);
}

/** Starts an apply: `draft`, the apply's shallow copy of `from`, owns nothing yet; `from` writes nothing in place any more. */
export function beginDraft<S extends object>(draft: S, from?: object): S {
  if (open.length) {
    if (from) close(from);
    // a draft of this object left open (its apply threw): it starts again with nothing fresh
    close(draft);
  }
  // the set itself is opened by the apply's first copy (markFresh): an apply that copies nothing
  // allocates nothing
  return draft;
}

function openSet(s: object): Fresh {
  if (open.length >= STACK_MAX) open.shift();
  const f: Fresh = { state: s, list: [], more: null };
  open.push(f);
  return f;
}

/** Ends an apply: the state it returns copies again on any later write. */
export function endDraft(s: object): void {
  const top = open.length - 1;
  if (top < 0) return;
  if (open[top].state === s) open.pop();
  else close(s);
}

/** Whether `o` was copied (or created) by the apply now writing `s`, and may be written in place. */
export function isFresh(s: object, o: object): boolean {
  const top = open.length - 1;
  const f = top >= 0 && open[top].state === s ? open[top] : find(s);
  if (f === undefined) return false;
  const list = f.list;
  for (let i = 0; i < list.length; i++) if (list[i] === o) return true;
  return f.more !== null && f.more.has(o);
}

/** Registers `o`, just copied for the state `s` being written, as writable in place; returns it. */
export function markFresh<T extends object>(s: object, o: T): T {
  const top = open.length - 1;
  let f = top >= 0 && open[top].state === s ? open[top] : find(s);
  if (f === undefined) f = openSet(s);
  if (f.list.length < LIST_MAX) f.list.push(o);
  else (f.more ??= new Set()).add(o);
  return o;
}

/** `o` itself when the apply writing `s` copied it already, else `copy(o)` registered as fresh (the caller stores it in place of `o`). */
export function own<T extends object>(s: object, o: T, copy: (o: T) => T): T {
  return isFresh(s, o) ? o : markFresh(s, copy(o));
}
