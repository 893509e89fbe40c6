import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { formatMoney } from '../common/money';
import {
  BULK_FIELDS,
  applyBulkChange,
  bulkChangeError,
  rowName,
  type BulkChange,
  type BulkField,
  type VariantRow,
} from './variant-form';
import { useT } from '../i18n';

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : formatMoney(v));

/**
 * "Bulk price change": one amount of every variant (sale price, price or MRP) set to the same
 * figure, or changed by a percentage, with each variant's before and after shown first. It
 * changes the form's rows only; Save sends them, and the server judges them as any edit.
 */
export function BulkPriceDialog(props: {
  open: boolean;
  rows: VariantRow[];
  onClose: () => void;
  onApply: (rows: VariantRow[], change: BulkChange) => void;
}) {
  const t = useT();
  const [field, setField] = useState<BulkField>('discountPrice');
  const [how, setHow] = useState<BulkChange['how']>('percent');
  const [text, setText] = useState('');
  const value = text.trim() === '' ? Number.NaN : Number(text.replace('−', '-'));
  const error = text.trim() === '' ? undefined : bulkChangeError({ how, value });
  const ready = text.trim() !== '' && !error;
  const change: BulkChange = { field, how, value };
  const after = ready ? applyBulkChange(props.rows, change) : props.rows;
  const what = t(BULK_FIELDS[field]).toLowerCase();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="bulk-price-title"
      aria-describedby="bulk-price-help"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="bulk-price-title">{t('products.bulkPrice.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="bulk-price-help" sx={{ mb: 2 }}>
          {t('products.bulkPrice.help')}
        </DialogContentText>
        <TextField
          select
          label={t('products.bulkPrice.amount')}
          value={field}
          onChange={(e) => setField(e.target.value as BulkField)}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'bulk-field' } }}
          sx={{ mb: 2 }}
        >
          {(Object.keys(BULK_FIELDS) as BulkField[]).map((f) => (
            <MenuItem key={f} value={f}>
              {t(BULK_FIELDS[f])}
            </MenuItem>
          ))}
        </TextField>
        <FormControl sx={{ mb: 1 }}>
          <FormLabel id="bulk-how-label">{t('products.bulkPrice.how')}</FormLabel>
          <RadioGroup
            aria-labelledby="bulk-how-label"
            row
            value={how}
            onChange={(e) => setHow(e.target.value as BulkChange['how'])}
          >
            <FormControlLabel
              value="percent"
              control={<Radio />}
              label={t('products.bulkPrice.byPercent')}
            />
            <FormControlLabel
              value="set"
              control={<Radio />}
              label={t('products.bulkPrice.setTo')}
            />
          </RadioGroup>
        </FormControl>
        <TextField
          label={
            how === 'percent'
              ? t('products.bulkPrice.percentLabel')
              : t('products.bulkPrice.amountLabel')
          }
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={Boolean(error)}
          helperText={
            error
              ? t(error)
              : how === 'percent'
                ? t('products.bulkPrice.percentHelp')
                : t('products.bulkPrice.amountHelp')
          }
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'bulk-value' } }}
        />
        <Table size="small" sx={{ mt: 2 }} aria-label={t('products.bulkPrice.table', { what })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('products.bulkPrice.variant')}</TableCell>
              <TableCell align="right">{t('products.bulkPrice.now')}</TableCell>
              <TableCell align="right">{t('products.bulkPrice.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((row, i) => (
              <TableRow key={i} data-testid="bulk-preview-row">
                <TableCell>{rowName(t, row, i)}</TableCell>
                <TableCell align="right">{shown(row[field])}</TableCell>
                <TableCell align="right">{ready ? shown(after[i]![field]) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} sx={{ minHeight: 44 }}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!ready}
          onClick={() => props.onApply(after, change)}
          sx={{ minHeight: 44 }}
        >
          {t('products.bulkPrice.apply', { smart_count: props.rows.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
