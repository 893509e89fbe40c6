import { ORDER_STATUSES, type OrderStatus } from '@arogya/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type Tone = 'green' | 'red' | 'yellow' | 'blue' | 'gray';

const TONES: Record<Tone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/25',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  gray: 'bg-gray-100 text-gray-700 ring-gray-500/20',
};

/** A small coloured pill for order states. */
export default function Badge({
  tone,
  children,
  testId,
}: {
  tone: Tone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

const STATUS_TONES: Record<OrderStatus, Tone> = {
  'Awaiting confirmation': 'yellow',
  Shipped: 'blue',
  Processing: 'yellow',
  Delivered: 'green',
  Returned: 'red',
  Cancelled: 'red',
};

/** SPEC §2 "Order details": Shipped blue, Processing yellow, Delivered green, Cancelled red, other grey. */
export const statusTone = (status: string): Tone => STATUS_TONES[status as OrderStatus] ?? 'gray';

/**
 * An order status as the shop names it in the language shown ("Shipped", "भेज दिया गया"); an
 * unknown one as it is stored.
 */
export function useStatusName(): (status: string) => string {
  const { t } = useTranslation('orders');
  return (status) =>
    (ORDER_STATUSES as readonly string[]).includes(status)
      ? t(`status.${status as OrderStatus}`)
      : status;
}
