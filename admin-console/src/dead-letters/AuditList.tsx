import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, List, SimpleList, TopToolbar } from 'react-admin';
import { LinkButton } from '../common/LinkButton';
import { useAdminPath } from '../common/useAdminPath';
import { Subject } from './Subject';
import { Time } from './Time';
import { formatTime, type AuditRecord } from './types';
import { k, useT, type T } from '../i18n';

function Actions() {
  const path = useAdminPath();
  const t = useT();
  return (
    <TopToolbar>
      <LinkButton to={path('/dead-letters')} startIcon={<ReportProblemIcon />}>
        {t('deadLetters.audit.back')}
      </LinkButton>
    </TopToolbar>
  );
}

function NoActions() {
  const t = useT();
  return (
    <Typography sx={{ p: 2 }} data-testid="no-audit">
      {t('deadLetters.audit.none')}
    </Typography>
  );
}

/** An audit entry's action in the console's words (the server's word if it is a new one). */
const actionName = (t: T, action: string) =>
  action === 'replayed' || action === 'discarded' ? t(`deadLetters.audit.${action}`) : action;

const who = (e: AuditRecord) => (e.by.email ? `${e.by.name} (${e.by.email})` : e.by.name);

/** Who replayed or discarded which dead letter, when and why; newest first. */
export function AuditList() {
  const t = useT();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List
      title={k('deadLetters.audit.title')}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      actions={<Actions />}
      empty={false}
    >
      {small ? (
        <SimpleList<AuditRecord>
          linkType={false}
          primaryText={(e) => `${actionName(t, e.action)} #${e.deadLetterId} · ${e.consumer}`}
          secondaryText={(e) => (e.reason ? `${who(e)}: ${e.reason}` : who(e))}
          tertiaryText={(e) => formatTime(e.at)}
          empty={<NoActions />}
        />
      ) : (
        <DataTable<AuditRecord> rowClick={false} bulkActionButtons={false} empty={<NoActions />}>
          <DataTable.Col source="at" render={(e) => <Time iso={e.at} />} />
          <DataTable.Col
            label={k('resources.dead-letter-audit.fields.action')}
            disableSort
            render={(e) => (
              <Chip
                size="small"
                label={actionName(t, e.action)}
                color={e.action === 'replayed' ? 'primary' : 'default'}
                data-testid="audit-action"
              />
            )}
          />
          <DataTable.Col
            label={k('resources.dead-letter-audit.fields.deadLetterId')}
            disableSort
            render={(e) => `#${e.deadLetterId}`}
          />
          <DataTable.Col
            label={k('resources.dead-letter-audit.fields.subject')}
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
          <DataTable.Col
            label={k('resources.dead-letter-audit.fields.by')}
            disableSort
            render={who}
          />
          <DataTable.Col
            label={k('resources.dead-letter-audit.fields.reason')}
            disableSort
            render={(e) => e.reason ?? '—'}
          />
        </DataTable>
      )}
    </List>
  );
}
