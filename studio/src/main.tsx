import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { StudioApp } from './studio-app';
import { studioI18n } from './studio-i18n';
import './studio.css';

const container = document.getElementById('studio-root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={studioI18n}>
        <StudioApp />
      </I18nextProvider>
    </StrictMode>,
  );
}
