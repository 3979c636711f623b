/**
 * Saved games with the card-named option ids of before issue 27 item 6 (`tm:<card>:lock`,
 * `dreamsHand:<card>`, `jack:<vampire>`, `orgres:<card>:<baron>`...) replay to the same state: the
 * codec maps each old id once (vtes-options.ts `upgradeOptionId`, through `GameModule.upgradeChoice`)
 * to the generic `use:`/`play:` id the rules offer now, and the record is then kept with the new ids.
 */
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../../engine/session';
import type { GameRecord } from '../../../engine/types';
import { getBot, randomBot, type BotOwner } from '../../../engine/bots';
import { RngCursor, seedRng } from '../../../engine/rng';
import { LEGACY_OPTIONS, upgradeOptionId } from '../../../common/vtes-options';
import { vtesModule } from '../module';
import { STARTER_IDS } from '../data/starters';
import type { VtesState } from '../core/state';
import { upgradedChoice } from './record-config';
import { build, ids, uid } from '../testing/testing';

/** Every old spelling a generic id could have had (its fields in each old kind's order). */
function oldSpellings(id: string): string[] {
  const [kind, card, ability, minion, target] = id.split(':');
  if (kind === 'play') return [`orgUnlock:${card}:${minion}:${target}`, `orgres:${card}:${minion}`];
  if (kind !== 'use') return [];
  return [
    `dreamsHand:${card}`,
    `dreamsBlood:${card}`,
    `dreams:${card}:pool`,
    `barrens:${card}`,
    `stray:${card}`,
    `strayUnlock:${card}:${minion}`,
    `warsaw:${card}`,
    `warsawBurn:${card}:${minion}`,
    `haven:${minion}:${target}:${card}`,
    `havenBurn:${minion}:${card}`,
    `fa:${minion}:${target}:${card}`,
    `carver:${card}:${minion}`,
    `wv:${ability}:${card}`,
    `tm:${card}:${ability}`,
    'jack:pool',
    `jack:${minion}`,
  ].filter((x) => LEGACY_OPTIONS.decode(x) !== null);
}

/** The id as a record saved before the generic ids spelled it, in `s` (the state it was chosen in). */
function legacyOf(s: VtesState, id: string, offered: readonly string[]): string {
  // the old spelling is the one the codec maps back to this id, and to no other offered option
  const old = oldSpellings(id).find((x) => {
    const now = upgradedChoice(s, x).filter((y) => offered.includes(y));
    return now.length > 0 && now[0] === id;
  });
  return old ?? id;
}

/** A seeded game of the four starters with heuristic bots, its record, and the same record spelled with the old ids. */
function play(g: number): { record: GameRecord; legacy: GameRecord; renamed: number; hash: string } {
  const config = {
    decks: STARTER_IDS.map((_, i) => ({ starter: STARTER_IDS[(i + g) % 4] })),
    edition: 'vekn-current',
    maxTurns: 24,
    deckCheck: false,
  };
  const seats = Array.from({ length: 4 }, (_, i) => ({ name: `B${i}`, kind: 'bot' as const, bot: i % 2 ? 'random' : 'heuristic' }));
  const session = GameSession.create(vtesModule, config, seats, `optids-${g}`);
  const rng = new RngCursor(seedRng(`optids-${g}/drive`));
  const bots = seats.map((x) => getBot(vtesModule as BotOwner, x.bot) ?? randomBot);
  const legacyChoices: GameRecord['choices'] = [];
  let renamed = 0;
  while (!session.isOver()) {
    const d = session.decisions()[0];
    const bot = bots[d.seat];
    const option = bot === randomBot ? rng.pick(d.options).id : bot.choose(vtesModule.view(session.state, d.seat), d, rng);
    const old = legacyOf(
      session.state,
      option,
      d.options.map((o) => o.id),
    );
    if (old !== option) renamed++;
    session.choose(d.seat, option);
    legacyChoices.push({ seat: d.seat, option: old });
  }
  const record = session.record();
  // the session keeps only answered choices (single options are answered by itself): the same list
  expect(record.choices.map((c) => c.seat)).toEqual(legacyChoices.map((c) => c.seat));
  return { record, legacy: { ...record, choices: legacyChoices }, renamed, hash: session.hash() };
}

describe('saved records with the old card-named option ids (issue 27 item 6)', () => {
  it('a seeded game saved with the old ids replays to the same state, and is kept with the generic ids', () => {
    // games until one chose options that had card-named kinds (Dreams of the Sphinx, Troublemaker, Jack...)
    let game: ReturnType<typeof play> | undefined;
    for (let g = 0; g < 8 && !game; g++) {
      const x = play(g);
      if (x.renamed >= 2) game = x;
    }
    expect(game, 'a starter game using a card ability').toBeDefined();
    const { record, legacy, hash } = game!;
    expect(legacy.choices).not.toEqual(record.choices);
    const replayed = GameSession.fromRecord(vtesModule, legacy);
    expect(replayed.hash()).toBe(hash);
    expect(replayed.record().choices).toEqual(record.choices);
  });

  it('each old kind maps to the generic id offered in its window', () => {
    const s = build({
      seats: [
        { ready: [{ card: 'Ashley', blood: 2 }], play: ['Anarch Troublemaker', 'Dreams of the Sphinx'] },
        { ready: [{ card: 'Sully', blood: 2 }] },
      ],
      phase: 'unlock',
    });
    const tm = uid(s, 'Anarch Troublemaker');
    expect(upgradedChoice(s, `tm:${tm}:lock`)).toEqual([`use:${tm}:lock`]);
    expect(ids(s)).toContain(`use:${tm}:lock`);
    const dreams = uid(s, 'Dreams of the Sphinx');
    // Dreams of the Sphinx's abilities by their index in its data: the hand size, the blood, the pool
    expect(upgradedChoice(s, `dreamsHand:${dreams}`)).toEqual([`use:${dreams}:0`]);
    expect(upgradedChoice(s, `dreamsBlood:${dreams}`)).toEqual([`use:${dreams}:1`]);
    expect(upgradedChoice(s, `dreams:${dreams}:pool`)).toEqual([`use:${dreams}:2`]);
    // Blood Doll's two ways and a hunting ground's blood, in the master and unlock phases
    const t = build({
      seats: [{ ready: [{ card: 'Ashley', blood: 1, attached: [{ card: 'Blood Doll' }] }], play: ['Asylum Hunting Ground'] }, {}],
      phase: 'master',
    });
    const doll = uid(t, 'Blood Doll');
    const ways = [`doll:${doll}:in`, `doll:${doll}:out`].map((x) => upgradedChoice(t, x));
    for (const w of ways) expect(ids(t)).toContain(w[0]);
    expect(ways[0]).not.toEqual(ways[1]);
    const hg = uid(t, 'Asylum Hunting Ground');
    expect(upgradedChoice(t, `hg:${hg}:${uid(t, 'Ashley')}`)).toEqual([`use:${hg}:0:${uid(t, 'Ashley')}`]);
    // no Jack in play: an old Jack payment maps to nothing; an id of today is no old kind
    expect(upgradedChoice(s, 'jack:pool')).toEqual([]);
    expect(upgradeOptionId(`use:${tm}:lock`, { ability: () => 0, moduleCards: () => [] })).toEqual([]);
  });
});
