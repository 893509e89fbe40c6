import { GENDERS, PRODUCT_CATEGORIES, type SortBy } from '@arogya/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { rupees } from '../../lib/format.js';
import Icon from '../icons/Icon.js';

type Category = (typeof PRODUCT_CATEGORIES)[number];
type Gender = (typeof GENDERS)[number];
type Option = { value: string; label: string };

/** The contract's SORT_OPTIONS, in the order shoppers see them (each labelled by `sort.<value>`). */
const SORT_VALUES: readonly SortBy[] = ['popularity', 'newest', 'priceAsc', 'priceDesc'];

/** The price ranges, as `min-max` (either may be empty), with their bounds in rupees. */
const PRICE_RANGES = [
  { value: '-500', under: 500 },
  { value: '500-1000', from: 500, to: 1000 },
  { value: '1000-2500', from: 1000, to: 2500 },
  { value: '2500-', over: 2500 },
] as const;

/** The names of the query's parameters that have one (`filters.labels.<key>`). */
const LABELLED = [
  'search',
  'category',
  'gender',
  'sortBy',
  'minPrice',
  'maxPrice',
  'size',
  'color',
  'brand',
  'material',
  'collection',
  'limit',
] as const;
type Labelled = (typeof LABELLED)[number];
const isLabelled = (key: string): key is Labelled => (LABELLED as readonly string[]).includes(key);

/**
 * The dropdowns and labels in the language shown. Category and gender values stay the
 * catalogue's (they are the filter's values); only what the shopper reads is translated.
 */
function useFilterTexts() {
  const { t } = useTranslation(['products', 'common']);
  const isCategory = (v: string): v is Category =>
    (PRODUCT_CATEGORIES as readonly string[]).includes(v);
  const isGender = (v: string): v is Gender => (GENDERS as readonly string[]).includes(v);
  const sorts: Option[] = SORT_VALUES.map((value) => ({ value, label: t(`sort.${value}`) }));
  const prices: Option[] = PRICE_RANGES.map((r) => ({
    value: r.value,
    label:
      'under' in r
        ? t('filters.under', { amount: rupees(r.under) })
        : 'over' in r
          ? t('filters.over', { amount: rupees(r.over) })
          : `${rupees(r.from)} – ${rupees(r.to)}`,
  }));
  const categoryLabel = (v: string) => (isCategory(v) ? t(`category.${v}`, { ns: 'common' }) : v);
  const genderLabel = (v: string) => (isGender(v) ? t(`gender.${v}`) : v);

  /** The dropdowns, in order; `price` stands for the minPrice/maxPrice pair, as `min-max`. */
  const selects: {
    param: string;
    label: string;
    anyLabel: string;
    options: Option[];
    testId?: string;
  }[] = [
    {
      param: 'category',
      label: t('filters.category'),
      anyLabel: t('filters.allCategories'),
      options: PRODUCT_CATEGORIES.map((v) => ({ value: v, label: categoryLabel(v) })),
    },
    {
      param: 'gender',
      label: t('filters.for'),
      anyLabel: t('filters.everyone'),
      options: GENDERS.map((v) => ({ value: v, label: genderLabel(v) })),
    },
    { param: 'price', label: t('filters.price'), anyLabel: t('filters.anyPrice'), options: prices },
    {
      param: 'sortBy',
      label: t('filters.sortBy'),
      anyLabel: t('filters.featured'),
      options: sorts,
      testId: 'sort-select',
    },
  ];

  /** A query parameter's name as shoppers read it. */
  const labelOf = (key: string) => (isLabelled(key) ? t(`filters.labels.${key}`) : key);
  /** A filter value as shoppers read it (sort keys, categories and genders get their labels). */
  const shown = (key: string, value: string) =>
    key === 'sortBy'
      ? (sorts.find((s) => s.value === value)?.label ?? value)
      : key === 'category'
        ? categoryLabel(value)
        : key === 'gender'
          ? genderLabel(value)
          : value;

  return { t, selects, labelOf, shown };
}

const selectClass =
  'w-full rounded-xl border border-gray-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-green-600 focus:ring-2 focus:ring-green-600/30 focus:outline-none';

/** One labelled filter dropdown; a value typed into the URL by hand still shows as chosen. */
function FilterSelect({
  id,
  label,
  anyLabel,
  value,
  options,
  unlistedLabel = value,
  onChange,
  testId,
}: {
  id: string;
  label: string;
  /** The first choice, which clears the filter. */
  anyLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** How to show a value from the URL that is not among `options` (default: as it is). */
  unlistedLabel?: string;
  onChange: (value: string) => void;
  testId?: string;
}) {
  const unlisted = value !== '' && !options.some((o) => o.value === value);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-gray-600">
        {label}
      </label>
      <select
        id={id}
        data-testid={testId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={selectClass}
      >
        <option value="">{anyLabel}</option>
        {unlisted && <option value={value}>{unlistedLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Filter and sort controls that write the URL query (every query parameter is a filter). */
export default function FilterBar() {
  const [params, setParams] = useSearchParams();
  const ids = useId();
  const { t, selects, labelOf, shown } = useFilterTexts();

  const set = (changes: Record<string, string>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { preventScrollReset: true },
    );

  const minPrice = params.get('minPrice') ?? '';
  const maxPrice = params.get('maxPrice') ?? '';
  const price = minPrice || maxPrice ? `${minPrice}-${maxPrice}` : '';
  const valueOf = (param: string) => (param === 'price' ? price : (params.get(param) ?? ''));
  const change = (param: string, value: string) => {
    if (param !== 'price') return set({ [param]: value });
    const [min = '', max = ''] = value.split('-');
    set({ minPrice: min, maxPrice: max });
  };
  const typedPrice = `${minPrice ? rupees(Number(minPrice)) : rupees(0)} – ${maxPrice ? rupees(Number(maxPrice)) : t('filters.any')}`;

  const active = [...params.entries()].filter(([, v]) => v !== '');
  // on a phone the four dropdowns wait behind one button, so that products fill the screen
  const [open, setOpen] = useState(false);
  const chosen = selects.filter(({ param }) => valueOf(param) !== '').length;

  return (
    <div className="space-y-3">
      <button
        type="button"
        data-testid="filters-toggle"
        aria-expanded={open}
        aria-controls={`${ids}-filters`}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 shadow-sm hover:bg-gray-50 md:hidden"
      >
        <Icon name="sliders" className="h-4 w-4" />
        {chosen > 0 ? t('filters.toggleCount', { count: chosen }) : t('filters.toggle')}
      </button>
      <div
        id={`${ids}-filters`}
        className={`${open ? 'grid' : 'hidden'} grid-cols-2 gap-3 md:grid md:grid-cols-4`}
      >
        {selects.map(({ param, ...select }) => (
          <FilterSelect
            key={param}
            id={`${ids}-${param}`}
            {...select}
            value={valueOf(param)}
            unlistedLabel={param === 'price' ? typedPrice : undefined}
            onChange={(value) => change(param, value)}
          />
        ))}
      </div>
      {active.length > 0 && (
        <ul aria-label={t('filters.active')} className="flex flex-wrap items-center gap-2">
          {active.map(([key, value]) => (
            <li key={`${key}=${value}`}>
              <button
                type="button"
                onClick={() => set({ [key]: '' })}
                aria-label={t('filters.remove', { label: labelOf(key), value: shown(key, value) })}
                className="inline-flex min-h-11 items-center gap-1 rounded-full border border-green-200 bg-green-50 py-1 pr-3 pl-3 text-xs font-medium text-green-800 hover:bg-green-100 md:min-h-8"
              >
                <span>
                  {labelOf(key)}: {shown(key, value)}
                </span>
                <Icon name="x-mark" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => setParams(new URLSearchParams(), { preventScrollReset: true })}
              className="min-h-11 rounded-full px-3 py-1 text-xs font-semibold text-gray-600 underline-offset-2 hover:text-green-800 hover:underline md:min-h-8"
            >
              {t('filters.clearAll')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
