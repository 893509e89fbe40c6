import type { VegMark as Mark } from '@arogya/contracts';
import { useTranslation } from 'react-i18next';

/** FSSAI's colours: green for veg, brown for non-veg (3:1 or more on white, as a graphic must be). */
const COLOURS: Record<Mark, string> = { veg: '#15803d', 'non-veg': '#7b3f00' };

/**
 * The FSSAI veg / non-veg symbol (Food Safety and Standards (Labelling and Display) Regulations
 * 2020): a square outline holding a filled circle (veg) or a filled triangle (non-veg; the
 * older labels' brown circle), so that the two differ in shape as well as in colour.
 */
export default function VegMark({
  mark,
  className = 'h-5 w-5',
}: {
  mark: Mark;
  className?: string;
}) {
  const { t } = useTranslation('products');
  const colour = COLOURS[mark];
  return (
    <svg
      viewBox="0 0 20 20"
      role="img"
      aria-label={t(`veg.${mark}`)}
      data-testid="veg-mark"
      data-mark={mark}
      className={`shrink-0 ${className}`}
    >
      <rect x="1" y="1" width="18" height="18" rx="2" fill="#fff" stroke={colour} strokeWidth="2" />
      {mark === 'veg' ? (
        <circle cx="10" cy="10" r="5" fill={colour} />
      ) : (
        <path d="M10 4.5 15.5 14.5h-11z" fill={colour} />
      )}
    </svg>
  );
}
