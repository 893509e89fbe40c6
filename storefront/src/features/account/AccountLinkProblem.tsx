import LinkProblemPanel from '../../components/content/LinkProblemPanel.js';

/** What an account link says when it has no token at all (the server is not asked). */
export const INCOMPLETE_LINK =
  'This link is not complete. Open it again from the e-mail, or ask for a new one.';

/**
 * An account e-mail's link (a password reset, an address to verify) that cannot be used: the
 * server's reason, and `newLink`, where a new one is asked for.
 */
export default function AccountLinkProblem({
  message,
  newLink,
}: {
  message: string;
  newLink: string;
}) {
  return (
    <LinkProblemPanel
      eyebrow="Your account"
      message={message}
      ways={[
        { label: 'Ask for a new link', to: newLink },
        { label: 'Contact Us', to: '/contactUs' },
      ]}
    />
  );
}
