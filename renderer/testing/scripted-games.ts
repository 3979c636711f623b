/**
 * Test support: seeded games played by a script rather than left to the bots (issue 34 §3). Bot
 * games never take the manual operations, mark a minion or walk every step of the action panel;
 * the script answers every decision with an option of a kind it has not chosen yet when there is
 * one (each manual operation, rule marker and its duration, each amount, region and label, each
 * option kind of the game), and with the game's bot otherwise. At each new shape of question it
 * keeps the deciding seat's view, as the Play screen receives it, for the rendered-table tests.
 * Never imported by the app.
 */
import type { SeatViewDto } from '../../main/engine/dto';
import { getBot } from '../../main/engine/bots';
import { RngCursor, seedRng } from '../../main/engine/rng';
import { GameSession, type AnyModule } from '../../main/engine/session';
import type { Decision, Option } from '../../main/engine/types';
import { gameRegistry } from '../../main/games/registry';

/** The kind of an option: its label key and its id with card uids and numbers blanked. */
export function optionKind(o: Option): string {
  return `${o.label.key}|${o.id.replace(/k\d+/g, 'k').replace(/\d+/g, '#')}`;
}

/** One shape of question: who asks, which kind, which kinds of options. */
function shapeOf(d: Decision): string {
  return `${d.seat}|${d.kind}|${d.prompt.key}|${[...new Set(d.options.map((o) => o.label.key))].sort().join(',')}`;
}

export interface ScriptedCase {
  game: string;
  config: unknown;
  seed: string;
  names: string[];
  /**
   * An option to take on purpose although its kind was taken before (an operation taken again to
   * reach the kinds behind it: each rule marker), or undefined.
   */
  again?(d: Decision, chosen: ReadonlySet<string>): string | undefined;
  /**
   * An option to take before any other, or undefined: a case steering its game to a place that the
   * fresh kinds and the bot do not reach (a manual window opened while a referendum is polled).
   */
  steer?(d: Decision, chosen: ReadonlySet<string>): string | undefined;
}

export interface ScriptedGame {
  /** The deciding seat's view at each new shape of question, then every seat's and the public view at the end. */
  views: SeatViewDto[];
  /** Where the views at the end start in `views`. */
  finalFrom: number;
  /** Every option kind chosen. */
  chosen: Set<string>;
  /** Every option kind offered. */
  offered: Set<string>;
  steps: number;
}

/**
 * Plays `c` for at most `maxSteps` answers (a game cut there is rendered as far as it went).
 * `avoid`: option kinds the script never picks on purpose (those that would end the game at once).
 */
export function playScripted(c: ScriptedCase, maxSteps = 2500, avoid: (o: Option) => boolean = () => false): ScriptedGame {
  const module = gameRegistry().get(c.game) as AnyModule;
  const n = module.seatCount(module.parseConfig(c.config));
  const seats = Array.from({ length: n }, (_, i) => ({ name: c.names[i % c.names.length], kind: 'human' as const }));
  const session = GameSession.create(module, c.config, seats, c.seed, { maxBotSteps: maxSteps });
  const bot = getBot(module, module.bots?.some((b: { id: string }) => b.id === 'heuristic') ? 'heuristic' : 'random')!;
  const views: SeatViewDto[] = [];
  const chosen = new Set<string>();
  const offered = new Set<string>();
  const shapes = new Set<string>();
  let steps = 0;
  for (; steps < maxSteps && !session.isOver(); steps++) {
    const d = session.decisions()[0];
    if (!d) break;
    const shape = shapeOf(d);
    if (!shapes.has(shape)) {
      shapes.add(shape);
      views.push(session.viewFor(d.seat));
    }
    for (const o of d.options) offered.add(optionKind(o));
    const fresh = c.steer?.(d, chosen) ?? d.options.find((o) => !chosen.has(optionKind(o)) && !avoid(o))?.id ?? c.again?.(d, chosen);
    const id = fresh ?? bot.choose(module.view(session.state, d.seat), d, new RngCursor(seedRng(`${c.seed}/script/${steps}`)));
    const picked = d.options.find((o) => o.id === id)!;
    chosen.add(optionKind(picked));
    session.choose(d.seat, id);
  }
  const finalFrom = views.length;
  for (let s = 0; s < n; s++) views.push(session.viewFor(s));
  views.push(session.viewFor('public'));
  return { views, finalFrom, chosen, offered, steps };
}
