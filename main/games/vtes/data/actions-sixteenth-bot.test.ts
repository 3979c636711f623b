/**
 * The heuristic bot and the actions of the sixteenth session (issue 29, h-actions; testing/families-bleed-against.ts):
 * it values their records from what they do.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import { cardDefFromDetail } from './catalog-def';
import { testVampire } from '../testing/test-vampire';
import { Scenario } from '../testing/scenario';
import { dec } from '../testing/testing';
import { scoreAction } from '../bot/bot-action-score';
import { ctxOf, withGameCards } from '../bot/bot-knowledge';
import { seatView } from '../view/seatview';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
const detail = (id: string) => cards.find((x) => x.id === id)!;

describe.skipIf(!haveData && !process.env.CI)('V:TES heuristic bot: actions of the sixteenth session', () => {
  it('values a card on the prey’s minion by its vampires with the Discipline it names (Madman’s Quill)', () => {
    const def = cardDefFromDetail(detail('101138'));
    const writer = testVampire('Test Bot Writer', { aus: 2, dem: 2 });
    const prey = testVampire('Test Bot Prey', {});
    const score = (others: number) => {
      const mad = Array.from({ length: others }, (_, i) => testVampire(`Test Bot Mad ${i}`, { dem: 1 }));
      const sc = new Scenario({
        seats: [
          { ready: [{ card: writer.name, blood: 4 }, ...mad.map((m) => ({ card: m.name, blood: 3 }))], hand: [def.name] },
          { ready: [{ card: prey.name, blood: 3 }] },
        ],
        defs: [def, writer, prey, ...mad],
      });
      const w = sc.uid(writer.name);
      sc.choose(`min:${w}`);
      const c = sc.uid(def.name, 0, 'hand');
      const opts = dec(sc.s).options;
      const quill = opts.find((x) => x.id.split(':').includes(c) && x.id.split(':')[x.id.split(':').indexOf(c) + 1] === '1')!;
      const view = seatView(sc.s, 0);
      const ctx = ctxOf(view);
      return withGameCards(view, () => ({
        quill: scoreAction(ctx, quill),
        bleed: scoreAction(
          ctx,
          opts.find((x) => x.id === `bleed:${w}`)!,
        ),
      }));
    };
    // the writer alone: a little more than nothing, less than its bleed
    const alone = score(0);
    expect(alone.quill).toBeLessThan(alone.bleed);
    // with two more Dementation vampires: more than a bleed for 1
    const three = score(2);
    expect(three.quill).toBeGreaterThan(three.bleed);
  });

  it('plays a card giving its vampire lasting intercept once, not a second copy (Atonement)', () => {
    const def = cardDefFromDetail(detail('100109'));
    const small = testVampire('Test Bot Penitent', {}, [], 'Caitiff', { capacity: 5 });
    const prey = testVampire('Test Bot Prey', {});
    const score = (attached: boolean) => {
      const sc = new Scenario({
        seats: [
          { ready: [{ card: small.name, blood: 4, attached: attached ? [{ card: def.name }] : [] }], hand: [def.name] },
          { ready: [{ card: prey.name, blood: 3 }] },
        ],
        defs: [def, small, prey],
      });
      const u = sc.uid(small.name);
      sc.choose(`min:${u}`);
      const c = sc.uid(def.name, 0, 'hand');
      const o = dec(sc.s).options.find((x) => x.id.split(':').includes(c))!;
      const view = seatView(sc.s, 0);
      return withGameCards(view, () => scoreAction(ctxOf(view), o));
    };
    expect(score(false)).toBeGreaterThan(score(true));
    expect(score(false)).toBeGreaterThan(5);
  });

  it('values an action giving its vampires stealth for the turn by its primitive (Psychic Veil: `turnBonus`)', () => {
    const def = cardDefFromDetail(detail('101510'));
    const veiler = testVampire('Test Bot Veiler', { obf: 1 });
    const prey = testVampire('Test Bot Prey', {});
    const sc = new Scenario({
      seats: [{ ready: [{ card: veiler.name, blood: 4 }], hand: [def.name] }, { ready: [{ card: prey.name, blood: 3 }] }],
      defs: [def, veiler, prey],
    });
    sc.choose(`min:${sc.uid(veiler.name)}`);
    const c = sc.uid(def.name, 0, 'hand');
    const o = dec(sc.s).options.find((x) => x.id.split(':').includes(c))!;
    const view = seatView(sc.s, 0);
    // more than an action worth nothing (3), less than a bleed for 1 (12)
    const n = withGameCards(view, () => scoreAction(ctxOf(view), o));
    expect(n).toBeGreaterThan(3);
    expect(n).toBeLessThan(12);
  });
});
