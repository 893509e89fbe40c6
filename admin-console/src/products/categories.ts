/** The product categories of SPEC §1 (as in @arogya/contracts' PRODUCT_CATEGORIES). */
export const CATEGORY_CHOICES = [
  'Ayurvedic',
  'Protein',
  'Device',
  'Superfood',
  'Supplements',
  'Fitness',
  'Lifestyle',
  'Health Tech',
].map((name) => ({ id: name, name }));
