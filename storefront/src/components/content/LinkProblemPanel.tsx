import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PRIMARY_LINK, SECONDARY_LINK } from './buttons.js';

/** A way on from a link that does not work. */
export interface WayOn {
  label: string;
  to: string;
}

/**
 * What a link from a message shows when it cannot be used (no token, a token the server did
 * not sign or that is spent): the server's reason, and the ways on (the first one leads).
 */
export default function LinkProblemPanel({
  eyebrow,
  message,
  ways,
}: {
  /** what the link was for ("Your messages", "Your account") */
  eyebrow: string;
  message: string;
  ways: [WayOn, ...WayOn[]];
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="link-problem-title"
      data-testid="link-problem"
      className="mx-auto max-w-xl px-4 py-16 text-center sm:py-20"
    >
      <p className="text-sm font-semibold tracking-wide text-green-700">{eyebrow}</p>
      <h1 id="link-problem-title" className="mt-2 text-3xl font-bold text-gray-900">
        {t('linkProblem.title')}
      </h1>
      <p role="alert" data-testid="link-problem-message" className="mt-4 text-gray-700">
        {message}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {ways.map((way, i) => (
          <Link key={way.to} to={way.to} className={i === 0 ? PRIMARY_LINK : SECONDARY_LINK}>
            {way.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
