import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { dateTime } from '../common/dateTime';
import { MessageStateChip } from './MessageStateChip';
import type { MessageRow } from './message-format';
import { useT } from '../i18n';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

const when = (iso: string | null) => (iso ? dateTime(iso) : '—');

/**
 * A message's details (a row's expand panel, a card's): why the last try failed, when it was
 * sent and delivered, the provider's id, and its history, oldest step first.
 */
export function MessagePanel() {
  const t = useT();
  const message = useRecordContext<MessageRow>();
  if (!message) return null;
  return (
    <Box sx={{ py: 1, minWidth: 0 }} data-testid="message-panel">
      {message.lastError && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('messages.lastError')}
          </Typography>
          <Typography
            variant="body2"
            color="error"
            data-testid="message-last-error"
            sx={{ wordBreak: 'break-word' }}
          >
            {message.lastError}
          </Typography>
        </Box>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1, md: 4 }} sx={{ mb: 1 }}>
        <Fact label={t('messages.sent')}>{when(message.sentAt)}</Fact>
        <Fact label={t('messages.delivered')}>{when(message.deliveredAt)}</Fact>
        <Fact label={t('messages.for')}>
          {message.audience === 'staff' ? t('messages.staff') : t('messages.shopper')}
        </Fact>
        <Fact label={t('messages.providerId')}>{message.providerMessageId ?? '—'}</Fact>
      </Stack>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 1 }}>
        {t('messages.history')}
      </Typography>
      {message.history.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('messages.nothingYet')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="message-history">
          {message.history.map((step, i) => (
            <Stack
              component="li"
              key={i}
              direction="row"
              spacing={1.5}
              sx={{ py: 0.75, alignItems: 'baseline', flexWrap: 'wrap' }}
            >
              <MessageStateChip state={step.state} testId="history-state" />
              <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
                {dateTime(step.at)}
              </Typography>
              {step.detail && (
                <Typography
                  variant="body2"
                  component="span"
                  color="text.secondary"
                  sx={{ wordBreak: 'break-word', minWidth: 0 }}
                >
                  {step.detail}
                </Typography>
              )}
            </Stack>
          ))}
        </Box>
      )}
    </Box>
  );
}
