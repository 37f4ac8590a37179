// Runs this remote alone for its team (`npm run dev -w mf-plm`), outside the shell.
import { createRoot } from 'react-dom/client';
import { AtelierThemeProvider, GlobalStyle, mountStandalone } from '@atelier/shared-ui';
import lifecycles from './app/lifecycles';

const styles = document.createElement('div');
document.body.prepend(styles);
createRoot(styles).render(
  <AtelierThemeProvider>
    <GlobalStyle />
  </AtelierThemeProvider>,
);
void mountStandalone('mf_plm', lifecycles);
