/**
 * Card texts rendered from the card data with the templates of cards-bloodborne.json
 * (`stat.*` class and numbers, `fx.*` action card effects, `when.*` + `ab.*` monster abilities,
 * `fr.*` final boss rules). The `<id>.text` entries of the locale files are this rendering
 * (checked by text.test.ts), so the renderer and the card lookup read them directly.
 */
import { actionById, finalById, monsterById, type ActionCard, type ActionEffect, type FinalBossCard, type MonsterCard } from './cards';
import type { Tr } from '../common/card-text';

function effectText(c: ActionCard, e: ActionEffect, t: Tr): string {
  switch (e.op) {
    case 'vsType':
      return t('fx.vsType', { n: e.n, type: t(`typePlural.${e.type}`) });
    case 'heal':
      return e.n >= 8 ? t('fx.healFull') : t('fx.heal', { n: e.n });
    case 'bank':
      return t(c.cls === 'usable' ? 'fx.bankNow' : 'fx.bankAfter');
    case 'reclaim':
      return t(e.n === 1 ? 'fx.reclaimOne' : 'fx.reclaimMany', { n: e.n });
    case 'armor':
    case 'vsBoss':
    case 'alone':
    case 'blast':
    case 'steal':
    case 'selfHurt':
      return t(`fx.${e.op}`, { n: e.n });
    default:
      return t(`fx.${e.op}`);
  }
}

export function actionText(c: ActionCard, t: Tr): string {
  const parts = [c.dmg > 0 ? t(`stat.${c.cls}`, { n: c.dmg }) : t(`stat.${c.cls}NoDamage`)];
  if (c.instant && c.dmg > 0) parts.push(t('stat.instant'));
  for (const e of c.fx) parts.push(effectText(c, e, t));
  return parts.join(' ');
}

export function monsterText(m: MonsterCard, t: Tr): string {
  // "Humanoide y Bestia", "tipo"/"tipos" agreeing with the number of types
  const names = m.types.map((x) => t(`type.${x}`));
  const types = names.length > 1 ? t('stat.typeList', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] }) : names[0];
  const parts = [t(`stat.${m.kind}`, { health: m.health, lantern: t(`lantern.${m.lantern}`), types, count: names.length })];
  const a = m.ability;
  if (!a) parts.push(t('ab.none'));
  else parts.push(`${t(`when.${a.when}`)} ${t(`ab.${a.op}`, 'n' in a ? { n: a.n } : {})}`);
  return parts.join(' ');
}

export function finalText(f: FinalBossCard, t: Tr): string {
  return [
    t('stat.final', { health: f.health, lantern: t(`lantern.${f.lantern}`) }),
    t(`fr.${f.rule.op}`, 'n' in f.rule ? { n: f.rule.n } : {}),
  ].join(' ');
}

/** The text of any card id ('axe', 'U14', 'M01', 'B1', 'F2'). */
export function cardText(id: string, t: Tr): string {
  const a = actionById.get(id);
  if (a) return actionText(a, t);
  const m = monsterById.get(id);
  if (m) return monsterText(m, t);
  const f = finalById.get(id);
  if (f) return finalText(f, t);
  throw new Error(`unknown card ${id}`);
}
