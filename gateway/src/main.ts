import 'reflect-metadata';
import {
  closeOnSignals,
  createLogger,
  LOGGER,
  NestPinoLogger,
  type Logger,
} from '@arogya/platform';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { GATEWAY_CONFIG, type GatewayEnv } from './config.js';
import { installHttpHooks } from './http/hooks.js';
import { HttpErrorFilter } from './http/http-error.filter.js';

const adapter = new FastifyAdapter({ trustProxy: true, bodyLimit: 1024 * 1024 });
const app = await NestFactory.create<NestFastifyApplication>(AppModule, adapter, {
  logger: new NestPinoLogger(createLogger('gateway')),
});
const config = app.get<GatewayEnv>(GATEWAY_CONFIG);
const log = app.get<Logger>(LOGGER);

installHttpHooks(app.getHttpAdapter().getInstance());
app.useGlobalFilters(new HttpErrorFilter(log));
app.enableCors({
  origin: config.CORS_ORIGINS === '*' ? true : config.CORS_ORIGINS.split(',').map((o) => o.trim()),
  exposedHeaders: ['Content-Range', 'X-Correlation-Id'],
});
app.useStaticAssets({
  root: config.PRODUCT_IMAGES_DIR,
  prefix: '/images/products/',
  maxAge: '7d',
  immutable: true,
});
const openApi = new DocumentBuilder()
  .setTitle('Arogya API')
  .setDescription('The /api contract of the Arogya wellness shop (SPEC §7)')
  .setVersion('1')
  .build();
SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), {
  jsonDocumentUrl: 'api/docs/openapi.json',
});

await app.listen(config.PORT, config.HOST);
log.info({ port: config.PORT }, 'Gateway listening');
closeOnSignals(() => app.close(), log);
