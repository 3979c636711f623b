/**
 * Built-in V:TES cards: the four Fifth Edition starter decks (Brujah from V5A, Malkavian,
 * Nosferatu and Ventrue from V5). Only FACTS are stored here (ids, names, counts, costs,
 * disciplines, capacities, titles) plus each card's effect as vocabulary data (effects.ts);
 * the printed texts are not stored. Texts are rendered from the data in Spanish and Polish.
 */
import type { CardDef } from './effects';
import { vamp } from './starter-builders';
import { STARTER_MASTERS } from './starter-masters';
import { STARTER_MINION_CARDS } from './starter-minion-cards';
import { displayNameOf } from '../../common/card-names';

export type { CardDef } from './effects';
export { STARTER_DECKS, STARTER_IDS, type DeckList, type StarterId } from './starter-decks';

// ---- crypt ------------------------------------------------------------------------------

const ANARCH_SECT = 'anarch' as const;
export const STARTER_CRYPT: CardDef[] = [
  // Brujah (V5A)
  vamp('201576', 'Aline Gädeke', 'Brujah', 7, 'cel POT PRE', {
    title: 'baron',
    city: 'Mannheim',
    sect: ANARCH_SECT,
    abilities: [
      {
        e: 'ability',
        window: 'after',
        cost: [{ c: 'blood', n: 1 }],
        limit: 'turn',
        who: { role: 'self', after: 'success', actor: 'other', actorSect: 'anarch', torpor: true },
        effects: [{ p: 'unlock', who: 'self' }],
      },
    ],
  }),
  vamp('200132', 'Ariane', 'Brujah', 3, 'cel pot pre', {
    sect: ANARCH_SECT,
    group: '5',
    abilities: [{ e: 'mod', stat: 'stealth', n: -1, who: 'self', while: 'undirected' }],
  }),
  vamp('201579', 'Atiena', 'Brujah', 6, 'obf pot pre CEL', { title: 'baron', city: 'Mombasa', sect: ANARCH_SECT }),
  vamp('201581', 'Brandon Grime', 'Brujah', 5, 'pot pre tha CEL', { sect: ANARCH_SECT }),
  vamp('201585', 'Elen Kamjian', 'Brujah', 4, 'CEL POT', { sect: ANARCH_SECT, abilities: [{ e: 'vMustBleed', plus: 1 }] }),
  vamp('201609', 'Octane', 'Brujah', 6, 'CEL POT PRE', { sect: ANARCH_SECT }),
  vamp('201610', 'Rayne', 'Brujah', 2, 'pot', { sect: ANARCH_SECT }),
  vamp('201612', 'Siarhei Levchenko', 'Brujah', 5, 'pot CEL PRE', { sect: ANARCH_SECT }),
  vamp('201613', 'Theo Bell', 'Brujah', 8, 'aus dom CEL POT PRE', {
    sect: ANARCH_SECT,
    abilities: [{ e: 'enterCombat' }, { e: 'mod', stat: 'strength', n: 1, who: 'self' }],
  }),
  vamp('201614', 'Valeriya Zinovieva', 'Brujah', 7, 'cel pre pro POT', {
    title: 'baron',
    city: 'Moscow',
    sect: ANARCH_SECT,
    abilities: [{ e: 'mod', stat: 'strength', n: 1, who: 'self' }],
  }),
  // Malkavian (V5)
  vamp('201530', 'Alexander Silverson', 'Malkavian', 8, 'pre AUS DOM OBF', {
    title: 'prince',
    city: 'Birmingham',
    abilities: [{ e: 'vCostlyVotesAgainst' }],
  }),
  vamp('201532', 'Andi Liu', 'Malkavian', 6, 'aus obf pre DOM', { title: 'prince', city: 'Taipei' }),
  vamp('201533', 'Ashley', 'Malkavian', 3, 'dom obf'),
  vamp('201543', 'Colette', 'Malkavian', 5, 'dom AUS OBF'),
  vamp('201544', 'Donny Kowalczyk', 'Malkavian', 6, 'cel dom obf AUS', { title: 'prince', city: 'Pittsburgh' }),
  vamp('201546', 'Dr. Stephen Norton', 'Malkavian', 4, 'aus OBF'),
  vamp('201548', 'Gelasia Fotiou', 'Malkavian', 6, 'obf pre AUS DOM'),
  vamp('201559', 'Meaghan', 'Malkavian', 3, 'aus obf'),
  vamp('201569', 'Sully', 'Malkavian', 4, 'aus dom obf'),
  // Nosferatu (V5)
  vamp('201534', 'Aunt Linda', 'Nosferatu', 4, 'obf POT'),
  vamp('201536', 'Baixinho', 'Nosferatu', 3, 'ani obf'),
  vamp('201537', 'Belinde', 'Nosferatu', 6, 'ani aus pot OBF', { title: 'prince', city: 'Copenhagen' }),
  vamp('201545', 'Dowager, The', 'Nosferatu', 6, 'aus pot ANI OBF', {
    title: 'primogen',
    abilities: [{ e: 'mod', stat: 'intercept', n: 1, who: 'self', while: 'directed' }],
  }),
  vamp('201549', 'Horace Radcliffe', 'Nosferatu', 5, 'obf ANI POT'),
  vamp('201553', 'Larissa Moreira', 'Nosferatu', 6, 'pot ANI OBF', {
    title: 'primogen',
    abilities: [
      {
        e: 'ability',
        window: 'afterBlock',
        cost: [{ c: 'discard', disc: 'ani' }],
        limit: 'action',
        who: { role: 'self', during: 'bleed' },
        effects: [{ p: 'bonus', stat: 'bleed', n: 1 }],
      },
    ],
  }),
  vamp('201555', 'Lenny Burkhead', 'Nosferatu', 6, 'obf pot pre ANI', {
    title: 'primogen',
    abilities: [{ e: 'mod', stat: 'bleed', n: 1, who: 'self' }],
  }),
  vamp('201568', 'Ryan', 'Nosferatu', 4, 'ani obf pot'),
  vamp('201573', 'Wauneka', 'Nosferatu', 5, 'ani aus obf POT'),
  // Ventrue (V5)
  vamp('201529', 'Alexa Draper', 'Ventrue', 8, 'for pot DOM PRE', {
    title: 'prince',
    city: 'Melbourne',
    abilities: [
      {
        e: 'ability',
        window: 'polling',
        cost: [{ c: 'discard', disc: 'dom' }],
        limit: 'referendum',
        who: { role: 'self' },
        effects: [{ p: 'votes', n: 1 }],
      },
    ],
  }),
  vamp('201531', 'Alice Chen', 'Ventrue', 7, 'dom obf FOR PRE', { title: 'prince', city: 'Nairobi' }),
  vamp('201539', 'Brock Sterling', 'Ventrue', 3, 'FOR'),
  vamp('201541', 'Chelsea Blake', 'Ventrue', 5, 'cel for pre DOM'),
  vamp('201550', 'Horst von Brühl', 'Ventrue', 6, 'aus dom pre FOR', { title: 'prince', city: 'Mannheim' }),
  vamp('201557', 'Madison', 'Ventrue', 6, 'DOM FOR PRE'),
  vamp('201562', 'Naomi Stewart', 'Ventrue', 5, 'dom FOR PRE'),
  vamp('201565', 'Oshri Dahan', 'Ventrue', 4, 'dom for pre'),
  vamp('201570', 'Sybren van Oosten', 'Ventrue', 7, 'dom tha FOR PRE', {
    title: 'prince',
    city: 'Rotterdam',
    abilities: [
      {
        e: 'ability',
        window: 'after',
        cost: [],
        who: { role: 'self', after: 'refPassed', actor: 'is' },
        effects: [{ p: 'unlock', who: 'self' }],
      },
    ],
  }),
];

// ---- library ----------------------------------------------------------------------------

/** The library cards: master cards (starter-masters.ts) and minion cards (starter-minion-cards.ts). */
export const STARTER_LIBRARY: CardDef[] = [...STARTER_MASTERS, ...STARTER_MINION_CARDS];

/**
 * The starter cards as the game holds them: named as players read them ("The Barrens", not the
 * list's "Barrens, The"), like the imported cards (imported.ts); the lookup keeps the list's name.
 */
export const STARTER_DEFS: ReadonlyMap<string, CardDef> = new Map(
  [...STARTER_CRYPT, ...STARTER_LIBRARY].map((c) => [c.id, { ...c, name: displayNameOf(c.name) }]),
);
