/** A test master card shared by scenario families (tests only): put on a ready vampire for 1 pool. */
import type { CardDef } from '../schema/effects';

/** A master card of 1 pool put on any ready vampire (the price a minion's cards add to it is read as it resolves). */
export const TEST_ON_VAMPIRE: CardDef = {
  id: 'test-on-vampire',
  name: 'Test On Vampire',
  kind: 'library',
  types: ['Master'],
  clan: [],
  pool: 1,
  reqs: [],
  modes: [{ kind: 'master', cost: { pool: 1 }, conditions: [], effects: [{ e: 'onVampire', own: false, ready: true }] }],
  automation: 'full',
};
