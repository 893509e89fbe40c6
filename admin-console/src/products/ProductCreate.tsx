import { HOME_COUNTRY, type ProductStatus } from '@arogya/contracts';
import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import {
  Create,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  required,
  useCreate,
  useNotify,
  useRedirect,
} from 'react-admin';
import { IMAGE_ACCEPT, uploadImage } from '../api/upload';
import { errorMessage } from '../common/errorMessage';
import { LinkButton } from '../common/LinkButton';
import { useAdminPath } from '../common/useAdminPath';
import { CATEGORY_CHOICES } from './categories';
import { GstInputs } from './GstInputs';
import { labelBody, type LabelValues } from './label-form';
import { LabelInputs } from './LabelInputs';
import { ProductBasicsInputs } from './ProductBasicsInputs';
import { SaveRefusal, useSaveRefusal } from './SaveRefusal';
import { VariantsInput } from './VariantsInput';
import { isBlank, newVariantRow, variantsBody, type VariantRow } from './variant-form';
import { k, useT } from '../i18n';

interface NewProductValues {
  name: string;
  description: string;
  sku: string;
  variants: VariantRow[];
  category: string;
  brand: string;
  collection: string;
  hsn?: string | null;
  gstRate?: number | string | null;
  status: ProductStatus;
  label?: LabelValues;
}

/** Cancel and Save; Save shows 'Uploading...' and is disabled while saving. */
function NewProductToolbar({ saving }: { saving: boolean }) {
  const path = useAdminPath();
  const t = useT();
  return (
    <Toolbar sx={{ gap: 2 }}>
      <SaveButton
        label={saving ? k('products.uploading') : k('products.save')}
        disabled={saving}
        alwaysEnable={!saving}
      />
      <LinkButton to={path('/products')} variant="outlined">
        {t('products.cancel')}
      </LinkButton>
    </Toolbar>
  );
}

/** A new product starts published, made in India, with one variant to fill in. */
const NEW_PRODUCT = {
  variants: [newVariantRow()],
  status: 'published',
  label: { countryOfOrigin: HOME_COUNTRY },
};

/**
 * The new-product page (SPEC §2 "Admin new product"), sold as the variants it lists (issue 30;
 * one to begin with), with its label facts, as a draft or published: the image, if any, is
 * uploaded first, then the product is created with it as the primary image; afterwards the app
 * goes to /admin/products. A failed upload is logged and the button comes back; a refusal is
 * said beside Save and the input it is about.
 */
export function ProductCreate() {
  const t = useT();
  const [create] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  const path = useAdminPath();
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const { refusal, clear, refuse, forgetRow } = useSaveRefusal();

  const save = async (values: NewProductValues) => {
    setSaving(true);
    clear();
    let images: { url: string; altText: string; isPrimary: boolean }[] = [];
    if (file) {
      try {
        const url = await uploadImage(file);
        images = [{ url, altText: values.name, isPrimary: true }];
      } catch (e) {
        console.error('Image upload failed', e);
        notify(errorMessage(e, t('products.uploadFailed')), { type: 'error' });
        setSaving(false);
        return;
      }
    }
    const data = {
      name: values.name,
      description: values.description,
      sku: values.sku,
      category: values.category,
      brand: values.brand,
      collection: values.collection,
      // blank: the category's default (the server's GST_CATEGORY_DEFAULTS)
      ...(isBlank(values.hsn) ? {} : { hsn: String(values.hsn).trim() }),
      ...(isBlank(values.gstRate) ? {} : { gstRate: Number(values.gstRate) }),
      images,
      // the variants decide the product's prices, stock, sizes and colours
      variants: variantsBody(values.variants),
      status: values.status,
      label: labelBody(values.label),
    };
    try {
      await create('products', { data }, { returnPromise: true });
      notify(t('products.created'), { type: 'success' });
      // the list without the filters it had and newest first: the new product is on top, not
      // hidden by a category picked before (the list keeps its filters for the session)
      redirect(
        path(`/products?filter=${encodeURIComponent('{}')}&sort=createdAt&order=DESC&page=1`),
      );
      return undefined;
    } catch (e) {
      console.error('Product creation failed', e);
      return refuse(e, t('products.createFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Create title={k('products.addTitle')} resource="products">
      <SimpleForm
        onSubmit={(values: Record<string, unknown>) => save(values as unknown as NewProductValues)}
        toolbar={<NewProductToolbar saving={saving} />}
        defaultValues={NEW_PRODUCT}
        sx={{ maxWidth: 960 }}
      >
        <ProductBasicsInputs strict />
        <SelectInput source="category" choices={CATEGORY_CHOICES} validate={required()} />
        <TextInput source="brand" validate={required()} />
        <TextInput source="collection" validate={required()} />
        <GstInputs optional />
        <Box sx={{ my: 1 }}>
          <Typography variant="body2" gutterBottom component="label" htmlFor="new-product-image">
            {t('products.imageOptional')}
          </Typography>
          <input
            id="new-product-image"
            type="file"
            accept={IMAGE_ACCEPT}
            data-testid="image-upload"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Box>
        <VariantsInput refusedRow={refusal?.row} onRowsMoved={forgetRow} />
        <LabelInputs />
        <SaveRefusal message={refusal?.message} />
      </SimpleForm>
    </Create>
  );
}
