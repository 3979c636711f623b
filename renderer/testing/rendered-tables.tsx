/**
 * Test support: a seat's view drawn as the Play screen draws it — the game's table (panels, action
 * panel, prompt and options) with its log panel — and every text a player reads in it: the text of
 * each element and the tooltips and accessible names (title, aria-label, alt, placeholder).
 * Never imported by the app.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { SeatViewDto } from '../../main/engine/dto';
import { LogPanel } from '../table/kit/LogPanel';
import { importantFor, logLineFor, tableFor } from '../table/registry';
import { Detail } from '../table/vtes/VtesTable';
import type { VtesCardView, VtesView } from '../../main/games/vtes/view/view';
import i18n from 'i18next';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };
const decode = (s: string) => s.replace(/&(#x?[\da-f]+|\w+);/gi, (m, e: string) => ENTITIES[e.toLowerCase()] ?? m);

/** The texts of some markup: each run of text between tags, and each title, aria-label, alt and placeholder. */
export function markupTexts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/\s(?:title|aria-label|alt|placeholder)="([^"]*)"/g)) out.push(decode(m[1]));
  const body = html.replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ');
  for (const run of body.split(/<[^>]+>/)) {
    const s = decode(run).replace(/\s+/g, ' ').trim();
    if (s) out.push(s);
  }
  return out;
}

/** The table of `dto`'s game drawn for its seat; `withLog`: with the whole log panel (every line, verbose). */
export function tableMarkup(dto: SeatViewDto, withLog: boolean): string {
  const Table = tableFor(dto.game);
  const log = withLog ? (
    <LogPanel
      log={dto.log}
      seats={dto.seats}
      game={dto.game}
      mapLine={logLineFor(dto.game)}
      important={importantFor(dto.game)}
      pageSize={Math.max(1, dto.log.length)}
      verbose
    />
  ) : null;
  return renderToStaticMarkup(<Table dto={dto} onChoose={() => undefined} log={log} />);
}

/** V:TES: the detail panel a hover shows, for every face-up card of the view (its types, clan, sect, capacity). */
export function detailMarkups(dto: SeatViewDto): string[] {
  if (dto.game !== 'vtes') return [];
  const v = dto.view as VtesView;
  const cards: VtesCardView[] = [];
  const add = (c: VtesCardView) => {
    cards.push(c);
    c.attached.forEach(add);
  };
  for (const s of v.seats) [...s.ready, ...s.torpor, ...s.play, ...s.uncontrolled.flatMap((u) => (u.card ? [u.card] : []))].forEach(add);
  (v.hand ?? []).forEach(add);
  const t = i18n.getFixedT(i18n.language, 'table-vtes');
  return cards.map((card) => renderToStaticMarkup(<Detail card={card} t={t} lang={i18n.language} />));
}
