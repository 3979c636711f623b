/**
 * The V:TES set-up at the service boundary. The new-game form sends, per seat, a built-in
 * starter, a saved deck id or a card list (VEKN ids and counts); `vtesCreateSchema` bounds every
 * size before any work, and `resolveVtesSetup` (run by the games service in main) reads saved
 * decks and catalog cards into the raw config parseVtesConfig takes. The renderer never sends
 * card records: the trust boundary is here.
 */
import { z } from 'zod';
import { AppError } from '../../../common/errors';
import type { CardDetail } from '../../../cards/types';
import type { SetupSources } from '../../../engine/types';
import type { CardDef } from '../schema/effects';
import { cardDefFromDetail } from '../data/catalog-def';
import { STARTER_IDS, type StarterId } from '../data/starters';
import type { Edition, VtesDeckInput } from '../core/state';

/**
 * Sizes no legal deck comes near (vtes-es:2.3: crypt of 12 or more, library of 40 to 100;
 * vtes-pl:Budowa talii: library of 60 to 90), so a request beyond them is refused at once.
 */
export const VTES_DECK_LIMITS = { crypt: 100, library: 200, copies: 100, cards: 2000 } as const;

const entry = z
  .object({
    id: z.string().min(1).max(20),
    count: z.number().int().min(1).max(VTES_DECK_LIMITS.copies),
  })
  .strict();

const total = (list: readonly { count: number }[] | undefined) => (list ?? []).reduce((a, e) => a + e.count, 0);

const tooLarge = { key: 'vtes_deck_too_large', crypt: VTES_DECK_LIMITS.crypt, library: VTES_DECK_LIMITS.library };

/** The error for a deck beyond VTES_DECK_LIMITS. */
export function deckTooLarge(): AppError {
  const { key, ...params } = tooLarge;
  return new AppError('invalid_input', key, params);
}

/** True when a deck's card lists stay within VTES_DECK_LIMITS. */
export function withinLimits(d: { crypt?: readonly { count: number }[]; library?: readonly { count: number }[] }): boolean {
  return total(d.crypt) <= VTES_DECK_LIMITS.crypt && total(d.library) <= VTES_DECK_LIMITS.library;
}

/** A card list, refused on its length before any entry is read (every entry holds one card or more). */
const cardList = (max: number) =>
  z
    .custom<unknown[]>((v) => !Array.isArray(v) || v.length <= max, { params: tooLarge })
    .pipe(z.array(entry))
    .optional();

/** One seat's deck: a built-in starter, a saved deck id, or a card list (crypt and library). */
const deckSchema = z
  .object({
    starter: z.enum(STARTER_IDS as [StarterId, ...StarterId[]]).optional(),
    deck: z.string().min(1).max(64).optional(),
    name: z.string().trim().min(1).max(80).optional(),
    crypt: cardList(VTES_DECK_LIMITS.crypt),
    library: cardList(VTES_DECK_LIMITS.library),
  })
  .strict()
  .superRefine((d, ctx) => {
    const lists = d.crypt !== undefined || d.library !== undefined;
    if ([d.starter !== undefined, d.deck !== undefined, lists].filter(Boolean).length !== 1) {
      ctx.addIssue({ code: 'custom', message: 'a deck is a starter, a saved deck id or card lists' });
    } else if (d.deck !== undefined && d.name !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'a saved deck keeps its own name', path: ['name'] });
    } else if (lists && !withinLimits(d)) {
      ctx.addIssue({ code: 'custom', message: 'deck too large', params: tooLarge });
    }
  });

/** What `games.create` accepts as a V:TES `config`. */
export const vtesCreateSchema = z
  .object({
    edition: z.enum(['es-2018', 'vekn-current']).default('vekn-current'),
    decks: z.array(deckSchema).min(2).max(6),
    /** Ends the game (ranking by victory points) after this many turns; tests and benches. */
    maxTurns: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();

export type VtesCreateConfig = z.output<typeof vtesCreateSchema>;

/** The raw config parseVtesConfig takes (cards as definitions, so the record replays alone). */
export interface VtesRawConfig {
  edition: Edition;
  decks: VtesDeckInput[];
  deckCheck: boolean;
  maxTurns?: number;
  cards?: CardDef[];
}

const idOf = (uid: string) => uid.slice(uid.indexOf(':') + 1);
const entries = (counts: Record<string, number>) =>
  Object.entries(counts).map(([uid, count]) => ({ id: uid.startsWith('vtes:') ? idOf(uid) : uid, count }));

/**
 * Resolves saved decks and the catalog cards of every listed card. The 2018 rulebook's library
 * limits depend on the table size and saved decks were checked by the deck editor for their
 * edition, so the module's deck-size check runs for the current rules only (as before).
 */
export function resolveVtesSetup(raw: unknown, sources: SetupSources<CardDetail>): VtesRawConfig {
  const config = raw as VtesCreateConfig;
  const decks: VtesDeckInput[] = config.decks.map((d) => {
    if (d.starter) return d.name ? { starter: d.starter, name: d.name } : { starter: d.starter };
    if (d.deck) {
      const saved = sources.deck(d.deck);
      const deck = { name: saved.name, crypt: entries(saved.crypt), library: entries(saved.library) };
      if (!withinLimits(deck)) throw deckTooLarge();
      return deck;
    }
    const lists = { crypt: d.crypt ?? [], library: d.library ?? [] };
    return d.name ? { name: d.name, ...lists } : lists;
  });
  const cards = deckCardDefs(decks, sources);
  return {
    edition: config.edition,
    decks,
    deckCheck: config.edition === 'vekn-current',
    ...(config.maxTurns !== undefined ? { maxTurns: config.maxTurns } : {}),
    ...(cards.length ? { cards } : {}),
  };
}

/** The definitions of the cards the decks list, from the loaded card data (catalog joined with the data files). */
export function deckCardDefs(decks: readonly VtesDeckInput[], sources: SetupSources<CardDetail>): CardDef[] {
  const uids = new Set<string>();
  for (const d of decks) for (const e of [...(d.crypt ?? []), ...(d.library ?? [])]) uids.add(`vtes:${e.id}`);
  return sources.cards([...uids].sort()).map(cardDefFromDetail);
}
