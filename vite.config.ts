import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { redirectPlugin } from './src/app/routes/redirect-plugin';
import { cspReportPlugin } from './src/app/security/csp-reports';
import { framedInterfacePagesPlugin } from './src/app/security/framed-interface-pages';
import { headersFilePlugin, mockWorkerPlugin, releaseArtifactsPlugin } from './src/app/security/release-build-plugins';
import { securityHeaders } from './src/app/security/security-headers';

const DEV_PORT = 5173;
const PREVIEW_PORT = 4173;
const PROVIDER_PORT = 5174;

interface ProviderServerHandle {
  close?: () => unknown;
}

/**
 * `npm start` also serves the provider simulators on a second origin, so cross-origin
 * postMessage and origin checks are real in development (DESIGN §2.8).
 */
function providerOriginPlugin(providerOrigin: string): Plugin {
  return {
    name: 'casino:provider-origin',
    apply: 'serve',
    async configureServer(server) {
      let handle: ProviderServerHandle | undefined;
      try {
        // loaded through Vite so the TypeScript module needs no separate build step
        const module = (await server.ssrLoadModule('/providers/server.ts')) as {
          startProviderServer: (options: { port: number }) => Promise<ProviderServerHandle | undefined>;
        };
        handle = await module.startProviderServer({ port: PROVIDER_PORT });
      } catch (error) {
        server.config.logger.error(`provider simulators did not start: ${String(error)}`);
      }
      server.httpServer?.once('close', () => void handle?.close?.());
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        server.config.logger.info(`  ➜  Site:            http://localhost:${DEV_PORT}/`);
        server.config.logger.info(`  ➜  Provider origin: ${providerOrigin}/`);
      };
    },
  };
}

function originOf(url: string): string | undefined {
  return /^https?:\/\//i.test(url) ? new URL(url).origin : undefined;
}

/**
 * Modes: `production` (`npm run build`: no mock platform, no msw worker; `/api` is the platform on
 * this origin or VITE_API_BASE_URL), `demo` (`npm run build:demo`: the offline site with the msw
 * mock platform in the page, which `npm run preview` and Playwright serve) and `development`
 * (`npm start`: the mock platform unless VITE_API_BASE_URL names a platform).
 */
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const providerOrigin = env.VITE_PROVIDER_ORIGIN || `http://localhost:${PROVIDER_PORT}`;
  // the card holder's bank's 3-D Secure page (spec 2 §4): another origin, framed only (locally the provider server as 127.0.0.1)
  const threeDsOrigin = env.VITE_THREE_DS_ORIGIN || `http://127.0.0.1:${PROVIDER_PORT}`;
  const apiBaseUrl = env.VITE_API_BASE_URL ?? '';
  // the same condition src/main.tsx folds at build time
  const mockPlatform = mode === 'demo' || (command === 'serve' && mode === 'development' && apiBaseUrl === '');
  // a real platform: /api is proxied there (API_PROXY_TARGET, or the origin of an absolute base URL)
  const proxyTarget = env.API_PROXY_TARGET || originOf(apiBaseUrl);
  const proxy: Record<string, ProxyOptions> | undefined = proxyTarget
    ? { '/api': { target: proxyTarget, changeOrigin: true, secure: true } }
    : undefined;
  const headers = securityHeaders({
    providerOrigins: [providerOrigin],
    frameOnlyOrigins: [threeDsOrigin],
    apiOrigin: originOf(apiBaseUrl),
    // the mock platform runs in the page and asks the provider simulators (demo only)
    connectOrigins: mockPlatform ? [providerOrigin] : [],
    mockPlatform,
  });

  return {
    plugins: [
      react(),
      providerOriginPlugin(providerOrigin),
      redirectPlugin(),
      cspReportPlugin(),
      mockWorkerPlugin(mockPlatform),
      headersFilePlugin(headers),
      framedInterfacePagesPlugin(headers),
      releaseArtifactsPlugin(),
    ],
    resolve: {
      // rjsf's markdown renderer (30 kB gz) for options our content never turns on: plain text instead (issue 18)
      alias: [{ find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/renderer/markdown/plain-text-markdown.tsx', import.meta.url)) }],
    },
    define: {
      'import.meta.env.VITE_PROVIDER_ORIGIN': JSON.stringify(providerOrigin),
      'import.meta.env.VITE_THREE_DS_ORIGIN': JSON.stringify(threeDsOrigin),
    },
    server: {
      port: DEV_PORT,
      strictPort: true,
      proxy,
    },
    preview: {
      port: PREVIEW_PORT,
      strictPort: true,
      proxy,
      // the built site is served with the production headers, so e2e catches CSP violations
      // (`vite preview --mode demo` for the demo build: its CSP also allows the mock worker)
      headers,
    },
    build: {
      // maps for the error reporter, referenced by no script and moved out of the public
      // directory into <outDir>-sourcemaps/ (releaseArtifactsPlugin)
      sourcemap: 'hidden',
      // no data: URLs for fonts and scripts under the CSP: every asset is a file of its own
      assetsInlineLimit: 0,
    },
  };
});
