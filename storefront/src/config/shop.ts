/**
 * The shop's own details, which SPEC §2 leaves as placeholders ({phone}, {email}, social
 * links, store hours): change them here, in one place.
 */
export const SHOP = {
  name: 'Arogya',
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  email: 'care@arogya.example',
  address: '12 Lake Palace Road, Udaipur, Rajasthan 313001',
  storeHours: 'Mon–Sat, 10:00–19:00 IST',
  social: {
    facebook: 'https://www.facebook.com/arogya.wellness',
    instagram: 'https://www.instagram.com/arogya.wellness',
    linkedin: 'https://www.linkedin.com/company/arogya-wellness',
  },
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=73.67%2C24.56%2C73.71%2C24.59&layer=mapnik',
  /** SPEC §9 dates of the policy pages. */
  policiesEffective: '27 August 2025',
} as const;
