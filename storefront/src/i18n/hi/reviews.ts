import type en from '../en/reviews.js';
import type { Translation } from '../types.js';

/** हिन्दी: reviews. */
export default {
  heading: 'रेटिंग और रिव्यू',
  list: 'रिव्यू',
  loading: 'रिव्यू लोड हो रहे हैं…',
  loadFailed: 'रिव्यू लोड नहीं हो सके।',
  empty: 'अभी कोई रिव्यू नहीं है। रिव्यू उन ग्राहकों के होते हैं जिन्होंने इसे खरीदा है।',
  count_one: '{{n}} रिव्यू',
  count_other: '{{n}} रिव्यू',
  sort: {
    label: 'क्रम',
    newest: 'सबसे नए',
    highest: 'सबसे ज़्यादा रेटिंग',
    lowest: 'सबसे कम रेटिंग',
  },
  summary: {
    average: '5 में से औसत {{rating}}, कुल ',
    spread: 'रेटिंग किस तरह बँटी है',
    level_one: '{{count}} स्टार: {{reviews}}',
    level_other: '{{count}} स्टार: {{reviews}}',
    bar: '{{stars}} स्टार',
  },
  stars: {
    outOf5: '5 में से {{rating}} स्टार',
    count_one: '{{count}} स्टार',
    count_other: '{{count}} स्टार',
    words: {
      poor: 'खराब',
      fair: 'ठीक-ठाक',
      good: 'अच्छा',
      veryGood: 'बहुत अच्छा',
      excellent: 'शानदार',
    },
  },
  card: {
    bought: 'खरीदा: {{variant}}',
    verified: 'वेरिफ़ाइड खरीदारी',
    photos: '{{author}} की फ़ोटो',
    photoAlt: '{{author}} की फ़ोटो {{n}}: {{title}}',
    opensLarger: '{{alt}} (बड़ी करके खुलती है)',
    reply: '{{shop}} का जवाब',
  },
  pager: {
    label: 'रिव्यू के पेज',
    previous: 'पिछला',
    next: 'अगला',
    page: 'पेज {{page}} / {{pages}}',
  },
  photo: {
    label: 'फ़ोटो',
    close: 'फ़ोटो बंद करें',
  },
  status: {
    pending: 'रिव्यू की जाँच बाकी है',
    published: 'रिव्यू प्रकाशित हो गया',
    hidden: 'रिव्यू दिखाया नहीं गया',
  },
  write: {
    button: 'रिव्यू लिखें',
    of: '{{name}} का',
    heading: '{{name}} का रिव्यू',
    thanks: 'धन्यवाद! जाँच के बाद आपका रिव्यू दिखने लगेगा।',
    done: 'हो गया',
  },
  form: {
    rating: 'आपकी रेटिंग',
    required: '(ज़रूरी)',
    title: 'शीर्षक',
    titlePlaceholder: 'सबसे ज़रूरी बात क्या है?',
    text: 'आपका रिव्यू',
    textPlaceholder: 'आपने इसे कैसे इस्तेमाल किया? क्या अच्छा लगा, क्या नहीं?',
    submit: 'रिव्यू भेजें',
    sending: 'भेजा जा रहा है…',
    ratingRequired: '1 से 5 स्टार के बीच रेटिंग चुनें।',
    titleRequired: 'अपने रिव्यू को एक शीर्षक दें।',
    textRequired: 'दूसरे ग्राहकों को बताएँ कि आपको यह कैसा लगा।',
    waitPhotos: 'आपकी फ़ोटो अपलोड होने तक रुकें।',
    notSent: 'आपका रिव्यू भेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  },
  photos: {
    label: 'फ़ोटो',
    hint: 'ज़्यादा से ज़्यादा {{max}}: PNG, JPEG, WebP या GIF, हर एक ज़्यादा से ज़्यादा 5 MB।',
  },
} satisfies Translation<typeof en>;
