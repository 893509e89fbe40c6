import type { ProductExtraImage, ProductImage } from '@arogya/contracts';
import { Edit, SaveButton, SimpleForm, TextInput, Toolbar, useNotify } from 'react-admin';
import { errorMessage } from '../common/errorMessage';
import { ExtraImagesInput } from './ExtraImagesInput';
import { GstInputs } from './GstInputs';
import { ImagesInput } from './ImagesInput';
import { normaliseImages, toList } from './imageList';
import { ProductBasicsInputs, isBlank } from './ProductBasicsInputs';

type Loose = Record<string, unknown>;

/** Shows a list as comma-separated text; text being typed is left alone. */
const listAsText = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '';

/** A colour given as a code (`#1f8a4c`, `rgb(…)`) rather than a word a shopper reads. */
const isColourCode = (c: string) => /^(#|rgb|hsl)/i.test(c);

/**
 * The colour names' check: one name per colour when any is given, and a name for every colour
 * entered as a code, which shoppers would otherwise see as the code itself.
 */
export function colourNamesError(colors: unknown, names: unknown): string | undefined {
  const values = toList(colors);
  const given = toList(names);
  if (given.length > 0 && given.length !== values.length)
    return `One name per colour: ${values.length} ${values.length === 1 ? 'colour' : 'colours'}, ${given.length} ${given.length === 1 ? 'name' : 'names'}`;
  if (given.length === 0 && values.some(isColourCode))
    return 'Name each colour (e.g. Forest Green): shoppers would see the colour code';
  return undefined;
}

/** A list field (sizes, colors) edited as comma-separated text; toPayload trims it on save. */
function ListTextInput({
  source,
  label,
  testId,
  helperText,
  validate,
}: {
  source: string;
  label: string;
  testId: string;
  helperText?: string;
  validate?: (value: unknown, values: Loose) => string | undefined;
}) {
  return (
    <TextInput
      source={source}
      label={label}
      format={listAsText}
      parse={(v: string) => v}
      helperText={helperText}
      validate={validate}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );
}

/** The fields this form edits, in the shape `PUT /api/admin/products/:id` takes. */
function toPayload(values: Loose) {
  return {
    name: String(values.name ?? '').trim(),
    description: String(values.description ?? ''),
    price: Number(values.price),
    discountPrice: isBlank(values.discountPrice) ? null : Number(values.discountPrice),
    countInStock: Number(values.countInStock),
    sku: String(values.sku ?? '').trim(),
    hsn: String(values.hsn ?? '').trim(),
    gstRate: Number(values.gstRate),
    sizes: toList(values.sizes),
    colors: toList(values.colors),
    colorsName: toList(values.colorsName),
    images: normaliseImages(values.images as ProductImage[] | undefined),
    extraImages: ((values.extraImages as ProductExtraImage[] | undefined) ?? []).map((img) => ({
      url: img.url,
      altText: img.altText ?? '',
    })),
  };
}

/** The edit form's toolbar: only 'Update Product'. */
function EditProductToolbar() {
  return (
    <Toolbar>
      <SaveButton label="Update Product" alwaysEnable />
    </Toolbar>
  );
}

/**
 * The edit-product page, /admin/products/{id}/edit (SPEC §2 "Admin edit product"): sizes and
 * colours as comma-separated text, with the names shoppers read for the colours, images with 'Set Primary', extra images; afterwards the
 * app goes to /admin/products.
 */
export function ProductEdit() {
  const notify = useNotify();
  return (
    <Edit
      title="Edit Product"
      resource="products"
      mutationMode="pessimistic"
      redirect="list"
      transform={(data: Loose) => toPayload(data)}
      mutationOptions={{
        onError: (e) => {
          console.error('Product update failed', e);
          notify(errorMessage(e, 'Product update failed'), { type: 'error' });
        },
      }}
    >
      <SimpleForm toolbar={<EditProductToolbar />} sx={{ maxWidth: 720 }}>
        <ProductBasicsInputs strict={false} />
        <GstInputs optional={false} />
        <ListTextInput source="sizes" label="Sizes (comma-separated)" testId="sizes-input" />
        <ListTextInput source="colors" label="Colors (comma-separated)" testId="colors-input" />
        <ListTextInput
          source="colorsName"
          label="Colour names (comma-separated, in the same order)"
          testId="colour-names-input"
          helperText="What shoppers read on each swatch, e.g. Forest Green, Saffron"
          validate={(names, values) => colourNamesError(values.colors, names)}
        />
        <ImagesInput />
        <ExtraImagesInput />
      </SimpleForm>
    </Edit>
  );
}
