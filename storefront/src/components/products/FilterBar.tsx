import { GENDERS, PRODUCT_CATEGORIES, type SortBy } from '@arogya/contracts';
import { useId } from 'react';
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

const PRICE_RANGES = [
  { min: '', max: '500', label: `Under ${rupees(500)}` },
  { min: '500', max: '1000', label: `${rupees(500)} – ${rupees(1000)}` },
  { min: '1000', max: '2500', label: `${rupees(1000)} – ${rupees(2500)}` },
  { min: '2500', max: '', label: `Over ${rupees(2500)}` },
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
  const customPrice = price && !PRICE_RANGES.some((r) => `${r.min}-${r.max}` === price);
  const category = params.get('category') ?? '';
  const gender = params.get('gender') ?? '';
  const sortBy = params.get('sortBy') ?? '';

  const active = [...params.entries()].filter(([, v]) => v !== '');

  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <div>
          <label
            htmlFor={`${ids}-category`}
            className="mb-1 block text-xs font-medium text-gray-600"
          >
            Category
          </label>
          <select
            id={`${ids}-category`}
            value={category}
            onChange={(e) => set({ category: e.target.value })}
            className={selectClass}
          >
            <option value="">All categories</option>
            {category && !(PRODUCT_CATEGORIES as readonly string[]).includes(category) && (
              <option value={category}>{category}</option>
            )}
            {PRODUCT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-gender`} className="mb-1 block text-xs font-medium text-gray-600">
            For
          </label>
          <select
            id={`${ids}-gender`}
            value={gender}
            onChange={(e) => set({ gender: e.target.value })}
            className={selectClass}
          >
            <option value="">Everyone</option>
            {gender && !(GENDERS as readonly string[]).includes(gender) && (
              <option value={gender}>{gender}</option>
            )}
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-price`} className="mb-1 block text-xs font-medium text-gray-600">
            Price
          </label>
          <select
            id={`${ids}-price`}
            value={price}
            onChange={(e) => {
              const [min = '', max = ''] = e.target.value.split('-');
              set({ minPrice: min, maxPrice: max });
            }}
            className={selectClass}
          >
            <option value="">Any price</option>
            {customPrice && (
              <option value={price}>
                {minPrice ? rupees(Number(minPrice)) : rupees(0)} –{' '}
                {maxPrice ? rupees(Number(maxPrice)) : 'any'}
              </option>
            )}
            {PRICE_RANGES.map((r) => (
              <option key={r.label} value={`${r.min}-${r.max}`}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-sort`} className="mb-1 block text-xs font-medium text-gray-600">
            Sort by
          </label>
          <select
            id={`${ids}-sort`}
            data-testid="sort-select"
            value={sortBy}
            onChange={(e) => set({ sortBy: e.target.value })}
            className={selectClass}
          >
            <option value="">Featured</option>
            {sortBy && !SORTS.some((s) => s.value === sortBy) && (
              <option value={sortBy}>{sortBy}</option>
            )}
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {active.length > 0 && (
        <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
          {active.map(([key, value]) => (
            <li key={`${key}=${value}`}>
              <button
                type="button"
                onClick={() => set({ [key]: '' })}
                aria-label={`Remove filter ${LABELS[key] ?? key}: ${shown(key, value)}`}
                className="inline-flex items-center gap-1 rounded-full border border-green-200 bg-green-50 py-1 pr-2 pl-3 text-xs font-medium text-green-800 hover:bg-green-100"
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
              className="rounded-full px-2 py-1 text-xs font-semibold text-gray-600 underline-offset-2 hover:text-green-800 hover:underline"
            >
              Clear all
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
