/**
 * Test support: plays seeded bot games of every game and renders every log line, prompt and
 * option label as the table does (kit/text.ts, with the game's log rewording), in es and pl.
 * Used by the rendered-log tests (no raw ids, plural agreement); never imported by the app.
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { GameSession, type AnyModule } from '../../main/engine/session';
import type { LogLine, SeatInfo } from '../../main/engine/dto';
import { gameRegistry } from '../../main/games/registry';
import { logLineFor } from '../table/registry';
import { logText, refText } from '../table/kit/text';
import { seatRefsNamed } from '../table/vtes/log-wording';

const LOCALES = path.resolve(__dirname, '..', '..', 'locales');

export const LANGS = ['es', 'pl'] as const;

/** Every locale file, as i18next resources. */
export function localeResources(): Record<string, Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const lang of LANGS) {
    out[lang] = {};
    for (const f of fs.readdirSync(path.join(LOCALES, lang))) {
      if (f.endsWith('.json'))
        out[lang][f.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(LOCALES, lang, f), 'utf8')) as Record<string, unknown>;
    }
  }
  return out;
}

/** A t function for `lang`, configured as renderer/i18n.ts configures the app's. */
export async function tFor(lang: string): Promise<TFunction> {
  const resources = localeResources();
  const inst = i18next.createInstance();
  await inst.init({
    resources,
    lng: lang,
    fallbackLng: false,
    ns: Object.keys(resources.es),
    defaultNS: 'ui',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return inst.t;
}

export interface RenderedText {
  /** 'log', 'prompt', 'option' or 'progress'. */
  kind: string;
  /** The event type or i18n key it came from. */
  source: string;
  text: string;
}

export interface GameCase {
  game: string;
  config: unknown;
  seed: string;
}

/** The seeded bot games the rendered-text tests play: two per game, different table sizes. */
export const GAME_CASES: GameCase[] = [
  { game: 'vtes', config: { players: 4, maxTurns: 30 }, seed: 'rendered/vtes/1' },
  { game: 'vtes', config: { players: 5, maxTurns: 30 }, seed: 'rendered/vtes/2' },
  { game: 'vendetta', config: { players: 3 }, seed: 'rendered/vendetta/1' },
  { game: 'vendetta', config: { players: 5 }, seed: 'rendered/vendetta/2' },
  { game: 'bloodborne', config: { players: 3 }, seed: 'rendered/bloodborne/1' },
  { game: 'bloodborne', config: { players: 5 }, seed: 'rendered/bloodborne/2' },
  { game: 'nights', config: { players: 5 }, seed: 'rendered/nights/1' },
  { game: 'nights', config: { players: 8 }, seed: 'rendered/nights/2' },
];

const NAMES = ['Ariane', 'Jan', 'Valeriya', 'Tomasz', 'Lucía', 'Kasia'];

export interface PlayedGame {
  seats: SeatInfo[];
  log: LogLine[];
  /** Every decision met (prompt and options, as refs). */
  decisions: { prompt: unknown; options: unknown[] }[];
  progress: unknown[];
}

/** Plays one game with the game's heuristic bots (the random bot if none) on every seat. */
export function playGame(c: GameCase, maxBotSteps = 4000): PlayedGame {
  const module = gameRegistry().get(c.game) as AnyModule;
  const parsed = module.parseConfig(c.config);
  const bot = module.bots?.some((b: { id: string }) => b.id === 'heuristic') ? 'heuristic' : 'random';
  const seats = Array.from({ length: module.seatCount(parsed) }, (_, i) => ({ name: NAMES[i % NAMES.length], kind: 'bot' as const, bot }));
  const session = GameSession.create(module, c.config, seats, c.seed, { maxBotSteps });
  const decisions: PlayedGame['decisions'] = [];
  const progress: unknown[] = [];
  const seen = new Set<string>();
  try {
    session.runBots(() => {
      const v = session.viewFor(0);
      progress.push(v.progress);
      for (const d of session.decisions()) {
        const k = JSON.stringify([d.prompt, d.options.map((o) => o.label)]);
        if (seen.has(k)) continue;
        seen.add(k);
        decisions.push({ prompt: d.prompt, options: d.options.map((o) => o.label) });
      }
    });
  } catch {
    // the step limit: long games are cut, what was played is rendered
  }
  const byN = new Map<number, LogLine>();
  for (let s = 0; s < seats.length; s++) for (const l of session.logFor(s)) byN.set(l.n, l);
  progress.push(session.viewFor(0).progress);
  return { seats, log: [...byN.values()].sort((a, b) => a.n - b.n), decisions, progress };
}

/** Every text of a played game rendered in one language, as the table shows it. */
export function renderGame(t: TFunction, game: string, played: PlayedGame): RenderedText[] {
  const map = logLineFor(game);
  const out: RenderedText[] = [];
  for (const line of played.log)
    out.push({ kind: 'log', source: line.type, text: logText(t, map ? map(line, played.seats) : line, played.seats, game) });
  // the V:TES table names a Methuselah numbered in a prompt or option (VtesTable optionLabel, promptNamed)
  const named = (r: unknown) => (game === 'vtes' ? seatRefsNamed(r, (seat) => played.seats[seat]?.name ?? String(seat + 1)) : r);
  const ref = (kind: string, r: unknown) => {
    const x = named(r) as { key: string };
    out.push({ kind, source: x.key, text: refText(t, x as never, played.seats) });
  };
  for (const d of played.decisions) {
    ref('prompt', d.prompt);
    d.options.forEach((o) => ref('option', o));
  }
  played.progress.forEach((p) => ref('progress', p));
  return out;
}
