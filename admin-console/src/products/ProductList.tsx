import { Typography } from '@mui/material';
import { DataTable, TopToolbar } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { confirmedDelete } from '../common/confirmedDelete';
import { formatMoney } from '../common/money';
import { PhoneList, useIsPhone } from '../common/PhoneList';
import { AddProductButton } from './AddProductButton';
import { CATEGORY_CHOICES } from './categories';
import { EditProductButton } from './EditProductButton';
import { NoProducts } from './NoProducts';

/** SPEC §2 "Admin products list": Delete asks to confirm. */
const DELETE = confirmedDelete('Delete product', 'Are you sure you want to delete the Product?');

type ProductRow = { id: string; name: string; sku: string; discountPrice?: number | null };

const discount = (r: ProductRow) =>
  r.discountPrice === null || r.discountPrice === undefined ? '—' : formatMoney(r.discountPrice);

/**
 * The products table (SPEC §2 "Admin products list"): name, discount price, sku, Edit,
 * Delete; on a phone a SimpleList of the same.
 */
export function ProductList() {
  const phone = useIsPhone();
  return (
    <AdminList
      title="Products"
      search="Search name or SKU"
      filter={{ source: 'category', label: 'Category', choices: CATEGORY_CHOICES }}
      loadError="Error fetching products:"
      actions={
        <TopToolbar>
          <AddProductButton />
        </TopToolbar>
      }
      empty={<NoProducts />}
    >
      {phone ? (
        <PhoneList<ProductRow>
          primary={(r) => r.name}
          secondary={(r) => `SKU ${r.sku}`}
          tertiary={discount}
          actions={
            <>
              <EditProductButton />
              {DELETE.row}
            </>
          }
          empty={<Typography sx={{ p: 2 }}>No product found</Typography>}
        />
      ) : (
        <DataTable
          rowClick={false}
          empty={<Typography sx={{ p: 2 }}>No product found</Typography>}
          bulkActionButtons={DELETE.bulk}
        >
          <DataTable.Col source="name" label="Name" />
          <DataTable.Col
            source="discountPrice"
            label="Discount Price"
            disableSort
            render={discount}
          />
          <DataTable.Col source="sku" label="SKU" />
          <DataTable.Col label="Actions" disableSort>
            <EditProductButton />
            {DELETE.row}
          </DataTable.Col>
        </DataTable>
      )}
    </AdminList>
  );
}
