import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface Reports {
  /** Shows `report` (a dialog) until `close`. */
  show(report: ReactNode): void;
  close(): void;
}

const ReportContext = createContext<Reports | null>(null);

/**
 * Where the report of a bulk action (a dialog) lives: above the page, so that it stays open
 * when the list it came from changes under it — the orders booked leave the list, which may
 * then be empty and no longer draw the toolbar whose button made the report.
 */
export function ReportHost({ children }: { children: ReactNode }) {
  const [report, setReport] = useState<ReactNode>(null);
  const reports = useMemo<Reports>(
    () => ({ show: (r) => setReport(r), close: () => setReport(null) }),
    [],
  );
  return (
    <ReportContext.Provider value={reports}>
      {children}
      {report}
    </ReportContext.Provider>
  );
}

/** The page's report host (see `ReportHost`). */
export function useReport(): Reports {
  const reports = useContext(ReportContext);
  if (!reports) throw new Error('useReport needs a ReportHost above it (AdminLayout has one)');
  return reports;
}
