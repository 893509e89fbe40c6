import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Icon from '../icons/Icon.js';

const VARIANTS = {
  card: {
    className: 'min-h-11 px-3 py-2 text-sm disabled:bg-gray-300 disabled:text-gray-600 sm:px-4',
    iconClass: 'h-4 w-4',
    busyLabel: false,
  },
  page: {
    className: 'px-6 py-3.5 text-base shadow-sm disabled:bg-gray-400 sm:max-w-sm',
    iconClass: 'h-5 w-5',
    busyLabel: true,
  },
} as const;

/**
 * The 'Add to Cart' button of the product card and the product page (SPEC §2). It is disabled
 * while adding and when the product is sold out ('Out of Stock'). Only the page says
 * 'Adding...' while busy.
 */
export default function AddToCartButton({
  variant,
  busy,
  soldOut,
  onClick,
  testId,
  describedBy,
  opensDialog = false,
}: {
  variant: keyof typeof VARIANTS;
  busy: boolean;
  soldOut: boolean;
  onClick: (e: MouseEvent<HTMLButtonElement>) => void;
  testId: string;
  /** The id of the product's name, when the button stands apart from it. */
  describedBy?: string;
  /** It asks which size or colour first (a dialog), rather than adding at once. */
  opensDialog?: boolean;
}) {
  const { t } = useTranslation('products');
  const { className, iconClass, busyLabel } = VARIANTS[variant];
  return (
    <button
      type="button"
      data-testid={testId}
      onClick={onClick}
      disabled={busy || soldOut}
      aria-busy={busy}
      aria-describedby={describedBy}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      className={`flex w-full items-center justify-center gap-2 rounded-xl bg-green-700 font-semibold text-white transition hover:bg-green-800 disabled:cursor-not-allowed ${className}`}
    >
      <Icon name="cart" className={iconClass} />
      {busy && busyLabel ? t('button.adding') : soldOut ? t('button.soldOut') : t('button.add')}
    </button>
  );
}
