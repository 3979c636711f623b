/**
 * Golden games (issue 11 "behaviour is kept"): seeded games of the four starter decks, 4 seats,
 * both editions, random and heuristic bots, each summed up as its final state hash, its number of
 * decisions and a digest of every decision met (seat, kind, option ids in order, the choice).
 * Card instance ids are written in one normal form (`k12` as `1011`, the form since rules version
 * vekn.3) so that the summaries compare games, not the spelling of ids; the events of the game
 * (type and parameters) are part of the digest.
 * The summaries are committed in golden.hashes.json (hashes only, no card text): a reshaping of
 * the rules code must leave every game identical. A commit that changes behaviour on purpose
 * re-records them (VITAE_GOLDEN_RECORD=1 npx vitest run main/games/vtes/golden.test.ts) and says why.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getBot } from '../../engine/bots';
import { RngCursor, seedRng } from '../../engine/rng';
import { GameSession } from '../../engine/session';
import { vtesModule } from './module';
import { canonicalJson, stateHash } from '../../engine/hash';
import { STARTER_IDS } from './starters';
import type { Edition } from './state';

const FIXTURE = join(__dirname, 'golden.hashes.json');
const RECORD = process.env.VITAE_GOLDEN_RECORD === '1';

/** Card instance ids in their normal form: the old `k<n>` spelling is written as the number 999 + n. */
const OLD_UID = /\bk(\d+)\b/g;
const normText = (t: string) => t.replace(OLD_UID, (_, n: string) => String(999 + Number(n)));
function norm(v: unknown): unknown {
  if (typeof v === 'string') return normText(v);
  if (Array.isArray(v)) return v.map(norm);
  if (v && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) out[normText(k)] = norm(x);
    return out;
  }
  return v;
}

interface GameSpec {
  key: string;
  edition: Edition;
  heuristic: boolean;
  maxTurns: number;
}

/** 240 games: 120 with random bots only, 120 with two heuristic bots; seats rotate the starters. */
function specs(): GameSpec[] {
  const out: GameSpec[] = [];
  for (let g = 0; g < 120; g++) {
    const edition: Edition = g % 2 ? 'es-2018' : 'vekn-current';
    out.push({ key: `random-${g}`, edition, heuristic: false, maxTurns: 24 + (g % 9) });
    out.push({ key: `heuristic-${g}`, edition, heuristic: true, maxTurns: 20 + (g % 9) });
  }
  return out;
}

function play(spec: GameSpec, seen: Set<string>): string {
  const seats = Array.from({ length: 4 }, (_, i) => ({
    name: `B${i}`,
    kind: 'bot' as const,
    bot: spec.heuristic && i % 2 === 0 ? 'heuristic' : 'random',
  }));
  const g = Number(spec.key.split('-')[1]);
  const decks = Array.from({ length: 4 }, (_, i) => ({ starter: STARTER_IDS[(i + g) % 4] }));
  const session = GameSession.create(
    vtesModule,
    { decks, edition: spec.edition, maxTurns: spec.maxTurns, deckCheck: false },
    seats,
    `golden-${spec.key}`,
  );
  const rng = new RngCursor(seedRng(`golden-${spec.key}/drive`));
  const trace = createHash('sha256');
  let count = 0;
  while (!session.isOver()) {
    const d = session.decisions()[0];
    const bot = getBot(vtesModule, seats[d.seat].bot)!;
    const option = seats[d.seat].bot === 'random' ? rng.pick(d.options).id : bot.choose(vtesModule.view(session.state, d.seat), d, rng);
    trace.update(normText(`${d.seat}|${d.kind}|${d.options.map((o) => o.id).join(',')}|${option}\n`));
    session.choose(d.seat, option);
    count++;
    if (count > 50_000) throw new Error(`golden ${spec.key}: no end`);
  }
  for (const e of session.events) {
    seen.add(e.type);
    trace.update(normText(`${e.type}|${canonicalJson(e.params ?? {})}\n`));
  }
  return `${stateHash(norm(session.state)).slice(0, 16)} ${count} ${trace.digest('hex').slice(0, 16)}`;
}

describe('V:TES golden games (behaviour kept across reshaping, issue 11)', () => {
  it('seeded starter games, 4 seats, both editions, random and heuristic bots: same state hashes, decision counts and decisions', () => {
    const got: Record<string, string> = {};
    const seen = new Set<string>();
    for (const spec of specs()) got[spec.key] = play(spec, seen);
    // the games reach the rules a reshaping could break
    for (const t of ['vtes.bleed', 'vtes.blocked', 'vtes.combat', 'vtes.influenced', 'vtes.referendum', 'vtes.ousted'])
      expect(seen.has(t), t).toBe(true);
    if (RECORD) writeFileSync(FIXTURE, `${JSON.stringify(got, null, 2)}\n`);
    const want = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, string>;
    const differing = Object.keys(want).filter((k) => want[k] !== got[k]);
    expect(Object.keys(got).length).toBe(240);
    expect(differing, `games that changed: ${differing.slice(0, 10).join(', ')}`).toEqual([]);
  }, 600_000);
});
