import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';
import type { PageMeta } from '../config/page-meta.js';

function setTag(selector: string, create: () => HTMLElement, attr: string, value: string) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

/**
 * Keeps the document's head true to the page shown: the matched route's title and description
 * (its `handle`), a robots `noindex` while a page that asks for it is shown, and the canonical
 * link of the current path on every page. Pages whose title depends on what they show (a
 * product, a listing) set theirs with `useDocumentTitle`.
 */
export function usePageMeta(): void {
  const matches = useMatches();
  const { pathname } = useLocation();
  const meta = matches.at(-1)?.handle as PageMeta | undefined;
  // a page's title and description are read in the language shown, again when it changes
  const { i18n } = useTranslation();
  const language = i18n.language;

  useEffect(() => {
    if (!meta) return;
    document.title = `${meta.title} | Arogya`;
    setTag(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      'content',
      meta.description,
    );
  }, [meta, language]);

  const noindex = meta?.noindex === true;
  useEffect(() => {
    if (!noindex) return;
    const tag = Object.assign(document.createElement('meta'), {
      name: 'robots',
      content: 'noindex',
    });
    document.head.appendChild(tag);
    return () => tag.remove();
  }, [noindex]);

  useEffect(() => {
    setTag(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
      `${window.location.origin}${pathname}`,
    );
  }, [pathname]);
}
