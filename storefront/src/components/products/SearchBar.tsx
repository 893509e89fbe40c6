import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { rupees } from '../../lib/format.js';
import Icon from '../icons/Icon.js';
import ProductImage from './ProductImage.js';
import { salePrice } from './product-utils.js';
import { useSuggestions } from './useSuggestions.js';

/**
 * The search box (the listing's, and the header's on every page): Enter or submit goes to
 * /collections/all/?search={text}. As the shopper types, matching products are suggested
 * below it (the ARIA combobox pattern: arrow keys move through them, Enter opens the one
 * chosen, Escape closes the list); `onDone` hears that the shopper has gone somewhere.
 */
export default function SearchBar({
  initial = '',
  autoFocus = false,
  onDone,
}: {
  initial?: string;
  autoFocus?: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation('products');
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(text);
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const shown = open && suggestions.length > 0;

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
    onDone?.();
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const chosen = shown ? suggestions[active] : undefined;
    go(
      chosen
        ? `/product/${chosen._id}`
        : `/collections/all/?search=${encodeURIComponent(text.trim())}`,
    );
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && suggestions.length > 0) {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setOpen(true);
      // the text itself (-1) and each suggestion, round and round
      const slots = suggestions.length + 1;
      setActive((i) => ((i + 1 + step + slots) % slots) - 1);
    }
  };
  // a list shorter than when a suggestion was chosen: back to the text
  const current = active < suggestions.length ? active : -1;

  return (
    <form role="search" onSubmit={submit} className="relative flex w-full gap-2">
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative flex-1">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-gray-400"
        />
        <input
          id={id}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && current >= 0 ? `${listId}-${current}` : undefined}
          data-testid="search-input"
          value={text}
          autoFocus={autoFocus}
          autoComplete="off"
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKey}
          onBlur={() => setOpen(false)}
          placeholder={t('search.placeholder')}
          maxLength={100}
          enterKeyHint="search"
          className="min-h-11 w-full rounded-xl border border-gray-300 bg-white py-2.5 pr-3 pl-10 text-base shadow-sm placeholder:text-gray-400 focus:border-green-600 focus:ring-2 focus:ring-green-600/30 focus:outline-none sm:text-sm"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          data-testid="search-suggestions"
          hidden={!shown}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-[60dvh] overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((p, i) => (
            <li
              key={p._id}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === current}
              data-testid="search-suggestion"
              // chosen before the input's blur closes the list
              onMouseDown={(e) => {
                e.preventDefault();
                go(`/product/${p._id}`);
              }}
              className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 ${
                i === current ? 'bg-green-50' : 'hover:bg-gray-50'
              }`}
            >
              <ProductImage
                url={p.images[0]?.url}
                alt=""
                width={40}
                height={40}
                className="h-10 w-10 shrink-0 rounded-lg bg-gray-50 object-cover"
              />
              <span className="line-clamp-2 min-w-0 flex-1 text-sm text-gray-900">{p.name}</span>
              <span className="shrink-0 text-sm font-semibold text-gray-800">
                {rupees(salePrice(p.price, p.discountPrice))}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="submit"
        className="min-h-11 rounded-xl bg-green-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-green-800"
      >
        {t('search.submit')}
      </button>
    </form>
  );
}
