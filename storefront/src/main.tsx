import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { fetchTheRestWhenIdle, startI18n } from './i18n/index.js';
import { router } from './router.js';
import { store } from './store/index.js';
import './styles.css';

// the first screen is drawn in the shopper's language (Hindi's texts fetched first if chosen)
await startI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);

fetchTheRestWhenIdle();
