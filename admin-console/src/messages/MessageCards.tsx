import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Collapse,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { RecordContextProvider, useListContext, useRecordContext } from 'react-admin';
import { Moment } from '../common/Moment';
import { OrderNumberLink } from '../common/OrderNumberLink';
import { CHANNEL_LABELS, type MessageRow } from './message-format';
import { MessagePanel } from './MessagePanel';
import { MessageStateChip } from './MessageStateChip';
import { NoMessages } from './NoMessages';
import { ResendButton } from './ResendButton';
import { useT, type T } from '../i18n';

const tries = (t: T, n: number) => t('messages.tries', { smart_count: n });

function MessageCard() {
  const t = useT();
  const message = useRecordContext<MessageRow>();
  const [open, setOpen] = useState(false);
  if (!message) return null;
  const panelId = `message-${message.id}-details`;
  return (
    <Card variant="outlined" data-testid="message-card" component="li">
      <CardContent sx={{ pb: 0 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" component="p" sx={{ wordBreak: 'break-word' }}>
              {message.template}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(CHANNEL_LABELS[message.channel])}
            </Typography>
          </Box>
          <Moment iso={message.createdAt} />
        </Stack>
        <Typography variant="body2" sx={{ mt: 1, wordBreak: 'break-all' }}>
          {message.recipient}
        </Typography>
        {message.subject && (
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {message.subject}
          </Typography>
        )}
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <MessageStateChip state={message.state} />
          <Typography variant="body2" component="span">
            {tries(t, message.attempts)}
          </Typography>
          {message.orderId && (
            <Typography variant="body2" component="span">
              {t('messages.order')} <OrderNumberLink id={message.orderId} />
            </Typography>
          )}
        </Stack>
        <Collapse in={open} unmountOnExit id={panelId}>
          <MessagePanel />
        </Collapse>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ResendButton />
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={panelId}
          sx={{ minHeight: 44 }}
        >
          {open ? t('messages.hideHistory') : t('messages.history')}
        </Button>
      </CardActions>
    </Card>
  );
}

/** The messages on a phone: one card each, the history a tap away. */
export function MessageCards() {
  const t = useT();
  const { data, isPending } = useListContext<MessageRow>();
  if (isPending) return <LinearProgress aria-label={t('messages.loading')} sx={{ m: 2 }} />;
  if (!data?.length) return <NoMessages />;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }}>
      {data.map((message) => (
        <RecordContextProvider key={message.id} value={message}>
          <MessageCard />
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
