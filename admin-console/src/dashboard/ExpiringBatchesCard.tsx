import type { ProductBatch } from '@arogya/contracts';
import WarningIcon from '@mui/icons-material/WarningAmber';
import {
  Box,
  Card,
  CardContent,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { LinkBase } from 'react-admin';
import { daysFromToday, units } from '../batches/batch-format';
import { BatchStateChip } from '../batches/BatchStateChip';
import { useExpiringBatches } from '../batches/useBatches';
import { calendarDay } from '../common/dateTime';
import { useAdminPath } from '../common/useAdminPath';
import { useT, type T } from '../i18n';

/** The product's name, a link to its edit page (where its batches are counted). */
function ProductLink({ batch }: { batch: ProductBatch }) {
  const path = useAdminPath();
  return (
    <Link
      component={LinkBase}
      to={path(`/products/${encodeURIComponent(batch.productId)}/edit`)}
      sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 500 }}
    >
      {batch.productName}
    </Link>
  );
}

/** The units a batch still has, and how many of them checkouts hold. */
const unitsOf = (t: T, b: ProductBatch) =>
  b.reserved > 0
    ? t('dashboard.batches.held', { units: units(t, b.onHand), count: b.reserved })
    : units(t, b.onHand);

/** The batches as a table, from 900 px. */
function BatchTable({ batches }: { batches: ProductBatch[] }) {
  const t = useT();
  return (
    <TableContainer tabIndex={0} aria-label={t('dashboard.batches.table')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('dashboard.batches.product')}</TableCell>
            <TableCell>{t('dashboard.batches.variant')}</TableCell>
            <TableCell>{t('dashboard.batches.batch')}</TableCell>
            <TableCell>{t('dashboard.batches.expires')}</TableCell>
            <TableCell>{t('dashboard.batches.lastDay')}</TableCell>
            <TableCell align="right">{t('dashboard.batches.units')}</TableCell>
            <TableCell>{t('dashboard.batches.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {batches.map((b) => (
            <TableRow key={b._id} data-testid="expiring-batch" data-code={b.code}>
              <TableCell>
                <ProductLink batch={b} />
              </TableCell>
              <TableCell>{b.variant || '—'}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{b.code}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{calendarDay(b.expiresOn)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {calendarDay(b.sellUntil)}{' '}
                <Typography variant="caption" color="text.secondary" component="span">
                  ({daysFromToday(t, b.sellUntil)})
                </Typography>
              </TableCell>
              <TableCell align="right">{unitsOf(t, b)}</TableCell>
              <TableCell>
                <BatchStateChip state={b.state} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The batches on a phone: a few lines each. */
function BatchList({ batches }: { batches: ProductBatch[] }) {
  const t = useT();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {batches.map((b) => (
        <Box component="li" key={b._id} data-testid="expiring-batch" data-code={b.code}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', justifyContent: 'space-between' }}
          >
            <ProductLink batch={b} />
            <BatchStateChip state={b.state} />
          </Stack>
          <Typography variant="body2">
            {[b.variant, t('dashboard.batches.batchCode', { code: b.code })]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Typography variant="body2">
            {t('dashboard.batches.lastDayOn', {
              day: calendarDay(b.sellUntil),
              left: daysFromToday(t, b.sellUntil),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.batches.expiresOn', {
              day: calendarDay(b.expiresOn),
              units: unitsOf(t, b),
            })}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * Batches near their last day on sale (issue 30), shop-wide, soonest first: each links to its
 * product, where it is counted. A quiet line when there are none.
 */
export function ExpiringBatchesCard() {
  const t = useT();
  const { batches, error } = useExpiringBatches();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const some = (batches?.length ?? 0) > 0;
  return (
    <Card
      component="section"
      aria-labelledby="expiring-batches-heading"
      data-testid="expiring-batches"
      sx={{ mb: 2, ...(some ? { borderLeft: 6, borderColor: '#92400e' } : {}) }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          {some && <WarningIcon sx={{ color: '#92400e' }} aria-hidden="true" />}
          <Typography variant="h6" component="h2" id="expiring-batches-heading">
            {some
              ? t('dashboard.batches.headingCount', { smart_count: batches!.length })
              : t('dashboard.batches.heading')}
          </Typography>
        </Stack>
        {error && <Typography color="error">{t('common.error', { error })}</Typography>}
        {!batches && !error && (
          <Typography color="text.secondary">{t('common.loadingEllipsis')}</Typography>
        )}
        {batches?.length === 0 && (
          <Typography color="text.secondary" data-testid="no-expiring-batches">
            {t('dashboard.batches.none')}
          </Typography>
        )}
        {some && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('dashboard.batches.hint')}
            </Typography>
            {wide ? <BatchTable batches={batches!} /> : <BatchList batches={batches!} />}
          </>
        )}
      </CardContent>
    </Card>
  );
}
