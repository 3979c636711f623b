/**
 * What a V:TES search bot guesses about a Methuselah's unseen cards (issue 33 item 1), from what its
 * seat knows only: the cards each seat has shown (its minions and cards in play, its ash heap, an
 * open hand, and for the bot's own seat its hand and uncontrolled region), its own deck list (a game
 * with imported cards names it in the seat's own view) and the four printed starter decks, which
 * every player may know.
 * - Own seat with its deck list: that list, less what it has seen.
 * - A seat that has shown only starter cards (or nothing): the starter deck sharing the most shown
 *   cards (ties drawn at random), less what it has shown.
 * - A seat that has shown other cards (a tournament deck, say): its unseen cards are drawn from what
 *   it has shown, in the proportions shown (a deck plays several copies of its key cards); a region
 *   it has shown nothing of (crypt or library) from the guessed starter's.
 * Tournament-deck statistics are not available at run time and are not used.
 */
import type { BotRng } from '../../../../engine/types';
import { STARTER_DECKS, STARTER_DEFS, STARTER_IDS, type DeckList } from '../../data/starters';
import type { SeatId } from '../../../../engine/types';
import type { VtesCardView, VtesSeatView, VtesView } from '../../view/view';

/** Card id → copies. */
export type Counts = Map<string, number>;

function add(m: Counts, cid: string, n = 1): void {
  m.set(cid, (m.get(cid) ?? 0) + n);
}

function addCard(m: { crypt: Counts; library: Counts }, c: VtesCardView): void {
  add(c.kind === 'crypt' ? m.crypt : m.library, c.cid);
  for (const a of c.attached) addCard(m, a);
}

/** The cards a seat has shown, as the viewer of `v` knows them (crypt and library apart). */
export function shownCards(v: VtesView, st: VtesSeatView, isCrypt: (cid: string) => boolean): { crypt: Counts; library: Counts } {
  const m = { crypt: new Map<string, number>(), library: new Map<string, number>() };
  for (const c of [...st.ready, ...st.torpor, ...st.play, ...(st.openHand ?? [])]) addCard(m, c);
  for (const a of st.ash) add(isCrypt(a.cid) ? m.crypt : m.library, a.cid);
  if (v.me === st.seat) {
    if (!st.openHand) for (const h of v.hand ?? []) addCard(m, h);
    for (const u of st.uncontrolled) if (u.card) addCard(m, u.card);
  }
  return m;
}

function overlap(shown: Counts, list: readonly [string, number][]): number {
  let n = 0;
  for (const [cid, k] of list) n += Math.min(k, shown.get(cid) ?? 0);
  return n;
}

/** The starter deck sharing the most shown cards with the seat (ties at random). */
export function guessDeck(shown: { crypt: Counts; library: Counts }, rng: BotRng): DeckList {
  let best: DeckList[] = [];
  let top = -1;
  for (const id of STARTER_IDS) {
    const d = STARTER_DECKS[id];
    const score = overlap(shown.crypt, d.crypt) + overlap(shown.library, d.library);
    if (score > top) {
      top = score;
      best = [d];
    } else if (score === top) best.push(d);
  }
  return best.length === 1 ? best[0] : rng.pick(best);
}

/**
 * `n` card ids drawn for the hidden part of a region: the deck's copies not shown yet, shuffled; when
 * the shown cards leave fewer than `n` (a guess that is off), the rest are drawn from the whole list.
 */
export function hiddenCards(list: readonly [string, number][], shown: Counts, n: number, rng: BotRng): string[] {
  const rest: string[] = [];
  for (const [cid, k] of list) for (let i = 0; i < k - (shown.get(cid) ?? 0); i++) rest.push(cid);
  const out = rng.shuffle(rest).slice(0, n);
  const all = list.flatMap(([cid, k]) => Array.from({ length: k }, () => cid));
  while (out.length < n) out.push(rng.pick(all));
  return out;
}

function onlyStarters(m: Counts): boolean {
  for (const cid of m.keys()) if (!STARTER_DEFS.has(cid)) return false;
  return true;
}

/** The deck list the hidden cards of `seat` are drawn from (see the file header). */
export function deckOf(v: VtesView, seat: SeatId, shown: { crypt: Counts; library: Counts }, rng: BotRng): DeckList {
  if (seat === v.me && v.deck) return { name: 'own', crypt: v.deck.crypt, library: v.deck.library };
  const starter = guessDeck(shown, rng);
  if (onlyStarters(shown.crypt) && onlyStarters(shown.library)) return starter;
  return {
    ...starter,
    crypt: shown.crypt.size ? [...shown.crypt] : starter.crypt,
    library: shown.library.size ? [...shown.library] : starter.library,
  };
}
