/**
 * Copies of one card in play told apart (issue 34 §3): when two cards in play carry the same name
 * (two copies of an ally, a vampire contested by two Methuselahs), each is numbered as players
 * number them across the table — "Mr. Winthrop (1)", "Mr. Winthrop (2)" — in table order (seat by
 * seat; ready region, torpor, other cards in play, cards on them), everywhere the view names it.
 * Pure: no React.
 */
import type { VtesCardView, VtesView } from '../../../main/games/vtes/view/view';

/** uid → the numbered name of each card in play whose name another card in play shares. */
export function copyNames(v: VtesView): Map<string, string> {
  const inPlay: VtesCardView[] = [];
  const add = (c: VtesCardView) => {
    inPlay.push(c);
    c.attached.forEach(add);
  };
  for (const s of v.seats) [...s.ready, ...s.torpor, ...s.play].forEach(add);
  const count = new Map<string, number>();
  for (const c of inPlay) count.set(c.name, (count.get(c.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  const out = new Map<string, string>();
  for (const c of inPlay) {
    if ((count.get(c.name) ?? 0) < 2 || out.has(c.uid)) continue;
    const k = (seen.get(c.name) ?? 0) + 1;
    seen.set(c.name, k);
    out.set(c.uid, `${c.name} (${k})`);
  }
  return out;
}

/** `x` with the name of every card of `names` (an object with its `uid` and a `name`) numbered, at any depth. */
function renamed<T>(x: T, names: ReadonlyMap<string, string>): T {
  if (Array.isArray(x)) return x.map((y: unknown) => renamed(y, names)) as T;
  if (!x || typeof x !== 'object') return x;
  const o = x as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, y] of Object.entries(o)) out[k] = renamed(y, names);
  const n = typeof o.uid === 'string' ? names.get(o.uid) : undefined;
  if (n && typeof o.name === 'string') out.name = n;
  return out as T;
}

/** The view with the copies in play numbered (the same view when no two cards in play share a name). */
export function withCopiesNumbered(v: VtesView): VtesView {
  const names = copyNames(v);
  return names.size ? renamed(v, names) : v;
}
