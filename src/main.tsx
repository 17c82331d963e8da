import { createApiClient } from './api/create-api-client';
import { startApp } from './app/start-app';
import './renderer/schema-form.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const apiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
// The msw mock platform answers /api in the page only in the offline demo build (`vite build
// --mode demo`) and in `npm start` without a platform. A production build folds this to `false`,
// so the mock modules are not in it at all (scripts/check-bundle.ts proves it after every build).
if (import.meta.env.MODE === 'demo' || (import.meta.env.DEV && apiBaseUrl === '')) {
  const { startMockPlatform } = await import('./mocks/start-mock-platform');
  await startMockPlatform();
}

// production: the platform's /api on this origin (a reverse proxy) unless VITE_API_BASE_URL names one
await startApp(container, createApiClient(apiBaseUrl === '' ? {} : { baseUrl: apiBaseUrl }));
