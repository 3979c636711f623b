/**
 * What a V:TES search bot guesses about a Methuselah's unseen cards (issue 33 item 1), from public
 * knowledge only: the cards that seat has shown (its minions and cards in play, its ash heap, an open
 * hand, and for the bot's own seat its hand and uncontrolled region) and the four printed starter
 * decks, which every player may know. The deck sharing the most shown cards is taken as the seat's
 * deck (ties drawn at random, a seat that has shown nothing gets a random starter); its unseen rest
 * is the pool the hidden cards are drawn from. A deck that shows cards of no starter (imported
 * cards) is not guessed: the search bot leaves such games to the heuristic bot (search-bot.ts).
 * Tournament-deck statistics are not available at run time and are not used.
 */
import type { BotRng } from '../../../../engine/types';
import { STARTER_DECKS, STARTER_IDS, type DeckList } from '../../data/starters';
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
export function shownCards(v: VtesView, st: VtesSeatView, cryptIds: ReadonlySet<string>): { crypt: Counts; library: Counts } {
  const m = { crypt: new Map<string, number>(), library: new Map<string, number>() };
  for (const c of [...st.ready, ...st.torpor, ...st.play, ...(st.openHand ?? [])]) addCard(m, c);
  for (const a of st.ash) add(cryptIds.has(a.cid) ? m.crypt : m.library, a.cid);
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
