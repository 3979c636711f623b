/**
 * Test support of the manual operations (issue 34): a master card in play whose text the engine does
 * not run, so that the manual operations are offered. Never imported by the app.
 */
import type { CardDef } from '../data/starters';

export const UNWRITTEN_LAW: CardDef = {
  id: 'test-law',
  name: 'Unwritten Law',
  kind: 'library',
  types: ['Master'],
  clan: [],
  reqs: [],
  modes: [{ kind: 'master', conditions: [], effects: [{ e: 'inPlay' }, { e: 'manual', key: 'imported' }] }],
  automation: 'manual',
};
