import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardFacets, GameId, TriState } from '../../../main/cards/types';
import { activeFilterCount, emptyFilters, groupSets, toggleValue, type FilterState, type Level, type RangeText } from './filters';
import { useDisciplineName } from './icons';
import { clanLabel, sectLabel, titleLabel, typeChipLabels } from './values';
import { CollectionTools } from '../collection/CollectionImport';

const GAMES: readonly GameId[] = ['vtes', 'vendetta', 'bloodborne', 'nights'];

interface Props {
  value: FilterState;
  facets: CardFacets | null;
  onChange(next: FilterState): void;
}

/** The filters V:TES players know from VDB and KRCG. */
export function FiltersPanel({ value, facets, onChange }: Props) {
  const { t } = useTranslation('lookup');
  const discName = useDisciplineName();
  const set = <K extends keyof FilterState>(k: K, v: FilterState[K]) => onChange({ ...value, [k]: v });
  const count = activeFilterCount(value);
  // a type two games share says its game ("Evento (V:TES)", "Evento (Nights of Blood)")
  const typeChips = typeChipLabels(t, facets?.types ?? []);
  const translatedType = (ty: string) => typeChips.get(ty) ?? ty;
  const { t: tv } = useTranslation('card-values');
  const clanName = (c: string) => clanLabel(t, c);
  const sectName = (s: string) => sectLabel(t, s);
  const titleName = (ti: string) => titleLabel(t, ti);

  return (
    <section className="cl-filters" aria-labelledby="filters-title">
      <div className="cl-filters-head">
        <h2 id="filters-title">{t('filters.title')}</h2>
        {count ? <span className="cl-badge">{t('filters.active', { count })}</span> : null}
        <button type="button" onClick={() => onChange(emptyFilters())} disabled={!count}>
          {t('filters.clear')}
        </button>
      </div>

      <div className="cl-filter-grid">
        <label>
          {t('fields.game')}
          <select value={value.game} onChange={(e) => set('game', e.target.value as FilterState['game'])}>
            <option value="">{t('filters.anyValue')}</option>
            {GAMES.map((g) => (
              <option key={g} value={g}>
                {t(`games.${g}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('fields.kind')}
          <select value={value.kind} onChange={(e) => set('kind', e.target.value)}>
            <option value="">{t('filters.anyValue')}</option>
            <option value="crypt">{t('kinds.crypt')}</option>
            <option value="library">{t('kinds.library')}</option>
          </select>
        </label>
      </div>

      <ChipGroup
        label={t('fields.types')}
        options={facets?.types ?? []}
        value={value.types}
        onChange={(v) => set('types', v)}
        display={translatedType}
      />
      <ChipGroup
        label={t('fields.clan')}
        options={facets?.clans ?? []}
        value={value.clans}
        onChange={(v) => set('clans', v)}
        display={clanName}
      />

      <fieldset className="cl-disc-filter">
        <legend>{t('fields.disciplines')}</legend>
        <div className="cl-mode" role="radiogroup" aria-label={t('filters.discMode')}>
          {(['and', 'or'] as const).map((m) => (
            <label key={m}>
              <input
                type="radio"
                name="disc-mode"
                value={m}
                checked={value.disciplineMode === m}
                onChange={() => set('disciplineMode', m)}
              />
              {t(`filters.mode.${m}`)}
            </label>
          ))}
        </div>
        {value.disciplines.map((d, i) => (
          <div key={i} className="cl-disc-row">
            <select
              aria-label={t('filters.discipline', { n: i + 1 })}
              value={d.code}
              onChange={(e) =>
                set(
                  'disciplines',
                  value.disciplines.map((x, j) => (j === i ? { ...x, code: e.target.value } : x)),
                )
              }
            >
              <option value="">—</option>
              {(facets?.disciplines ?? []).map((c) => (
                <option key={c} value={c}>
                  {discName(c)} ({c})
                </option>
              ))}
            </select>
            <select
              aria-label={t('filters.level', { n: i + 1 })}
              value={d.level}
              onChange={(e) =>
                set(
                  'disciplines',
                  value.disciplines.map((x, j) => (j === i ? { ...x, level: e.target.value as Level } : x)),
                )
              }
            >
              {(['any', 'inferior', 'superior'] as const).map((l) => (
                <option key={l} value={l}>
                  {t(`levels.${l}`)}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="link"
              aria-label={t('filters.removeDiscipline', { n: i + 1 })}
              onClick={() =>
                set(
                  'disciplines',
                  value.disciplines.filter((_, j) => j !== i),
                )
              }
            >
              ×
            </button>
          </div>
        ))}
        <button type="button" onClick={() => set('disciplines', [...value.disciplines, { code: '', level: 'any' }])}>
          {t('filters.addDiscipline')}
        </button>
      </fieldset>

      <ChipGroup
        label={t('fields.sect')}
        options={facets?.sects ?? []}
        value={value.sects}
        onChange={(v) => set('sects', v)}
        display={sectName}
      />
      <RangeInput label={t('fields.capacity')} value={value.capacity} onChange={(v) => set('capacity', v)} />
      <ChipGroup
        label={t('fields.group')}
        options={facets?.groups ?? []}
        value={value.groups}
        onChange={(v) => set('groups', v)}
        display={(g) => (g === 'ANY' ? t('detail.anyGroup') : g)}
      />
      <RangeInput label={t('fields.poolCost')} value={value.poolCost} onChange={(v) => set('poolCost', v)} />
      <RangeInput label={t('fields.bloodCost')} value={value.bloodCost} onChange={(v) => set('bloodCost', v)} />
      <ChipGroup
        label={t('fields.title')}
        options={facets?.titles ?? []}
        value={value.titles}
        onChange={(v) => set('titles', v)}
        display={titleName}
      />
      <RangeInput label={t('fields.votes')} value={value.votes} onChange={(v) => set('votes', v)} />
      <SetChips sets={facets?.sets ?? []} value={value.sets} onChange={(v) => set('sets', v)} />
      <fieldset className="cl-multi cl-chips">
        <legend>{tv('collection:title')}</legend>
        <div className="cl-chip-list">
          <button type="button" className="cl-chip" aria-pressed={value.ownedOnly} onClick={() => set('ownedOnly', !value.ownedOnly)}>
            {tv('collection:onlyOwned')}
          </button>
        </div>
        <CollectionTools />
      </fieldset>
      <div className="cl-filter-grid">
        <TriSelect label={t('fields.banned')} value={value.banned} onChange={(v) => set('banned', v)} />
        <TriSelect label={t('fields.advanced')} value={value.advanced} onChange={(v) => set('advanced', v)} />
      </div>
    </section>
  );
}

/** Toggle chips: each value a button that is on or off; several at once, no modifier keys. */
function ChipGroup({
  label,
  options,
  value,
  onChange,
  display = (s) => s,
  title,
}: {
  label: string;
  options: readonly string[];
  value: string[];
  onChange(v: string[]): void;
  display?: (s: string) => string;
  /** a longer name shown on hover (a set's full name) */
  title?: (s: string) => string | undefined;
}) {
  const { t } = useTranslation('lookup');
  return (
    <fieldset className="cl-multi cl-chips">
      <legend>{label}</legend>
      {value.length ? (
        <button
          type="button"
          className="link cl-chip-clear"
          onClick={() => onChange([])}
          aria-label={t('filters.clearOne', { field: label })}
        >
          {t('filters.selected', { count: value.length })} ×
        </button>
      ) : null}
      <div className="cl-chip-list">
        {options.map((o) => (
          <button
            key={o}
            type="button"
            className="cl-chip"
            aria-pressed={value.includes(o)}
            title={title?.(o)}
            onClick={() => onChange(toggleValue(value, o))}
          >
            {display(o)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The set chips: expansions first; the many promotional sets folded behind one button. */
function SetChips({ sets, value, onChange }: { sets: CardFacets['sets']; value: string[]; onChange(v: string[]): void }) {
  const { t, i18n } = useTranslation('lookup');
  const { t: tv } = useTranslation('card-values');
  const [showPromos, setShowPromos] = useState(false);
  const groups = groupSets(sets, value);
  const name = (a: string) => {
    const s = sets.find((x) => x.abbrev === a);
    const n = i18n.language === 'es' && s?.nameEs ? s.nameEs : s?.name;
    return n && n !== a ? n : undefined;
  };
  const promoList = showPromos ? groups.promos : groups.pickedPromos;
  return (
    <div className="cl-set-chips">
      <ChipGroup label={t('fields.set')} options={groups.expansions.map((s) => s.abbrev)} value={value} onChange={onChange} title={name} />
      {groups.promos.length ? (
        <div className="cl-promos">
          <button type="button" className="link" aria-expanded={showPromos} onClick={() => setShowPromos((v) => !v)}>
            {showPromos ? tv('chips.hidePromos') : tv('chips.showPromos')} ({tv('chips.promos', { count: groups.promos.length })})
          </button>
          {promoList.length ? (
            <div className="cl-chip-list" role="group" aria-label={tv('chips.promos', { count: groups.promos.length })}>
              {promoList.map((s) => (
                <button
                  key={s.abbrev}
                  type="button"
                  className="cl-chip"
                  aria-pressed={value.includes(s.abbrev)}
                  onClick={() => onChange(toggleValue(value, s.abbrev))}
                >
                  {name(s.abbrev) ?? s.abbrev}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function RangeInput({ label, value, onChange }: { label: string; value: RangeText; onChange(v: RangeText): void }) {
  const { t } = useTranslation('lookup');
  return (
    <fieldset className="cl-range">
      <legend>{label}</legend>
      <label>
        {t('filters.min')}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          value={value.min}
          aria-label={t('filters.minOf', { field: label })}
          onChange={(e) => onChange({ ...value, min: e.target.value })}
        />
      </label>
      <label>
        {t('filters.max')}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          value={value.max}
          aria-label={t('filters.maxOf', { field: label })}
          onChange={(e) => onChange({ ...value, max: e.target.value })}
        />
      </label>
    </fieldset>
  );
}

function TriSelect({ label, value, onChange }: { label: string; value: TriState; onChange(v: TriState): void }) {
  const { t } = useTranslation('lookup');
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value as TriState)}>
        {(['any', 'only', 'exclude'] as const).map((v) => (
          <option key={v} value={v}>
            {t(`filters.tri.${v}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
