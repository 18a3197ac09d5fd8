// `npm run build`: install if needed and rebuild whatever is stale.
import { bootstrap } from './bootstrap.mjs';

await bootstrap();
