import type { ProductBatch } from '@arogya/contracts';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { calendarDay } from '../common/dateTime';
import { visuallyHidden } from '../common/visuallyHidden';
import { daysFromToday } from './batch-format';
import { BatchStateChip } from './BatchStateChip';
import { useT } from '../i18n';

/** What a row offers: Count, on a live batch (a retired one is off sale, its count closed). */
type CountOf = (batch: ProductBatch) => void;

function CountButton({ batch, onCount }: { batch: ProductBatch; onCount: CountOf }) {
  const t = useT();
  if (batch.state === 'retired') return null;
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => onCount(batch)}
      aria-label={t('batches.countBatch', { code: batch.code })}
      sx={{ minHeight: 44 }}
    >
      {t('batches.count')}
    </Button>
  );
}

/** The batch's last day on sale, and how far off it is. */
function LastDay({ batch }: { batch: ProductBatch }) {
  const t = useT();
  return (
    <>
      {calendarDay(batch.sellUntil)}
      {batch.state !== 'retired' && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
        >
          {daysFromToday(t, batch.sellUntil)}
        </Typography>
      )}
    </>
  );
}

/** The code, and its manufacture date under it when the label gives one. */
function Code({ batch }: { batch: ProductBatch }) {
  const t = useT();
  return (
    <>
      <Box component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {batch.code}
      </Box>
      {batch.manufacturedOn && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
        >
          {t('batches.made', { day: calendarDay(batch.manufacturedOn) })}
        </Typography>
      )}
    </>
  );
}

/** One variant's batches as a table (from 900 px): it scrolls sideways rather than squeeze. */
export function BatchTable(props: { label: string; batches: ProductBatch[]; onCount: CountOf }) {
  const t = useT();
  return (
    <TableContainer tabIndex={0} aria-label={t('batches.batchesOf', { label: props.label })}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('batches.batch')}</TableCell>
            <TableCell>{t('batches.expires')}</TableCell>
            <TableCell>{t('batches.lastDay')}</TableCell>
            <TableCell align="right">{t('batches.onHand')}</TableCell>
            <TableCell align="right">{t('batches.held')}</TableCell>
            <TableCell align="right">{t('batches.writtenOff')}</TableCell>
            <TableCell>{t('batches.stateLabel')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('batches.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.batches.map((b) => (
            <TableRow key={b._id} data-testid="batch-row" data-code={b.code}>
              <TableCell>
                <Code batch={b} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{calendarDay(b.expiresOn)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <LastDay batch={b} />
              </TableCell>
              <TableCell align="right" data-testid="batch-on-hand">
                {b.onHand}
              </TableCell>
              <TableCell align="right">{b.reserved}</TableCell>
              <TableCell align="right">{b.writtenOff}</TableCell>
              <TableCell>
                <BatchStateChip state={b.state} />
              </TableCell>
              <TableCell align="right">
                <CountButton batch={b} onCount={props.onCount} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A card's figures, each label beside its value (short enough for a phone). */
const FIGURES = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: 2,
  rowGap: 0.5,
  my: 1,
  '& dt': { color: 'text.secondary', typography: 'body2' },
  '& dd': { m: 0, typography: 'body2' },
} as const;

/** One variant's batches on a phone: a card each, its figures as label and value. */
export function BatchCards(props: { batches: ProductBatch[]; onCount: CountOf }) {
  const t = useT();
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {props.batches.map((b) => (
        <Card
          key={b._id}
          component="li"
          variant="outlined"
          data-testid="batch-row"
          data-code={b.code}
        >
          <CardContent sx={{ pb: 1 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Code batch={b} />
              </Box>
              <BatchStateChip state={b.state} />
            </Stack>
            <Box component="dl" sx={FIGURES}>
              <dt>{t('batches.expires')}</dt>
              <dd>{calendarDay(b.expiresOn)}</dd>
              <dt>{t('batches.lastDay')}</dt>
              <dd>
                <LastDay batch={b} />
              </dd>
              <dt>{t('batches.onHand')}</dt>
              <dd data-testid="batch-on-hand">{b.onHand}</dd>
              <dt>{t('batches.heldByCheckouts')}</dt>
              <dd>{b.reserved}</dd>
              <dt>{t('batches.writtenOff')}</dt>
              <dd>{b.writtenOff}</dd>
            </Box>
            <Box sx={{ mt: 1 }}>
              <CountButton batch={b} onCount={props.onCount} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
