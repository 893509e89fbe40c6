import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App.js';
import { loadLanguage } from './i18n';

// the first screen is drawn in the admin's language (Hindi's texts fetched first if chosen)
await loadLanguage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
