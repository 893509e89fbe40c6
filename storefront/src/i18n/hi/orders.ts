import type en from '../en/orders.js';
import type { Translation } from '../types.js';

/** हिन्दी: orders. */
export default {
  myOrders: {
    heading: 'मेरे ऑर्डर',
    count_one: '{{count}} ऑर्डर',
    count_other: '{{count}} ऑर्डर',
  },
  table: {
    loading: 'आपके ऑर्डर लोड हो रहे हैं...',
    none: 'आपने अभी तक कोई ऑर्डर नहीं दिया है।',
    startShopping: 'खरीदारी शुरू करें',
    caption: 'आपके ऑर्डर; ऑर्डर की पूरी जानकारी देखने के लिए कोई पंक्ति चुनें',
    itemAlt: 'ऑर्डर का आइटम',
    columns: {
      image: 'फ़ोटो',
      order: 'ऑर्डर',
      created: 'तारीख',
      shipping: 'शिपिंग',
      items: 'आइटम',
      total: 'कुल',
      status: 'स्थिति',
    },
  },
  paid: 'भुगतान हो गया',
  pending: 'भुगतान बाकी',
  status: {
    'Awaiting confirmation': 'कन्फ़र्मेशन बाकी',
    Processing: 'प्रोसेस हो रहा है',
    Shipped: 'भेज दिया गया',
    Delivered: 'डिलीवर हो गया',
    Returned: 'हमें वापस लौटा',
    Cancelled: 'रद्द हो गया',
  },
  documents: {
    invoice: 'इनवॉइस डाउनलोड करें',
    creditNote: 'क्रेडिट नोट डाउनलोड करें',
    invoiceFailed: 'इनवॉइस डाउनलोड नहीं हो सका',
    creditNoteFailed: 'क्रेडिट नोट डाउनलोड नहीं हो सका',
  },
  notAvailable: 'उपलब्ध नहीं',
  errors: {
    fetch: 'ऑर्डर लोड नहीं हो सके',
  },
} satisfies Translation<typeof en>;
