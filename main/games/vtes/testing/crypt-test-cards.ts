/**
 * Test library cards of the crypt families of the fourteenth session (issue 30 item 1; tests only): a card of one type
 * and one mode, and a test ally, defined here so that the families registered in families.ts import no scenario module
 * that imports families.ts back.
 */
import type { CardDef, Mode } from '../schema/effects';

/** A test library card of one type and one mode, with no cost. */
export const cryptTestCard = (name: string, type: string, mode: Mode): CardDef => ({
  id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  kind: 'library',
  types: [type],
  clan: [],
  disc: {},
  reqs: [],
  modes: [mode],
  automation: 'full',
});

/** An ally of 2 life. */
export const CRYPT_TEST_ALLY = cryptTestCard('Test Crypt Ally', 'Ally', {
  kind: 'ally',
  conditions: [],
  effects: [{ e: 'ally', life: 2, strength: 1, bleed: 1 }],
});
