import type { templates as en } from '../en/templates';
import type { Translation } from '../types';

export const templates: Translation<typeof en> = {
  templates: {
    title: 'मैसेज टेम्पलेट',
    none: 'सूचना सर्विस में कोई टेम्पलेट नहीं है।',
    preview: 'प्रीव्यू',
    previewName: '%{name} का प्रीव्यू',
    allTemplates: 'सभी टेम्पलेट',
    loading: 'टेम्पलेट लोड हो रहा है',
    sample: 'नमूना डेटा से भरा गया: असली मैसेज में ऑर्डर और ग्राहक की अपनी जानकारी होती है।',
    subject: 'विषय',
    email: 'ईमेल',
    emailPreview: 'ईमेल प्रीव्यू: %{subject}',
    plain: 'सादा टेक्स्ट ईमेल',
    whatsapp: 'WhatsApp',
    titleOf: 'टेम्पलेट %{name}',
    titleLoading: 'टेम्पलेट',
    audience: { shopper: 'ग्राहक', staff: 'स्टाफ़' },
    category: { transactional: 'लेन-देन से जुड़ा', marketing: 'मार्केटिंग' },
  },
  settings: {
    title: 'सूचना सेटिंग',
    intro:
      'टीम में किसे नए ऑर्डर, असफल रिफ़ंड और विवादों की, और स्टॉक कम होने की सूचना मिलती है। ग्राहक अपने मैसेज खुद चुनते हैं।',
    saved: 'सूचना सेटिंग सेव हो गईं',
    notSaved: 'सेव नहीं हुआ: %{message}',
    loading: 'सूचना सेटिंग लोड हो रही हैं',
    orderEmails: 'ऑर्डर ईमेल',
    orderEmailsHelp: 'नए ऑर्डर और रोज़ का सारांश। हर लाइन में एक पता।',
    financeEmails: 'फ़ाइनेंस ईमेल',
    financeEmailsHelp: 'असफल रिफ़ंड और विवाद। हर लाइन में एक पता।',
    threshold: 'कम स्टॉक की सीमा',
    thresholdHelp: 'जब किसी प्रॉडक्ट का स्टॉक इतना या इससे कम हो जाता है, तो अलर्ट जाता है',
    digest: 'रोज़ का सारांश',
    digestHelp: 'कल के ऑर्डर और आमदनी, हर सुबह, ऑर्डर ईमेल पर',
  },
};
