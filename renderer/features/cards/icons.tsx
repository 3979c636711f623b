import { useTranslation } from 'react-i18next';
import { isVirtue } from '../../../main/common/disciplines';
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
  return (code) => t(`disciplines.${code}`, { defaultValue: code.toUpperCase() });
}

/**
 * A discipline as the rulebook draws it: a square for the inferior level, a rhombus for the
 * superior level; virtues are drawn in a circle (one level only).
 */
export function DisciplineIcon({ code, level, size = 24 }: { code: string; level: 0 | 1 | 2; size?: number }) {
  const { t } = useTranslation('lookup');
  const name = useDisciplineName()(code);
  const virtue = isVirtue(code);
  // level 0: a library card's requirement, drawn like the printed card (square) without a level.
  const label = virtue || level === 0 ? name : t(level === 2 ? 'levels.superiorOf' : 'levels.inferiorOf', { name });
  const url = DISCIPLINE_ICONS.get(code);
  const shape = virtue ? 'virtue' : level === 2 ? 'superior' : 'inferior';
  return (
    <span
      className={`cl-disc-icon cl-disc-${shape}`}
      role="img"
      aria-label={label}
      title={label}
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
        {url ? (
          <image href={url} x={0} y={0} width={32} height={32} />
        ) : (
          <text x="16" y="20" textAnchor="middle" fontSize="10" fontWeight="700" fill="#f4e6c4">
            {code.toUpperCase()}
          </text>
        )}
      </svg>
    </span>
  );
}

export function ClanIcon({ clan, size = 22 }: { clan: string; size?: number }) {
  const { t } = useTranslation('lookup');
  const url = CLAN_ICONS.get(clanSlug(clan));
  // named in the UI language ("Assamitas", not "Assamite")
  const name = clanLabel(t, clan);
  if (!url) {
    return (
      <span className="cl-clan-icon cl-clan-fallback" role="img" aria-label={name} title={name} style={{ width: size, height: size }}>
        {name.slice(0, 2)}
      </span>
    );
  }
  return <img className="cl-clan-icon" src={url} alt={name} title={name} width={size} height={size} />;
}

/** A library card's discipline requirement: alternatives separated by "/", combined ones by "+". */
export function RequirementIcons({ dnf, size = 20 }: { dnf: string[][]; size?: number }) {
  const { t } = useTranslation('lookup');
  return (
    <span className="cl-req-icons">
      {dnf.map((group, i) => (
        <span key={i} className="cl-req-group">
          {i > 0 ? (
            <span className="cl-req-sep" aria-label={t('detail.or')}>
              /
            </span>
          ) : null}
          {group.map((code, j) => (
            <span key={code}>
              {j > 0 ? (
                <span className="cl-req-sep" aria-label={t('detail.and')}>
                  +
                </span>
              ) : null}
              <DisciplineIcon code={code} level={0} size={size} />
            </span>
          ))}
        </span>
      ))}
    </span>
  );
}
