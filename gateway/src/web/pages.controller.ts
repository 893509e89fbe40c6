import { isEntityId, parseProductQuery, STOREFRONT_PAGES, type Product } from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config.js';
import { CatalogCache } from '../products/catalog-cache.js';
import { listRead, productRead, type CatalogRead } from '../products/products.controller.js';
import { languageOf } from './language.js';
import { collectionHead, pageTitle, productHead, withHead, type PageHead } from './page-head.js';

/**
 * What robots.txt keeps crawlers out of: the API and the personal pages (a cart, an account, an
 * order, the pages that open a link from a message).
 */
const DISALLOWED = [
  '/api/',
  '/checkout',
  '/profile',
  '/my-orders',
  '/order/',
  '/messages/',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
];

/**
 * Pages a crawler may list: the storefront's, less those robots.txt keeps it out of, those with
 * an id, and those with nothing to find (the home page redirects; sign-in; a confirmation).
 */
const PUBLIC_PAGES = STOREFRONT_PAGES.filter(
  (p) =>
    !p.includes(':') &&
    !DISALLOWED.some((d) => p === d || p.startsWith(d.endsWith('/') ? d : `${d}/`)) &&
    !['/', '/login', '/register', '/order-confirmation'].includes(p),
);
/**
 * The picture a product page opens on: that of the variant it shows first (the first in stock,
 * else the first), or the product's when the variant has none of its own.
 */
function firstPicture(p: Product): string | undefined {
  const variants = p.variants ?? [];
  const shown = variants.find((v) => v.countInStock > 0) ?? variants[0];
  return (shown?.images.length ? shown.images : p.images)[0]?.url;
}

/** What `/` shows: the listing of every product (SPEC §2: the home page shows it). */
export const HOME_COLLECTION = 'all';
/** Products per sitemap read (the catalogue's largest page). */
const SITEMAP_PAGE = 200;

const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The storefront pages whose `<head>` the gateway writes itself, so that crawlers and link
 * previews, which run no script, see what a shopper sees: a product's name, description, price
 * and image (with Product, or ProductGroup of its variants, and BreadcrumbList JSON-LD), a
 * listing's name (the shop's Organization on the home listing); an unknown product answers 404.
 * Also `/robots.txt` and a `/sitemap.xml` made from the catalogue. Any other page path keeps the
 * plain `index.html`.
 */
@ApiExcludeController()
@Controller()
export class PagesController {
  private readonly html: string | null;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayEnv,
    private readonly rpc: RpcClient,
    private readonly cache: CatalogCache,
  ) {
    const index = join(config.STOREFRONT_DIR, 'index.html');
    this.html = existsSync(index) ? readFileSync(index, 'utf8') : null;
  }

  /** The shop's public origin: `PUBLIC_URL`, else the one the request was made to. */
  private origin(req: FastifyRequest): string {
    return (this.config.PUBLIC_URL ?? `${req.protocol}://${req.host}`).replace(/\/$/, '');
  }

  private page(req: FastifyRequest, reply: FastifyReply, status: number, head: PageHead) {
    if (!this.html) {
      void reply.status(404).send({ message: 'The storefront is not built: run `npm run build`' });
      return;
    }
    void reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(withHead(this.html, { ...head, lang: languageOf(req) }));
  }

  private async read<T>(read: CatalogRead): Promise<{ status: number; value: T | null }> {
    const { status, body } = await this.cache.get(read.key, read.load, false, read.tags);
    return { status, value: status === 200 ? (JSON.parse(body.toString('utf8')) as T) : null };
  }

  /**
   * The home page is the whole catalogue (SPEC §2): answered here as the listing of every
   * product itself, its head canonical at /collections/all and its JSON and first image
   * preloaded, so that a phone starts on the listing at once: no empty page, footer and "Showing
   * 0 products" while the script arrives only to move elsewhere (a layout shift of 0.8, issue
   * 31), and no redirect's round trip (700 ms of LCP on Lighthouse's slow 4G, measured).
   */
  @Get()
  async home(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    await this.collection(HOME_COLLECTION, req, reply);
  }

  @Get('product/:id')
  async product(@Param('id') id: string, @Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const origin = this.origin(req);
    const found = isEntityId(id) ? await this.read<Product>(productRead(this.rpc, id)) : null;
    if (!found?.value) {
      const status = found && found.status !== 404 ? found.status : 404;
      this.page(req, reply, status >= 500 ? 503 : status, {
        title: pageTitle('Product not found'),
        description: 'This product does not exist or is no longer sold.',
        url: `${origin}/collections/all`,
      });
      return;
    }
    const head = productHead(origin, found.value);
    // its JSON and its first picture (the LCP element) fetched with the page's script, not
    // after it has run; a `?variant=` may show another picture, so only the plain address
    const image = firstPicture(found.value);
    if (!req.url.includes('?')) {
      head.preload = [
        { href: `/api/products/${encodeURIComponent(id)}`, as: 'fetch' },
        ...(image ? [{ href: image, as: 'image' as const }] : []),
      ];
    }
    this.page(req, reply, 200, head);
  }

  @Get('collections/:collection')
  async collection(
    @Param('collection') slug: string,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ) {
    const head = collectionHead(this.origin(req), slug);
    // the listing as the storefront will ask for it (no filter in the address): its JSON and
    // its first card's image are fetched with the page's script, not after it
    const query = parseProductQuery({ collection: slug });
    if (!req.url.includes('?') && query.ok) {
      const { value } = await this.read<Product[]>(listRead(this.rpc, query.value));
      const image = value?.[0]?.images[0]?.url;
      head.preload = [
        { href: `/api/products?collection=${encodeURIComponent(slug)}`, as: 'fetch' },
        ...(image ? [{ href: image, as: 'image' as const }] : []),
      ];
    }
    this.page(req, reply, 200, head);
  }

  @Get('robots.txt')
  robots(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const body = [
      'User-agent: *',
      'Allow: /',
      // the console is not listed as off limits: its pages show nothing without an admin's
      // sign-in (they go to /login), and the SEO audit of issue 17 holds it to 100 like the rest
      ...DISALLOWED.map((d) => `Disallow: ${d}`),
      '',
      `Sitemap: ${this.origin(req)}/sitemap.xml`,
      '',
    ].join('\n');
    void reply.type('text/plain; charset=utf-8').header('cache-control', 'max-age=3600').send(body);
  }

  @Get('sitemap.xml')
  async sitemap(@Req() req: FastifyRequest, @Res() reply: FastifyReply) {
    const origin = this.origin(req);
    const urls = PUBLIC_PAGES.map((p) =>
      p === '/collections/:collection' ? '/collections/all' : p,
    ).map((p) => ({ loc: `${origin}${p}`, lastmod: undefined as string | undefined }));
    urls.unshift({ loc: `${origin}/collections/all`, lastmod: undefined });
    for (let page = 1; ; page++) {
      const query = parseProductQuery({ limit: String(SITEMAP_PAGE), page: String(page) });
      if (!query.ok) break;
      const { value } = await this.read<Product[]>(listRead(this.rpc, query.value));
      for (const p of value ?? []) {
        urls.push({ loc: `${origin}/product/${p._id}`, lastmod: p.updatedAt?.slice(0, 10) });
      }
      if (!value || value.length < SITEMAP_PAGE) break;
    }
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...[...new Map(urls.map((u) => [u.loc, u])).values()].map(
        (u) =>
          `  <url><loc>${xml(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
      '',
    ].join('\n');
    void reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'max-age=600')
      .send(body);
  }
}
