import LinkProblemPanel from '../../components/content/LinkProblemPanel.js';

/**
 * What a message's link shows when it cannot be used (no token, a token the server did not
 * sign, an account that is gone): the server's reason, and the ways on — the same choices on
 * the profile page after signing in, or writing to the shop.
 */
export default function LinkProblem({ message }: { message: string }) {
  return (
    <LinkProblemPanel
      eyebrow="Your messages"
      message={message}
      ways={[
        { label: 'Sign in to choose your messages', to: '/login?redirect=profile' },
        { label: 'Contact Us', to: '/contactUs' },
      ]}
    />
  );
}
