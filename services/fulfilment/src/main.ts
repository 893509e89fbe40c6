import { runService } from '@arogya/platform';
import { AppModule } from './app.module.js';

await runService('fulfilment', AppModule);
