import type { CartLine } from '@arogya/contracts';
import { useTranslation } from 'react-i18next';
import { useColourName } from './useColourName.js';

/**
 * A line's size and colour as a shopper reads them ("Size: 2 kg", "Color: Charcoal"), the colour
 * by its name, joined by `separator`; `colourFirst` for the pages that name it first.
 */
export default function LineOptions({
  line,
  separator = ' ',
  colourFirst = false,
  note,
}: {
  line: Pick<CartLine, 'productId' | 'size' | 'color' | 'variantId'>;
  separator?: string;
  colourFirst?: boolean;
  /** said after them (the checkout's quantity) */
  note?: string;
}) {
  const { t } = useTranslation('cart');
  const colour = useColourName(line);
  const size = line.size && t('line.size', { size: line.size });
  const color = colour && t('line.colour', { colour });
  const parts = colourFirst ? [color, size, note] : [size, color, note];
  return <>{parts.filter(Boolean).join(separator)}</>;
}
