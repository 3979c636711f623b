/** The official cards (VEKN CSVs in ../shared/data), parsed once, by official id: for tests that play a real card. */
import type { CardDetail } from '../cards/types';
import { parseVeknFiles } from '../cards/vekn';
import { OFFICIAL_FILES } from './catalog';
import { officialFiles } from './shared-data';

let byId: Map<string, CardDetail> | null = null;

/** The official card `id`; throws with its id when the files do not hold it. */
export function officialCard(id: string): CardDetail {
  byId ??= new Map(parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards.map((c) => [c.id, c]));
  const c = byId.get(id);
  if (!c) throw new Error(`no official card ${id}`);
  return c;
}
