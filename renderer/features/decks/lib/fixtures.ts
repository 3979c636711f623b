/** Small hand-made cards for the pure tests of the deck editor (invented names, no card texts). */
import type { CardSummary, DisciplineLevel } from '../../../../main/cards/types';

let next = 1;

export function vampire(name: string, capacity: number, clan: string, disc: string, group = '2'): CardSummary {
  const disciplines: DisciplineLevel[] = disc
    .split(/\s+/)
    .filter(Boolean)
    .map((d) => ({ code: d.toLowerCase(), level: d === d.toUpperCase() ? 2 : 1 }));
  const id = String(200000 + next++);
  return {
    uid: `vtes:${id}`,
    game: 'vtes',
    id,
    name,
    displayName: name,
    kind: 'crypt',
    types: ['Vampire'],
    clans: [clan],
    disciplines,
    libraryDisciplines: [],
    capacity,
    group,
    advanced: false,
  };
}

export function libraryCard(
  name: string,
  types: string[],
  opts: { disc?: string; clans?: string[]; pool?: string; blood?: string } = {},
): CardSummary {
  const id = String(100000 + next++);
  return {
    uid: `vtes:${id}`,
    game: 'vtes',
    id,
    name,
    displayName: name,
    kind: 'library',
    types,
    clans: opts.clans ?? [],
    disciplines: [],
    libraryDisciplines: opts.disc ? opts.disc.split('/').map((alt) => alt.split('&')) : [],
    advanced: false,
    poolCost: opts.pool,
    bloodCost: opts.blood,
  };
}
