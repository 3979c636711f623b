/**
 * Card texts rendered from the card data with the templates of cards-nights.json (`kind.*`,
 * `fx.*` main deck, `line.*` bloodlines, `pw.*` blood powers, `ev.*` events). The `<id>.text`
 * entries of the locale files are this rendering (checked by text.test.ts), so the renderer and
 * the card lookup read them directly.
 */
import { ANY_REACH, BLOODLINES, EVENTS, MAIN_DECK, POWERS, type Damage } from './cards';
import type { Tr } from '../common/card-text';

export function damageText(d: Damage, t: Tr): string {
  const parts: string[] = [];
  if (d.light) parts.push(t('dmg.light', { count: d.light }));
  if (d.agg) parts.push(t('dmg.agg', { count: d.agg }));
  return parts.join(t('dmg.and'));
}

function mainText(id: string, t: Tr): string {
  const c = MAIN_DECK.find((x) => x.id === id)!;
  const e = c.effect;
  const head = t(`kind.${c.kind}`);
  let body: string;
  switch (e.op) {
    case 'weapon':
      body = t('fx.weapon', {
        reach: e.reach >= ANY_REACH ? t('reach.any') : e.reach === 0 ? t('reach.none') : t('reach.n', { count: e.reach }),
        attacks: t('attacks', { count: e.attacks }),
        damage: damageText(e.damage, t),
      });
      break;
    case 'attackAll':
    case 'killer':
      body = t(`fx.${e.op}`, { damage: damageText(e.damage, t) });
      break;
    case 'takeCard':
      body = t(e.keep ? 'fx.steal' : 'fx.sabotage');
      break;
    case 'draw':
    case 'shelter':
    case 'extraDraw':
    case 'gainBlood':
      body = t(`fx.${e.op}`, { count: e.n });
      break;
    default:
      body = t(`fx.${e.op}`);
  }
  return `${head}. ${body}`;
}

function lineText(id: string, t: Tr): string {
  const b = BLOODLINES.find((x) => x.id === id)!;
  const x = b.passive;
  return `${t('kind.bloodline')}. ${t(`line.${x.op}`, 'n' in x ? { count: x.n } : {})}`;
}

function powerText(id: string, t: Tr): string {
  const p = POWERS.find((x) => x.id === id)!;
  const e = p.effect;
  const params: Record<string, string | number> = {};
  if ('n' in e) params.count = e.n;
  if ('damage' in e) params.damage = damageText(e.damage, t);
  return `${t('kind.power')}. ${t(`timing.${p.timing}`, { count: p.cost })} ${t(`pw.${e.op}`, params)}`;
}

function eventText(id: string, t: Tr): string {
  const ev = EVENTS.find((x) => x.id === id)!;
  const e = ev.effect;
  const key = e.op === 'drawDelta' ? (e.n > 0 ? 'ev.drawMore' : 'ev.drawLess') : `ev.${e.op}`;
  return `${t('kind.event')}. ${t(key, 'n' in e ? { count: Math.abs(e.n) } : {})}`;
}

/** The text of any Nights of Blood card id. */
export function cardText(id: string, t: Tr): string {
  if (MAIN_DECK.some((c) => c.id === id)) return mainText(id, t);
  if (BLOODLINES.some((c) => c.id === id)) return lineText(id, t);
  if (POWERS.some((c) => c.id === id)) return powerText(id, t);
  if (EVENTS.some((c) => c.id === id)) return eventText(id, t);
  throw new Error(`unknown Nights of Blood card ${id}`);
}

export const ALL_CARD_IDS: readonly string[] = [
  ...MAIN_DECK.map((c) => c.id),
  ...BLOODLINES.map((c) => c.id),
  ...POWERS.map((c) => c.id),
  ...EVENTS.map((c) => c.id),
];
