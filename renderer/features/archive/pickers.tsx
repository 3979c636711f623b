import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { call } from '../../api/client';
import type { ArchiveDeckSummary } from '../../../main/decks/archive-types';
import { useDisciplineName } from '../cards/icons';
import { clanLabel } from '../cards/values';
import { decimal } from '../decks/format';

/** The V:TES clans and disciplines of the imported catalog (cards.facets), loaded once per page. */
function useVtesFacets(): { clans: string[]; disciplines: string[] } {
  const [facets, setFacets] = useState<{ clans: string[]; disciplines: string[] }>({ clans: [], disciplines: [] });
  useEffect(() => {
    let live = true;
    call('cards.facets', { game: 'vtes' }).then(
      (f) => live && setFacets({ clans: f.clans, disciplines: f.disciplines }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return facets;
}

/** Options sorted by their label in the reader's language. */
export function sortedOptions(values: readonly string[], label: (v: string) => string, lang: string): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: label(value) })).sort((a, b) => a.label.localeCompare(b.label, lang));
}

/** Archive search by clan (issue 32 item 2): a list of the clans with their names in the reader's language. */
export function ClanPicker({ value, onChange, clans }: { value: string; onChange(v: string): void; clans?: string[] }) {
  const { t, i18n } = useTranslation('archive');
  const facets = useVtesFacets();
  const options = sortedOptions(clans ?? facets.clans, (c) => clanLabel(t, c), i18n.language);
  return (
    <label className="ar-field">
      {t('search.clan')}
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid="archive-clan">
        <option value="">{t('search.anyClan')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Archive search by discipline (issue 32 item 2): the disciplines by name, their abbreviation beside. */
export function DisciplinePicker({ value, onChange, codes }: { value: string; onChange(v: string): void; codes?: string[] }) {
  const { t, i18n } = useTranslation('archive');
  const discName = useDisciplineName();
  const facets = useVtesFacets();
  const options = sortedOptions(codes ?? facets.disciplines, discName, i18n.language);
  return (
    <label className="ar-field">
      {t('search.disciplinePick')}
      <select value={value} onChange={(e) => onChange(e.target.value)} data-testid="archive-discipline">
        <option value="">{t('search.anyDiscipline')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label} ({o.value})
          </option>
        ))}
      </select>
    </label>
  );
}

/** A result row's crypt in figures: "Crypt: min 17, max 36, average 6.75 · groups 4, 5". */
export function cryptRowText(t: TFunction<'archive'>, lang: string, d: ArchiveDeckSummary): string {
  if (!d.crypt) return '';
  return t('deck.cryptRow', { min: d.crypt.min, max: d.crypt.max, avg: decimal(d.crypt.avg, lang), groups: d.crypt.groups.join(', ') });
}
