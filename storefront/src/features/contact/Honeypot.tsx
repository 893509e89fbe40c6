import { useTranslation } from 'react-i18next';

/**
 * The field people never see and robots fill in (`website`): moved off screen rather than
 * `display: none`, which robots skip; out of the tab order, hidden from assistive technology
 * and from autofill, so that no person fills it by accident. The server takes a message with
 * it filled for spam.
 */
export default function Honeypot({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('messages');
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor="contact-website">{t('contact.honeypot')}</label>
      <input
        id="contact-website"
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
