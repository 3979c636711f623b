/**
 * The rulings suite (rulings.ts), entries of the vampires of issue 30's stripe c (issue 30 item 4): each entry of
 * the area is checked by the scenario of the same key, played with the card's reviewed data (the catalog join).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles, sharedFile } from '../../../testing/shared-data';
import type { CardDef } from '../schema/effects';
import { cardDefFromDetail } from '../data/catalog-def';
import { titleOf } from '../core/held-titles';
import { hasTrait } from '../core/queries';
import { sectOf } from '../core/state';
import { dec, ids, passUntil, rulingsSuite } from './testing';
import { TEST_CLUB } from './families-melee';
import { INFLUENCE_OPTIONS } from '../../../common/vtes-options';
import { Scenario } from './scenario';
import { testVampire } from './test-vampire';
import { HELPER } from './families-imbued-life';

const haveData = existsSync(sharedFile(OFFICIAL_FILES[0]));
const cards = haveData ? parseVeknFiles(officialFiles(OFFICIAL_FILES)).cards : [];
/** A catalog card as the set-up plays it (its reviewed entry). */
function card(id: string): CardDef {
  const c = cards.find((x) => x.id === id);
  if (!c) throw new Error(`no card ${id}`);
  const d = cardDefFromDetail(c);
  expect(d.automation, c.name).toBe('full');
  return d;
}

/** A mortal ally with 3 life printed. */
const MORTAL = HELPER;
const PRINCE = testVampire('Test Prince', {}, [], 'Caitiff', { title: 'prince' });

/** The vampire `def` (seat 0, `blood`) alone: becomes anarch; its state and uid. */
function anarchOf(def: CardDef) {
  const sc = new Scenario({ defs: [def], seats: [{ ready: [{ card: def.name, blood: 3 }] }, {}] });
  const u = sc.uid(def.name);
  sc.s.cards[u].anarch = true;
  expect(sectOf(sc.s, u)).toBe('anarch');
  return { s: sc.s, u };
}

describe.skipIf(!haveData && !process.env.CI)('vampire rulings of stripe c', () => {
  rulingsSuite(
    'crypt',
    {
      'goratrix-steals-life': () => {
        const goratrix = card('200528');
        // the ally bleeds seat 0, Goratrix blocks: at his strike
        const sc = new Scenario({
          defs: [goratrix, MORTAL],
          seats: [{ ready: [{ card: MORTAL.name, blood: 3 }] }, { ready: [{ card: goratrix.name, blood: 4 }] }],
        });
        const a = sc.uid(MORTAL.name);
        const g = sc.uid(goratrix.name, 1);
        sc.choose(`min:${a}`).choose(`bleed:${a}`).choose(`block:${g}`);
        sc.s = passUntil(sc.s, (x) => x.combat?.step === 'strikeA' || !x.act);
        sc.choose('none');
        const use = ids(sc.s).find((x) => x.startsWith('use:') && x.split(':')[1] === g);
        expect(use).toBeDefined();
        sc.choose(use!);
        sc.s = passUntil(sc.s, (x) => !x.combat);
        expect(sc.s.cards[a].blood).toBe(1);
        expect(sc.s.cards[g].blood).toBe(6);
      },
      'lubomira-she-does-not-unlock': () => {
        const lubomira = card('200865');
        const sc = new Scenario({
          defs: [lubomira, PRINCE],
          seats: [{ ready: [{ card: lubomira.name, blood: 3 }] }, { ready: [{ card: PRINCE.name, blood: 4 }] }],
        });
        const u = sc.uid(lubomira.name);
        const p = sc.uid(PRINCE.name, 1);
        sc.choose(`min:${u}`).choose(`bleed:${u}`);
        sc.s = passUntil(sc.s, (x) => !x.act);
        sc.s.cards[p].locked = true;
        sc.s = passUntil(sc.s, (x) => x.active === 1 && x.phase === 'minion', 80);
        expect(sc.s.cards[p].locked).toBe(false);
        sc.s = passUntil(sc.s, (x) => x.active === 0 && x.phase === 'minion', 80);
        expect(sc.s.cards[u].locked).toBe(true);
      },
      'lubomira-black-hand-kept': () => {
        const { s, u } = anarchOf(card('200865'));
        expect(hasTrait(s, u, 'blackHand')).toBe(true);
      },
      'aksinya-after-blocks': () => {
        const aksinya = card('200034');
        const bleeder = testVampire('Test Plain Bleeder', {});
        const sc = new Scenario({
          defs: [aksinya, bleeder],
          seats: [{ ready: [{ card: bleeder.name, blood: 3 }] }, { ready: [{ card: aksinya.name, blood: 4 }], hand: ['Blood Doll'] }, {}],
        });
        const b = sc.uid(bleeder.name);
        const v = sc.uid(aksinya.name, 1);
        const hers = () => ids(sc.s).some((x) => x.startsWith('use:') && x.split(':').includes(v));
        sc.choose(`min:${b}`).choose(`bleed:${b}`);
        // her Methuselah is asked whether she blocks: no redirect yet
        expect(ids(sc.s).some((x) => x.startsWith('block:'))).toBe(true);
        expect(hers()).toBe(false);
        sc.s = passUntil(sc.s, (x) => !x.act || ids(x).some((y) => y.startsWith('use:') && y.split(':').includes(v)));
        expect(sc.s.act?.step).toBe('react');
        expect(hers()).toBe(true);
      },
      'jimmy-own-second-copy': () => {
        const jimmy = card('200705');
        const sc = new Scenario({
          defs: [jimmy],
          phase: 'influence',
          seats: [{ ready: [{ card: jimmy.name, blood: 1 }], uncontrolled: [{ card: jimmy.name, blood: 4 }] }, {}],
        });
        const first = sc.uid(jimmy.name, 0, 'ready');
        const second = sc.uid(jimmy.name, 0, 'uncontrolled');
        sc.choose(INFLUENCE_OPTIONS.encode('influence', { vampire: second }));
        expect(sc.s.cards[first].zone).toBe('ash');
        expect(sc.s.cards[second].zone).toBe('ready');
      },
      'danielle-vote-kept': () => {
        const { s, u } = anarchOf(card('200316'));
        expect(titleOf(s, u)).toBe('1 vote');
      },
      'howler-bears-weapons': () => {
        const howler = card('200607');
        const watcher = testVampire('Test Watcher', {}, [{ e: 'mod', stat: 'intercept', n: 5, who: 'self' }]);
        const sc = new Scenario({
          defs: [howler, watcher, TEST_CLUB],
          seats: [
            { ready: [{ card: howler.name, blood: 4, attached: [{ card: TEST_CLUB.name }] }] },
            { ready: [{ card: watcher.name, blood: 4 }] },
          ],
        });
        const h = sc.uid(howler.name);
        const club = sc.uid(TEST_CLUB.name, 0, 'attached');
        sc.choose(`min:${h}`)
          .choose(`bleed:${h}`)
          .choose(`block:${sc.uid(watcher.name, 1)}`);
        sc.s = passUntil(sc.s, (x) => (!!x.combat && x.combat.step.startsWith('strike') && dec(x).seat === 0) || !x.act);
        expect(sc.s.combat).toBeTruthy();
        expect(ids(sc.s).some((x) => x.split(':').includes(club))).toBe(false);
        expect(sc.s.cards[club].host).toBe(h);
      },
      'miriam-discount-on-the-rescue': () => {
        const miriam = card('200995');
        const sc = new Scenario({
          defs: [miriam, PRINCE],
          seats: [{ ready: [{ card: miriam.name, blood: 3 }], torpor: [{ card: PRINCE.name, blood: 3 }] }, {}],
        });
        const m = sc.uid(miriam.name);
        const t = sc.uid(PRINCE.name, 0, 'torpor');
        sc.choose(`min:${m}`);
        const rescues = ids(sc.s).filter((x) => x.startsWith(`rescue:${m}:${t}:`));
        // a price of 1: Miriam pays it, or the rescued vampire does
        expect(rescues.map((x) => x.split(':').pop()).sort()).toEqual(['0', '1']);
        sc.choose(`rescue:${m}:${t}:0`);
        sc.s = passUntil(sc.s, (x) => !x.act);
        expect(sc.s.cards[t].zone).toBe('ready');
        expect(sc.s.cards[t].blood).toBe(2);
        expect(sc.s.cards[m].blood).toBe(3);
      },
    },
    { describe, it, expect },
  );
});
