/**
 * One clan under two names (vtes-pl glossary "Assamita" and "Wyznawca Seta", and its clan list):
 * a Banu Haqim vampire meets the clan requirement of an Assamite card, a Ministry vampire that of a
 * Follower of Set card, and an Assamite vampire a card condition written for the Banu Haqim. Official
 * card data (../shared/data), the engine's own requirement check (1.6.1.3).
 */
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FILES } from '../../../testing/catalog';
import type { CardDetail } from '../../../cards/types';
import { parseVeknFiles } from '../../../cards/vekn';
import { officialFiles } from '../../../testing/shared-data';
import { asReviewed } from '../draft/entry';
import { build, uid } from '../testing/testing';
import { testVampire } from '../testing/test-vampire';
import { meetsReqs } from './queries';
import { holds } from './params/cond';
import { canonicalClan, canonicalClans, withCanonicalClans } from '../schema/clans';

const parsed = parseVeknFiles(officialFiles(OFFICIAL_FILES));
const def = (n: string) => asReviewed(parsed.cards.find((c) => c.name === n && !c.advanced) as CardDetail);

describe('one clan under two names (vtes-pl glossary: Assamite = Banu Haqim, Follower of Set = Ministry)', () => {
  it('reads each old name as the current one and leaves every other clan alone', () => {
    expect(canonicalClan('Assamite')).toBe('Banu Haqim');
    expect(canonicalClan('Follower of Set')).toBe('Ministry');
    expect(canonicalClan('Tremere')).toBe('Tremere');
    expect(canonicalClans(['Assamite', 'Banu Haqim', 'Brujah'])).toEqual(['Banu Haqim', 'Brujah']);
    const entry = { modes: [{ if: { c: 'clan', clan: 'Follower of Set' }, do: [{ of: { clan: 'Assamite' } }] }] };
    expect(withCanonicalClans(entry)).toEqual({ modes: [{ if: { c: 'clan', clan: 'Ministry' }, do: [{ of: { clan: 'Banu Haqim' } }] }] });
    const plain = { modes: [{ do: [{ p: 'draw', n: 1 }] }] };
    expect(withCanonicalClans(plain)).toBe(plain);
  });

  it('a Banu Haqim vampire plays an Assamite clan card (capacity 5 or more); a Ministry vampire a Follower of Set one; a Tremere neither', () => {
    const [kalyani, ximena, contract, corruption] = ['Kalyani, Agent of Doom', 'Ximena', 'Clandestine Contract', 'Corruption'].map(def);
    const tremere = testVampire('Test Tremere', {}, [], 'Tremere');
    const s = build({
      defs: [kalyani, ximena, contract, corruption, tremere],
      seats: [
        {
          ready: [
            { card: 'Kalyani, Agent of Doom', blood: 3 },
            { card: 'Ximena', blood: 3 },
            { card: 'Test Tremere', blood: 3 },
          ],
        },
        { ready: [] },
      ],
    });
    const ok = (card: typeof contract, who: string) => card.modes.some((m) => meetsReqs(s, card, m, uid(s, who), 0));
    expect(kalyani.clan).toEqual(['Banu Haqim']);
    expect(contract.clan).toEqual(['Banu Haqim']);
    expect([ok(contract, 'Kalyani, Agent of Doom'), ok(contract, 'Ximena'), ok(contract, 'Test Tremere')]).toEqual([true, false, false]);
    expect([ok(corruption, 'Ximena'), ok(corruption, 'Kalyani, Agent of Doom'), ok(corruption, 'Test Tremere')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('an Assamite test vampire meets a condition on the Banu Haqim, and a Follower of Set one on the Ministry', () => {
    const old = testVampire('Test Assamite', {}, [], 'Assamite');
    const setite = testVampire('Test Setite', {}, [], 'Follower of Set');
    const s = build({
      defs: [old, setite],
      seats: [
        {
          ready: [
            { card: 'Test Assamite', blood: 2 },
            { card: 'Test Setite', blood: 2 },
          ],
        },
        { ready: [] },
      ],
    });
    const is = (clan: string, who: string) => holds(s, { c: 'clan', who: 'minion', clan }, { seat: 0, minion: uid(s, who) });
    expect([is('Banu Haqim', 'Test Assamite'), is('Ministry', 'Test Setite'), is('Ministry', 'Test Assamite')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
