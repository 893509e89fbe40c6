import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ErasureRequestView } from '@arogya/contracts';
import { dateTime } from '../common/dateTime';
import { Fact, Facts } from '../common/Facts';
import { isOverdue, REQUEST_STATE_LABELS } from './user-format';
import { useT } from '../i18n';

/** When the erasure had to be finished by; overdue in bold and the error colour, and in words. */
function DueBy({ request }: { request: ErasureRequestView }) {
  const t = useT();
  const overdue = isOverdue(request);
  return (
    <Typography
      component="span"
      variant="body1"
      color={overdue ? 'error' : 'text.primary'}
      data-overdue={overdue ? 'true' : undefined}
      sx={{ fontWeight: overdue ? 700 : 400 }}
    >
      {dateTime(request.dueBy)}
      {overdue && t('users.request.overdue')}
    </Typography>
  );
}

/** One "delete my account" request: its state, its dates and the services still erasing. */
function DataRequest({ request }: { request: ErasureRequestView }) {
  const t = useT();
  const done = request.state === 'completed';
  return (
    <Card
      variant="outlined"
      component="li"
      data-testid="data-request"
      data-state={request.state}
      sx={isOverdue(request) ? { borderColor: 'error.main', borderWidth: 2 } : undefined}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Typography variant="subtitle2" component="h3">
            {t('users.request.erasure')}
          </Typography>
          <Chip
            size="small"
            label={t(REQUEST_STATE_LABELS[request.state])}
            color={done ? 'success' : 'default'}
            variant={done ? 'filled' : 'outlined'}
            data-testid="data-request-state"
          />
        </Stack>
        <Facts>
          <Fact label={t('users.request.requestedAt')} testId="data-request-requested">
            {dateTime(request.requestedAt)}
          </Fact>
          <Fact label={t('users.request.dueBy')} testId="data-request-due">
            <DueBy request={request} />
          </Fact>
          <Fact label={t('users.request.completedAt')} testId="data-request-completed">
            {request.completedAt ? dateTime(request.completedAt) : t('users.request.notYet')}
          </Fact>
          <Fact label={t('users.request.stillErasing')} testId="data-request-pending">
            {request.pending.length ? request.pending.join(', ') : t('users.request.allDone')}
          </Fact>
        </Facts>
      </CardContent>
    </Card>
  );
}

/** The person's requests to erase their data, newest first (DPDP, issue 29). */
export function DataRequests({ requests }: { requests: ErasureRequestView[] }) {
  const t = useT();
  if (!requests.length)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="no-data-requests">
        {t('users.request.none')}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {requests.map((r) => (
        <DataRequest key={r.id} request={r} />
      ))}
    </Box>
  );
}
