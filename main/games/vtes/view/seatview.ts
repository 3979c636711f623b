/** Builds the V:TES seat view (view.ts) from the state: hides hands, libraries, crypts and face-down cards. */
import { whyNot } from './why-not';
import type { I18nRef } from '../../../engine/types';
import { marksOn } from '../core/marks';
import { markWords } from '../rules/manual-picks';
import type { SeatId } from '../../../engine/types';
import { capacityOf, convictionsOn, defOf, handSize, isAlly, isImbued, predatorOf, preyOf, sectOf, type VtesState } from '../core/state';
import { titleInfo, titleOf } from '../core/held-titles';
import type { CardDef } from '../schema/effects';
import { conditionText, effectTexts, limitTexts, modeIfTexts, windowTexts } from '../vocab/card-text';
import type { TextRef } from '../vocab/texts';
import { conditionsOf, costOf, discsOf } from '../schema/modes';
import type { VtesCardView, VtesModeView, VtesSeatView, VtesView } from './view';
import { defsOf } from '../core/card-tables';
import { CARD_DATA_VERSION } from '../setup/card-data';
import { isEffect } from '../schema/effect-query';
import { cancelTop } from '../core/queries';

export function cardView(s: VtesState, uid: string): VtesCardView {
  const c = s.cards[uid];
  const d = defOf(s, uid);
  const v: VtesCardView = {
    uid,
    cid: c.cid,
    name: d.name,
    kind: d.kind,
    types: d.types,
    locked: c.locked,
    blood: c.blood,
    attached: c.attached.map((a) => cardView(s, a)),
    automation: d.automation,
  };
  if (d.kind === 'crypt') {
    v.capacity = capacityOf(s, uid);
    v.clan = d.clan[0];
    v.disciplines = d.disc;
    v.sect = sectOf(s, uid);
    const t = titleOf(s, uid);
    // the claimed title: a title card on the vampire replaces its printed one (vtes-es:11 Título)
    const claimed = titleInfo(s, uid).title;
    if (t) v.title = t;
    else if (claimed) {
      v.title = claimed;
      v.titleState = c.contestedTitle ? 'contested' : 'yielded';
    }
  }
  if (isImbued(s, uid)) {
    v.imbued = true;
    v.convictions = convictionsOn(s, uid).length;
  }
  if (isAlly(s, uid) && (c.actFrom ?? 0) > s.turn) v.justRecruited = true;
  if (c.contested) v.contested = true;
  const marks = marksOn(s, uid);
  if (marks.length) v.marks = marks.map((m) => ({ key: 'log-vtes:opt.markOn', params: markWords(s, m) as I18nRef['params'] }));
  if (c.label) v.label = `log-vtes:opt.label.${c.label}`;
  if (d.traits?.length) v.traits = [...d.traits];
  if (d.slaveOf) v.slaveOf = d.slaveOf;
  if (d.redList) v.redList = true;
  if (s.turnFlags.redMarks?.includes(uid)) v.redListMarked = true;
  if (defsOf(s)[c.cid].trophy) v.trophy = true;
  const trophies = c.attached.filter((a) => defsOf(s)[s.cards[a].cid].trophy).length;
  if (trophies) v.trophies = trophies;
  return v;
}

/** A card text as the renderer's ref: its key and its nested texts' keys in the cards-vtes namespace. */
const ref = (x: TextRef): I18nRef => ({
  key: `cards-vtes:${x.key}`,
  params: Object.fromEntries(Object.entries(x.params).map(([k, v]) => [k, typeof v === 'object' ? ref(v) : v])),
});

/** A card in a hand with what each of its modes asks and does (the option list describes the plays). */
export function handCardView(s: VtesState, uid: string): VtesCardView {
  const v = cardView(s, uid);
  const d = defOf(s, uid);
  if (d.kind !== 'library') return v;
  v.modes = modeViews(d);
  const cost = costView(d);
  if (cost) v.cost = cost;
  return v;
}

/** The printed cost of a library card in pool and/or blood, as the hand view shows it (none: free). */
export function costView(d: CardDef): VtesCardView['cost'] {
  const { pool, blood } = costOf(d);
  let cost: VtesCardView['cost'];
  if (pool !== undefined) cost = { pool };
  if (blood !== undefined) cost = { ...cost, blood };
  return cost;
}

/** What each mode of a library card asks and does, as the hand view describes it (from the card data alone). */
export function modeViews(d: CardDef): VtesModeView[] {
  return d.modes.map((m): VtesModeView => ({
    kind: m.kind,
    disc: discsOf(m).map((r) => ({ disc: r.disc, level: r.level })),
    reqs: [
      ...conditionsOf(d, m)
        .filter((r) => r.r !== 'disc')
        .map(conditionText),
      ...windowTexts(m.window),
      ...modeIfTexts(m),
      ...limitTexts(m.limits),
    ].map(ref),
    effects: m.effects.flatMap((e) => effectTexts(e).map(ref)),
  }));
}

/** The deck list a seat brought (every card it owns, wherever it is now), crypt and library apart, by card id. */
function ownDeck(s: VtesState, me: SeatId): NonNullable<VtesView['deck']> {
  const crypt = new Map<string, number>();
  const library = new Map<string, number>();
  const defs = defsOf(s);
  for (const u in s.cards) {
    const c = s.cards[u];
    if (c.owner !== me) continue;
    const m = defs[c.cid]?.kind === 'crypt' ? crypt : library;
    m.set(c.cid, (m.get(c.cid) ?? 0) + 1);
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { crypt: sorted(crypt), library: sorted(library) };
}

export function seatView(s: VtesState, me: SeatId | 'public'): VtesView {
  const seats: VtesSeatView[] = s.seats.map((st, i) => ({
    seat: i,
    pool: st.pool,
    vp: st.vp,
    ousted: st.ousted,
    withdrawn: st.withdrawn,
    withdrawing: !!st.withdrawing,
    hasEdge: s.edge === i,
    prey: preyOf(s, i),
    predator: predatorOf(s, i),
    handCount: st.zones.hand.length,
    libraryCount: st.zones.library.length,
    cryptCount: st.zones.crypt.length,
    ashCount: st.zones.ash.length,
    ash: st.zones.ash.map((u) => ({ cid: s.cards[u].cid, name: defOf(s, u).name })),
    ready: st.zones.ready.map((u) => cardView(s, u)),
    torpor: st.zones.torpor.map((u) => cardView(s, u)),
    incapacitated: st.zones.incapacitated.map((u) => cardView(s, u)),
    play: st.zones.play.map((u) => cardView(s, u)),
    uncontrolled: st.zones.uncontrolled.map((u, k) =>
      me === i ? { pos: k + 1, blood: s.cards[u].blood, card: cardView(s, u) } : { pos: k + 1, blood: s.cards[u].blood },
    ),
    handSize: handSize(s, i),
    masterDebt: st.masterDebt,
  }));
  const v: VtesView = {
    me,
    edition: s.edition,
    turn: s.turn,
    active: s.active,
    phase: s.phase,
    edge: s.edge,
    transfersLeft: s.phase === 'influence' ? s.turnFlags.transfers : 0,
    masterActionsLeft: s.phase === 'master' ? s.turnFlags.masterLeft : 0,
    seats,
    ...(s.seating ? { seating: [...s.seating] } : {}),
    result: s.result,
  };
  if (me !== 'public') {
    v.hand = s.seats[me].zones.hand.map((u) => handCardView(s, u));
    const why = whyNot(s, me);
    if (why.length) v.whyNot = why;
    if (s.cardData !== CARD_DATA_VERSION) {
      v.cardData = s.cardData;
      v.deck = ownDeck(s, me);
    }
  }
  // Revelations (superior): a Methuselah's prey plays with an open hand
  for (let x = 0; x < s.n; x++)
    if (
      s.seats[x].zones.play.some(
        (u) => !s.cards[u].contested && defOf(s, u).modes[s.cards[u].mode ?? 0]?.effects.some(isEffect('openHandPrey')),
      )
    ) {
      const prey = preyOf(s, x);
      seats[prey].openHand = s.seats[prey].zones.hand.map((u) => handCardView(s, u));
    }
  // every hand seen by one Methuselah until the end of the turn (Pulse of the Canaille [aus]: `seeHands`)
  if (me !== 'public' && s.turnFlags.seesHands?.includes(me))
    for (let x = 0; x < s.n; x++) if (x !== me) seats[x].openHand ??= s.seats[x].zones.hand.map((u) => handCardView(s, u));
  // an open hand for the combat (Aura Reading [aus]: `openHand`), seen by every seat while the combat lasts
  for (const x of s.combat?.openHands ?? []) seats[x].openHand ??= s.seats[x].zones.hand.map((u) => handCardView(s, u));
  const action = s.act;
  if (action && s.cards[action.actor]) {
    v.action = {
      actor: cardView(s, action.actor),
      seat: action.seat,
      kind: action.kind,
      card: action.card && s.cards[action.card].zone !== 'hand' ? cardView(s, action.card) : undefined,
      target: action.target,
      targetCard: action.targetCard,
      stealth: action.stealth,
      intercept: action.intercept,
      bleed: action.bleed,
      blocker: action.blocker,
      step: action.step,
      modifiers: action.mods.filter((u) => s.cards[u].zone !== 'hand').map((u) => cardView(s, u)),
    };
  }
  if (s.cancelWin) {
    const top = cancelTop(s);
    v.cancelling = { seat: top.seat, cid: s.cards[top.card].cid, kind: top.kind };
  }
  if (s.combat) v.combat = { a: s.combat.a, b: s.combat.b, round: s.combat.round, range: s.combat.range, step: s.combat.step };
  if (s.ref) {
    v.referendum = {
      caller: s.ref.caller,
      seat: s.ref.seat,
      card: s.ref.card ? s.cards[s.ref.card].cid : undefined,
      yes: s.ref.yes,
      no: s.ref.no,
      polling: s.ref.step === 'polling' ? s.ref.order[s.ref.idx] : undefined,
      bloodHunt: !!s.ref.diablerist,
    };
  }
  return v;
}
