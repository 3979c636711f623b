/**
 * How much of a deck plays itself (issue 27 item 12), shown by the set-up before the game starts:
 * each card of the deck is played by its reviewed data entry (`full`), by it with the rest done by
 * hand (`partial`: a vampire whose special ability is the players'), or with the manual operations
 * (`manual`: no reviewed entry, an entry still a draft, one written from another text, or one whose
 * Disciplines differ) — the same definition the set-up then puts in the game (catalog-def.ts).
 * Counts are of cards (copies); the cards not `full` are listed with why. Pure: the deck and its
 * catalog cards come from the sources the set-up uses (setup.ts).
 */
import type { CardDetail } from '../../../cards/types';
import type { SetupSources } from '../../../engine/types';
import type { AutomationStatus } from '../../../cards/types';
import { cardDefFromDetail } from './catalog-def';
import { dataStatus, type DataStatus } from './load';
import { STARTER_DECKS, STARTER_DEFS, type StarterId } from './starters';

/** One seat's deck as the set-up form names it: a starter, a saved deck id, or card lists. */
export interface DeckRef {
  starter?: StarterId;
  deck?: string;
  crypt?: { id: string; count: number }[];
  library?: { id: string; count: number }[];
}

export interface DeckAutomationCard {
  uid: string;
  name: string;
  count: number;
  part: 'crypt' | 'library';
  status: AutomationStatus;
  /** Why a card is not played by an entry: none, draft, stale (its text changed), mismatch. */
  entry: DataStatus;
}

export interface DeckAutomation {
  /** Cards (copies) by how they play. */
  full: number;
  partial: number;
  manual: number;
  /** Card ids of the deck the catalog does not have (the set-up refuses the deck). */
  unknown: string[];
  /** Every card not `full`, manual ones first, then by copies and name. */
  cards: DeckAutomationCard[];
}

const uidOf = (id: string) => (id.startsWith('vtes:') ? id : `vtes:${id}`);
const toLists = (counts: Record<string, number>) => Object.entries(counts).map(([id, count]) => ({ id, count }));

function lists(
  ref: DeckRef,
  sources: SetupSources<CardDetail>,
): { crypt: { id: string; count: number }[]; library: { id: string; count: number }[] } {
  if (ref.starter) {
    const s = STARTER_DECKS[ref.starter];
    return { crypt: s.crypt.map(([id, count]) => ({ id, count })), library: s.library.map(([id, count]) => ({ id, count })) };
  }
  if (ref.deck) {
    const d = sources.deck(ref.deck);
    return { crypt: toLists(d.crypt), library: toLists(d.library) };
  }
  return { crypt: ref.crypt ?? [], library: ref.library ?? [] };
}

const ORDER: Record<AutomationStatus, number> = { manual: 0, partial: 1, full: 2 };

/** The automation summary of one deck (see the file's comment). */
export function deckAutomation(ref: DeckRef, sources: SetupSources<CardDetail>): DeckAutomation {
  const { crypt, library } = lists(ref, sources);
  const wanted = [...crypt.map((x) => ({ ...x, part: 'crypt' as const })), ...library.map((x) => ({ ...x, part: 'library' as const }))];
  const details = new Map<string, CardDetail>(
    ref.starter ? [] : sources.cards([...new Set(wanted.map((x) => uidOf(x.id)))].sort()).map((c) => [c.uid, c]),
  );
  const out: DeckAutomation = { full: 0, partial: 0, manual: 0, unknown: [], cards: [] };
  for (const w of wanted) {
    const uid = uidOf(w.id);
    const d = details.get(uid);
    // a starter deck plays its built-in definitions (all reviewed)
    const def = ref.starter ? STARTER_DEFS.get(uid.slice(5)) : d ? cardDefFromDetail(d) : undefined;
    if (!def) {
      out.unknown.push(uid.slice(5));
      continue;
    }
    out[def.automation] += w.count;
    if (def.automation !== 'full')
      out.cards.push({
        uid,
        name: def.name,
        count: w.count,
        part: w.part,
        status: def.automation,
        entry: d && d.textPl === undefined ? dataStatus(d) : 'full',
      });
  }
  out.cards.sort((a, b) => ORDER[a.status] - ORDER[b.status] || b.count - a.count || a.name.localeCompare(b.name));
  return out;
}
