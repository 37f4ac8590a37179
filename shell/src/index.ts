import { preloadPublicArea } from './app/area-preload';

// The page's area starts downloading now, alongside the shell's own code.
preloadPublicArea(window.location.pathname);

// Async boundary: the federation runtime negotiates shared singletons before any app code runs.
void import('./bootstrap');
