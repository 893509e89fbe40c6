import { TextInput, required } from 'react-admin';

/**
 * The fields both product forms start with: name, description and SKU. Prices, stock, sizes
 * and colours are the variants' (issue 30). `strict` is the new-product form: it also
 * requires the SKU (SPEC §5), which its variants' SKUs are made from.
 */
export function ProductBasicsInputs({ strict }: { strict: boolean }) {
  return (
    <>
      <TextInput source="name" validate={required()} />
      <TextInput source="description" multiline minRows={3} validate={required()} />
      <TextInput source="sku" validate={strict ? required() : undefined} />
    </>
  );
}
