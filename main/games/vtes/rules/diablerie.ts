/**
 * Torpor and diablerie (vtes-es 6.5 "Letargo", 6.5.4, 6.5.5 "Diablerie"; vtes-pl "Letarg",
 * "Diabolizacja wampira w letargu", "Diabolizm"): a stray vampire's unlock, the diablerie steps
 * (blood, the victim's equipment, the burn, the Discipline card of an older victim) and the blood hunt
 * left pending (6.5.6; vtes-pl "Krwawe łowy").
 */
import { PICK_OPTIONS } from '../../../common/vtes-options';
import { bloodLost, burnCard, capOverflow, cardToCard, markCard, setGame } from '../core/ops';
import { capacityOf, type Ev, isEquipmentOn, type VtesState } from '../core/state';
import { attachedEffects, cardName, isRedList, vampAbility } from '../core/queries';
import { queueTrophies } from '../core/redlist';
import { cannotHold } from '../core/no-carry';
import { setPick } from '../core/steps';
import { askDisciplineCard } from '../core/discipline-card';
import { isKind } from '../schema/effect-query';
import { holds } from '../core/params/cond';

/**
 * "Blood hunts cannot be called on" the diablerist (its own `noBloodHunt`, under its Condition: Muaziz, Theo Bell), or
 * none for the diablerie of this victim (`diablerized`: March Halcyon).
 */
function noBloodHunt(s: VtesState, d: string, victim: string): boolean {
  // its own text, or a card on it ("blood hunts cannot be called on the attached vampire": Archon)
  const says = (u: string, diablerized: boolean) =>
    [...vampAbility(s, u, 'noBloodHunt'), ...attachedEffects(s, u)].some(
      (e) =>
        isKind(e, 'noBloodHunt') &&
        !!e.diablerized === diablerized &&
        (!e.if || holds(s, e.if, { seat: s.cards[u].controller, source: u, minion: u })),
    );
  return says(d, false) || says(victim, true);
}

export function diablerie(s: VtesState, d: string, victim: string, ev: Ev): void {
  // step 1: all the victim's blood moves to the diablerist
  const moved = s.cards[victim].blood;
  cardToCard(s, victim, d, moved);
  bloodLost(s, victim, moved); // 9.2
  capOverflow(s, d);
  // the diablerist has committed diablerie: "a vampire who committed diablerie since your last turn" (LSJ 20020429)
  markCard(s, d, { diablerie: { ended: [] } });
  // step 2: the diablerist may take any of the victim's equipment (one piece at a time)
  diablerieEquipment(s, d, victim, moved, ev);
}

/** The victim's equipment the diablerist may take: not what its own text refuses (`noCarry`: Beast, Enkidu). */
function victimEquipment(s: VtesState, victim: string, d: string): string[] {
  return s.cards[victim].attached.filter((x) => isEquipmentOn(s, x) && !cannotHold(s, x, d));
}

/** 6.5.5 step 2: "take <equipment>" options and "done" while the victim has equipment; then steps 3-4. */
export function diablerieEquipment(s: VtesState, d: string, victim: string, moved: number, ev: Ev): void {
  const eq = victimEquipment(s, victim, d);
  if (eq.length && (s.cards[d].zone === 'ready' || s.cards[d].zone === 'torpor')) {
    setPick(
      s,
      s.cards[d].controller,
      'diablerieEquipment',
      [
        ...eq.map((x) => ({
          id: PICK_OPTIONS.encode('t', { card: x }),
          label: 'diablerieTake',
          params: { uid: x, card: x, label: { card: cardName(s, x) } },
        })),
        { id: PICK_OPTIONS.encode('done', {}), label: 'noMore' },
      ],
      { then: 'diablerieEquipment', data: { d, victim, moved } },
    );
    return;
  }
  diablerieBurn(s, d, victim, moved, ev);
}

/** 6.5.5 steps 3-4: the victim burns with whatever is left on it, a blood hunt is pending, the Discipline card of an older victim. */
export function diablerieBurn(s: VtesState, d: string, victim: string, moved: number, ev: Ev): void {
  const older = capacityOf(s, victim) > capacityOf(s, d);
  const red = isRedList(s, victim);
  burnCard(s, victim, ev, 'vtes-es:6.5.5');
  // step 5: a Red List victim earns the diablerist trophies (after step 4, before the blood hunt), but only
  // when it is burned by a directed action of the diablerist: a diablerie action against another Methuselah's
  // vampire (not one's own, not a blocker diablerizing the vampire that tried to leave torpor) (vtes-pl
  // "Czerwona Lista"; vtes-es 1.6.2 item 3)
  const act = s.act;
  const directed = !!act && act.kind === 'diablerie' && act.actor === d && act.target !== undefined && act.target !== act.seat;
  if (red && directed) queueTrophies(s, d, victim, ev, 'vtes-es:6.5.5');
  ev.push({ type: 'vtes.diablerie', params: { name: cardName(s, d), victim: cardName(s, victim), blood: moved }, rule: 'vtes-es:6.5.5' });
  // 6.5.6: a blood hunt referendum follows, unless the diablerist's own text says none can be called on it
  if (noBloodHunt(s, d, victim)) ev.push({ type: 'vtes.noBloodHunt', params: { name: cardName(s, d) }, rule: 'vtes-es:6.5.6' });
  else setGame(s, { huntPending: d });
  // step 4: an older victim lets the diablerist take a Discipline card from library, ash heap or hand
  if (older) askDisciplineCard(s, s.cards[d].controller, d, ['library', 'ash', 'hand'], 'diablerieDiscipline');
}
