/**
 * Draft timing and target hints (issue 34 §1; manual-hints.ts): what the reader proposes for a card
 * played by hand — its modes' window, its action target, where a master card goes, a trifle, the
 * requirements of its text — as a `draft` hint for a person to review and copy, set to `reviewed`,
 * into data/manual-hints.json. Ids and enums only. Never on the play path.
 */
import type { CardDetail } from '../../../cards/types';
import { fingerprint } from '../data/fingerprint';
import { PUT_EFFECTS, type ManualHint } from '../data/manual-hints';
import { readCard } from './reader';
import { hasEffect } from '../schema/effect-query';

/**
 * The reader's hint for a library card, or null when it reads no timing, target or requirement
 * (`always`: the bare hint then, for a person to mark the card reviewed with nothing to add).
 */
export function draftHint(d: CardDetail, always = false): ManualHint | null {
  if (d.kind !== 'library') return null;
  const def = readCard(d);
  const h: ManualHint = { fp: fingerprint(d.text), status: 'draft' };
  const window = def.modes.find((m) => m.window)?.window;
  if (window) h.window = window;
  const target = def.modes.find((m) => m.kind === 'action' && m.targets)?.targets;
  if (target) h.target = target;
  const effects = def.modes.filter((m) => m.kind === 'master').flatMap((m) => m.effects);
  const put = effects.filter((e) => PUT_EFFECTS.has(e.e));
  if (put.length) h.put = put;
  if (hasEffect(effects, 'trifle')) h.trifle = true;
  if (def.reqs.length) h.requires = def.reqs;
  return always || Object.keys(h).length > 2 ? h : null;
}
