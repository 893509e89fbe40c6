import { Typography } from '@mui/material';
import { DataTable, TopToolbar } from 'react-admin';
import { AdminList } from '../common/AdminList';
import { confirmedDelete } from '../common/confirmedDelete';
import { formatMoney } from '../common/money';
import { AddProductButton } from './AddProductButton';
import { CATEGORY_CHOICES } from './categories';
import { EditProductButton } from './EditProductButton';
import { NoProducts } from './NoProducts';

/** SPEC §2 "Admin products list": Delete asks to confirm. */
const DELETE = confirmedDelete('Delete product', 'Are you sure you want to delete the Product?');

/** The products table (SPEC §2 "Admin products list"): name, discount price, sku, Edit, Delete. */
export function ProductList() {
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
          render={(r) =>
            r.discountPrice === null || r.discountPrice === undefined
              ? '—'
              : formatMoney(r.discountPrice)
          }
        />
        <DataTable.Col source="sku" label="SKU" />
        <DataTable.Col label="Actions" disableSort>
          <EditProductButton />
          {DELETE.row}
        </DataTable.Col>
      </DataTable>
    </AdminList>
  );
}
