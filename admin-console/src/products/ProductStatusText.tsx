import type { ProductStatus } from '@arogya/contracts';
import { Chip, Typography } from '@mui/material';
import { useT } from '../i18n';

/**
 * A product's status in the list (issue 30): a "Draft" chip, which stands out among the
 * products on sale, or "Published" in plain text (`chipOnly`: nothing for those).
 */
export function ProductStatusText({
  status,
  chipOnly = false,
}: {
  status: ProductStatus | undefined;
  chipOnly?: boolean;
}) {
  const t = useT();
  if (status === 'draft')
    return (
      <Chip component="span" size="small" label={t('products.draft')} data-testid="draft-chip" />
    );
  if (chipOnly) return null;
  return (
    <Typography variant="body2" component="span">
      {t('products.published')}
    </Typography>
  );
}
