import { startProviderServer } from '../providers/server';

// the second origin of the provider simulators for e2e (Playwright webServer), as `npm start` has
const port = Number(process.env.PROVIDER_PORT ?? 5174);
await startProviderServer({ port });
console.log(`provider simulators on http://localhost:${port}/`);
