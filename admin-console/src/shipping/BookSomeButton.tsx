import { orderNumber } from '@arogya/contracts';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../api/dataProvider';
import { errorMessage } from '../common/errorMessage';
import { useReport } from '../common/ReportHost';
import { RowActionButton } from '../common/RowActionButton';
import { useT } from '../i18n';
import { BookReport } from './BookReport';
import type { ToShipRow } from './shipping-format';

/** A line's key among the order's lines. */
const keyOf = (l: { productId: string; size: string; color: string }) =>
  `${l.productId}|${l.size}|${l.color}`;

/**
 * 'Book some…': a partial shipment — how many of each line go now (up to what is left, all of
 * it to start with); the rest keeps waiting in the list. The booking is reported as the bulk
 * one is.
 */
export function BookSomeButton() {
  const t = useT();
  const order = useRecordContext<ToShipRow>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const report = useReport();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [counts, setCounts] = useState<Record<string, string>>({});
  if (!order) return null;
  const number = orderNumber(order.orderId);
  const countOf = (l: ToShipRow['lines'][number]) => counts[keyOf(l)] ?? String(l.quantity);
  const lines = order.lines
    .map((l) => ({
      productId: l.productId,
      size: l.size,
      color: l.color,
      quantity: Number(countOf(l)),
    }))
    .filter((l) => l.quantity > 0);
  const valid =
    lines.length > 0 &&
    order.lines.every((l) => {
      const n = Number(countOf(l));
      return Number.isInteger(n) && n >= 0 && n <= l.quantity;
    });
  const close = () => {
    setOpen(false);
    setCounts({});
  };
  const book = async () => {
    setPending(true);
    let outcome;
    try {
      outcome = {
        orderId: order.orderId,
        shipment: await dataProvider.bookShipment(order.orderId, lines),
      };
    } catch (e) {
      outcome = { orderId: order.orderId, reason: errorMessage(e) };
    }
    setPending(false);
    close();
    report.show(<BookReport outcomes={[outcome]} onClose={report.close} />);
    refresh();
  };
  return (
    <Box>
      <RowActionButton
        label={t('shipping.some.button')}
        name={t('shipping.some.name', { number })}
        icon={<CallSplitIcon />}
        testId="book-some"
        variant="outlined"
        pending={pending}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>{t('shipping.some.title', { number })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('shipping.some.body')}</DialogContentText>
          <Stack spacing={2}>
            {order.lines.map((l) => {
              const options = [l.size, l.color].filter(Boolean).join(', ');
              return (
                <TextField
                  key={keyOf(l)}
                  type="number"
                  label={`${l.name}${options ? ` (${options})` : ''}`}
                  helperText={t('shipping.some.left', { count: l.quantity })}
                  value={countOf(l)}
                  onChange={(e) => setCounts((c) => ({ ...c, [keyOf(l)]: e.target.value }))}
                  slotProps={{
                    htmlInput: {
                      min: 0,
                      max: l.quantity,
                      step: 1,
                      'data-testid': 'book-some-count',
                    },
                  }}
                />
              );
            })}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!valid || pending}
            onClick={() => void book()}
            data-testid="book-some-confirm"
          >
            {t('shipping.some.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
