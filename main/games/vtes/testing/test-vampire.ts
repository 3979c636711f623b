/**
 * What the scenario families share (issue 27 item 8; tests only): a family's reading of one mode, and
 * the test vampires that play it (any card's requirements can be met).
 */
import type { CardDef, Effect } from '../schema/effects';
import { canonicalClan } from '../schema/clans';

/** A family's reading of one mode: what to measure and the value its effects promise. */
export interface FamilyCase {
  family: string;
  /** Plays the card's mode (effects stripped when `strip`) and returns the measured value; throws if the card is not offered. */
  run(strip: boolean): number;
  expected: number;
}

/** What else a test vampire is: capacity (8), sect (Camarilla), title, keywords. */
export type VampireFacts = Partial<Pick<CardDef, 'capacity' | 'sect' | 'title' | 'traits'>>;

/** A test vampire with the Disciplines (and static effects) given: any card's requirements can be met. */
export function testVampire(
  name: string,
  disc: Record<string, 1 | 2>,
  effects: Effect[] = [],
  clan = 'Caitiff',
  facts: VampireFacts = {},
): CardDef {
  return {
    id: `test-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    kind: 'crypt',
    types: ['Vampire'],
    clan: [canonicalClan(clan)],
    capacity: 8,
    disc,
    sect: 'camarilla',
    ...facts,
    reqs: [],
    modes: effects.length ? [{ kind: 'vampire', conditions: [], effects }] : [],
    automation: 'full',
  };
}

/** A gun (6.4.5: a ranged strike, so it reaches at long range) of `damage` damage, for the scenarios that need one. */
export function testGun(damage: number): CardDef {
  return {
    id: `test-gun-${damage}`,
    name: `Test Gun ${damage}`,
    kind: 'library',
    types: ['Equipment'],
    clan: [],
    reqs: [],
    classes: ['gun'],
    modes: [{ kind: 'equip', conditions: [], effects: [{ e: 'attachStrength', n: 0, rangedDamage: damage }] }],
    automation: 'full',
  };
}
