import NotFoundPanel from '../components/content/NotFoundPanel.js';

/** Any path no page of SPEC §2 owns (the gateway answers it with status 404). */
export default function NotFound() {
  return <NotFoundPanel />;
}
