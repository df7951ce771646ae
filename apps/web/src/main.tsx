import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/providers';
import { reloadOnStaleChunk } from './lib/reload-on-stale-chunk';
import { installPaletteVariables } from './shared/theme/palette-css';
import { applyThemeToDocument, initialTheme } from './shared/theme/theme-storage';
import './styles/base.css';

// Before the first paint, so a dark-theme visitor never sees a light flash.
installPaletteVariables();
applyThemeToDocument(initialTheme());

reloadOnStaleChunk();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(<AppRoot />);
