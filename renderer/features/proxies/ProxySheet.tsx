import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ApiCallError, call, nativeShell } from '../../api/client';
import { ErrorBanner } from '../../app/errors';
import type { CardDetail } from '../../../main/cards/types';
import type { DeckContent } from '../../../main/decks/types';
import { CARD_MM, copiesToPrint, margins, PAPER_MM, proxyPages, splitBySection, type Counts, type Paper } from './layout';
import { ProxyCard, proxyName } from './ProxyCard';
import { saveProxiesPdf } from './save';
import './proxies.css';

const mm = (n: number) => `${n}mm`;

/**
 * The proxies of a deck or of cards picked in the lookup, printed at card size: an overlay of A4
 * or Letter pages with a 3 × 3 grid and cut marks. The copies are chosen per card, or only what
 * the collection lacks is printed; a card is the user's image when the image folder has it, else
 * a face laid out from its data in the player's language (ProxyCard). The desktop app saves it as a PDF file in one click (the shell prints the page
 * to PDF and asks where to save it); both hosts can also print it (or save it as PDF) through
 * the print dialog.
 */
export function ProxySheet({
  content,
  onClose,
  title,
}: {
  content: Pick<DeckContent, 'name' | 'crypt' | 'library'>;
  onClose(): void;
  /** the sheet's title when it is not a deck's (the lookup's selection) */
  title?: string;
}) {
  const { t, i18n } = useTranslation('proxies');
  const [paper, setPaper] = useState<Paper>('a4');
  const [cards, setCards] = useState<Map<string, CardDetail> | null>(null);
  const [images, setImages] = useState<Map<string, string> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<{ fileName: string; pages: number } | null>(null);
  /** copies per card, the content's by default (issue 32 item 4) */
  const [chosen, setChosen] = useState<Counts>(() => ({ ...content.crypt, ...content.library }));
  /** the collection's copies when only what it lacks is printed, else null */
  const [owned, setOwned] = useState<Counts | null>(null);
  const [onlyLacking, setOnlyLacking] = useState(false);
  const allUids = useMemo(() => [...new Set([...Object.keys(content.crypt), ...Object.keys(content.library)])], [content]);
  const pages = useMemo(() => {
    const printed = copiesToPrint(chosen, onlyLacking ? owned : null);
    const s = splitBySection(printed, content.crypt, content.library);
    return proxyPages(s.crypt, s.library);
  }, [chosen, owned, onlyLacking, content]);
  const native = nativeShell();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!onlyLacking) return;
    let live = true;
    call('collection.get', { uids: allUids }).then(
      (o) => live && setOwned(o),
      (e) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [onlyLacking, allUids]);

  useEffect(() => {
    let live = true;
    const uids = allUids;
    Promise.all(uids.map((uid) => call('cards.get', { uid }))).then(
      (list) => live && setCards(new Map(list.map((c) => [c.uid, c]))),
      (e) => live && setError(e),
    );
    // the user's own images where the image folder has them (no image, or one refused, is not an
    // error: that card gets the text layout); the sheet is ready once every answer is in
    Promise.all(
      uids.map((uid) =>
        call('cards.image', { uid }).then(
          (img) => (img ? ([uid, img.dataUrl] as const) : null),
          () => null,
        ),
      ),
    ).then((found) => live && setImages(new Map(found.filter((f) => f !== null))));
    return () => {
      live = false;
    };
  }, [allUids]);

  const ready = cards !== null && images !== null && pages.length > 0 && (!onlyLacking || owned !== null);
  /** Every image decoded, so the printed page never shows a blank where one is still loading. */
  const imagesDecoded = () =>
    Promise.all([...(rootRef.current?.querySelectorAll('img') ?? [])].map((img) => img.decode().catch(() => undefined)));

  const savePdf = async () => {
    if (!native) return;
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      await imagesDecoded();
      const r = await saveProxiesPdf(native, { deckName: content.name, suffix: t('fileSuffix'), paper, pages: pages.length });
      if (r.kind === 'failed') setError(new ApiCallError(r.error));
      else if (r.kind === 'saved') setSaved(r);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    document.body.classList.add('px-printing');
    return () => document.body.classList.remove('px-printing');
  }, []);

  const size = PAPER_MM[paper];
  const m = margins(paper);
  return createPortal(
    <div className="px-root" role="dialog" aria-label={title ?? t('title', { name: content.name })} data-testid="proxy-sheet" ref={rootRef}>
      {/* the page size of the print, chosen here */}
      <style>{`@page { size: ${paper === 'a4' ? 'A4' : 'letter'}; margin: 0; }`}</style>
      <div className="px-toolbar">
        <strong>{title ?? t('title', { name: content.name })}</strong>
        <span className="hint">{t('intro')}</span>
        <label>
          {t('paper')}{' '}
          <select
            value={paper}
            onChange={(e) => {
              setPaper(e.target.value as Paper);
              setSaved(null);
            }}
            data-testid="proxy-paper"
          >
            <option value="a4">{t('a4')}</option>
            <option value="letter">{t('letter')}</option>
          </select>
        </label>
        <label>
          <input type="checkbox" checked={onlyLacking} onChange={(e) => setOnlyLacking(e.target.checked)} data-testid="proxy-lacking" />{' '}
          {t('onlyLacking')}
        </label>
        <span data-testid="proxy-pages">{t('pages', { count: pages.length })}</span>
        {native ? (
          <button type="button" className="primary" disabled={!ready || busy} onClick={() => void savePdf()} data-testid="proxy-save-pdf">
            {busy ? t('saving') : t('savePdf')}
          </button>
        ) : null}
        <button
          type="button"
          className={native ? undefined : 'primary'}
          disabled={!ready || busy}
          onClick={() => void imagesDecoded().then(() => window.print())}
          data-testid="proxy-print"
        >
          {native ? t('printOnly') : t('print')}
        </button>
        <button type="button" onClick={onClose}>
          {t('close')}
        </button>
        {saved ? (
          <span role="status" data-testid="proxy-saved">
            {t('saved', { name: saved.fileName, count: saved.pages })}
          </span>
        ) : null}
        <ErrorBanner error={error} onClose={() => setError(null)} />
        {cards ? (
          <details className="px-copies" data-testid="proxy-copies">
            <summary>{t('copies', { count: Object.values(chosen).reduce((a, b) => a + b, 0) })}</summary>
            <ul>
              {allUids.map((uid) => {
                const c = cards.get(uid);
                const name = c ? proxyName(c, i18n.language) : uid;
                return (
                  <li key={uid}>
                    <label>
                      <input
                        type="number"
                        min={0}
                        max={99}
                        value={chosen[uid] ?? 0}
                        aria-label={t('copiesOf', { name })}
                        onChange={(e) => {
                          const n = Number(e.target.value);
                          if (e.target.value !== '' && Number.isInteger(n) && n >= 0 && n <= 99) setChosen((all) => ({ ...all, [uid]: n }));
                        }}
                      />{' '}
                      {name}
                    </label>
                  </li>
                );
              })}
            </ul>
          </details>
        ) : null}
      </div>
      {pages.length === 0 && (!onlyLacking || owned !== null) ? (
        <p role="alert" className="px-empty" data-testid="proxy-empty">
          {allUids.length === 0 ? t('empty') : onlyLacking ? t('nothingLacking') : t('noCopies')}
        </p>
      ) : !ready ? (
        <p className="hint">{t('loading')}</p>
      ) : null}
      {ready
        ? pages.map((page, p) => (
            <section key={p} className="px-page" style={{ width: mm(size.w), height: mm(size.h) }} data-testid="proxy-page">
              <CutMarks margin={m} />
              <div
                className="px-grid"
                style={{ left: mm(m.x), top: mm(m.y), gridTemplateColumns: `repeat(3, ${mm(CARD_MM.w)})`, gridAutoRows: mm(CARD_MM.h) }}
              >
                {page.map((uid, i) => {
                  const c = cards.get(uid);
                  const img = images?.get(uid);
                  return (
                    <div key={i} className="px-card" data-uid={uid}>
                      {img ? <img src={img} alt={c?.displayName ?? uid} /> : c ? <ProxyCard card={c} /> : null}
                    </div>
                  );
                })}
              </div>
            </section>
          ))
        : null}
    </div>,
    document.body,
  );
}

/** Short lines in the page margins, in line with every cut. */
function CutMarks({ margin }: { margin: { x: number; y: number } }) {
  const xs = [0, 1, 2, 3].map((k) => margin.x + k * CARD_MM.w);
  const ys = [0, 1, 2, 3].map((k) => margin.y + k * CARD_MM.h);
  const len = Math.min(margin.x, margin.y) - 2;
  return (
    <>
      {xs.map((x) => (
        <span key={`x${x}`}>
          <i className="px-mark px-v" style={{ left: mm(x), top: mm(margin.y - len - 1), height: mm(len) }} />
          <i className="px-mark px-v" style={{ left: mm(x), top: mm(ys[3] + 1), height: mm(len) }} />
        </span>
      ))}
      {ys.map((y) => (
        <span key={`y${y}`}>
          <i className="px-mark px-h" style={{ top: mm(y), left: mm(margin.x - len - 1), width: mm(len) }} />
          <i className="px-mark px-h" style={{ top: mm(y), left: mm(xs[3] + 1), width: mm(len) }} />
        </span>
      ))}
    </>
  );
}
