import { NumberInput, TextInput, minValue, required } from 'react-admin';

/** True for an input left empty (number inputs give null, text inputs ''). */
export const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The fields both product forms start with: name, description, price, discount price, count
 * in stock and SKU. `strict` is the new-product form: it also requires price, count in stock
 * and SKU (SPEC §5); the edit form requires only name and description.
 */
export function ProductBasicsInputs({ strict }: { strict: boolean }) {
  const figure = strict ? [required(), minValue(0)] : minValue(0);
  return (
    <>
      <TextInput source="name" label="Name" validate={required()} />
      <TextInput
        source="description"
        label="Description"
        multiline
        minRows={3}
        validate={required()}
      />
      <NumberInput source="price" label="Price" validate={figure} />
      <NumberInput source="discountPrice" label="Discount Price" validate={minValue(0)} />
      <NumberInput source="countInStock" label="Count In Stock" validate={figure} />
      <TextInput source="sku" label="SKU" validate={strict ? required() : undefined} />
    </>
  );
}
