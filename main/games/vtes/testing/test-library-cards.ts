/**
 * Test library cards (tests only): a card of one type and one mode with no cost, and the plain ally,
 * retainer, equipment and location the scenarios use. A leaf module, so the scenario families
 * testing/families.ts gathers may use them without importing the action scenarios (no cycle).
 */
import type { CardDef, Mode } from '../schema/effects';

/** A test library card of one type and one mode, with no cost. */
export const testLibraryCard = (name: string, type: string, mode: Mode, reqs: CardDef['reqs'] = []): CardDef => ({
  id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  kind: 'library',
  types: [type],
  clan: [],
  disc: {},
  reqs,
  modes: [mode],
  automation: 'full',
});

export const TEST_ALLY = testLibraryCard('Test Ally', 'Ally', {
  kind: 'ally',
  conditions: [],
  effects: [{ e: 'ally', life: 2, strength: 1, bleed: 1 }],
});
export const TEST_RETAINER = testLibraryCard('Test Retainer', 'Retainer', {
  kind: 'retainer',
  conditions: [],
  effects: [{ e: 'retainer', life: 1 }],
});
export const TEST_GEAR = testLibraryCard('Test Gear', 'Equipment', { kind: 'equip', conditions: [], effects: [] });
/** A location of no text but being one (its data puts it in play as a location). */
export const TEST_PLACE = testLibraryCard('Test Place', 'Master', {
  kind: 'master',
  conditions: [],
  effects: [{ e: 'inPlay', location: true, unique: false }],
});

/** A test action card: a (D) action entering combat with a ready minion of another Methuselah (as Bum's Rush, without its maneuver). */
export const TEST_RUSH: CardDef = {
  id: 'test-rush',
  name: 'Test Rush',
  kind: 'library',
  types: ['Action'],
  clan: [],
  disc: {},
  reqs: [],
  modes: [
    { kind: 'action', conditions: [], targets: { t: 'card', cards: { what: 'minion', combat: true } }, effects: [{ e: 'enterCombat' }] },
  ],
  automation: 'full',
};
