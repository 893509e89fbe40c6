import { LinearProgress } from '@mui/material';
import type { ReactElement } from 'react';
import { useRecordContext, useShowContext } from 'react-admin';
import { useT, type MessageKey } from '../i18n';
import { LoadError } from './LoadError';

/**
 * A show page's record once it has come whole (`isWhole`), or what to show meanwhile: its load
 * error with a way to try again (`what` names it), or a progress bar named `loading`.
 */
export function useShownRecord<T extends object>(
  isWhole: (record: T | undefined) => boolean,
  what: MessageKey,
  loading: MessageKey,
): { record: T; fallback: null } | { record: null; fallback: ReactElement } {
  const t = useT();
  const record = useRecordContext<T & { id: string }>();
  const { error, refetch } = useShowContext();
  if (error)
    return {
      record: null,
      fallback: <LoadError what={what} error={error} retry={() => void refetch()} />,
    };
  if (!record || !isWhole(record))
    return { record: null, fallback: <LinearProgress aria-label={t(loading)} sx={{ m: 2 }} /> };
  return { record, fallback: null };
}
