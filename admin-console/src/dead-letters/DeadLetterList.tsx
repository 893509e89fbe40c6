import HistoryIcon from '@mui/icons-material/History';
import { Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, TopToolbar, useNotify } from 'react-admin';
import { errorMessage } from '../common/errorMessage';
import { LinkButton } from '../common/LinkButton';
import { useAdminPath } from '../common/useAdminPath';
import { DeadLetterCards } from './DeadLetterCards';
import { DeadLetterPanel } from './DeadLetterPanel';
import { DiscardButton } from './DiscardButton';
import { NoDeadLetters } from './NoDeadLetters';
import { ReplayButton } from './ReplayButton';
import { Subject } from './Subject';
import { Time } from './Time';
import type { DeadLetterRecord } from './types';
import { k, useT } from '../i18n';

function Actions() {
  const path = useAdminPath();
  const t = useT();
  return (
    <TopToolbar>
      <LinkButton to={path('/dead-letter-audit')} startIcon={<HistoryIcon />}>
        {t('deadLetters.auditTrail')}
      </LinkButton>
    </TopToolbar>
  );
}

/** The table on wider screens; a row opens on the whole error and the payload. */
function DeadLetterTable() {
  return (
    <DataTable<DeadLetterRecord>
      rowClick="expand"
      expand={<DeadLetterPanel />}
      bulkActionButtons={false}
      empty={<NoDeadLetters />}
    >
      <DataTable.Col source="id" render={(l) => `#${l.id}`} />
      <DataTable.Col
        label={k('resources.dead-letters.fields.subject')}
        disableSort
        render={(l) => (
          <Box sx={{ minWidth: 140 }}>
            <Subject subject={l.subject} />
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {l.consumer}
            </Typography>
          </Box>
        )}
      />
      <DataTable.Col
        label={k('resources.dead-letters.fields.error')}
        disableSort
        render={(l) => (
          <Typography
            variant="body2"
            title={l.error}
            data-testid="dead-letter-error"
            sx={{
              minWidth: 160,
              maxWidth: 320,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              wordBreak: 'break-word',
            }}
          >
            {l.error}
          </Typography>
        )}
      />
      <DataTable.NumberCol source="deliveries" disableSort />
      <DataTable.Col
        source="lastFailedAt"
        render={(l) => (
          <Box>
            <Time iso={l.firstFailedAt} />
            <br />
            <Time iso={l.lastFailedAt} />
          </Box>
        )}
      />
      <DataTable.Col label={k('resources.dead-letters.fields.actions')} disableSort>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <ReplayButton />
          <DiscardButton />
        </Stack>
      </DataTable.Col>
    </DataTable>
  );
}

/**
 * Events a consumer gave up on (issue 16), newest first: what failed where, how often and
 * when. Replay one once its cause is fixed, or discard it with a reason; both are audited.
 */
export function DeadLetterList() {
  const notify = useNotify();
  const t = useT();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      title={k('deadLetters.title')}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      actions={<Actions />}
      // the page keeps its toolbar (the audit trail's link) when there is nothing to show
      empty={false}
      queryOptions={{
        onError: (e: unknown) =>
          notify(t('deadLetters.loadError', { error: errorMessage(e) }), { type: 'error' }),
      }}
    >
      {small ? <DeadLetterCards /> : <DeadLetterTable />}
    </List>
  );
}
