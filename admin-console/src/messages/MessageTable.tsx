import { Box, Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { Moment } from '../common/Moment';
import { OrderNumberLink } from '../common/OrderNumberLink';
import { CHANNEL_LABELS, type MessageRow } from './message-format';
import { MessagePanel } from './MessagePanel';
import { MessageStateChip } from './MessageStateChip';
import { NoMessages } from './NoMessages';
import { ResendButton } from './ResendButton';
import { k, useT } from '../i18n';

/** The table on wider screens; a row opens on its history and its last error. */
export function MessageTable() {
  const t = useT();
  return (
    <DataTable<MessageRow>
      rowClick="expand"
      expand={<MessagePanel />}
      bulkActionButtons={false}
      empty={<NoMessages />}
    >
      <DataTable.Col source="createdAt" render={(m: MessageRow) => <Moment iso={m.createdAt} />} />
      <DataTable.Col source="template" />
      <DataTable.Col source="channel" render={(m: MessageRow) => t(CHANNEL_LABELS[m.channel])} />
      <DataTable.Col
        label={k('resources.messages.fields.recipient')}
        disableSort
        render={(m: MessageRow) => (
          <Box sx={{ minWidth: 180, maxWidth: 300, overflowWrap: 'anywhere' }}>
            <Typography variant="body2">{m.recipient}</Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {m.subject ?? t('messages.noSubject')}
            </Typography>
          </Box>
        )}
      />
      <DataTable.Col
        source="state"
        render={(m: MessageRow) => <MessageStateChip state={m.state} />}
      />
      <DataTable.NumberCol source="attempts" disableSort />
      <DataTable.Col
        label={k('resources.messages.fields.order')}
        disableSort
        render={(m: MessageRow) => (m.orderId ? <OrderNumberLink id={m.orderId} /> : '—')}
      />
      <DataTable.Col label={k('resources.messages.fields.actions')} disableSort>
        <ResendButton />
      </DataTable.Col>
    </DataTable>
  );
}
