import SendIcon from '@mui/icons-material/Send';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { useAdminAction } from '../common/useAdminAction';
import { describeMessage, type MessageRow } from './message-format';

/**
 * 'Resend' with a confirmation: the same words go to the same recipient again, as a new message
 * of its own (the old one keeps its history). Any message can be sent again, a sent one too: a
 * shopper who lost the e-mail asks for it.
 */
export function ResendButton() {
  const message = useRecordContext<MessageRow>();
  const [open, setOpen] = useState(false);
  const { run, pending } = useAdminAction();
  if (!message) return null;
  const resend = async () => {
    await run((dp) => dp.resendMessage(message.id), 'Message sent again');
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
        aria-label={`Resend the ${describeMessage(message)}`}
        data-testid="message-resend"
        sx={{ minHeight: 44 }}
      >
        Resend
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="Send this message again?"
        content={
          `The ${describeMessage(message)} goes out again with the same words, as a new ` +
          'message that shows at the top of the list.'
        }
        confirm="Resend"
        onConfirm={resend}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}
