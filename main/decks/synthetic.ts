/** Small hand-made cards for unit tests (no official data): only the fields the deck tools read. */
import type { CardDetail, DisciplineLevel } from '../cards/types';
import type { DeckContent } from './types';

let next = 900000;

export function vampire(o: Partial<CardDetail> & { name: string; group?: string; capacity?: number; disc?: string }): CardDetail {
  const id = o.id ?? String(next++);
  const disciplines: DisciplineLevel[] = (o.disc ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((t) => ({ code: t.toLowerCase(), level: t === t.toLowerCase() ? 1 : 2 }));
  return {
    uid: `vtes:${id}`,
    game: 'vtes',
    id,
    displayName: o.name,
    kind: 'crypt',
    types: ['Vampire'],
    clans: ['Brujah'],
    disciplines,
    libraryDisciplines: [],
    capacity: 5,
    group: '2',
    advanced: false,
    text: '',
    artists: [],
    burnOption: false,
    requirements: [],
    printings: [],
    ...o,
  };
}

export function libraryCard(o: Partial<CardDetail> & { name: string; disc?: string }): CardDetail {
  const id = o.id ?? String(next++);
  const libraryDisciplines = o.disc ? o.disc.split('/').map((alt) => alt.split('+').map((d) => d.trim().toLowerCase())) : [];
  return {
    uid: `vtes:${id}`,
    game: 'vtes',
    id,
    displayName: o.name,
    kind: 'library',
    types: ['Master'],
    clans: [],
    disciplines: [],
    libraryDisciplines,
    advanced: false,
    text: '',
    artists: [],
    burnOption: false,
    requirements: [],
    printings: [],
    ...o,
  };
}

export function content(crypt: [CardDetail, number][], library: [CardDetail, number][], over: Partial<DeckContent> = {}): DeckContent {
  return {
    name: 'Test',
    edition: 'vekn-current',
    tableSize: 5,
    crypt: Object.fromEntries(crypt.map(([c, n]) => [c.uid, n])),
    library: Object.fromEntries(library.map(([c, n]) => [c.uid, n])),
    notes: '',
    tags: [],
    ...over,
  };
}
