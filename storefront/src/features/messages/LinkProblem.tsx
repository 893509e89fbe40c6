import { Link } from 'react-router-dom';

/**
 * What a message's link shows when it cannot be used (no token, a token the server did not
 * sign, an account that is gone): the server's reason, and the ways on — the same choices on
 * the profile page after signing in, or writing to the shop.
 */
export default function LinkProblem({ message }: { message: string }) {
  return (
    <section
      aria-labelledby="link-problem-title"
      data-testid="link-problem"
      className="mx-auto max-w-xl px-4 py-16 text-center sm:py-20"
    >
      <p className="text-sm font-semibold tracking-wide text-green-700">Your messages</p>
      <h1 id="link-problem-title" className="mt-2 text-3xl font-bold text-gray-900">
        This link does not work
      </h1>
      <p role="alert" data-testid="link-problem-message" className="mt-4 text-gray-700">
        {message}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link
          to="/login?redirect=profile"
          className="inline-flex min-h-11 items-center justify-center rounded-xl bg-green-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-green-800"
        >
          Sign in to choose your messages
        </Link>
        <Link
          to="/contactUs"
          className="inline-flex min-h-11 items-center justify-center rounded-xl border border-gray-300 px-5 py-2.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
        >
          Contact Us
        </Link>
      </div>
    </section>
  );
}
