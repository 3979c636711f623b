/**
 * Any other official card (issue #5 item 5): a CardDetail from the card import becomes a CardDef
 * whose type, requirements (disciplines, clan, title, sect, capacity as far as the data states
 * them) and printed costs are enforced by the rules module, and whose effect is resolved by the
 * players with logged, undoable manual operations. Built-in starter cards keep their automated
 * data. Only facts from the card data are used: the card text itself is never copied into state.
 */
import type { CardDetail } from '../../cards/types';
import type { CancelKind, Effect, Mode, ModeKind, OotWhen, Req, Sect, Title } from './effects';
import { type CardDef, STARTER_DEFS } from './starters';

const TITLES: Title[] = ['primogen', 'prince', 'justicar', 'inner circle', 'bishop', 'archbishop', 'priscus', 'cardinal', 'regent', 'baron', 'kholo', 'magaji'];
const DISC_CODES: Record<string, string> = {
  animalism: 'ani', auspex: 'aus', celerity: 'cel', dominate: 'dom', fortitude: 'for', obfuscate: 'obf', potence: 'pot', presence: 'pre',
  protean: 'pro', thaumaturgy: 'tha', dementation: 'dem', chimerstry: 'chi', necromancy: 'nec', obtenebration: 'obt', quietus: 'qui',
  serpentis: 'ser', vicissitude: 'vic', blood_sorcery: 'tha', oblivion: 'obl',
};

function num(v: string | undefined): number | 'X' | undefined {
  if (v === undefined || v === '') return undefined;
  if (v.toUpperCase() === 'X') return 'X';
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

function sectOf(d: CardDetail): Sect | undefined {
  const s = (d.sect ?? '').toLowerCase();
  if (s.includes('anarch')) return 'anarch';
  if (s.includes('camarilla')) return 'camarilla';
  if (s.includes('sabbat')) return 'sabbat';
  if (s.includes('laibon')) return 'laibon';
  if (s) return 'independent';
  return undefined;
}

function kindOf(types: string[]): ModeKind {
  const t = types.map((x) => x.toLowerCase());
  if (t.includes('political action')) return 'political';
  if (t.includes('equipment')) return 'equip';
  if (t.includes('retainer')) return 'retainer';
  if (t.includes('ally')) return 'ally';
  if (t.includes('action')) return 'action';
  if (t.includes('action modifier')) return 'modifier';
  if (t.includes('reaction')) return 'reaction';
  if (t.includes('combat')) return 'combat';
  if (t.includes('event')) return 'event';
  return 'master';
}

/**
 * Out-of-turn master cards (1.6.2.4): the card data marks them at the start of the text; the point
 * where they may be played is read from the card's timing markers (never stored as text).
 */
export function outOfTurnTiming(text: string): OotWhen | null {
  const t = text.trim();
  if (!/^(master:\s*)?out-of-turn\b/i.test(t)) return null;
  // windows the engine has no decision for: cancelling a card as it is played, diablerie, ousting,
  // moving crypt cards, your own phases, changes of control
  if (/as (it|that card|the card|this card) is played|cancel an? [\w-]+ card|diableri|ousted|uncontrolled region|influence phase|unlock phase|control of a vampire/i.test(t)) return 'none';
  if (/bleeding you|bleed amount/i.test(t)) return 'bleedingYou';
  if (/referendum|polling/i.test(t)) return 'referendum';
  if (/\baction\b|\bblock|\bhunts\b/i.test(t)) return 'action';
  if (/combat|before range|strike/i.test(t)) return 'combat';
  return 'action';
}

/**
 * Out-of-turn cards that cancel a card as it is played: which kind of played card they cancel, read
 * from the card data's marker (Gehenna cards are events). Conditions beyond the kind stay the players'.
 */
export function cancelTarget(text: string): CancelKind | undefined {
  const m = /cancel an? (master|minion|event|gehenna) card\b[^.]*?as it is played/i.exec(text);
  if (!m) return undefined;
  const k = m[1].toLowerCase();
  return k === 'gehenna' ? 'event' : (k as CancelKind);
}

/** Facts readable from the card data (numbers only, never the text itself). */
function lifeOf(text: string): number {
  const m = /(\d+) life/i.exec(text);
  return m ? Number(m[1]) : 1;
}

export function cardDefFromDetail(d: CardDetail): CardDef {
  const built = STARTER_DEFS.get(d.id);
  if (built) return built;
  const manual: Effect = { e: 'manual', key: 'imported' };
  if (d.kind === 'crypt') {
    const disc: Record<string, 1 | 2> = {};
    for (const x of d.disciplines) disc[x.code] = x.level;
    const title = TITLES.find((t) => (d.title ?? '').toLowerCase() === t);
    const modes: Mode[] = d.text ? [{ kind: 'vampire', reqs: [], effects: [manual] }] : [];
    return {
      id: d.id,
      name: d.name,
      kind: 'crypt',
      types: ['Vampire'],
      clan: d.clans,
      capacity: d.capacity ?? 1,
      group: d.group,
      disc,
      title,
      sect: sectOf(d),
      advanced: d.advanced,
      reqs: [],
      modes,
      automation: modes.length ? 'partial' : 'full',
    };
  }
  const kinds = d.types.map((t) => kindOf([t]));
  const reqs: Req[] = [];
  const titles = d.requirements.filter((r) => TITLES.includes(r as Title)) as Title[];
  if (titles.length) reqs.push({ r: 'title', titles });
  if (d.requirements.includes('anarch')) reqs.push({ r: 'sect', sect: 'anarch' });
  const alternatives = d.libraryDisciplines.length ? d.libraryDisciplines : [[]];
  const modes: Mode[] = [];
  for (const kind of kinds.length ? kinds : ['master' as ModeKind])
    for (const alt of alternatives) {
      const effects: Effect[] = [manual];
      if (kind === 'retainer') effects.unshift({ e: 'retainer', life: lifeOf(d.text) });
      if (kind === 'ally') effects.unshift({ e: 'ally', life: lifeOf(d.text), strength: 1, bleed: 1 });
      const disc = DISC_CODES[d.name.toLowerCase().replace(/ /g, '_')];
      if (kind === 'master' && disc && /^(master: )?discipline\./i.test(d.text.trim())) {
        modes.push({ kind, reqs: [], effects: [{ e: 'discipline', disc }] });
        continue;
      }
      if (kind === 'master' && /in play|location|put this card on/i.test(d.text)) effects.unshift({ e: 'inPlay', location: /location/i.test(d.text) });
      const modeReqs: Req[] = alt.map((code) => ({ r: 'disc' as const, disc: DISC_CODES[code] ?? code, level: 1 as const }));
      const oot = kind === 'master' ? outOfTurnTiming(d.text) : null;
      const cancels = oot === 'none' ? cancelTarget(d.text) : undefined;
      if (oot) modeReqs.push(cancels ? { r: 'outOfTurn', when: oot, cancels } : { r: 'outOfTurn', when: oot });
      modes.push({ kind, reqs: modeReqs, effects });
    }
  return {
    id: d.id,
    name: d.name,
    kind: 'library',
    types: d.types,
    clan: d.clans,
    pool: num(d.poolCost),
    blood: num(d.bloodCost),
    burnOption: d.burnOption,
    unique: /\bunique\b/i.test(d.text),
    reqs,
    modes,
    automation: modes.every((m) => m.effects.every((e) => e.e !== 'manual')) ? 'full' : 'manual',
    libDisc: d.libraryDisciplines,
  };
}
