import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useT } from '../i18n';

/**
 * What a shipping action made (shown by the page's `ReportHost` until closed): its outcome (`children`), and the PDF the courier made for it
 * (labels, a manifest) as a link that opens it in a new tab — a link, not a pop-up, so that no
 * browser blocks it.
 */
export function PdfDialog(props: {
  title: string;
  children?: ReactNode;
  pdf: { url: string; label: string; testId: string } | null;
  /** what was refused, in the server's words */
  error?: string | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="pdf-dialog" fullWidth>
      <DialogTitle id="pdf-dialog">{props.title}</DialogTitle>
      <DialogContent>
        {props.children}
        {props.error && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="shipping-error">
            {props.error}
          </Alert>
        )}
        {props.pdf && (
          <Link
            href={props.pdf.url}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={props.pdf.testId}
            sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, mt: 1 }}
          >
            {props.pdf.label}
          </Link>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} sx={{ minHeight: 44 }} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
