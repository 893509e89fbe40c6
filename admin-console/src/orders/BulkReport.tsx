import type { OrderStatus } from '@arogya/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useT } from '../i18n';
import type { BulkOutcome } from './useBulkStatus';

/** What a bulk move did: how many orders moved, and each refused one with the server's reason. */
export function BulkReport(props: {
  status: OrderStatus;
  outcomes: BulkOutcome[] | null;
  onClose: () => void;
}) {
  const t = useT();
  const status = t(`status.${props.status}`);
  const outcomes = props.outcomes ?? [];
  const moved = outcomes.filter((o) => o.ok);
  const refused = outcomes.filter((o) => !o.ok);
  return (
    <Dialog open={props.outcomes !== null} onClose={props.onClose} aria-labelledby="bulk-report">
      <DialogTitle id="bulk-report">
        {refused.length === 0
          ? t('orders.bulk.marked', { moved: moved.length, status })
          : t('orders.bulk.markedOf', { moved: moved.length, total: outcomes.length, status })}
      </DialogTitle>
      <DialogContent data-testid="bulk-report">
        {moved.length > 0 && (
          <Alert severity="success" data-testid="bulk-moved" sx={{ mb: 1 }}>
            {t('orders.bulk.movedList', {
              status,
              numbers: moved.map((o) => o.number).join(', '),
            })}
          </Alert>
        )}
        {refused.length > 0 && (
          <Alert severity="error" data-testid="bulk-refused">
            {t('orders.bulk.refused')}
            <List dense disablePadding>
              {refused.map((o) => (
                <ListItem key={o.id} disableGutters data-testid="bulk-refused-order">
                  <ListItemText primary={o.number} secondary={o.reason} />
                </ListItem>
              ))}
            </List>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} sx={{ minHeight: 44 }} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
