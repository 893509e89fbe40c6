import type { DeadLetterAuditEntry } from '@arogya/contracts';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../api/dataProvider';
import { errorMessage } from '../common/errorMessage';

/**
 * Runs a replay or a discard: a notification says how it went, and the list is read again
 * either way (a refusal usually means another admin handled the letter meanwhile).
 */
export function useDeadLetterAction() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const run = async (
    work: (dp: AdminDataProvider) => Promise<DeadLetterAuditEntry>,
    success: string,
  ): Promise<boolean> => {
    setPending(true);
    try {
      await work(dataProvider);
      notify(success, { type: 'success' });
      return true;
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
      return false;
    } finally {
      setPending(false);
      refresh();
    }
  };
  return { run, pending };
}
