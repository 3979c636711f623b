/**
 * Card texts rendered from the card data with the templates of cards-vendetta.json
 * (`fx.*` clan card effects, `ab.*` ally abilities, `lfx.*` location cards, `rfx.*` relics).
 * The `<id>.text` entries of the locale files are this rendering (checked by text.test.ts),
 * so the renderer reads them directly.
 */
import {
  allianceById,
  clanCardById,
  locationCardById,
  relicById,
  type AllianceCard,
  type ClanCard,
  type LocationCard,
  type RelicCard,
} from './cards';
import type { Tr } from '../common/card-text';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function clanCardText(c: ClanCard, t: Tr): string {
  const parts = [t(`kind.${c.kind}`) + '.', t('stat.power', { n: c.power })];
  const e = c.effect;
  if (!e) parts.push(t('fx.none'));
  else
    switch (e.op) {
      case 'steal':
        parts.push(t('fx.steal', { n: e.n }));
        break;
      case 'rivalsLose': {
        const [a, b, cc] = e.byRound;
        parts.push(a === b && b === cc ? t('fx.rivalsLose.same', { n: a }) : t('fx.rivalsLose.byRound', { a, b, c: cc }));
        break;
      }
      case 'gain':
        if (e.blood) parts.push(t('fx.gain.blood', { n: e.blood }));
        if (e.influence) parts.push(t('fx.gain.influence', { n: e.influence }));
        break;
      case 'gainPerAlliance':
        parts.push(t('fx.gainPerAlliance', { per: e.per }));
        break;
      case 'mayWithdraw':
        parts.push(t('fx.mayWithdraw', { n: e.steal }));
        break;
      case 'mayPay':
        if (e.cost === 'half') parts.push(t('fx.mayPay.halfRivalsLose', { n: e.rivalsLose ?? 0 }));
        else if (e.rivalsLose) parts.push(t('fx.mayPay.rivalsLose', { cost: e.cost, n: e.rivalsLose }));
        else parts.push(t('fx.mayPay.influence', { cost: e.cost, n: e.influence ?? 0 }));
        break;
      case 'halveRivals':
        parts.push(t('fx.halveRivals'));
        break;
      case 'rivalCardsPower':
        parts.push(t('fx.rivalCardsPower', { delta: signed(e.delta) }));
        break;
      case 'selfPower':
        parts.push(t(`fx.selfPower.${e.cond}`, { delta: signed(e.delta) }));
        break;
      case 'ifWinner':
      case 'ifNotWinner':
        if (e.blood) parts.push(t(`fx.${e.op}.blood`, { n: e.blood }));
        if (e.influence) parts.push(t(`fx.${e.op}.influence`, { n: e.influence }));
        break;
      case 'winnerLoses':
        parts.push(t('fx.winnerLoses', { n: e.n }));
        break;
      case 'challenge':
        parts.push(t('fx.challenge', { n: e.lose }));
        break;
      case 'winTies':
        parts.push(t('fx.winTies'));
        break;
      case 'onPlayGain':
        parts.push(t('fx.onPlayGain', { n: e.blood }));
        break;
      case 'onPlayRecall':
        parts.push(t('fx.onPlayRecall'));
        break;
    }
  return parts.join(' ');
}

export function allianceCardText(c: AllianceCard, t: Tr): string {
  const kind = c.kind === 'victim' ? 'victim' : c.vampire ? 'vampire' : 'human';
  const parts = [
    t(`kind.${kind}`) + '.',
    t('stat.values', { influence: c.influence, kiss: c.kiss, drain: c.drainBlood, drained: c.drainedInfluence }),
  ];
  const a = c.ability;
  if (a) parts.push(t(`ab.${a.op}`, 'n' in a ? { n: a.n } : {}));
  return parts.join(' ');
}

export function locationCardText(c: LocationCard, t: Tr): string {
  const e = c.effect;
  const n =
    e.op === 'succubus'
      ? e.max
      : e.op === 'winnerGain'
        ? (e.blood ?? e.influence ?? 0)
        : e.op === 'faceUpGain'
          ? e.blood
          : e.op === 'rankGain'
            ? e.influence
            : 'n' in e
              ? e.n
              : 0;
  return `${t('kind.location')}. ${t(`lfx.${e.op}`, { n, ...(e.op === 'rankGain' ? { rank: e.rank } : {}) })}`;
}

export function relicText(c: RelicCard, t: Tr): string {
  const e = c.effect;
  return `${t('kind.relic')}. ${t(`rfx.${e.op}`, 'n' in e ? { n: e.n } : {})} ${t('stat.relicValue', { n: c.value })}`;
}

/** Text of any Vendetta card id. */
export function cardText(id: string, t: Tr): string {
  const cc = clanCardById.get(id);
  if (cc) return clanCardText(cc, t);
  const ac = allianceById.get(id);
  if (ac) return allianceCardText(ac, t);
  const lc = locationCardById.get(id);
  if (lc) return locationCardText(lc, t);
  const rc = relicById.get(id);
  if (rc) return relicText(rc, t);
  throw new Error(`unknown Vendetta card ${id}`);
}
