import { Alert, Button } from '@mui/material';
import { useT, type MessageKey } from '../i18n';
import { errorMessage } from './errorMessage';

/**
 * A page's or a list's load that failed: what could not be loaded, the server's words, and a
 * way to try again (`retry`).
 */
export function LoadError({
  what,
  error,
  retry,
}: {
  /** e.g. the key of "the messages" */
  what: MessageKey;
  error: unknown;
  retry: () => void;
}) {
  const t = useT();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      data-testid="load-error"
      action={
        <Button color="inherit" size="small" onClick={retry} sx={{ minHeight: 44 }}>
          {t('common.tryAgain')}
        </Button>
      }
    >
      {t('common.loadError', { what: t(what), error: errorMessage(error) })}
    </Alert>
  );
}
