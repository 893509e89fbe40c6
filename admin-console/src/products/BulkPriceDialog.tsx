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
  const [field, setField] = useState<BulkField>('discountPrice');
  const [how, setHow] = useState<BulkChange['how']>('percent');
  const [text, setText] = useState('');
  const value = text.trim() === '' ? Number.NaN : Number(text.replace('−', '-'));
  const error = text.trim() === '' ? undefined : bulkChangeError({ how, value });
  const ready = text.trim() !== '' && !error;
  const change: BulkChange = { field, how, value };
  const after = ready ? applyBulkChange(props.rows, change) : props.rows;
  const what = BULK_FIELDS[field].toLowerCase();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="bulk-price-title"
      aria-describedby="bulk-price-help"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="bulk-price-title">Bulk price change</DialogTitle>
      <DialogContent>
        <DialogContentText id="bulk-price-help" sx={{ mb: 2 }}>
          Changes one amount of every variant in the form. Nothing is saved until you save the
          product.
        </DialogContentText>
        <TextField
          select
          label="Amount to change"
          value={field}
          onChange={(e) => setField(e.target.value as BulkField)}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'bulk-field' } }}
          sx={{ mb: 2 }}
        >
          {(Object.keys(BULK_FIELDS) as BulkField[]).map((f) => (
            <MenuItem key={f} value={f}>
              {BULK_FIELDS[f]}
            </MenuItem>
          ))}
        </TextField>
        <FormControl sx={{ mb: 1 }}>
          <FormLabel id="bulk-how-label">How</FormLabel>
          <RadioGroup
            aria-labelledby="bulk-how-label"
            row
            value={how}
            onChange={(e) => setHow(e.target.value as BulkChange['how'])}
          >
            <FormControlLabel value="percent" control={<Radio />} label="Change by %" />
            <FormControlLabel value="set" control={<Radio />} label="Set every one to ₹" />
          </RadioGroup>
        </FormControl>
        <TextField
          label={how === 'percent' ? 'Change (%), − to lower' : 'New amount (₹)'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? (how === 'percent' ? 'e.g. −10 for 10 % off' : 'e.g. 499')}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'bulk-value' } }}
        />
        <Table size="small" sx={{ mt: 2 }} aria-label={`Each variant's ${what}, now and after`}>
          <TableHead>
            <TableRow>
              <TableCell>Variant</TableCell>
              <TableCell align="right">Now</TableCell>
              <TableCell align="right">After</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((row, i) => (
              <TableRow key={i} data-testid="bulk-preview-row">
                <TableCell>{rowName(row, i)}</TableCell>
                <TableCell align="right">{shown(row[field])}</TableCell>
                <TableCell align="right">{ready ? shown(after[i]![field]) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!ready}
          onClick={() => props.onApply(after, change)}
          sx={{ minHeight: 44 }}
        >
          Apply to {props.rows.length} {props.rows.length === 1 ? 'variant' : 'variants'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
