import { reattemptDays } from '@arogya/contracts';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { RowActionButton } from '../common/RowActionButton';
import { useAdminAction } from '../common/useAdminAction';
import { displayLocale, useT } from '../i18n';
import { parcelName } from '../shipping/shipping-format';
import type { DeliveryIssueRow } from './issue-format';

/** "Monday, 30 November" in the console's language. */
const dayName = (ymd: string) =>
  new Date(`${ymd}T00:00:00Z`).toLocaleDateString(displayLocale(), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/**
 * 'Deliver again': the courier is asked to try once more — on a day the customer agreed to (or
 * its next attempt), to a corrected phone or address when the call found them wrong.
 */
export function ReattemptButton() {
  const t = useT();
  const issue = useRecordContext<DeliveryIssueRow>();
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState('');
  const [phone, setPhone] = useState('');
  const [address, setAddress] = useState('');
  const { run, pending } = useAdminAction();
  if (!issue) return null;
  const close = () => {
    setOpen(false);
    setDay('');
    setPhone('');
    setAddress('');
  };
  const send = async () => {
    const done = await run(
      (dp) =>
        dp.reattemptDelivery(issue.shipmentId, {
          ...(day && { date: day }),
          ...(phone.trim() && { phone }),
          ...(address.trim() && { address }),
        }),
      t('deliveryIssues.reattempt.done', { parcel: parcelName(issue) }),
    );
    if (done) close();
  };
  return (
    <Box>
      <RowActionButton
        label={t('deliveryIssues.reattempt.button')}
        name={t('deliveryIssues.reattempt.name', { parcel: parcelName(issue) })}
        icon={<ReplayIcon />}
        testId="issue-reattempt"
        pending={pending}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
        <DialogTitle>
          {t('deliveryIssues.reattempt.title', { parcel: parcelName(issue) })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('deliveryIssues.reattempt.body', { reason: issue.reason })}
          </DialogContentText>
          <Stack spacing={2}>
            <TextField
              select
              fullWidth
              label={t('deliveryIssues.reattempt.day')}
              value={day}
              onChange={(e) => setDay(e.target.value)}
              slotProps={{
                select: { SelectDisplayProps: { 'data-testid': 'issue-day' } as object },
              }}
            >
              <MenuItem value="">{t('deliveryIssues.reattempt.anyDay')}</MenuItem>
              {reattemptDays().map((d) => (
                <MenuItem key={d} value={d}>
                  {dayName(d)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              fullWidth
              type="tel"
              label={t('deliveryIssues.reattempt.phone')}
              helperText={t('deliveryIssues.reattempt.phoneHelp', { phone: issue.customer.phone })}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'issue-phone' } }}
            />
            <TextField
              fullWidth
              multiline
              minRows={2}
              label={t('deliveryIssues.reattempt.address')}
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'issue-address' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            variant="contained"
            disabled={pending}
            onClick={() => void send()}
            data-testid="issue-reattempt-confirm"
          >
            {t('deliveryIssues.reattempt.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
