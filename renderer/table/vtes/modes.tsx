/**
 * Options grouped by the card in hand they play (issue 16 item 3): one entry per card (copies of
 * a card collapse into one), its plays beneath it, each described from the card data the seat
 * view carries for its own hand (`VtesCardView.modes`, `cost`): the Discipline level it needs
 * (icon), the kind of play, the cost and the effect in words (`cards-vtes:` templates).
 */
import type { TFunction } from 'i18next';
import type { Option } from '../../../main/engine/types';
import type { I18nRef } from '../../../main/engine/types';
import type { VtesCardView, VtesModeView } from '../../../main/games/vtes/view/view';
import { DisciplineIcon } from '../../features/cards/icons';
import { clanLabel, sectLabel, titleLabel } from '../../features/cards/values';
import { isRef, withCount } from '../kit/text';

/** The hand card an option plays (its `card` param names a card of the viewer's hand), or null. */
export function handCardOf(o: Option, hand: ReadonlyMap<string, VtesCardView>): VtesCardView | null {
  const c = o.params?.card;
  return typeof c === 'string' ? (hand.get(c) ?? null) : null;
}

/** The mode an option plays: its `mode` param (0-based), or the only mode of a one-mode card. */
export function modeOf(o: Option, card: VtesCardView): VtesModeView | null {
  const modes = card.modes ?? [];
  const m = o.params?.mode;
  if (typeof m === 'number') return modes[m] ?? null;
  return modes.length === 1 ? modes[0] : null;
}

export interface OptionGroup {
  /** The hand card heading the group (null: an option that plays no card in hand). */
  card: VtesCardView | null;
  options: Option[];
}

/**
 * The options in groups: options playing a card in hand go under that card's first appearance,
 * copies of one card (same card id) share one group; within a group an option whose text repeats
 * another's is dropped (the first copy stands for the others). Other options stay where they are,
 * alone. Group order follows the first option of each group.
 */
export function groupByHandCard(
  options: readonly Option[],
  hand: readonly VtesCardView[] | undefined,
  text: (o: Option) => string,
): OptionGroup[] {
  const byUid = new Map((hand ?? []).map((c) => [c.uid, c]));
  const groups: OptionGroup[] = [];
  const byCid = new Map<string, OptionGroup>();
  const seen = new Set<string>();
  for (const o of options) {
    const card = handCardOf(o, byUid);
    const key = `${card?.cid ?? ''}\u0000${text(o)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (!card) {
      groups.push({ card: null, options: [o] });
      continue;
    }
    const g = byCid.get(card.cid);
    if (g) g.options.push(o);
    else {
      const ng = { card, options: [o] };
      byCid.set(card.cid, ng);
      groups.push(ng);
    }
  }
  return groups;
}

/** A list of catalog values as the card data joins them ('prince, justicar', 'anarch / camarilla'), each in the UI language. */
const values = (v: unknown, sep: string, label: (t: TFunction, x: string) => string, t: TFunction) =>
  typeof v === 'string'
    ? v
        .split(sep)
        .map((x) => label(t, x.trim()))
        .join(sep)
    : v;

/**
 * A `cards-vtes:` ref with its Discipline code named (`{{disc}}`, and `{{discGen}}` in Polish) and
 * the catalog's clans, sects and titles (English ids in the card data) in the UI language.
 */
export function cardsText(t: TFunction, ref: I18nRef): string {
  const params: Record<string, unknown> = { ...ref.params };
  // a ref nested in the text (a Condition's clause: "while this minion has Auspex") is rendered first
  for (const [k, v] of Object.entries(params)) if (isRef(v)) params[k] = cardsText(t, v);
  if ('clan' in params) params.clan = values(params.clan, '/', clanLabel, t);
  // sects as the card texts name them (cards-vtes `sect.*`: the Polish form after "z sekty")
  const sectName = (tt: TFunction, x: string) => String(tt(`cards-vtes:sect.${x}`, { defaultValue: sectLabel(tt, x) }));
  for (const k of ['sect', 'actorSect'] as const) if (k in params) params[k] = values(params[k], ' / ', sectName, t);
  if ('titles' in params) params.titles = values(params.titles, ', ', titleLabel, t);
  const disc = ref.params?.disc;
  if (typeof disc === 'string') {
    params.disc = String(t(`cards-vtes:disc.${disc}`, { defaultValue: disc }));
    params.discGen = String(t(`cards-vtes:discGen.${disc}`, { defaultValue: params.disc }));
  }
  // an amount that is not a number ('X+1') reads with the general plural form, as the card text does
  const other = String(t(`${ref.key}_other`, { ...params, defaultValue: ref.key }));
  return String(t(ref.key, { ...withCount(params), defaultValue: other }));
}

/** The cost of a card in words ("cuesta 2 de reserva"), or null when it costs nothing. */
export function costText(t: TFunction, card: VtesCardView): string | null {
  const parts: string[] = [];
  for (const kind of ['pool', 'blood'] as const) {
    const n = card.cost?.[kind];
    if (n === 'X') parts.push(String(t(`table-vtes:cost.${kind}X`)));
    else if (typeof n === 'number' && n > 0) parts.push(String(t(`table-vtes:cost.${kind}`, { count: n })));
  }
  return parts.length ? parts.join(' · ') : null;
}

/** The words of one mode: kind, requirements, cost and effects. */
export function modeWords(t: TFunction, card: VtesCardView, mode: VtesModeView): string {
  const head = [String(t(`cards-vtes:kind.${mode.kind}`, { defaultValue: '' })), ...mode.reqs.map((r) => cardsText(t, r))]
    .filter(Boolean)
    .join(', ');
  const cost = costText(t, card);
  return [head, cost, mode.effects.map((e) => cardsText(t, e)).join(' ')].filter(Boolean).join(' · ');
}

/** A mode under its card: the Discipline icons and the mode in words. */
export function ModeDetail({ t, card, mode }: { t: TFunction; card: VtesCardView; mode: VtesModeView }) {
  return (
    <span className="vx-mode">
      {mode.disc.map((d) => (
        <DisciplineIcon key={d.disc} code={d.disc} level={d.level} size={18} />
      ))}
      <span className="vx-mode-words">{modeWords(t, card, mode)}</span>
    </span>
  );
}
