import SendIcon from '@mui/icons-material/Send';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { useAdminAction } from '../common/useAdminAction';
import { describeMessage, type MessageRow } from './message-format';
import { useT } from '../i18n';

/**
 * 'Resend' with a confirmation: the same words go to the same recipient again, as a new message
 * of its own (the old one keeps its history). Any message can be sent again, a sent one too: a
 * shopper who lost the e-mail asks for it.
 */
export function ResendButton() {
  const t = useT();
  const message = useRecordContext<MessageRow>();
  const [open, setOpen] = useState(false);
  const { run, pending } = useAdminAction();
  if (!message) return null;
  const resend = async () => {
    await run((dp) => dp.resendMessage(message.id), t('messages.resend.done'));
    setOpen(false);
  };
  return (
    // clicks inside (the dialog's too: React bubbles them out of its portal) do not expand the row
    <Box component="span" onClick={(e) => e.stopPropagation()}>
      <Button
        size="small"
        variant="outlined"
        startIcon={<SendIcon />}
        disabled={pending}
        onClick={() => setOpen(true)}
        aria-label={t('messages.resend.name', { message: describeMessage(t, message) })}
        data-testid="message-resend"
        sx={{ minHeight: 44 }}
      >
        {t('messages.resend.button')}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={t('messages.resend.title')}
        content={t('messages.resend.body', { message: describeMessage(t, message) })}
        confirm={t('messages.resend.button')}
        onConfirm={resend}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}
