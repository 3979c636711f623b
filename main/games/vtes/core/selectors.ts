/**
 * The Selector filters of the V:TES vocabulary (issue 27 item 4), interpreted once: whether a vampire
 * is one a filter selects (clan, Discipline, sect, titled, keyword, capacity), and the text-key suffix that names
 * the filter in a card's text (`_of_<parts>`, templates in locales/{es,pl}/cards-vtes.json).
 */
import { titleOf } from './held-titles';
import { hasTrait } from './traits';
import { capacityOf, defOf, discLevel, isVampire, sectOf, type VtesState } from './state';
import type { VampireFilter } from '../schema/schema-prims';

/** Whether the card `uid` is a vampire the filter selects (every field given must hold). */
export function selects(s: VtesState, uid: string, f: VampireFilter | undefined): boolean {
  if (!isVampire(s, uid)) return false;
  if (!f) return true;
  const d = defOf(s, uid);
  if (f.clan !== undefined && !d.clan.includes(f.clan)) return false;
  if (f.disc !== undefined && discLevel(s, uid, f.disc) < 1) return false;
  if (f.sect !== undefined && sectOf(s, uid) !== f.sect) return false;
  if (f.titled && titleOf(s, uid) === undefined) return false;
  if (f.trait !== undefined && !hasTrait(s, uid, f.trait)) return false;
  const cap = capacityOf(s, uid);
  if (f.capacity && (cap < (f.capacity.min ?? 0) || cap > (f.capacity.max ?? 99))) return false;
  return true;
}

/** The suffix naming a filter in a text key: `_of_clan`, `_of_titled_sabbat`, `_of_blackHand`, `_of_capacityMin`...; empty without one. */
export function filterKey(f: VampireFilter | undefined): string {
  if (!f) return '';
  const parts = [
    f.clan !== undefined ? 'clan' : '',
    f.disc !== undefined ? 'disc' : '',
    f.titled ? 'titled' : '',
    f.sect ?? '',
    f.trait ?? '',
    f.capacity?.min !== undefined ? 'capacityMin' : '',
    f.capacity?.max !== undefined ? 'capacityMax' : '',
  ].filter(Boolean);
  return `_of_${parts.join('_')}`;
}

/** The parameters a filter's text needs (clan name, capacity bounds). */
export function filterParams(f: VampireFilter | undefined): Record<string, string | number> {
  return {
    ...(f?.clan !== undefined ? { clan: f.clan } : {}),
    ...(f?.disc !== undefined ? { disc: f.disc } : {}),
    ...(f?.capacity?.min !== undefined ? { min: f.capacity.min } : {}),
    ...(f?.capacity?.max !== undefined ? { max: f.capacity.max } : {}),
  };
}
