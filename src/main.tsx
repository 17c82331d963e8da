import { createApiClient } from './api/create-api-client';
import { startApp } from './app/start-app';
import './renderer/schema-form.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const apiBaseUrl = import.meta.env.VITE_API_BASE_URL ?? '';
if (apiBaseUrl === '') {
  // no platform configured: the msw mock platform answers /api in the browser
  const { startMockPlatform } = await import('./mocks/start-mock-platform');
  await startMockPlatform();
}

startApp(container, createApiClient(apiBaseUrl === '' ? {} : { baseUrl: apiBaseUrl }));
