/**
 * What the log panel draws from the log lines (issue 16, "a log a player reads"): in the compact
 * reading a recorded answer ("Ana: Block with X") is left out when the game logged what it did
 * right after it ("X blocks"), identical consecutive lines are drawn once with their count, and
 * the lines a game marks as important (an ousting, a death, a referendum's result...) are flagged
 * so the panel can set them apart. The verbose reading keeps every line. Pure: tested in Node.
 */
import type { LogLine } from '../../../main/engine/dto';

export interface ShownLine {
  line: LogLine;
  text: string;
  /** How many identical lines in a row this one stands for (1: itself). */
  repeat: number;
  important: boolean;
}

/** The answer lines the engine writes for every recorded or automatic answer. */
const ANSWER = new Set(['engine.choice', 'engine.autoChoice', 'engine.autoPass']);
/**
 * Game lines that give a running count, not what the answer was ("Ana votes. Tally: 1 for, 2
 * against"): the answer before them stays, so the log says who voted how (issue 34 §3).
 */
const TALLIES = new Set(['vtes.vote']);
/** Engine lines between an answer and the game's account of it. */
const PASSED_OVER = new Set(['engine.secretChosen', 'engine.autoChoice', 'engine.autoPass']);

/** The event's own name: 'vtes.torpor' and 'torpor' are both 'torpor' in the game 'vtes'. */
export function eventKey(type: string, game: string): string {
  return type.startsWith(`${game}.`) ? type.slice(game.length + 1) : type;
}

/**
 * True when the answer at `i` is followed by a line of the game itself before the next recorded
 * answer: that line says what the answer did, so the answer line only repeats it. Lines the
 * engine writes on its own in between (others' "has chosen in secret", automatic answers of seats
 * with a single option) say nothing of this answer and are looked past.
 */
export function answerIsRepeated(log: readonly LogLine[], i: number): boolean {
  if (!ANSWER.has(log[i].type)) return false;
  for (let j = i + 1; j < log.length; j++) {
    const type = log[j].type;
    if (PASSED_OVER.has(type)) continue;
    return !type.startsWith('engine.') && !TALLIES.has(type);
  }
  return false;
}

export interface ShownOptions {
  compact: boolean;
  text(line: LogLine): string;
  /** Event names (without the game prefix) the game sets apart. */
  important?: ReadonlySet<string>;
  game: string;
}

export function shownLines(log: readonly LogLine[], o: ShownOptions): ShownLine[] {
  const out: ShownLine[] = [];
  log.forEach((line, i) => {
    if (o.compact && answerIsRepeated(log, i)) return;
    const text = o.text(line);
    const prev = out[out.length - 1];
    if (o.compact && prev && prev.text === text && prev.line.rule === line.rule) {
      prev.repeat++;
      return;
    }
    out.push({ line, text, repeat: 1, important: o.important?.has(eventKey(line.type, o.game)) ?? false });
  });
  return out;
}
