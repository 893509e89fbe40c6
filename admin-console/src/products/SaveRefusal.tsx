import { Alert } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../common/errorMessage';
import { labelRefusalFields } from './label-form';
import { refusalField } from './variant-form';
import { useT } from '../i18n';

/**
 * A product save the server refused (a 400's or 409's message), in the server's words: in a
 * notification, beside Save, and beside the input it is about when it names one of a
 * variant's (the form shows what `refuse` returns as that input's error; the card is outlined)
 * or a label fact (a refusal to publish: beside the fact it lacks and Status).
 */
export function useSaveRefusal() {
  const [refusal, setRefusal] = useState<{ message: string; row?: number }>();
  return {
    refusal,
    clear: () => setRefusal(undefined),
    /** The rows moved: the index the refusal named may be another variant's now. */
    forgetRow: () => setRefusal((r) => r && { message: r.message }),
    /**
     * Records the refusal; answers the form's errors for it: the input's, and the form's own
     * (`root.serverError`), which react-admin notifies in the server's words.
     */
    refuse(error: unknown, fallback: string): Record<string, unknown> {
      const message = errorMessage(error, fallback);
      const field = refusalField(message);
      const row = field ? Number(Object.keys(field)[0]!.split('.')[1]) : undefined;
      setRefusal({ message, row });
      return { ...(field ?? labelRefusalFields(message)), root: { serverError: message } };
    },
  };
}

/** The refusal, in the server's words, where Save is. */
export function SaveRefusal({ message }: { message?: string }) {
  const t = useT();
  if (!message) return null;
  return (
    <Alert severity="error" data-testid="save-refusal" sx={{ width: '100%', mt: 1 }}>
      {t('products.notSaved', { message })}
    </Alert>
  );
}
