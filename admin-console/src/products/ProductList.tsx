import type { ProductStatus } from '@arogya/contracts';
import { Typography } from '@mui/material';
import { DataTable, TopToolbar } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { confirmedDelete } from '../common/confirmedDelete';
import { PRODUCT_DELETE_QUESTION } from './DeleteProductButton';
import { formatMoney } from '../common/money';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { AddProductButton } from './AddProductButton';
import { CATEGORY_CHOICES } from './categories';
import { EditProductButton } from './EditProductButton';
import { STATUS_CHOICES } from './label-form';
import { NoProducts } from './NoProducts';
import { ProductStatusText } from './ProductStatusText';
import { k, useT } from '../i18n';

/**
 * SPEC §2 "Admin products list": Delete asks to confirm. Only for the rows selected in the
 * table: beside Edit on every row it was one slip from losing a product (issue 31); a single
 * product is deleted from its edit page.
 */
const DELETE = confirmedDelete(k('products.deleteProduct'), PRODUCT_DELETE_QUESTION);

type ProductRow = {
  id: string;
  name: string;
  sku: string;
  price: number;
  discountPrice?: number | null;
  countInStock: number;
  status: ProductStatus;
};

/**
 * What the cheapest variant sells for (its discount price, else its price): the catalog writes
 * the product's prices from that variant's (issue 30).
 */
const fromPrice = (r: ProductRow) => formatMoney(r.discountPrice ?? r.price);

/**
 * The products table (SPEC §2 "Admin products list"): name, the "from" price (the discount
 * price of the cheapest variant), the stock of all its variants, sku, status (a "Draft" chip,
 * issue 30) and Edit; on a phone a SimpleList of the same. Filtered by category and status.
 */
export function ProductList() {
  const phone = useIsPhone();
  const t = useT();
  return (
    <AdminList
      title={k('products.title')}
      search={k('products.search')}
      filter={[
        {
          source: 'category',
          label: k('resources.products.fields.category'),
          choices: CATEGORY_CHOICES,
        },
        {
          source: 'status',
          label: k('resources.products.fields.status'),
          choices: STATUS_CHOICES,
          emptyText: k('products.all'),
        },
      ]}
      loadError={k('products.loadError')}
      actions={
        <TopToolbar>
          <AddProductButton />
        </TopToolbar>
      }
      empty={<NoProducts />}
    >
      {phone ? (
        <PhoneList<ProductRow>
          primary={(r) => (
            <>
              {r.name} <ProductStatusText status={r.status} chipOnly />
            </>
          )}
          // price and stock first, in the body's colour: the grey corner text hid them
          secondary={(r) => (
            <>
              <Typography component="span" color="text.primary" sx={{ display: 'block' }}>
                {t('products.fromInStock', { price: fromPrice(r), count: r.countInStock })}
              </Typography>
              {t('products.sku', { sku: r.sku })}
            </>
          )}
          actions={<EditProductButton />}
          empty={<Typography sx={{ p: 2 }}>{t('products.none')}</Typography>}
        />
      ) : (
        <DataTable
          rowClick={false}
          empty={<Typography sx={{ p: 2 }}>{t('products.none')}</Typography>}
          bulkActionButtons={DELETE.bulk}
        >
          <DataTable.Col source="name" />
          <DataTable.Col source="discountPrice" disableSort render={fromPrice} />
          <DataTable.Col source="countInStock" />
          <DataTable.Col source="sku" label={k('resources.products.fields.skuColumn')} />
          <DataTable.Col
            source="status"
            render={(r: ProductRow) => <ProductStatusText status={r.status} />}
          />
          <DataTable.Col label={k('resources.products.fields.actions')} disableSort>
            <EditProductButton />
          </DataTable.Col>
        </DataTable>
      )}
    </AdminList>
  );
}
