/**
 * `npm run cards:draft` (issue 27 item 3, scripts/cards-draft.mjs): the offline draft generator. The
 * reader of main/games/vtes/draft/ proposes a data entry (`status: "draft"`, the fingerprint of the
 * text it read) for every official card that has no reviewed entry written from its current text (or
 * for the cards asked for), for a person to review and copy into the data files as `full`. Nothing at
 * play time reads a draft. The summary says how much the reader proposes beyond the catalog facts and
 * how many TWD slots those cards fill: what plays by hand until their entries are reviewed.
 */
import type { CardDetail } from '../cards/types';
import type { DataEntry } from '../games/vtes/data/entry';
import { dataStatus } from '../games/vtes/data/load';
import { draftEntry, readsMoreThanFacts } from '../games/vtes/draft/entry';
import { draftHint } from '../games/vtes/draft/hints';
import type { ManualHint } from '../games/vtes/data/manual-hints';
import { SHARED_DATA } from '../testing/shared-data';
import { catalogCards, officialCards, twdDecks } from './card-coverage';

export interface DraftReport {
  /** Proposed entries by official card id. */
  entries: Record<string, DataEntry>;
  /** Proposed timing and target hints of the cards played by hand, by official card id (manual-hints.ts). */
  hints: Record<string, ManualHint>;
  stats: {
    cards: number;
    /** Cards played by a reviewed entry (no draft proposed unless asked for). */
    reviewed: number;
    drafts: number;
    /** Drafts proposing more than the catalog facts (a timing, targets, stats, keywords...). */
    readsMore: number;
    twd: {
      decks: number;
      librarySlots: number;
      cryptSlots: number;
      /** Slots of cards without a reviewed entry whose draft proposes more than the catalog facts. */
      librarySlotsReadMore: number;
      cryptSlotsReadMore: number;
    };
  };
}

const idOf = (uid: string) => uid.slice(uid.indexOf(':') + 1);

/** The drafts for `cards` (those without a reviewed entry, or the `ids` asked for) and the summary over `decks`. */
export function draftReport(
  cards: readonly CardDetail[],
  decks: readonly { crypt: Record<string, number>; library: Record<string, number> }[],
  ids?: ReadonlySet<string>,
): DraftReport {
  const entries: Record<string, DataEntry> = {};
  const hints: Record<string, ManualHint> = {};
  const more = new Set<string>();
  let reviewed = 0;
  for (const c of cards) {
    const full = dataStatus(c) === 'full';
    if (full) reviewed++;
    if (ids ? !ids.has(c.id) : full) continue;
    entries[c.id] = draftEntry(c);
    // a card asked for by id gets its hint even when the reader proposes nothing (reviewed as such)
    const hint = full ? null : draftHint(c, !!ids);
    if (hint) hints[c.id] = hint;
    if (!full && readsMoreThanFacts(c)) more.add(c.id);
  }
  const twd = { decks: decks.length, librarySlots: 0, cryptSlots: 0, librarySlotsReadMore: 0, cryptSlotsReadMore: 0 };
  for (const d of decks) {
    for (const [uid, n] of Object.entries(d.library)) {
      twd.librarySlots += n;
      if (more.has(idOf(uid))) twd.librarySlotsReadMore += n;
    }
    for (const [uid, n] of Object.entries(d.crypt)) {
      twd.cryptSlots += n;
      if (more.has(idOf(uid))) twd.cryptSlotsReadMore += n;
    }
  }
  return {
    entries,
    hints,
    stats: { cards: cards.length, reviewed, drafts: Object.keys(entries).length, readsMore: more.size, twd },
  };
}

/** `--data <dir>`, `--catalog <catalog.sqlite>`, `--ids <id,id...>`: prints `{ entries, stats }` as JSON (the script writes the file). */
export async function draftCli(argv: readonly string[]): Promise<void> {
  const opt = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const dir = opt('--data') ?? SHARED_DATA;
  const catalog = opt('--catalog');
  const cards = (catalog ? await catalogCards(catalog) : officialCards(dir)).filter((c) => c.game === 'vtes');
  const ids = opt('--ids');
  const r = draftReport(cards, twdDecks(dir, cards), ids ? new Set(ids.split(',').map((x) => x.trim())) : undefined);
  process.stdout.write(`${JSON.stringify(r)}\n`);
}
