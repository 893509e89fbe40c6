import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Icon from '../icons/Icon.js';

/** The listing's search box: Enter or submit goes to /collections/all/?search={text}. */
export default function SearchBar({ initial = '' }: { initial?: string }) {
  const [text, setText] = useState(initial);
  const navigate = useNavigate();
  const id = useId();

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    navigate(`/collections/all/?search=${encodeURIComponent(text.trim())}`);
  };

  return (
    <form role="search" onSubmit={submit} className="flex w-full gap-2">
      <label htmlFor={id} className="sr-only">
        Search products
      </label>
      <div className="relative flex-1">
        <Icon
          name="search"
          className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-gray-400"
        />
        <input
          id={id}
          type="search"
          data-testid="search-input"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search ashwagandha, whey protein, yoga mat…"
          maxLength={100}
          enterKeyHint="search"
          className="w-full rounded-xl border border-gray-300 bg-white py-2.5 pr-3 pl-10 text-sm shadow-sm placeholder:text-gray-400 focus:border-green-600 focus:ring-2 focus:ring-green-600/30 focus:outline-none"
        />
      </div>
      <button
        type="submit"
        className="rounded-xl bg-green-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-green-800"
      >
        Search
      </button>
    </form>
  );
}
