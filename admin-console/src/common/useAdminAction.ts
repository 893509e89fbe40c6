import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../api/dataProvider';
import { errorMessage } from './errorMessage';

/**
 * Runs an admin's action on one record (a dead letter's replay or discard, a refund's retry or
 * "refunded outside", a user's password reset link): a notification says how it went (a refusal in the server's words), and
 * the list is read again either way, since a refusal usually means another admin acted on the
 * record meanwhile (or, for a refund, a dispute opened). `success` is the notification's words,
 * or makes them from the server's answer. `run` answers whether it succeeded.
 */
export function useAdminAction() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const run = async <T>(
    work: (dp: AdminDataProvider) => Promise<T>,
    success: string | ((result: T) => string),
  ): Promise<boolean> => {
    setPending(true);
    try {
      const result = await work(dataProvider);
      notify(typeof success === 'string' ? success : success(result), { type: 'success' });
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
