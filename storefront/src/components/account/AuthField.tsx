import { useId, useState, type InputHTMLAttributes } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  testId: string;
}

/** A labelled input of the login and register forms; password fields get a show/hide toggle. */
export default function AuthField({ label, testId, type = 'text', ...input }: Props) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const isPassword = type === 'password';
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          data-testid={testId}
          type={isPassword && shown ? 'text' : type}
          className={`block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 placeholder:text-gray-400 focus:border-green-600 focus:ring-2 focus:ring-green-600/30 focus:outline-none sm:text-sm ${isPassword ? 'pr-16' : ''}`}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-label={shown ? 'Hide password' : 'Show password'}
            aria-pressed={shown}
            className="absolute inset-y-0 right-0 my-1 mr-1 rounded-md px-3 text-xs font-semibold text-green-700 hover:bg-green-50"
          >
            {shown ? 'Hide' : 'Show'}
          </button>
        )}
      </div>
    </div>
  );
}
