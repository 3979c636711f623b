/**
 * The saved-games list (issue 26, item 5): a row becomes an entry without parsing the record,
 * and a damaged cell or record makes that entry "unreadable" instead of failing the whole list.
 */
import type { SavedGame, SeatInfo } from '../engine/dto';
import type { I18nRef } from '../engine/types';
import type { GameRow } from './games-recovery';

/**
 * Rows whose record cannot be a JSON object: it does not start with `{` and end with `}` (a cut or
 * overwritten cell). Bytes only, no parse, so the start does not grow with the records' size; a
 * record damaged inside is found when the game is opened, and listed unreadable from then on.
 */
export const UNREADABLE_RECORDS = `SELECT id FROM games WHERE typeof(record) <> 'text'
  OR substr(CAST(record AS BLOB), 1, 1) <> x'7b' OR substr(CAST(record AS BLOB), -1, 1) <> x'7d'`;

/** A JSON cell of the list, or null when it is damaged. */
function cell<T>(text: string, ok: (v: unknown) => boolean): T | null {
  try {
    const v: unknown = JSON.parse(text);
    return ok(v) ? (v as T) : null;
  } catch {
    return null;
  }
}

/** A row of the saved-games list; a damaged cell or record makes it an unreadable entry, never an error. */
export function savedGame(r: GameRow, o: ListOverlay | undefined, recordUnreadable: boolean): SavedGame {
  const seats = cell<SeatInfo[]>(r.seats, (v) => Array.isArray(v) && v.every((x) => x && typeof (x as SeatInfo).name === 'string'));
  const progress = cell<I18nRef>(r.progress, (v) => !!v && typeof (v as I18nRef).key === 'string');
  const g: SavedGame = {
    id: r.id,
    game: r.game as SavedGame['game'],
    seats: seats ?? [],
    created: r.created,
    updated: o?.updated ?? r.updated,
    progress: o?.progress ?? progress ?? { key: 'play:list.unreadable' },
    steps: o?.steps ?? Number(r.steps),
    finished: o?.finished ?? Number(r.finished) === 1,
  };
  if (recordUnreadable || !seats || (!progress && !o)) g.unreadable = true;
  return g;
}

export interface ListOverlay {
  progress: I18nRef;
  steps: number;
  finished: boolean;
  updated: string;
}
