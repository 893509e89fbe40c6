import type {
  ProductExtraImage,
  ProductImage,
  ProductStatus,
  ProductVariant,
} from '@arogya/contracts';
import InventoryIcon from '@mui/icons-material/Inventory2';
import { Button, Card } from '@mui/material';
import { useState } from 'react';
import {
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  useEditContext,
  useNotify,
  useRedirect,
  useUpdate,
} from 'react-admin';
import { BatchesPanel } from '../batches/BatchesPanel';
import { useAdminPath } from '../common/useAdminPath';
import { ExtraImagesInput } from './ExtraImagesInput';
import { GstInputs } from './GstInputs';
import { DraftNotice } from './DraftNotice';
import { ImagesInput } from './ImagesInput';
import { normaliseImages } from './imageList';
import { labelBody, type LabelValues } from './label-form';
import { LabelInputs } from './LabelInputs';
import { ProductBasicsInputs } from './ProductBasicsInputs';
import { SaveRefusal, useSaveRefusal } from './SaveRefusal';
import { VariantsInput } from './VariantsInput';
import { variantsBody, type VariantRow } from './variant-form';
import { DeleteProductButton } from './DeleteProductButton';
import { k, useT } from '../i18n';

type Loose = Record<string, unknown>;

/**
 * The fields this form edits, in the shape `PUT /api/admin/products/:id` takes. The variants
 * decide the product's prices, stock, sizes and colours, so those are not sent; `saved` are the
 * variants as loaded, whose stock is sent only where it was changed here.
 */
function toPayload(values: Loose, saved: readonly ProductVariant[]) {
  return {
    name: String(values.name ?? '').trim(),
    description: String(values.description ?? ''),
    sku: String(values.sku ?? '').trim(),
    hsn: String(values.hsn ?? '').trim(),
    gstRate: Number(values.gstRate),
    images: normaliseImages(values.images as ProductImage[] | undefined),
    extraImages: ((values.extraImages as ProductExtraImage[] | undefined) ?? []).map((img) => ({
      url: img.url,
      altText: img.altText ?? '',
    })),
    variants: variantsBody((values.variants as VariantRow[] | undefined) ?? [], saved),
    ...(values.status ? { status: values.status } : {}),
    // absent until the product's own answer is in (a list's row has no label)
    ...(values.label ? { label: labelBody(values.label as LabelValues) } : {}),
  };
}

/**
 * On a phone react-admin fixes a form's toolbar to the screen's bottom; here it sticks to the
 * bottom of the form instead, so that it never covers the batches below the form.
 */
const STICKY_ON_PHONE = { '&.RaToolbar-mobileToolbar': { position: 'sticky' } } as const;

/** The edit form's toolbar: only 'Update Product', with a spinner and disabled while saving. */
function EditProductToolbar({ saving }: { saving: boolean }) {
  return (
    <Toolbar sx={STICKY_ON_PHONE}>
      <SaveButton label={k('products.update')} disabled={saving} alwaysEnable={!saving} />
    </Toolbar>
  );
}

const KEEP_TYPED = { keepDirtyValues: true } as const;

/**
 * The form, once the product is loaded: saves it, then the app goes to /admin/products; a
 * refusal stays on the form, said beside Save and beside the input it is about.
 */
function ProductEditForm() {
  const { record } = useEditContext<
    { id: string; variants?: ProductVariant[]; status?: ProductStatus } & Loose
  >();
  const t = useT();
  const [update] = useUpdate();
  const notify = useNotify();
  const redirect = useRedirect();
  const path = useAdminPath();
  const [saving, setSaving] = useState(false);
  const { refusal, clear, refuse, forgetRow } = useSaveRefusal();

  const save = async (values: Loose) => {
    if (!record) return undefined;
    setSaving(true);
    clear();
    try {
      const data = toPayload(values, record.variants ?? []);
      await update(
        'products',
        { id: record.id, data, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(t('products.updated'), { type: 'success' });
      redirect(path('/products'));
      return undefined;
    } catch (e) {
      console.error('Product update failed', e);
      return refuse(e, t('products.updateFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <SimpleForm
      onSubmit={save}
      toolbar={<EditProductToolbar saving={saving} />}
      // the product is read again after a batch is received or counted: what was typed stays
      resetOptions={KEEP_TYPED}
      sx={{ maxWidth: 960 }}
    >
      <DraftNotice status={record?.status} />
      <ProductBasicsInputs strict={false} />
      <GstInputs optional={false} />
      <ImagesInput />
      <ExtraImagesInput />
      <VariantsInput refusedRow={refusal?.row} onRowsMoved={forgetRow} />
      <LabelInputs />
      <SaveRefusal message={refusal?.message} />
    </SimpleForm>
  );
}

/** A way down a long form to the batches, and the product's Delete, on top of the page. */
function EditActions() {
  const t = useT();
  return (
    <TopToolbar>
      <Button
        size="small"
        href="#batches"
        startIcon={<InventoryIcon />}
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('batches')?.scrollIntoView({ behavior: 'smooth' });
        }}
        sx={{ minHeight: 44 }}
      >
        {t('products.batches')}
      </Button>
      <DeleteProductButton />
    </TopToolbar>
  );
}

/** The form in its card, and the product's batches in theirs, below it. */
function ProductEditCards() {
  const { record, refetch } = useEditContext<{ id: string; variants?: ProductVariant[] }>();
  return (
    <>
      <Card>
        <ProductEditForm />
      </Card>
      {record && (
        <BatchesPanel
          productId={record.id}
          variants={record.variants ?? []}
          onStockChanged={() => void refetch()}
        />
      )}
    </>
  );
}

/**
 * The edit-product page, /admin/products/{id}/edit (SPEC §2 "Admin edit product"): the
 * product's name, description, SKU and tax, its images with 'Set Primary' and extra images,
 * its variants (issue 30), each with its size, colour, SKU, prices and stock, and its status and
 * label facts; a draft's page says first that it is not on sale. Below the form, its batches
 * (issue 30): received, counted, and their shelf life.
 */
export function ProductEdit() {
  return (
    <Edit
      title={k('products.editTitle')}
      resource="products"
      mutationMode="pessimistic"
      component="div"
      actions={<EditActions />}
    >
      <ProductEditCards />
    </Edit>
  );
}
