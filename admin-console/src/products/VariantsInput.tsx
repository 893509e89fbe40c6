import { VARIANTS_MAX } from '@arogya/contracts';
import AddIcon from '@mui/icons-material/Add';
import PercentIcon from '@mui/icons-material/Percent';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { ArrayInputBase, FormDataConsumer, useArrayInput } from 'react-admin';
import { formatMoney } from '../common/money';
import { BulkPriceDialog } from './BulkPriceDialog';
import { VariantCard } from './VariantCard';
import {
  BULK_FIELDS,
  derivedFigures,
  madeSku,
  newVariantRow,
  rowName,
  type VariantRow,
} from './variant-form';
import { useT } from '../i18n';

/** Read by screen readers, not shown: what a move or a removal did. */
const SPOKEN_ONLY = {
  position: 'absolute',
  // '1px', not 1: sx reads 1 as 100 %
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Where the keyboard goes after an action: a card's arrow, the new card, or Add a variant. */
type FocusTarget = { row: string; on: 'up' | 'down' } | { row?: undefined; on: 'add' | 'new' };

/** The figures the catalog will derive from the rows, read-only. */
function Figures({ rows }: { rows: VariantRow[] }) {
  const t = useT();
  const { fromPrice, totalStock } = derivedFigures(rows);
  const figure = (label: string, value: string, testId: string) => (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body1" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Stack direction="row" spacing={4} sx={{ my: 1.5 }} data-testid="variant-figures">
      {figure(
        t('products.variants.fromPrice'),
        fromPrice === null ? '—' : formatMoney(fromPrice),
        'from-price',
      )}
      {figure(t('products.variants.totalStock'), String(totalStock), 'total-stock')}
      {figure(t('products.variants.count'), String(rows.length), 'variant-count')}
    </Stack>
  );
}

/** The cards, Add a variant and Bulk price change, on the ArrayInput's rows. */
function VariantsEditor(props: {
  rows: VariantRow[];
  productSku: string;
  refusedRow?: number;
  onRowsMoved?: () => void;
}) {
  const t = useT();
  const { fields, append, remove, move, replace } = useArrayInput();
  const { rows, productSku } = props;
  const section = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<FocusTarget>();
  const [spoken, setSpoken] = useState('');
  // the dialog starts afresh each time it opens (a new key)
  const [bulk, setBulk] = useState(0);
  const [bulkOpen, setBulkOpen] = useState(false);

  // after a move the button pressed moves with its card; at an end, its twin takes the focus
  useEffect(() => {
    if (!focus || !section.current) return;
    const scope = focus.row
      ? section.current.querySelector(`[data-row="${focus.row}"]`)
      : section.current;
    const pick = (selector: string) => scope?.querySelector<HTMLElement>(selector);
    const target =
      focus.on === 'new'
        ? [...(scope?.querySelectorAll<HTMLElement>('[data-testid="variant-size"]') ?? [])].at(-1)
        : focus.on === 'add'
          ? pick('[data-testid="add-variant"]')
          : (pick(`[data-action="${focus.on}"]:not([disabled])`) ??
            pick(`[data-action="${focus.on === 'up' ? 'down' : 'up'}"]`));
    target?.focus();
    setFocus(undefined);
  }, [focus, fields]);

  const moveRow = (from: number, to: number) => {
    move(from, to);
    props.onRowsMoved?.();
    setFocus({ row: fields[from]!.id, on: to < from ? 'up' : 'down' });
    setSpoken(
      t('products.variants.moved', {
        name: rowName(t, rows[from], from),
        to: to + 1,
        total: rows.length,
      }),
    );
  };
  const removeRow = (index: number) => {
    remove(index);
    props.onRowsMoved?.();
    setFocus({ on: 'add' });
    setSpoken(t('products.variants.removed', { name: rowName(t, rows[index], index) }));
  };
  const addRow = () => {
    append(newVariantRow(), { shouldFocus: false });
    setSpoken(t('products.variants.added', { n: rows.length + 1 }));
    setFocus({ on: 'new' });
  };

  return (
    <Box ref={section}>
      <Figures rows={rows} />
      <Stack spacing={1.5}>
        {fields.map((field, i) => (
          <VariantCard
            key={field.id}
            rowKey={field.id}
            index={i}
            total={fields.length}
            row={rows[i]}
            skuPlaceholder={rows[i] ? madeSku(productSku, rows, rows[i]!) : ''}
            refused={props.refusedRow === i}
            onMove={(to) => moveRow(i, to)}
            onRemove={() => removeRow(i)}
          />
        ))}
      </Stack>
      <Stack direction="row" sx={{ mt: 1.5, flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={addRow}
          disabled={fields.length >= VARIANTS_MAX}
          data-testid="add-variant"
          sx={{ minHeight: 44 }}
        >
          {t('products.variants.add')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PercentIcon />}
          onClick={() => {
            setBulk((n) => n + 1);
            setBulkOpen(true);
          }}
          data-testid="bulk-price"
          sx={{ minHeight: 44 }}
        >
          {t('products.variants.bulk')}
        </Button>
      </Stack>
      <Box role="status" sx={SPOKEN_ONLY} data-testid="variants-announcer">
        {spoken}
      </Box>
      <BulkPriceDialog
        key={bulk}
        open={bulkOpen}
        rows={rows}
        onClose={() => setBulkOpen(false)}
        onApply={(changed, change) => {
          replace(changed);
          setBulkOpen(false);
          setSpoken(
            t('products.variants.bulkChanged', {
              field: t(BULK_FIELDS[change.field]),
              count: changed.length,
            }),
          );
        }}
      />
    </Box>
  );
}

/**
 * The Variants section of both product forms (issue 30): a card per variant in the order
 * shoppers see them, to add, remove, move up or down and bulk-reprice, with the "from" price
 * and the total stock the product will show. The form saves them as `variants`.
 */
export function VariantsInput({
  refusedRow,
  onRowsMoved,
}: {
  /** the row a refused save named, outlined */
  refusedRow?: number;
  /** called when rows are moved or removed (the refused row's index is another's then) */
  onRowsMoved?: () => void;
}) {
  const t = useT();
  return (
    <Box component="section" aria-labelledby="variants-title" sx={{ width: '100%', my: 2 }}>
      <Typography id="variants-title" variant="h6" component="h2">
        {t('products.variants.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('products.variants.intro')}
      </Typography>
      <ArrayInputBase source="variants">
        <FormDataConsumer>
          {({ formData }) => (
            <VariantsEditor
              rows={(formData.variants as VariantRow[] | undefined) ?? []}
              productSku={typeof formData.sku === 'string' ? formData.sku : ''}
              refusedRow={refusedRow}
              onRowsMoved={onRowsMoved}
            />
          )}
        </FormDataConsumer>
      </ArrayInputBase>
    </Box>
  );
}
