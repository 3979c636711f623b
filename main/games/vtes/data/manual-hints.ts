/**
 * Timing and target hints of the cards played by hand (issue 34 §1, issue 27 item 3): reviewed facts
 * in `data/manual-hints.json`, keyed by official card id, that a card without a reviewed entry keeps
 * on the play path — the window its modes are offered in (Hunger of Marduk: before range is
 * determined), what an action targets, where a master card goes as it is played (on a vampire or a
 * minion, with the rule markers it keeps there; on a Methuselah; into play), whether it is a trifle,
 * and the requirements the catalog does not state (a vampire in play). Ids, enums and numbers only:
 * never card text. An entry is written by the offline draft generator (`npm run cards:draft --
 * --hints <file>`, status `draft`) and used only once a person set it to `reviewed`, and only while
 * the card's text is the one it was read from (`fp`, data/fingerprint.ts). Parsed with zod when this
 * module loads: a bad entry throws, naming the card id and the path. Pure: no I/O (the JSON is bundled).
 */
import { z } from 'zod';
import type { CardDetail } from '../../../cards/types';
import { fingerprint } from './fingerprint';
import type { Condition, Effect, Mode } from '../schema/effects';
import { schemaIssues } from '../schema/schema-check';
import { ConditionSchema, EffectSchema, TargetSchema, WindowSchema } from '../schema/schema';
import hintsFile from './manual-hints.json';

/** The effects that say where a master card goes as it is played. */
export const PUT_EFFECTS: ReadonlySet<string> = new Set(['onVampire', 'onMethuselah', 'inPlay']);

export const ManualHintSchema = z.strictObject({
  /** fingerprint of the official text the hint was read from */
  fp: z.string().regex(/^[0-9a-f]{16}$/),
  /** `draft`: proposed by the generator, not used; `reviewed`: checked by a person against the card */
  status: z.enum(['draft', 'reviewed']),
  /** when the card's modes are offered beyond their kind's window (a `combat` step: its combat modes only) */
  window: WindowSchema.optional(),
  /** what its action modes target */
  target: TargetSchema.optional(),
  /** where a master card goes as it is played: into play, on a vampire or minion (with the markers it keeps there), on a Methuselah */
  put: z.array(EffectSchema.refine((e) => PUT_EFFECTS.has(e.e), { message: 'onVampire, onMethuselah or inPlay' })).optional(),
  /** a trifle master card (1.6.2.5) */
  trifle: z.literal(true).optional(),
  /** requirements the catalog's requirement row does not state (1.6.1.3), checked for every mode */
  requires: z.array(ConditionSchema).optional(),
});

export const ManualHintsFileSchema = z.record(z.string().regex(/^\d+$/), ManualHintSchema);

export type ManualHint = z.infer<typeof ManualHintSchema>;

/** Parses a hints file: the hints by card id, or an error naming the card id and the path of the first problem. */
export function parseHints(raw: unknown): ReadonlyMap<string, ManualHint> {
  const r = ManualHintsFileSchema.safeParse(raw, { jitless: true });
  if (!r.success) {
    const [first] = schemaIssues(ManualHintsFileSchema, raw);
    const [id, ...path] = first.path.split('.');
    throw new Error(`manual-hints.json: card ${id}${path.length ? ` at ${path.join('.')}` : ''}: ${first.problem}`);
  }
  return new Map(Object.entries(r.data));
}

const HINTS = parseHints(hintsFile);

/** The reviewed hint of a card, when it was read from the card's current text. */
export function reviewedHint(d: Pick<CardDetail, 'id' | 'text'>, hints: ReadonlyMap<string, ManualHint> = HINTS): ManualHint | undefined {
  const h = hints.get(d.id);
  return h && h.status === 'reviewed' && h.fp === fingerprint(d.text) ? h : undefined;
}

/** A mode of a card played by hand with its hint: its window, its action target, where a master card goes. */
export function hintedMode(m: Mode, h: ManualHint): Mode {
  const out: Mode = { ...m };
  if (h.window && (!h.window.combat || m.kind === 'combat')) out.window = h.window;
  if (h.target && m.kind === 'action') out.targets = h.target;
  if (m.kind === 'master') {
    const put: Effect[] = h.put ?? [];
    const trifle: Effect[] = h.trifle ? [{ e: 'trifle' }] : [];
    out.effects = [...put, ...m.effects, ...trifle];
  }
  return out;
}

/** The card-wide requirements with the hint's added (each once). */
export function hintedReqs(reqs: readonly Condition[], h: ManualHint): Condition[] {
  const seen = new Set(reqs.map((c) => JSON.stringify(c)));
  return [...reqs, ...(h.requires ?? []).filter((c) => !seen.has(JSON.stringify(c)))];
}
