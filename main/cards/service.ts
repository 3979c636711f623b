import { AppError } from '../api/errors';
import type { Store } from '../db/store';
import type {
  CardDbStatus,
  CardDetail,
  CardFacets,
  CardSearchInput,
  CardSearchResult,
  ImportFile,
  ImportProgress,
  ImportSummary,
} from './types';

/** Card data service: import of the official files, search, details. */
export class CardService {
  constructor(private readonly store: Store) {}

  status(): CardDbStatus {
    void this.store;
    return { counts: {}, files: [], hasSpanish: false };
  }

  async import(_files: ImportFile[], _onProgress: (p: ImportProgress) => void): Promise<ImportSummary> {
    throw new AppError('import_failed', 'import.not_available');
  }

  search(_input: CardSearchInput): CardSearchResult {
    return { total: 0, items: [] };
  }

  get(uid: string): CardDetail {
    throw new AppError('not_found', 'card_not_found', { uid });
  }

  facets(_game?: string): CardFacets {
    return { types: [], clans: [], sects: [], disciplines: [], groups: [], titles: [], sets: [] };
  }
}
