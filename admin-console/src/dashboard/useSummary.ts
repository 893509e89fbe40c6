import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AdminSummary } from '@arogya/contracts';
import type { AdminDataProvider } from '../api/dataProvider';

/** The dashboard figures, `GET /api/admin/summary`, with loading and error states. */
export interface SummaryState {
  summary?: AdminSummary;
  loading: boolean;
  error?: string;
}

/** Loads the dashboard figures once; a 401/403 signs out through the data provider. */
export function useSummary(): SummaryState {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<SummaryState>({ loading: true });
  useEffect(() => {
    let live = true;
    dataProvider
      .getSummary()
      .then((summary) => live && setState({ summary, loading: false }))
      .catch(
        (e: unknown) =>
          live && setState({ loading: false, error: e instanceof Error ? e.message : String(e) }),
      );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return state;
}
