import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SimpleList, TopToolbar } from 'react-admin';
import { LinkButton } from '../common/LinkButton';
import { useAdminPath } from '../common/useAdminPath';
import { Subject } from './Subject';
import { Time } from './Time';
import { formatTime, type AuditRecord } from './types';

function Actions() {
  const path = useAdminPath();
  return (
    <TopToolbar>
      <LinkButton to={path('/dead-letters')} startIcon={<ReportProblemIcon />}>
        Dead letters
      </LinkButton>
    </TopToolbar>
  );
}

const NoActions = () => (
  <Typography sx={{ p: 2 }} data-testid="no-audit">
    No dead letter was replayed or discarded yet
  </Typography>
);

const who = (e: AuditRecord) => (e.by.email ? `${e.by.name} (${e.by.email})` : e.by.name);

/** Who replayed or discarded which dead letter, when and why; newest first. */
export function AuditList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      title="Dead letter audit"
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      actions={<Actions />}
      empty={false}
    >
      {small ? (
        <SimpleList<AuditRecord>
          linkType={false}
          primaryText={(e) => `${e.action} #${e.deadLetterId} · ${e.consumer}`}
          secondaryText={(e) => (e.reason ? `${who(e)}: ${e.reason}` : who(e))}
          tertiaryText={(e) => formatTime(e.at)}
          empty={<NoActions />}
        />
      ) : (
        <DataTable<AuditRecord> rowClick={false} bulkActionButtons={false} empty={<NoActions />}>
          <DataTable.Col label="When" source="at" render={(e) => <Time iso={e.at} />} />
          <DataTable.Col
            label="Action"
            disableSort
            render={(e) => (
              <Chip
                size="small"
                label={e.action}
                color={e.action === 'replayed' ? 'primary' : 'default'}
                data-testid="audit-action"
              />
            )}
          />
          <DataTable.Col label="Dead letter" disableSort render={(e) => `#${e.deadLetterId}`} />
          <DataTable.Col
            label="Event · consumer"
            disableSort
            render={(e) => (
              <>
                <Subject subject={e.subject} />
                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {e.consumer}
                </Typography>
              </>
            )}
          />
          <DataTable.Col label="By" disableSort render={who} />
          <DataTable.Col label="Reason" disableSort render={(e) => e.reason ?? '—'} />
        </DataTable>
      )}
    </List>
  );
}
