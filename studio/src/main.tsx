import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { loadAllOnDemandModules } from '../../src/engine/rules/load-on-demand-modules';
import { StudioApp } from './studio-app';
import { studioI18n } from './studio-i18n';
import './studio.css';

const container = document.getElementById('studio-root');
// the studio validates and previews forms without loadVariant: the on-demand modules (phone rules and widget) first (issue 18)
if (container) {
  void loadAllOnDemandModules().finally(() =>
    createRoot(container).render(
      <StrictMode>
        <I18nextProvider i18n={studioI18n}>
          <StudioApp />
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}
