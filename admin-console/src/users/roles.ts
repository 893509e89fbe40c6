/** The roles, shown as Customer/Admin (SPEC §6); a new user defaults to customer. */
export const ROLE_CHOICES = [
  { id: 'customer', name: 'Customer' },
  { id: 'admin', name: 'Admin' },
];

export const DEFAULT_ROLE = 'customer';
