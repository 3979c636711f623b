/**
 * What an event is worth to the heuristic bot, from its data (vtes-es 1.6.1 "Eventos": played in the discard
 * phase, in place of a discard; its rule applies to every Methuselah): a rule that helps some minions counts
 * ours against the others', a trigger burning pool per card a Selector takes counts what the others lose against
 * what we would, an ability any holder may use counts the targets among the others' minions against ours. A card
 * not replaced while in play costs one. 0: no reading (the bot keeps the event, or discards it as any card).
 */
import type { Effect } from '../schema/schema';
import type { Cond } from '../schema/schema-params';
import type { VtesCardView, VtesSeatView } from '../view/view';
import { effectsOf, vampires, type Ctx } from './bot-knowledge';
import { isKind, isPrim } from '../schema/effect-query';

/** The condition (or one of its parts) tests that kind. */
function mentions(c: Cond | undefined, kind: string): boolean {
  if (!c) return false;
  if (c.c === kind) return true;
  if (c.c === 'all' || c.c === 'any') return c.of.some((x) => mentions(x, kind));
  if (c.c === 'not') return mentions(c.of, kind);
  return false;
}

const others = (c: Ctx): VtesSeatView[] => c.v.seats.filter((s) => !s.ousted && s.seat !== c.me);

/** Ours minus the others' average: how much more a rule that counts `n` for each seat helps us. */
function edge(c: Ctx, n: (s: VtesSeatView) => number): number {
  const os = others(c);
  return os.length ? n(c.st) - os.reduce((t, s) => t + n(s), 0) / os.length : 0;
}

const allies = (s: VtesSeatView): number => s.ready.filter((x) => x.types.includes('Ally')).length;

/** A vampire of the seat the `where` of an ability's target takes, as far as its capacity tells. */
function fits(x: VtesCardView, max: number | undefined): boolean {
  return max === undefined || (x.capacity ?? 0) <= max;
}

function modScore(c: Ctx, e: Extract<Effect, { e: 'mod' }>): number {
  if (e.who !== 'every' || typeof e.n !== 'number') return 0;
  // a stat for every ally (The Unmasking: allies' intercept against vampires): our allies against the others'
  if (mentions(e.if, 'ally')) return e.n * edge(c, allies);
  // hand size per victory point: our points against the others'
  if (e.stat === 'handSize' && 'per' in e && e.per && typeof e.per === 'object' && 'a' in e.per && e.per.a === 'vp')
    return e.n * edge(c, (s) => s.vp);
  return 0;
}

function abilityScore(c: Ctx, e: Extract<Effect, { e: 'ability' }>): number {
  // an ability burning a vampire the filter takes (Scourge of the Enochians): the others' such vampires against
  // ours (the card passes on, so ours are at risk after), 1.5 each
  if (!e.effects.some(isPrim('burn')) || !e.who || e.who.of !== 'vampire') return 0;
  const where = e.who.where;
  const max = where && where.c === 'capacity' && where.max !== undefined ? where.max : undefined;
  const count = (s: VtesSeatView) => vampires([...s.ready, ...s.torpor]).filter((x) => fits(x, max)).length;
  const theirs = others(c).reduce((t, s) => t + count(s), 0);
  return theirs > 0 ? 1.5 * (theirs - count(c.st)) : 0;
}

export function eventScore(c: Ctx, cid: string): number {
  let n = 0;
  let read = false;
  for (const e of effectsOf(cid, 0)) {
    if (isKind(e, 'noReplace') && e.for === 'inPlay') n -= 1;
    if (isKind(e, 'mod')) {
      const m = modScore(c, e);
      if (m !== 0) [read, n] = [true, n + m];
    }
    if (isKind(e, 'ability') && e.window === 'discard') {
      const a = abilityScore(c, e);
      if (a !== 0) [read, n] = [true, n + a];
    }
    // another event burned at random in the bot's discard phases (The Uncoiling): worth it when the others have more
    if (isKind(e, 'on') && e.event === 'discardPhase')
      for (const p of e.effects.filter(isPrim('burnRandom'))) {
        if (p.sel.of !== 'event') continue;
        read = true;
        const events = (x: VtesSeatView) => x.play.filter((y) => y.types.includes('Event')).length;
        for (const x of c.v.seats) n += (x.seat === c.me ? -2 : 1) * events(x);
      }
    if (!isKind(e, 'on') || e.seat !== 'active') continue;
    for (const p of e.effects.filter(isPrim('poolEach'))) {
      if (p.sel.whose !== 'you' || p.sel.of !== 'vampire') continue;
      read = true;
      const count = (x: VtesSeatView) => vampires(p.sel.state === 'torpor' ? x.torpor : x.ready).length;
      for (const x of c.v.seats) n += (x.seat === c.me ? -2 : 1) * p.n * count(x);
    }
  }
  return read ? n : 0;
}
