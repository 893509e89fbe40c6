/** The storefront's English texts: cart. Keys are what the code asks for; see ../README.md. */
export default {
  drawer: {
    label: 'Your cart',
    heading: 'Your Cart',
    close: 'Close cart',
    empty: 'Your card is empty...',
    subtotal: 'Subtotal',
    inclusiveOfTaxes: '(inclusive of all taxes)',
    checkout: 'Checkout',
  },
  line: {
    decrease: 'One less {{name}}',
    increase: 'One more {{name}}',
    each: '{{price}} each',
    remove: 'Remove',
    removeName: 'Remove {{name}}',
    size: 'Size: {{size}}',
    colour: 'Color: {{colour}}',
  },
  toast: {
    added: 'Product added to cart!',
    viewCart: 'View cart',
    addFailed: 'Failed to add product!',
  },
  /** When the server gives no reason of its own. */
  errors: {
    fetch: 'Failed to fetch Cart',
    add: 'Failed to add to Cart',
    remove: 'Failed to remove item',
    merge: 'Failed to merge Cart',
  },
} as const;
