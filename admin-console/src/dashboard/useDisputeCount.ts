import type { DisputeCount } from '@arogya/contracts';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../api/dataProvider';

/** The open disputes' count, `GET /api/admin/disputes/count`, with loading and error states. */
export interface DisputeCountState {
  count?: DisputeCount;
  error?: string;
}

/** Loads the open disputes' count once. */
export function useDisputeCount(): DisputeCountState {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<DisputeCountState>({});
  useEffect(() => {
    let live = true;
    dataProvider
      .getDisputeCount()
      .then((count) => live && setState({ count }))
      .catch(
        (e: unknown) => live && setState({ error: e instanceof Error ? e.message : String(e) }),
      );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return state;
}
