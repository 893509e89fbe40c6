import { Alert, Button } from '@mui/material';
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
  /** e.g. "the messages" */
  what: string;
  error: unknown;
  retry: () => void;
}) {
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      data-testid="load-error"
      action={
        <Button color="inherit" size="small" onClick={retry} sx={{ minHeight: 44 }}>
          Try again
        </Button>
      }
    >
      Could not load {what}: {errorMessage(error)}
    </Alert>
  );
}
