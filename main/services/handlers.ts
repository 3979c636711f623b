import type { Handlers } from '../api/dispatcher';
import { CardService } from '../cards/service';
import { decorateImportedCard, lookupCard } from './builtin-cards';
import { catalogCardSource, DeckService } from './decks';
import path from 'node:path';
import { Journal } from '../db/journal';
import { createGameService, gameHandlers, setupSources, type JournalLine } from './games';
import { deckAutomation } from '../games/vtes/data/deck-automation';
import { appInfo, type ServiceContext } from './context';
import { ImageFinder } from './images';
import { ArchiveService } from './archive';
import { CollectionService } from './collection';
import { SettingsService } from './settings';
import { defaultThinker } from './bot-thinker';
import { TableService } from './table';
import { tableHandlers } from './table-handlers';

/**
 * Binds every operation of the contract to its service. Each domain adds its handlers here;
 * the `Handlers` type makes a missing or mistyped operation a compile error.
 */
export function createHandlers(ctx: ServiceContext): ServiceHandlers {
  return createServices(ctx).handlers;
}

/** Every operation but the lan.* ones, which the host binds with its network side (lan-tables.ts). */
export type ServiceHandlers = Omit<Handlers, `lan.${string}`>;

/** The services a host keeps a hand on (a LAN server reaches the tables directly), and the handlers. */
export interface Services {
  handlers: ServiceHandlers;
  tables: TableService;
}

export function createServices(ctx: ServiceContext, log?: (message: string) => void): Services {
  const settings = new SettingsService(ctx.stores.user, ctx.systemLocales);
  const cards = new CardService(ctx.stores.catalog, undefined, decorateImportedCard);
  const images = new ImageFinder();
  const decks = new DeckService(ctx.stores.user, catalogCardSource(ctx.stores.catalog));
  const archive = new ArchiveService(ctx.stores.catalog, () => decks.index());
  const collection = new CollectionService(ctx.stores.user, () => decks.index());

  // a choice is a journal append when there is a data folder (see games.ts); in a read-only
  // folder the journals a crash left are still read, and every choice is refused
  const journal = ctx.dataDir ? new Journal<JournalLine>(path.join(ctx.dataDir, 'journals')) : null;
  const sources = setupSources(decks, cards);
  const games = createGameService(ctx.stores.games, { journal, notices: ctx.notices, sources });
  // the tables close first (their bot timers stop), then the journals are folded
  // thinking bots (search) think in a worker thread beside the bundle (out/main/bot-worker.cjs)
  const tables = new TableService(games, { log, thinker: defaultThinker(typeof __dirname === 'string' ? __dirname : undefined) });
  tables.onChange((e) => ctx.emit('table.changed', e));
  ctx.closers.push(() => tables.closeAll());
  ctx.closers.push(() => games.checkpointAll());

  const handlers: ServiceHandlers = {
    ...gameHandlers(ctx.stores.games, games),
    ...tableHandlers(tables),
    'games.delete': ({ id }) => {
      games.delete(id);
      // its table, if open, closes with it: every token of it is revoked
      tables.close(id);
      return null;
    },
    'vtes.deckAutomation': (deck) => deckAutomation(deck, sources),
    'app.info': () => appInfo(ctx),
    'app.dismissNotice': ({ index }) => {
      ctx.notices.splice(index, 1);
      return appInfo(ctx);
    },
    'settings.get': () => settings.get(),
    'settings.set': (patch) => {
      const s = settings.set(patch);
      ctx.emit('settings.changed', s);
      return s;
    },
    'cards.status': () => cards.status(),
    'cards.import': (input) => cards.import(input.files, (p) => ctx.emit('cards.importProgress', p), input.allowShort === true),
    'cards.search': (input) =>
      cards.search(
        input.filters.ownedOnly ? { ...input, filters: { ...input.filters, ownedUids: collection.ownedUids() } } : input,
        archive.played(),
      ),
    'cards.get': ({ uid }) => lookupCard(cards.get(uid)),
    'cards.rulings': ({ uid }) => cards.rulings(uid),
    'cards.facets': ({ game }) => cards.facets(game),
    'cards.image': ({ uid }) => {
      const card = cards.get(uid);
      const file = images.find(settings.get().imageFolder, card.id, [card.name, card.displayName]);
      return file ? { dataUrl: images.dataUrl(file) } : null;
    },
    'archive.status': () => archive.status(),
    'archive.import': ({ files }) => archive.import(files, (p) => ctx.emit('archive.importProgress', p)),
    'archive.search': (input) => archive.search(input),
    'archive.get': ({ id }) => archive.get(id),
    'archive.cardStats': ({ uid }) => archive.cardStats(uid),
    'archive.suggest': ({ uids }) => archive.suggest(uids),
    'collection.get': ({ uids }) => collection.owned(uids),
    'collection.set': ({ uid, owned }) => collection.set(uid, owned),
    'collection.previewCsv': ({ text }) => collection.previewCsv(text),
    'collection.applyImport': ({ base, counts }) => collection.applyImport(base, counts),
    'collection.undoImport': () => collection.undoImport(),
    'collection.previous': () => collection.previous(),
    'collection.exportCsv': () => collection.exportCsv(),
    'collection.forDeck': ({ id, crypt, library }) => collection.forDeck(id, { crypt, library }),
    'decks.list': (input) => decks.list(input),
    'decks.trash': () => decks.trash(),
    'decks.tags': () => decks.tags(),
    'decks.get': ({ id }) => decks.get(id),
    'decks.create': ({ content }) => decks.create(content),
    'decks.rename': ({ id, name }) => decks.rename(id, name),
    'decks.duplicate': ({ id, name }) => decks.duplicate(id, name),
    'decks.delete': ({ id }) => decks.delete(id),
    'decks.restore': ({ id }) => decks.restore(id),
    'decks.purge': ({ id }) => decks.purge(id),
    'decks.setNotes': ({ id, notes }) => decks.setNotes(id, notes),
    'decks.setTags': ({ id, tags }) => decks.setTags(id, tags),
    'decks.saveDraft': ({ id, content }) => decks.saveDraft(id, content),
    'decks.discardDraft': ({ id }) => decks.discardDraft(id),
    'decks.save': ({ id, content, message }) => decks.save(id, content, message),
    'decks.history': ({ id }) => decks.history(id),
    'decks.version': ({ id, version }) => decks.version(id, version),
    'decks.diff': ({ id, from, to }) => decks.diff(id, from, to),
    'decks.revert': ({ id, version }) => decks.revert(id, version),
    'decks.analyze': ({ content, turns }) => decks.analyze(content, turns),
    'decks.cards': ({ uids }) => decks.cards(uids),
    'decks.parseImport': (input) => decks.parseImport(input),
    'decks.export': (input) => decks.export(input),
  };
  return { handlers, tables };
}
