import type en from '../en/cart.js';
import type { Translation } from '../types.js';

/** हिन्दी: cart. */
export default {
  drawer: {
    label: 'आपका कार्ट',
    heading: 'आपका कार्ट',
    close: 'कार्ट बंद करें',
    empty: 'आपका कार्ट खाली है...',
    subtotal: 'सबटोटल',
    inclusiveOfTaxes: '(सभी करों सहित)',
    checkout: 'चेकआउट',
  },
  line: {
    decrease: '{{name}} एक कम करें',
    increase: '{{name}} एक और जोड़ें',
    each: '{{price}} प्रति नग',
    remove: 'हटाएँ',
    removeName: '{{name}} हटाएँ',
    size: 'साइज़: {{size}}',
    colour: 'रंग: {{colour}}',
  },
  toast: {
    added: 'प्रॉडक्ट कार्ट में डाल दिया गया!',
    viewCart: 'कार्ट देखें',
    addFailed: 'प्रॉडक्ट कार्ट में नहीं डाला जा सका!',
  },
  errors: {
    fetch: 'कार्ट लोड नहीं हो सका',
    add: 'कार्ट में नहीं डाला जा सका',
    remove: 'आइटम हटाया नहीं जा सका',
    merge: 'कार्ट मिलाया नहीं जा सका',
  },
} satisfies Translation<typeof en>;
