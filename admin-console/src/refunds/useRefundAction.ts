import type { RefundView } from '@arogya/contracts';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../api/dataProvider';
import { errorMessage } from '../common/errorMessage';

/**
 * Runs a retry or a "refunded outside": a notification says how it went (a refusal in the
 * server's words), and the list is read again either way (a refusal usually means another
 * admin acted on the refund, or a dispute opened, meanwhile).
 */
export function useRefundAction() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const run = async (
    work: (dp: AdminDataProvider) => Promise<RefundView>,
    success: (refund: RefundView) => string,
  ): Promise<boolean> => {
    setPending(true);
    try {
      notify(success(await work(dataProvider)), { type: 'success' });
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
