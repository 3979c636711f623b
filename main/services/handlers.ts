import type { Handlers } from '../api/dispatcher';
import { CardService } from '../cards/service';
import { DeckService } from './decks';
import { gameHandlers } from './games';
import type { ServiceContext } from './context';
import { appInfo } from './host';
import { ImageFinder } from './images';
import { SettingsService } from './settings';

/**
 * Binds every operation of the contract to its service. Each domain adds its handlers here;
 * the `Handlers` type makes a missing or mistyped operation a compile error.
 */
export function createHandlers(ctx: ServiceContext): Handlers {
  const settings = new SettingsService(ctx.stores.user, ctx.systemLocales);
  const cards = new CardService(ctx.stores.catalog);
  const images = new ImageFinder();
  const decks = new DeckService(ctx.stores.user);

  return {
    ...gameHandlers(ctx.stores.games),
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
    'cards.import': (input) => cards.import(input.files, (p) => ctx.emit('cards.importProgress', p)),
    'cards.search': (input) => cards.search(input),
    'cards.get': ({ uid }) => cards.get(uid),
    'cards.facets': ({ game }) => cards.facets(game),
    'cards.image': ({ uid }) => {
      const card = cards.get(uid);
      const file = images.find(settings.get().imageFolder, card.id, [card.name, card.displayName]);
      return file ? { dataUrl: images.dataUrl(file) } : null;
    },
    'decks.list': () => decks.notImplemented(),
    'decks.trash': () => decks.notImplemented(),
    'decks.tags': () => decks.notImplemented(),
    'decks.get': () => decks.notImplemented(),
    'decks.create': () => decks.notImplemented(),
    'decks.rename': () => decks.notImplemented(),
    'decks.duplicate': () => decks.notImplemented(),
    'decks.delete': () => decks.notImplemented(),
    'decks.restore': () => decks.notImplemented(),
    'decks.purge': () => decks.notImplemented(),
    'decks.setNotes': () => decks.notImplemented(),
    'decks.setTags': () => decks.notImplemented(),
    'decks.saveDraft': () => decks.notImplemented(),
    'decks.discardDraft': () => decks.notImplemented(),
    'decks.save': () => decks.notImplemented(),
    'decks.history': () => decks.notImplemented(),
    'decks.version': () => decks.notImplemented(),
    'decks.diff': () => decks.notImplemented(),
    'decks.revert': () => decks.notImplemented(),
    'decks.analyze': () => decks.notImplemented(),
    'decks.cards': () => decks.notImplemented(),
    'decks.parseImport': () => decks.notImplemented(),
    'decks.export': () => decks.notImplemented(),
  };
}
