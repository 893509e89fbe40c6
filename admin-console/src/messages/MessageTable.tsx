import { Box, Typography } from '@mui/material';
import { DataTable } from 'react-admin';
import { Moment } from '../common/Moment';
import { OrderNumberLink } from '../common/OrderNumberLink';
import { CHANNEL_LABELS, type MessageRow } from './message-format';
import { MessagePanel } from './MessagePanel';
import { MessageStateChip } from './MessageStateChip';
import { NoMessages } from './NoMessages';
import { ResendButton } from './ResendButton';

/** The table on wider screens; a row opens on its history and its last error. */
export function MessageTable() {
  return (
    <DataTable<MessageRow>
      rowClick="expand"
      expand={<MessagePanel />}
      bulkActionButtons={false}
      empty={<NoMessages />}
    >
      <DataTable.Col
        label="Time"
        source="createdAt"
        render={(m: MessageRow) => <Moment iso={m.createdAt} />}
      />
      <DataTable.Col label="Template" source="template" />
      <DataTable.Col
        label="Channel"
        source="channel"
        render={(m: MessageRow) => CHANNEL_LABELS[m.channel]}
      />
      <DataTable.Col
        label="To · subject"
        disableSort
        render={(m: MessageRow) => (
          <Box sx={{ minWidth: 180, maxWidth: 300, overflowWrap: 'anywhere' }}>
            <Typography variant="body2">{m.recipient}</Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {m.subject ?? 'No subject'}
            </Typography>
          </Box>
        )}
      />
      <DataTable.Col
        label="State"
        source="state"
        render={(m: MessageRow) => <MessageStateChip state={m.state} />}
      />
      <DataTable.NumberCol label="Tries" source="attempts" disableSort />
      <DataTable.Col
        label="Order"
        disableSort
        render={(m: MessageRow) => (m.orderId ? <OrderNumberLink id={m.orderId} /> : '—')}
      />
      <DataTable.Col label="Actions" disableSort>
        <ResendButton />
      </DataTable.Col>
    </DataTable>
  );
}
