import type { CartLine } from '@arogya/contracts';
import type { ReactNode } from 'react';
import LineOptions from './LineOptions.js';

/** The picture sizes: the drawer's lines and the checkout's smaller order summary. */
const IMAGE = {
  drawer: { px: 80, box: 'h-20 w-20', empty: 'bg-gray-100' },
  summary: { px: 64, box: 'h-16 w-16', empty: 'bg-gray-200' },
} as const;

/**
 * A cart line as the drawer and the checkout summary show it: its picture (a grey tile when it
 * has none), its name, and its size and colour (by name) followed by `note`; `children` go
 * below.
 */
export default function CartLineInfo({
  line,
  image,
  note,
  children,
}: {
  line: CartLine;
  image: keyof typeof IMAGE;
  note?: string;
  children?: ReactNode;
}) {
  const { px, box, empty } = IMAGE[image];
  return (
    <>
      {line.image ? (
        <img
          src={line.image}
          alt={line.name}
          width={px}
          height={px}
          loading="lazy"
          className={`${box} rounded object-cover`}
        />
      ) : (
        <div className={`${box} rounded ${empty}`} aria-hidden="true" />
      )}
      <div className="flex-grow">
        <p className="font-medium">{line.name}</p>
        <p className="text-sm text-gray-500">
          <LineOptions line={line} note={note} />
        </p>
        {children}
      </div>
    </>
  );
}
