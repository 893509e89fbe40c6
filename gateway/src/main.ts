import 'reflect-metadata';
import { isStorefrontPage } from '@arogya/contracts';
import {
  closeOnSignals,
  createLogger,
  LOGGER,
  NestPinoLogger,
  PlatformLifecycle,
  type Logger,
} from '@arogya/platform';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { constants as zlib } from 'node:zlib';
import { AppModule } from './app.module.js';
import { loadGatewayConfig } from './config.js';
import { installHttpHooks } from './http/hooks.js';
import { installJsonBodyParser } from './http/json-body.js';
import { securityHeaders } from './http/security-headers.js';
import { serveApp } from './web/storefront.js';
import { HttpErrorFilter } from './http/http-error.filter.js';

const config = loadGatewayConfig();
const BODY_LIMIT = 1024 * 1024;
// a path parameter may be a message link's signed token (`/api/notifications/preferences/:token`)
const adapter = new FastifyAdapter({
  trustProxy: config.TRUST_PROXY,
  bodyLimit: BODY_LIMIT,
  maxParamLength: 600,
});
const app = await NestFactory.create<NestFastifyApplication>(AppModule, adapter, {
  logger: new NestPinoLogger(createLogger('gateway')),
  // our own JSON parser (installJsonBodyParser) keeps the raw bytes for webhooks
  bodyParser: false,
});
const log = app.get<Logger>(LOGGER);

installHttpHooks(
  app.getHttpAdapter().getInstance(),
  securityHeaders({ razorpayCheckoutUrl: config.RAZORPAY_CHECKOUT_URL }),
);
installJsonBodyParser(app.getHttpAdapter().getInstance(), BODY_LIMIT);
const pages = [
  serveApp(app, config.ADMIN_CONSOLE_DIR, '/admin/'),
  serveApp(app, config.STOREFRONT_DIR, '/', isStorefrontPage),
].filter((p) => p !== null);
if (pages.length < 2) log.warn('Storefront or admin console not built: run `npm run build`');
app.useGlobalFilters(new HttpErrorFilter(log, pages));
app.enableCors({
  origin: config.CORS_ORIGINS === '*' ? true : config.CORS_ORIGINS.split(',').map((o) => o.trim()),
  exposedHeaders: ['Content-Range', 'X-Correlation-Id'],
});
// JSON and pages compressed when asked (Accept-Encoding) and worth it; the built apps' files
// are sent from their precompressed copies instead (serveApp), and images never
await app.register(compress, {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  // quick settings: these bodies are made per request (the build's copies use the best)
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
});
await app.register(multipart, {
  limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 },
});
app.useStaticAssets({
  root: config.PRODUCT_IMAGES_DIR,
  prefix: '/images/products/',
  maxAge: '7d',
  immutable: true,
});
// /uploads/ is served from the upload store (disk or S3) by UploadFilesController
const openApi = new DocumentBuilder()
  .setTitle('Arogya API')
  .setDescription('The /api contract of the Arogya wellness shop (SPEC §7)')
  .setVersion('1')
  .build();
SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), {
  jsonDocumentUrl: 'api/docs/openapi.json',
});

await app.listen(config.PORT, config.HOST);
app.get(PlatformLifecycle).markStarted();
log.info({ port: config.PORT }, 'Gateway listening');
closeOnSignals(() => app.close(), log);
