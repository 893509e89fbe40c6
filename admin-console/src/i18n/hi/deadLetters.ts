import type { deadLetters as en } from '../en/deadLetters';
import type { Translation } from '../types';

export const deadLetters: Translation<typeof en> = {
  deadLetters: {
    title: 'डेड लेटर',
    loadError: 'डेड लेटर: %{error}',
    auditTrail: 'ऑडिट ट्रेल',
    none: 'कोई डेड लेटर नहीं',
    noneNote: 'हर इवेंट हर कंज़्यूमर ने संभाल लिया।',
    deliveries: '%{smart_count} डिलीवरी |||| %{smart_count} डिलीवरी',
    firstFailed: 'पहली बार असफल',
    payload: 'पेलोड',
    hidePayload: 'पेलोड छिपाएँ',
    eventId: 'इवेंट ID (मूल मैसेज ID)',
    noEventId: 'कोई नहीं',
    published: 'प्रकाशित',
    failedAgain: 'फिर से चलाने के बाद फिर असफल',
    error: 'गड़बड़ी',
    replay: {
      button: 'फिर से चलाएँ',
      done: 'डेड लेटर #%{id} फिर से चलाया गया',
      title: 'डेड लेटर #%{id} फिर से चलाएँ?',
      body: 'इवेंट उसी ID के साथ, जैसा प्रकाशित हुआ था वैसा ही, %{subject} पर वापस जाता है: जिन कंज़्यूमर ने उसे संभाल लिया है वे उसे छोड़ देते हैं, और %{consumer} फिर से कोशिश करता है। पहले वह ठीक करें जिससे यह असफल हुआ।',
    },
    discard: {
      button: 'छोड़ दें',
      done: 'डेड लेटर #%{id} छोड़ दिया गया',
      title: 'डेड लेटर #%{id} छोड़ दें?',
      body: '%{consumer} यह इवेंट नहीं संभालेगा। कारण बताएँ: कारण ऑडिट ट्रेल में रखा जाता है।',
      reason: 'कारण',
    },
    audit: {
      title: 'डेड लेटर ऑडिट',
      back: 'डेड लेटर',
      none: 'अभी तक कोई डेड लेटर फिर से चलाया या छोड़ा नहीं गया',
      replayed: 'फिर से चलाया',
      discarded: 'छोड़ा गया',
    },
  },
};
