import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isVirtue } from '../../../main/common/disciplines';
import { cachedLabel, label } from './label-cache';
import { clanLabel } from './values';
import './cards.css';

/** The project's own SVG icons (assets/icons), bundled as URLs by Vite. */
const disciplineUrls = import.meta.glob('../../../assets/icons/disciplines/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
}) as Record<string, string>;
const clanUrls = import.meta.glob('../../../assets/icons/clans/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
}) as Record<string, string>;

function byName(urls: Record<string, string>): Map<string, string> {
  const m = new Map<string, string>();
  for (const [file, url] of Object.entries(urls)) {
    const name = /([\w-]+)\.svg$/.exec(file)?.[1];
    if (name) m.set(name, url);
  }
  return m;
}
const DISCIPLINE_ICONS = byName(disciplineUrls);
const CLAN_ICONS = byName(clanUrls);

/**
 * The glyphs are drawn as CSS backgrounds named by one stylesheet rule per icon, added once: the
 * browser then loads each icon once, where an `<image href>` or `<img src>` per element asked the
 * resource loader again for every row of a result list. When the page is idle the SVG glyphs are
 * turned into bitmaps, which cost a fraction of an SVG image to paint: drawing the icons of a new
 * result list was most of the time from a keystroke to the drawn results (issue 28 item 5).
 */
let iconSheet: HTMLStyleElement | null = null;
/** Pixels of the bitmap side: the largest icon (32 px) on a screen of two pixels per point. */
const RASTER_PX = 64;

function iconRules(urlOf: (url: string) => string): string {
  const rule = (cls: string, name: string, url: string) => `.${cls}[data-glyph="${name}"]{background-image:url("${urlOf(url)}")}`;
  return [
    ...[...DISCIPLINE_ICONS].map(([name, url]) => rule('cl-glyph', name, url)),
    ...[...CLAN_ICONS].map(([name, url]) => rule('cl-clan-icon', name, url)),
  ].join('\n');
}

/** The sheet's rules with the SVG glyphs (before they are turned into bitmaps). */
export function iconSheetText(): string {
  return iconRules((url) => url);
}

function ensureIconSheet(): void {
  if (iconSheet || typeof document === 'undefined') return;
  iconSheet = document.createElement('style');
  iconSheet.dataset.vitae = 'icons';
  iconSheet.textContent = iconSheetText();
  document.head.appendChild(iconSheet);
  const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
  idle(() => void rasterIcons());
}

/** An SVG icon drawn once into a square bitmap, as a PNG data URL (the SVG's own URL on failure). */
async function raster(url: string): Promise<string> {
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = RASTER_PX;
    canvas.getContext('2d')?.drawImage(img, 0, 0, RASTER_PX, RASTER_PX);
    return canvas.toDataURL('image/png');
  } catch {
    return url;
  }
}

/** Rasterizes every icon, then swaps the sheet's URLs in one change (one style recalculation). */
async function rasterIcons(): Promise<void> {
  const urls = [...DISCIPLINE_ICONS.values(), ...CLAN_ICONS.values()];
  const png = new Map<string, string>();
  for (const url of urls) png.set(url, await raster(url));
  if (!iconSheet) return;
  iconSheet.textContent = iconRules((url) => png.get(url) ?? url);
  warmGlyphs();
}

/**
 * Every glyph styled once, out of sight, right after the swap: the browser reads a rule's image
 * the first time an element matches it, and that read (a data URL parsed into an image) landed on
 * the first keystroke whose results showed that glyph (issue 28 item 5).
 */
function warmGlyphs(): void {
  const box = document.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText = 'position:fixed;left:-64px;top:0;width:32px;height:32px;overflow:hidden;visibility:hidden;contain:strict';
  const add = (cls: string, name: string) => {
    const el = document.createElement('span');
    el.className = cls;
    el.dataset.glyph = name;
    box.appendChild(el);
  };
  for (const name of DISCIPLINE_ICONS.keys()) add('cl-glyph', name);
  for (const name of CLAN_ICONS.keys()) add('cl-clan-icon', name);
  document.body.appendChild(box);
  box.getBoundingClientRect(); // styles them now, in this idle moment
  box.remove();
}

export function clanSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Name of a discipline in the UI language (falls back to the code in capitals). */
export function useDisciplineName(): (code: string) => string {
  const { t } = useTranslation('lookup');
  return (code) => disciplineName(t, code);
}

function disciplineName(t: TFunction<'lookup'>, code: string): string {
  return t(`disciplines.${code}`, { defaultValue: code.toUpperCase() });
}

/**
 * A discipline as the rulebook draws it: a square for the inferior level, a rhombus for the
 * superior level; virtues are drawn in a circle (one level only).
 */
export function DisciplineIcon({ code, level, size = 24 }: { code: string; level: 0 | 1 | 2; size?: number }) {
  const { t } = useTranslation('lookup');
  return disciplineIcon(t, code, level, size);
}

/**
 * The icon itself, for lists that draw many: the caller's `t` is used, so each icon does not
 * subscribe to the language on its own (`key` is the code).
 */
export function disciplineIcon(t: TFunction<'lookup'>, code: string, level: 0 | 1 | 2, size: number) {
  ensureIconSheet();
  const virtue = isVirtue(code);
  // level 0: a library card's requirement, drawn like the printed card (square) without a level.
  const text = cachedLabel(t, `d|${code}|${level}`, () => {
    const name = disciplineName(t, code);
    return virtue || level === 0 ? name : t(level === 2 ? 'levels.superiorOf' : 'levels.inferiorOf', { name });
  });
  const glyph = DISCIPLINE_ICONS.has(code);
  const shape = virtue ? 'virtue' : level === 2 ? 'superior' : 'inferior';
  return (
    <span
      key={code}
      className={`cl-disc-icon cl-disc-${shape}`}
      role="img"
      aria-label={text}
      title={text}
      data-code={code}
      data-level={virtue ? 'virtue' : level === 2 ? 'superior' : level === 1 ? 'inferior' : 'required'}
      style={{ width: size, height: size }}
    >
      <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
        {shape === 'superior' ? (
          <path d="M16 1 L31 16 L16 31 L1 16 Z" className="cl-frame" />
        ) : shape === 'virtue' ? (
          <circle cx="16" cy="16" r="14.5" className="cl-frame" />
        ) : (
          <rect x="3" y="3" width="26" height="26" rx="2" className="cl-frame" />
        )}
        {glyph ? null : (
          <text x="16" y="20" textAnchor="middle" fontSize="10" fontWeight="700" fill="#f4e6c4">
            {code.toUpperCase()}
          </text>
        )}
      </svg>
      {glyph ? <span className="cl-glyph" data-glyph={code} aria-hidden="true" /> : null}
    </span>
  );
}

export function ClanIcon({ clan, size = 22 }: { clan: string; size?: number }) {
  const { t } = useTranslation('lookup');
  return clanIcon(t, clan, size);
}

/** The clan's icon with the caller's `t`, for lists that draw many (`key` is the clan). */
export function clanIcon(t: TFunction<'lookup'>, clan: string, size: number) {
  const slug = clanSlug(clan);
  // named in the UI language ("Assamitas", not "Assamite")
  const name = cachedLabel(t, `c|${clan}`, () => clanLabel(t, clan));
  ensureIconSheet();
  if (!CLAN_ICONS.has(slug)) {
    return (
      <span
        key={clan}
        className="cl-clan-icon cl-clan-fallback"
        role="img"
        aria-label={name}
        title={name}
        style={{ width: size, height: size }}
      >
        {name.slice(0, 2)}
      </span>
    );
  }
  return (
    <span
      key={clan}
      className="cl-clan-icon"
      data-glyph={slug}
      role="img"
      aria-label={name}
      title={name}
      style={{ width: size, height: size }}
    />
  );
}

/** A library card's discipline requirement: alternatives separated by "/", combined ones by "+". */
export function RequirementIcons({ dnf, size = 20 }: { dnf: string[][]; size?: number }) {
  const { t } = useTranslation('lookup');
  return requirementIcons(t, dnf, size);
}

/** The requirement's icons with the caller's `t`, for lists that draw many. */
export function requirementIcons(t: TFunction<'lookup'>, dnf: string[][], size: number) {
  const or = label(t, 'detail.or');
  const and = label(t, 'detail.and');
  return (
    <span className="cl-req-icons">
      {dnf.map((group, i) => (
        <span key={i} className="cl-req-group">
          {i > 0 ? (
            <span className="cl-req-sep" aria-label={or}>
              /
            </span>
          ) : null}
          {group.map((code, j) => (
            <span key={code}>
              {j > 0 ? (
                <span className="cl-req-sep" aria-label={and}>
                  +
                </span>
              ) : null}
              {disciplineIcon(t, code, 0, size)}
            </span>
          ))}
        </span>
      ))}
    </span>
  );
}
