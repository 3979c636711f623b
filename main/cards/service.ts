import { AppError } from '../common/errors';
import type { Store } from '../db/store';
import { catalogVersion, META_FILES, META_HAS_SPANISH, META_IMPORTED_AT, writeVtesCatalog } from './repo';
import { searchCards } from './search';
import type {
  CardDbStatus,
  CardDetail,
  CardFacets,
  CardRuling,
  CardSearchInput,
  CardSearchResult,
  GameId,
  ImportFile,
  ImportProgress,
  ImportSummary,
} from './types';
import { KEPT_NAMES_SHOWN, shortFiles } from './short-file';
import { isYamlFile, parseRulingsFiles } from './rulings';
import { readRulings, rulingsStatus, writeRulings } from './rulings-repo';
import { parseVeknFilesAsync } from './vekn';

const nextTick = () => new Promise<void>((r) => setImmediate(r));

function emptySummary(): ImportSummary {
  return { added: 0, updated: 0, unchanged: 0, crypt: 0, library: 0, sets: 0, translated: 0, files: [] };
}

/** Card data service: import of the official files, search, details. */
export class CardService {
  private importing = false;
  private facetCache = new Map<string, { version: string; facets: CardFacets }>();

  /**
   * @param decorate completes each imported card with what the app itself knows about it (the
   *   rules engines' automation status), before it is written.
   */
  constructor(
    private readonly store: Store,
    private readonly now: () => Date = () => new Date(),
    private readonly decorate: (card: CardDetail) => void = () => {},
  ) {}

  private meta(key: string): string | undefined {
    return this.store.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', [key])?.value;
  }

  status(): CardDbStatus {
    const counts: CardDbStatus['counts'] = {};
    for (const r of this.store.all<{ game: GameId; kind: string; k: number }>(
      'SELECT game, kind, count(*) AS k FROM cards GROUP BY game, kind ORDER BY game, kind',
    )) {
      (counts[r.game] ??= {})[r.kind] = Number(r.k);
    }
    const files = this.meta(META_FILES);
    return {
      counts,
      importedAt: this.meta(META_IMPORTED_AT),
      files: files ? (JSON.parse(files) as string[]) : [],
      hasSpanish: this.meta(META_HAS_SPANISH) === '1',
      rulings: rulingsStatus(this.store),
    };
  }

  /**
   * Imports the official V:TES files. Everything is parsed and checked first; then one
   * transaction writes the cards. A rejected file changes nothing. A crypt or library file with
   * far fewer rows than the list it replaces is refused (`import.short_file`, naming the cards the
   * catalog would keep from the old list) unless `allowShort` says the user has seen that warning.
   */
  async import(files: ImportFile[], onProgress: (p: ImportProgress) => void, allowShort = false): Promise<ImportSummary> {
    if (this.importing) throw new AppError('import_failed', 'import.busy');
    this.importing = true;
    try {
      // The rulings files (YAML) may come alone or with the card files; both are read and
      // checked before anything is written.
      const yaml = files.filter((f) => isYamlFile(f.name));
      const csv = files.filter((f) => !isYamlFile(f.name));
      const rulings = yaml.length ? parseRulingsFiles(yaml) : null;
      const summary = csv.length ? await this.importCards(csv, onProgress, allowShort) : emptySummary();
      if (rulings) {
        onProgress({ phase: 'rulings', done: 0, total: rulings.byCard.size });
        await nextTick();
        summary.rulings = writeRulings(this.store, rulings, this.now());
        summary.files = [...summary.files, ...rulings.files];
      }
      const total = csv.length ? summary.added + summary.updated + summary.unchanged : (summary.rulings?.cards ?? 0);
      onProgress({ phase: 'done', done: total, total });
      return summary;
    } finally {
      this.importing = false;
    }
  }

  private async importCards(files: ImportFile[], onProgress: (p: ImportProgress) => void, allowShort: boolean): Promise<ImportSummary> {
    const parsed = await parseVeknFilesAsync(files, onProgress);
    const short = shortFiles(
      parsed,
      this.store.all<{ uid: string; name: string; kind: string }>(
        "SELECT uid, name, kind FROM cards WHERE game = 'vtes' ORDER BY sort_name",
      ),
    );
    if (short.length && !allowShort) {
      const s = short[0];
      throw new AppError('import_failed', 'import.short_file', {
        file: s.file,
        rows: s.rows,
        previous: s.previous,
        count: s.kept.length,
        names: s.kept
          .slice(0, KEPT_NAMES_SHOWN)
          .map((c) => c.name)
          .join('; '),
      });
    }
    for (const card of parsed.cards) this.decorate(card);
    await nextTick();
    const summary = writeVtesCatalog(this.store, parsed, this.now(), onProgress);
    if (short.length) summary.kept = short.map((s) => ({ file: s.file, count: s.kept.length, names: s.kept.map((c) => c.name) }));
    return summary;
  }

  /** The rulings of a card (issue 32 item 1); [] for a card without any or before any import. */
  rulings(uid: string): CardRuling[] {
    const m = /^vtes:(\d+)$/.exec(uid);
    return m ? readRulings(this.store, m[1]) : [];
  }

  /** @param played archive decks per card (see ArchiveService.played): ranks ties of the name order */
  search(input: CardSearchInput, played?: { version: string; counts: ReadonlyMap<number, number> }): CardSearchResult {
    return searchCards(this.store, input, played);
  }

  get(uid: string): CardDetail {
    const row = this.store.get<{ data: string }>('SELECT d.data FROM cards c JOIN card_data d ON d.n = c.n WHERE c.uid = ?', [uid]);
    if (!row) throw new AppError('not_found', 'card_not_found', { uid });
    return JSON.parse(row.data) as CardDetail;
  }

  /** Distinct values for the filter panel; sets in release order. Cached until the cards change. */
  facets(game?: string): CardFacets {
    const version = catalogVersion(this.store);
    const key = game ?? '*';
    const hit = this.facetCache.get(key);
    if (hit && hit.version === version) return structuredClone(hit.facets);
    const facets = this.computeFacets(game);
    this.facetCache.set(key, { version, facets });
    return structuredClone(facets);
  }

  private computeFacets(game?: string): CardFacets {
    const where = game ? 'WHERE game = ?' : '';
    const params = game ? [game] : [];
    const types = new Set<string>();
    const clans = new Set<string>();
    const sects = new Set<string>();
    const groups = new Set<string>();
    const titles = new Set<string>();
    for (const r of this.store.all<{ types: string; clans: string; sect: string | null; grp: string | null; title: string | null }>(
      `SELECT DISTINCT types, clans, sect, grp, title FROM cards ${where}`,
      params,
    )) {
      for (const t of r.types.split('|')) if (t) types.add(t);
      for (const c of r.clans.split('|')) if (c) clans.add(c);
      if (r.sect) sects.add(r.sect);
      if (r.grp) groups.add(r.grp);
      if (r.title) titles.add(r.title);
    }
    const disciplines = this.store
      .all<{ code: string }>(
        `SELECT DISTINCT d.code FROM card_disciplines d JOIN cards c ON c.n = d.n ${game ? 'WHERE c.game = ?' : ''} ORDER BY d.code`,
        params,
      )
      .map((r) => r.code);
    const sets = this.store
      .all<{ abbrev: string; name: string; name_es: string | null; release_date: string | null }>(
        `SELECT abbrev, name, name_es, release_date FROM sets ${where} ORDER BY release_date IS NULL, release_date, abbrev`,
        params,
      )
      .map((r) => {
        const s: CardFacets['sets'][number] = { abbrev: r.abbrev, name: r.name };
        if (r.name_es) s.nameEs = r.name_es;
        if (r.release_date) s.releaseDate = r.release_date;
        return s;
      });
    const byText = (a: string, b: string) => a.localeCompare(b, 'en');
    const groupOrder = (a: string, b: string) => (Number(a) || 99) - (Number(b) || 99) || byText(a, b);
    return {
      types: [...types].sort(byText),
      clans: [...clans].sort(byText),
      sects: [...sects].sort(byText),
      disciplines,
      groups: [...groups].sort(groupOrder),
      titles: [...titles].sort(byText),
      sets,
    };
  }
}
