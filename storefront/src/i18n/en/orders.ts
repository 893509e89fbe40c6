/** The storefront's English texts: orders. Keys are what the code asks for; see ../README.md. */
export default {
  myOrders: {
    heading: 'My Orders',
    count_one: '{{count}} order',
    count_other: '{{count}} orders',
  },
  table: {
    loading: 'Loading your orders...',
    none: 'You have no orders.',
    startShopping: 'Start shopping',
    caption: 'Your orders; choose a row to see the order details',
    itemAlt: 'Order item',
    columns: {
      image: 'Image',
      order: 'Order',
      created: 'Created',
      shipping: 'Shipping',
      items: 'Items',
      total: 'Total',
      status: 'Status',
    },
  },
  paid: 'Paid',
  pending: 'Pending',
  /** An order's status as the shop names it (the stored value is English). */
  status: {
    'Awaiting confirmation': 'Awaiting confirmation',
    Processing: 'Processing',
    Shipped: 'Shipped',
    Delivered: 'Delivered',
    Returned: 'Returned to us',
    Cancelled: 'Cancelled',
  },
  documents: {
    invoice: 'Download invoice',
    creditNote: 'Download credit note',
    invoiceFailed: 'Could not download the invoice',
    creditNoteFailed: 'Could not download the credit note',
  },
  notAvailable: 'N/A',
  errors: {
    fetch: 'Failed to fetch orders',
  },
} as const;
