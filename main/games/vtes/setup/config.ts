/**
 * V:TES game configuration (vtes-es 2.3 "Preparación", deck building; vtes-pl "Budowa talii", "Przygotowanie do gry"):
 * the config a game is created with, checked and normalised (seats, edition, decks, the deck size
 * limits of the edition, imported card definitions). Bad input is refused with a clear error.
 */
import type { CardDetail } from '../../../cards/types';
import { AppError } from '../../../common/errors';
import { cardDefFromDetail } from '../data/catalog-def';
import { cardFromRecord } from '../schema/modes';
import { checkSavedCard } from '../schema/schema-check';
import { deckTooLarge, VTES_DECK_LIMITS, withinLimits } from './setup';
import { type CardDef, STARTER_DECKS, STARTER_DEFS, STARTER_IDS, type StarterId } from '../data/starters';
import type { Edition, VtesConfig, VtesDeckInput } from '../core/state';

export function bad(detail: string, key = 'game_config_invalid'): never {
  throw new AppError('invalid_input', key, {}, detail);
}

export function parseVtesConfig(raw: unknown): VtesConfig {
  if (!raw || typeof raw !== 'object') bad('config must be an object');
  const r = raw as Record<string, unknown>;
  const edition: Edition =
    r.edition === 'vekn-current' ? 'vekn-current' : r.edition === undefined || r.edition === 'es-2018' ? 'es-2018' : bad('edition');
  let decks: VtesDeckInput[];
  if (Array.isArray(r.decks)) decks = r.decks as VtesDeckInput[];
  else if (typeof r.players === 'number') {
    const n = r.players;
    if (!Number.isInteger(n) || n < 2 || n > 6) bad('2-6 seats', 'vtes_seats');
    decks = Array.from({ length: n }, (_, i) => ({ starter: STARTER_IDS[i % 4] }));
  } else bad('decks or players required');
  if (!Number.isInteger(decks.length) || decks.length < 2 || decks.length > 6) bad('2-6 seats', 'vtes_seats');
  const maxTurns = r.maxTurns === undefined ? 0 : Number(r.maxTurns);
  if (!Number.isInteger(maxTurns) || maxTurns < 0 || maxTurns > 10000) bad('maxTurns');
  if (Array.isArray(r.cards) && r.cards.length > VTES_DECK_LIMITS.cards) bad('too many cards');
  const cards = Array.isArray(r.cards)
    ? (r.cards as unknown[]).map((c) => {
        if (!c || typeof c !== 'object' || typeof (c as { id?: unknown }).id !== 'string') bad('card');
        // a definition recorded before the mode parts existed is read in the current shape (vocab/modes.ts),
        // then checked against the schema (an invalid one names the card and the path)
        return 'modes' in c && Array.isArray(c.modes) ? checkSavedCard(cardFromRecord(c as CardDef)) : cardDefFromDetail(c as CardDetail);
      })
    : undefined;
  const pinned = r.pinned === undefined ? undefined : typeof r.pinned === 'string' && cards ? r.pinned : bad('pinned card data');
  const known = new Set([...(pinned === undefined ? STARTER_DEFS.keys() : []), ...(cards ?? []).map((c) => c.id)]);
  const norm: VtesDeckInput[] = decks.map((d) => {
    if (!d || typeof d !== 'object') bad('deck');
    if (d.starter !== undefined) {
      if (!STARTER_IDS.includes(d.starter as StarterId)) bad(`starter ${String(d.starter)}`, 'vtes_deck_unknown_card');
      return { name: d.name ?? STARTER_DECKS[d.starter as StarterId].name, starter: d.starter };
    }
    if ((d.crypt !== undefined && !Array.isArray(d.crypt)) || (d.library !== undefined && !Array.isArray(d.library))) bad('deck lists');
    // every entry holds at least one card: more entries than the limit is too large already
    if ((d.crypt?.length ?? 0) > VTES_DECK_LIMITS.crypt || (d.library?.length ?? 0) > VTES_DECK_LIMITS.library) {
      throw deckTooLarge();
    }
    const crypt = (d.crypt ?? []).map((x) => ({ id: String(x?.id), count: Number(x?.count) }));
    const library = (d.library ?? []).map((x) => ({ id: String(x?.id), count: Number(x?.count) }));
    for (const x of [...crypt, ...library]) {
      if (!known.has(x.id)) bad(`unknown card ${x.id}`, 'vtes_deck_unknown_card');
      if (!Number.isInteger(x.count) || x.count < 1 || x.count > VTES_DECK_LIMITS.copies) bad('count');
    }
    if (!withinLimits({ crypt, library })) {
      throw deckTooLarge();
    }
    return { name: d.name, crypt, library };
  });
  const deckCheck = r.deckCheck !== false;
  const cfg: VtesConfig = { edition, decks: norm, maxTurns, deckCheck, cards, ...(pinned === undefined ? {} : { pinned }) };
  if (deckCheck)
    for (const d of norm) {
      checkDeckSize(cfg, d);
      checkCryptGroups(cfg, d);
    }
  return cfg;
}

/**
 * Crypt groups (vtes-es I.2.1, vtes-pl "Budowa talii"): the crypt's vampires come from one group or from
 * two consecutive groups; a vampire of group "any" goes with every crypt.
 */
export function checkCryptGroups(cfg: VtesConfig, d: VtesDeckInput): void {
  // the imported definitions override the starter ones (no merged copy of the starter table per deck)
  const extra = cfg.cards?.length ? new Map(cfg.cards.map((c) => [c.id, c] as const)) : undefined;
  const groups = [
    ...new Set(
      deckLists(d)
        .crypt.map(([id]) => Number.parseInt((extra?.get(id) ?? STARTER_DEFS.get(id))?.group ?? '', 10))
        .filter((g) => Number.isInteger(g)),
    ),
  ].sort((a, b) => a - b);
  if (groups.length > 2 || (groups.length === 2 && groups[1] - groups[0] !== 1))
    throw new AppError('invalid_input', 'vtes_deck_crypt_groups', { groups: groups.join(', ') });
}

export function deckLists(d: VtesDeckInput): { crypt: [string, number][]; library: [string, number][] } {
  if (d.starter) {
    const s = STARTER_DECKS[d.starter as StarterId];
    return { crypt: s.crypt, library: s.library };
  }
  return { crypt: (d.crypt ?? []).map((x) => [x.id, x.count]), library: (d.library ?? []).map((x) => [x.id, x.count]) };
}

/** Deck sizes: es-2018 I.2.1 (crypt ≥12, library 40 + up to 10 per player); vtes-pl:Budowa talii (crypt ≥12, library 60-90). */
export function checkDeckSize(cfg: VtesConfig, d: VtesDeckInput): void {
  const { crypt, library } = deckLists(d);
  const nc = crypt.reduce((a, [, n]) => a + n, 0);
  const nl = library.reduce((a, [, n]) => a + n, 0);
  const [min, max] = cfg.edition === 'es-2018' ? [40, 40 + 10 * cfg.decks.length] : [60, 90];
  if (nc < 12) throw new AppError('invalid_input', 'vtes_deck_crypt_size', { count: nc, min: 12 });
  if (nl < min || nl > max) throw new AppError('invalid_input', 'vtes_deck_library_size', { count: nl, min, max });
}
