import { GENDERS, PRODUCT_CATEGORIES, type SortBy } from '@arogya/contracts';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { rupees } from '../../lib/format.js';
import Icon from '../icons/Icon.js';

/** A label for each of the contract's SORT_OPTIONS, in the order shoppers see them. */
const SORT_LABELS: Record<SortBy, string> = {
  popularity: 'Most popular',
  newest: 'Newest',
  priceAsc: 'Price: low to high',
  priceDesc: 'Price: high to low',
};
const SORTS = Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }));

/** The price ranges, as `min-max` (either may be empty). */
const PRICE_OPTIONS = [
  { value: '-500', label: `Under ${rupees(500)}` },
  { value: '500-1000', label: `${rupees(500)} – ${rupees(1000)}` },
  { value: '1000-2500', label: `${rupees(1000)} – ${rupees(2500)}` },
  { value: '2500-', label: `Over ${rupees(2500)}` },
];

const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** The dropdowns, in order; `price` stands for the minPrice/maxPrice pair, as `min-max`. */
const SELECTS = [
  {
    param: 'category',
    label: 'Category',
    anyLabel: 'All categories',
    options: asOptions(PRODUCT_CATEGORIES),
  },
  { param: 'gender', label: 'For', anyLabel: 'Everyone', options: asOptions(GENDERS) },
  { param: 'price', label: 'Price', anyLabel: 'Any price', options: PRICE_OPTIONS },
  {
    param: 'sortBy',
    label: 'Sort by',
    anyLabel: 'Featured',
    options: SORTS,
    testId: 'sort-select',
  },
];

const LABELS: Record<string, string> = {
  search: 'Search',
  category: 'Category',
  gender: 'For',
  sortBy: 'Sort',
  minPrice: 'Min price',
  maxPrice: 'Max price',
  size: 'Size',
  color: 'Colour',
  brand: 'Brand',
  material: 'Material',
  collection: 'Collection',
  limit: 'Limit',
};

/** A filter value as shoppers read it (sort keys get their labels). */
const shown = (key: string, value: string) =>
  key === 'sortBy' ? (SORTS.find((s) => s.value === value)?.label ?? value) : value;

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
  const typedPrice = `${minPrice ? rupees(Number(minPrice)) : rupees(0)} – ${maxPrice ? rupees(Number(maxPrice)) : 'any'}`;

  const active = [...params.entries()].filter(([, v]) => v !== '');
  // on a phone the four dropdowns wait behind one button, so that products fill the screen
  const [open, setOpen] = useState(false);
  const chosen = SELECTS.filter(({ param }) => valueOf(param) !== '').length;

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
        {chosen > 0 ? `Filter and sort (${chosen})` : 'Filter and sort'}
      </button>
      <div
        id={`${ids}-filters`}
        className={`${open ? 'grid' : 'hidden'} grid-cols-2 gap-3 md:grid md:grid-cols-4`}
      >
        {SELECTS.map(({ param, ...select }) => (
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
        <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
          {active.map(([key, value]) => (
            <li key={`${key}=${value}`}>
              <button
                type="button"
                onClick={() => set({ [key]: '' })}
                aria-label={`Remove filter ${LABELS[key] ?? key}: ${shown(key, value)}`}
                className="inline-flex min-h-11 items-center gap-1 rounded-full border border-green-200 bg-green-50 py-1 pr-3 pl-3 text-xs font-medium text-green-800 hover:bg-green-100 md:min-h-8"
              >
                <span>
                  {LABELS[key] ?? key}: {shown(key, value)}
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
              Clear all
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
