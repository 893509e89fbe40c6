import { CONSENT_WORDING } from '@arogya/contracts';
import { useTranslation } from 'react-i18next';

/**
 * The words of a consent in the shopper's language: the server sends (and records) the English
 * of CONSENT_WORDING; a shopper reading Hindi is shown its Hindi. Words the shop does not know
 * are shown as they came.
 */
export function useConsentWording(): (english: string) => string {
  const { t } = useTranslation('messages');
  return (english) =>
    english === CONSENT_WORDING.whatsapp
      ? t('consent.whatsapp')
      : english === CONSENT_WORDING.marketing
        ? t('consent.marketing')
        : english;
}
