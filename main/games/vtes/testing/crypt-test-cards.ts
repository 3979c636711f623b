/**
 * The test ally of the crypt families of the fourteenth session (issue 30 item 1; tests only), built by
 * test-library-cards.ts, defined here so that the families registered in families.ts import no scenario module
 * that imports families.ts back.
 */
import { testLibraryCard } from './test-library-cards';

/** An ally of 2 life. */
export const CRYPT_TEST_ALLY = testLibraryCard('Test Crypt Ally', 'Ally', {
  kind: 'ally',
  conditions: [],
  effects: [{ e: 'ally', life: 2, strength: 1, bleed: 1 }],
});
