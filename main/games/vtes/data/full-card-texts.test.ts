/**
 * Every card whose data entry is `full` reads in Spanish and Polish with no template key left (a record rendered
 * through a key the locale files lack shows the key itself: "ability.announce"). The rounds' files check their own
 * cards (main/testing/vtes-card-round.ts); this walks them all.
 */
import { describe, expect, it } from 'vitest';
import { OFFICIAL_THERE, officialDef, TEMPLATE_LEFT } from '../../../testing/vtes-card-round';
import { renderCardText } from '../vocab/text';
import { CARD_DATA } from './load';

describe.skipIf(!OFFICIAL_THERE)('V:TES card texts (issues 29 and 30)', () => {
  it('every full card renders in es and pl with no template key left', () => {
    const left: string[] = [];
    let n = 0;
    for (const [id, e] of CARD_DATA) {
      if (e.status !== 'full') continue;
      const d = officialDef(id);
      n++;
      for (const lang of ['es', 'pl'] as const) if (TEMPLATE_LEFT.test(renderCardText(d, lang))) left.push(`${d.name} (${lang})`);
    }
    expect(n).toBeGreaterThan(1000);
    expect(left).toEqual([]);
  });
});
