import type { ProductStatus } from '@arogya/contracts';
import { Alert } from '@mui/material';

/**
 * The first line of a draft's edit page (issue 30): shoppers neither see nor buy it until it
 * is published. Nothing for a published product.
 */
export function DraftNotice({ status }: { status?: ProductStatus }) {
  if (status !== 'draft') return null;
  return (
    <Alert severity="info" role="note" data-testid="draft-notice" sx={{ width: '100%', mb: 2 }}>
      This product is a draft: it is not on sale, and shoppers do not see it. To sell it, set its
      Status to Published (under Label) and update it.
    </Alert>
  );
}
