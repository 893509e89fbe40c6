import { LANGUAGE_NAMES, type ShopLanguage } from '@arogya/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveMyPreferences } from '../../api/notifications.js';
import { setLanguage } from '../../i18n/index.js';
import { useAppSelector } from '../../store/index.js';

/**
 * The switch between English and Hindi (issue 31): it names the other language in that
 * language ("हिन्दी", "English"), as a shopper who cannot read this one looks for it. The
 * choice is remembered in this browser and, for a signed-in shopper, as the language of the
 * shop's messages too.
 */
export default function LanguageSwitch({ className }: { className: string }) {
  const { i18n, t } = useTranslation();
  const signedIn = useAppSelector((s) => !!s.auth.user);
  const [busy, setBusy] = useState(false);
  const other: ShopLanguage = i18n.language === 'hi' ? 'en' : 'hi';

  const change = async () => {
    setBusy(true);
    try {
      await setLanguage(other);
      // the messages follow; a failure here leaves the page's language as chosen
      if (signedIn) await saveMyPreferences({ language: other }).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      data-testid="language-switch"
      aria-busy={busy}
      onClick={() => void change()}
      className={className}
    >
      {/* the name a voice user says is the one shown, in its own language */}
      <span lang={other}>{LANGUAGE_NAMES[other]}</span>
      <span className="sr-only"> ({t('language.switchToName')})</span>
    </button>
  );
}
