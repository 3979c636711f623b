/**
 * What an option playing a card does, in words (issue 34 §2): the Discipline level of the mode and
 * its effect rendered from the card data ("Swallowed by the Night — Obfuscate inferior: +1 stealth"),
 * never the mode's number. The label params of every option that plays a card mode come from here.
 */
import type { I18nRef } from '../../../engine/types';
import { effectTexts } from './card-text';
import type { TextRef } from './texts';
import { defOf, type VtesState } from '../core/state';
import { discsOf } from '../schema/modes';
import type { Mode } from '../schema/effects';

const cardsRef = (x: TextRef): I18nRef => ({
  key: `cards-vtes:${x.key}`,
  params: Object.fromEntries(Object.entries(x.params).map(([k, v]) => [k, typeof v === 'object' ? cardsRef(v) : v])),
});

/** Effects one after the other as one ref (`log-vtes:mode.two` joins two; longer lists nest). */
function joined(refs: I18nRef[]): I18nRef {
  if (!refs.length) return { key: 'log-vtes:mode.none', params: {} };
  if (refs.length === 1) return refs[0];
  return { key: 'log-vtes:mode.two', params: { a: refs[0], b: joined(refs.slice(1)) } };
}

/**
 * The words of each mode, built once per mode (a function of the mode alone, which never changes once
 * loaded): every decision offering a card lists its modes again.
 */
const modeRefs = new WeakMap<Mode, I18nRef>();

/** The mode `mi` of card `h` in words: its Discipline level (if it needs one) and what it does. */
export function modeRef(s: VtesState, h: string, mi: number): I18nRef {
  const m = defOf(s, h).modes[mi];
  if (!m) return refOf(m);
  let ref = modeRefs.get(m);
  if (!ref) modeRefs.set(m, (ref = refOf(m)));
  return ref;
}

function refOf(m: Mode | undefined): I18nRef {
  const what = joined((m?.effects ?? []).flatMap((e) => effectTexts(e).map(cardsRef)));
  const disc = discsOf(m)[0];
  if (!disc) return { key: 'log-vtes:mode.plain', params: { what } };
  return {
    key: 'log-vtes:mode.with',
    params: {
      level: { key: `log-vtes:mode.level_${disc.level}`, params: { disc: { key: `cards-vtes:disc.${disc.disc}`, params: {} } } },
      what,
    },
  };
}

/** The label params of an option playing mode `mi` of card `h`: the card's name and the mode in words. */
export function playLabel(s: VtesState, h: string, mi: number, extra: Record<string, string> = {}): I18nRef['params'] {
  return Object.assign({}, extra, { card: defOf(s, h).name, mode: modeRef(s, h, mi) });
}
