import type { ProductBatch, ProductVariant } from '@arogya/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useState } from 'react';
import type { Identifier } from 'react-admin';
import { byVariant, variantName } from './batch-format';
import { BatchCards, BatchTable } from './BatchRows';
import { CountBatchDialog } from './CountBatchDialog';
import { ReceiveBatchForm } from './ReceiveBatchForm';
import { useProductBatches } from './useBatches';
import { useT } from '../i18n';

/** One variant's heading: its name, and its stock as the product now says. */
function VariantHeading({ label, variant }: { label: string; variant?: ProductVariant }) {
  const t = useT();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 1.5,
        mt: 2,
        mb: 0.5,
      }}
    >
      <Typography variant="subtitle2" component="h3">
        {label}
      </Typography>
      {variant && (
        <Typography variant="body2" color="text.secondary" data-testid="batch-variant-stock">
          {t('batches.inStock', { count: variant.countInStock })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The product's batches (issue 30), below its form: each variant's batches with their expiry,
 * last day on sale, units and state, a Count per live batch, and Receive batch. After either,
 * the batches are read again and `onStockChanged` reloads the product (its variants' stock).
 */
export function BatchesPanel({
  productId,
  variants,
  onStockChanged,
}: {
  productId: Identifier;
  variants: readonly ProductVariant[];
  onStockChanged: () => void;
}) {
  const t = useT();
  const { batches, error, reload } = useProductBatches(productId);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [counting, setCounting] = useState<ProductBatch>();
  const saved = variants.filter((v) => v._id);
  const changed = () => {
    reload();
    onStockChanged();
  };
  const labelOf = (variantId: string, fallback: string) => {
    const v = saved.find((x) => x._id === variantId);
    return v ? variantName(v) : fallback;
  };

  return (
    <Card
      component="section"
      id="batches"
      aria-labelledby="batches-heading"
      data-testid="batches-panel"
      sx={{ mt: 2 }}
    >
      <CardContent sx={{ maxWidth: 1100 }}>
        <Typography variant="h6" component="h2" id="batches-heading">
          {t('batches.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 720 }}>
          {t('batches.intro')}
        </Typography>
        {error && (
          <Alert
            severity="error"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={reload} sx={{ minHeight: 44 }}>
                {t('common.tryAgain')}
              </Button>
            }
          >
            {t('batches.loadError', { error })}
          </Alert>
        )}
        {!batches && !error && <LinearProgress aria-label={t('batches.loading')} sx={{ my: 2 }} />}
        {batches?.length === 0 && (
          <Typography sx={{ mt: 2 }} data-testid="no-batches">
            {t('batches.none')}
          </Typography>
        )}
        {batches &&
          byVariant(batches).map((group) => {
            const label = labelOf(group.variantId, group.batches[0]!.variant);
            return (
              <Box key={group.variantId} data-testid="batch-group" data-variant={label}>
                <VariantHeading
                  label={label}
                  variant={saved.find((v) => v._id === group.variantId)}
                />
                {wide ? (
                  <BatchTable label={label} batches={group.batches} onCount={setCounting} />
                ) : (
                  <BatchCards batches={group.batches} onCount={setCounting} />
                )}
              </Box>
            );
          })}
        {saved.length > 0 && (
          <ReceiveBatchForm productId={productId} variants={saved} onReceived={changed} />
        )}
      </CardContent>
      {counting && (
        <CountBatchDialog
          batch={counting}
          onClose={() => setCounting(undefined)}
          onCounted={() => {
            setCounting(undefined);
            changed();
          }}
        />
      )}
    </Card>
  );
}
