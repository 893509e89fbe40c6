import LockResetIcon from '@mui/icons-material/LockReset';
import { Box, Button, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Confirm, useRecordContext } from 'react-admin';
import { useAdminAction } from '../common/useAdminAction';
import { isUserPage, resetBlockedBecause, type UserPageRecord } from './user-format';
import { k, useT } from '../i18n';

/**
 * 'Send password reset link' with a confirmation: the user is e-mailed a link to set a password
 * of their own (an admin never sees or sets one). The server's answer, saying where the link
 * went, or its refusal is the notification. Disabled, with the reason as its tooltip, when the
 * account has no e-mail address or is (being) erased.
 */
export function PasswordResetButton() {
  const t = useT();
  const user = useRecordContext<UserPageRecord>();
  const [open, setOpen] = useState(false);
  const { run, pending } = useAdminAction();
  if (!isUserPage(user)) return null;
  const blocked = resetBlockedBecause(user);
  const send = async () => {
    await run(
      (dp) => dp.sendPasswordReset(user.id),
      (answer) => answer.message,
    );
    setOpen(false);
  };
  const button = (
    <Button
      size="small"
      variant="contained"
      startIcon={<LockResetIcon />}
      disabled={pending || blocked !== null}
      onClick={() => setOpen(true)}
      data-testid="password-reset"
      sx={{ minHeight: 44 }}
    >
      {t('users.reset.button')}
    </Button>
  );
  return (
    <Box>
      {blocked ? (
        // a disabled button gets no pointer or focus events: its wrapper shows the reason
        <Tooltip title={t(blocked)} describeChild>
          <Box component="span" tabIndex={0} sx={{ display: 'inline-block' }}>
            {button}
          </Box>
        </Tooltip>
      ) : (
        button
      )}
      <Confirm
        isOpen={open}
        loading={pending}
        title={k('users.reset.title')}
        content={k('users.reset.content')}
        translateOptions={{ name: user.name, email: user.email }}
        confirm={k('users.reset.confirm')}
        onConfirm={send}
        onClose={() => setOpen(false)}
      />
    </Box>
  );
}
