import type { ProductStatus } from '@arogya/contracts';
import { Alert } from '@mui/material';
import { useT } from '../i18n';

/**
 * The first line of a draft's edit page (issue 30): shoppers neither see nor buy it until it
 * is published. Nothing for a published product.
 */
export function DraftNotice({ status }: { status?: ProductStatus }) {
  const t = useT();
  if (status !== 'draft') return null;
  return (
    <Alert severity="info" role="note" data-testid="draft-notice" sx={{ width: '100%', mb: 2 }}>
      {t('products.draftNotice')}
    </Alert>
  );
}
