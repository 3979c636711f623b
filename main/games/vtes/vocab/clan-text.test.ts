/**
 * A card text names a clan in the reader's language, with the term the lookup uses (card-values
 * `clans`), never the card data's English name; under its current name when it has two
 * (schema/clans.ts: Follower of Set = Ministry).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../schema/effects';
import { testVampire } from '../testing/test-vampire';
import { renderCardText } from './text';
import { withCanonicalClans } from '../schema/clans';

const cond = (clan: string) => withCanonicalClans({ c: 'clan' as const, who: 'actor' as const, clan });
const vampire = (clan: string): CardDef =>
  testVampire('Test Watcher', {}, [{ e: 'mod', stat: 'intercept', n: 1, who: 'self', if: cond(clan) }]);

describe('clan names in card texts (es, pl)', () => {
  it('says the clan in the language: Ministerio, Ministerstwo; an old name under its current one', () => {
    for (const clan of ['Ministry', 'Follower of Set']) {
      const es = renderCardText(vampire(clan), 'es');
      const pl = renderCardText(vampire(clan), 'pl');
      expect(es).toContain('del clan Ministerio');
      expect(pl).toContain('z klanu Ministerstwo');
      expect(`${es} ${pl}`).not.toMatch(/Ministry|Follower|Seguidores|Wyznawcy/);
    }
    expect(renderCardText(vampire('Caitiff'), 'pl')).toContain('z klanu Pariasi');
  });
});
