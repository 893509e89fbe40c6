import { useTranslation } from 'react-i18next';
import type { ProductView } from './ProductCard.js';
import Icon from '../icons/Icon.js';

/** One toggle button: pressed shows the products as a list, unpressed as a grid. */
export default function ViewToggle({
  view,
  onChange,
}: {
  view: ProductView;
  onChange: (view: ProductView) => void;
}) {
  const { t } = useTranslation('products');
  const list = view === 'list';
  return (
    <button
      type="button"
      data-testid="view-toggle"
      aria-pressed={list}
      onClick={() => onChange(list ? 'grid' : 'list')}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-700 shadow-sm hover:border-green-600 hover:text-green-800 aria-pressed:border-green-700 aria-pressed:bg-green-50 aria-pressed:text-green-800"
    >
      <span className="flex overflow-hidden rounded-md border border-gray-200" aria-hidden="true">
        <span className={`p-0.5 ${list ? 'text-gray-400' : 'bg-green-700 text-white'}`}>
          <Icon name="grid" className="h-4 w-4" />
        </span>
        <span className={`p-0.5 ${list ? 'bg-green-700 text-white' : 'text-gray-400'}`}>
          <Icon name="list" className="h-4 w-4" />
        </span>
      </span>
      {t('view.list')}
    </button>
  );
}
