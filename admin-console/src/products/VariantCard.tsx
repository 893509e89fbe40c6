import { Box, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ReactNode } from 'react';
import { NumberInput, TextInput, minValue, required, type Validator } from 'react-admin';
import { isBlank, rowName, rowParts, type VariantRow } from './variant-form';
import { k, useT } from '../i18n';

/** A colour given as a code (`#1f8a4c`, `rgb(…)`) rather than a word a shopper reads. */
const isColourCode = (c: unknown) => typeof c === 'string' && /^(#|rgb|hsl)/i.test(c.trim());

const wholeNumber: Validator = (v: unknown) =>
  isBlank(v) || Number.isInteger(Number(v)) ? undefined : k('products.variants.wholeNumber');

const MONEY = [minValue(0)];
const PRICE = [required(), minValue(0)];
const COUNT = [required(), minValue(0), wholeNumber];
const GRAMS = [minValue(0), wholeNumber];

/** Icon buttons are 48 px: a finger's tap target on a phone. */
const ACTION_SX = { width: 48, height: 48 };

/** The swatch of a valid colour code, in its input (decorative: the code and name say it). */
function Swatch({ colour }: { colour: string }) {
  if (colour === '' || typeof CSS === 'undefined' || !CSS.supports('color', colour)) return null;
  return (
    <Box
      aria-hidden
      sx={{
        flex: 'none',
        width: 18,
        height: 18,
        mr: 1,
        borderRadius: '50%',
        border: '1px solid',
        borderColor: 'divider',
        background: colour,
      }}
    />
  );
}

/** One control of a card's header: an icon button named for the variant, with its tooltip. */
function CardAction(props: {
  label: string;
  action: 'up' | 'down' | 'remove';
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const button = (
    <IconButton
      aria-label={props.label}
      data-action={props.action}
      disabled={props.disabled}
      onClick={props.onClick}
      sx={ACTION_SX}
      color={props.action === 'remove' ? 'error' : 'default'}
    >
      {props.children}
    </IconButton>
  );
  // a disabled button gets no pointer events: its tooltip hangs on a wrapper
  return (
    <Tooltip title={props.label}>
      <span>{button}</span>
    </Tooltip>
  );
}

/**
 * One variant of the product forms, a card named for it ("Variant 2 · 1 kg"): its size and
 * colour, SKU, prices, stock, weight and net quantity, with Move up, Move down and Remove. Its
 * inputs read `variants.{index}.…` (the ArrayInput's source context gives the `variants.`).
 */
export function VariantCard(props: {
  index: number;
  total: number;
  row: VariantRow | undefined;
  rowKey: string;
  skuPlaceholder: string;
  refused: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const { index, total, row, rowKey } = props;
  const name = rowName(t, row, index);
  const headingId = `variant-${rowKey}-title`;
  const at = (field: keyof VariantRow) => `${index}.${field}`;
  // every label above its input: a compact grid, and the placeholders (the SKU made) shown
  const testId = (field: string) => ({
    htmlInput: { 'data-testid': `variant-${field}` },
    inputLabel: { shrink: true },
  });
  const colourName: Validator = (value, all: { variants?: VariantRow[] }) =>
    isBlank(value) && isColourCode(all?.variants?.[index]?.color)
      ? k('products.variants.nameColour')
      : undefined;
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={headingId}
      data-row={rowKey}
      data-testid="variant-row"
      sx={{ p: { xs: 1.5, sm: 2 }, borderColor: props.refused ? 'error.main' : undefined }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ flex: 1, minWidth: 0 }}>
          {t('products.variants.heading', { n: index + 1 })}
          {rowParts(row).length ? ` · ${name}` : ''}
        </Typography>
        <CardAction
          label={t('products.variants.moveUp', { name })}
          action="up"
          disabled={index === 0}
          onClick={() => props.onMove(index - 1)}
        >
          <ArrowUpwardIcon />
        </CardAction>
        <CardAction
          label={t('products.variants.moveDown', { name })}
          action="down"
          disabled={index === total - 1}
          onClick={() => props.onMove(index + 1)}
        >
          <ArrowDownwardIcon />
        </CardAction>
        <CardAction
          label={t('products.variants.remove', { name })}
          action="remove"
          disabled={total === 1}
          onClick={props.onRemove}
        >
          <DeleteIcon />
        </CardAction>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
          gap: 1.5,
          '& .ra-input': { m: 0 },
        }}
      >
        <TextInput
          source={at('size')}
          label={k('products.variants.field.size')}
          helperText={false}
          placeholder={t('products.variants.sizePlaceholder')}
          slotProps={testId('size')}
        />
        <TextInput
          source={at('netQuantity')}
          label={k('products.variants.field.netQuantity')}
          helperText={false}
          placeholder={row?.size?.trim() || t('products.variants.netPlaceholder')}
          slotProps={testId('net-quantity')}
        />
        <TextInput
          source={at('color')}
          label={k('products.variants.field.color')}
          helperText={false}
          placeholder="#1f8a4c"
          slotProps={{
            ...testId('color'),
            input: { startAdornment: <Swatch colour={row?.color?.trim() ?? ''} /> },
          }}
        />
        <TextInput
          source={at('colorName')}
          label={k('products.variants.field.colorName')}
          helperText={false}
          placeholder={t('products.variants.colourPlaceholder')}
          validate={colourName}
          slotProps={testId('color-name')}
        />
        <TextInput
          source={at('sku')}
          label={k('products.variants.field.sku')}
          helperText={false}
          placeholder={props.skuPlaceholder || t('products.variants.skuPlaceholder')}
          slotProps={testId('sku')}
          sx={{ gridColumn: 'span 2' }}
        />
        <NumberInput
          source={at('mrp')}
          label={k('products.variants.field.mrp')}
          helperText={false}
          placeholder={isBlank(row?.price) ? undefined : String(row?.price)}
          validate={MONEY}
          slotProps={testId('mrp')}
        />
        <NumberInput
          source={at('price')}
          label={k('products.variants.field.price')}
          helperText={false}
          validate={PRICE}
          slotProps={testId('price')}
        />
        <NumberInput
          source={at('discountPrice')}
          label={k('products.variants.field.discountPrice')}
          helperText={false}
          validate={MONEY}
          slotProps={testId('sale-price')}
        />
        <NumberInput
          source={at('countInStock')}
          label={k('products.variants.field.countInStock')}
          helperText={false}
          step={1}
          validate={COUNT}
          slotProps={testId('stock')}
        />
        <NumberInput
          source={at('weightGrams')}
          label={k('products.variants.field.weightGrams')}
          helperText={false}
          step={1}
          validate={GRAMS}
          slotProps={testId('weight')}
        />
      </Box>
    </Paper>
  );
}
