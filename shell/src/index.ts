import { preloadPublicArea } from './app/federatedAreaLoader';

// The page's area starts downloading now, alongside the shell's own code.
preloadPublicArea(window.location.pathname);

// Async boundary: the federation runtime negotiates shared singletons before any app code runs.
// In a task of its own, so that starting the runtime and negotiating the shared libraries are
// two shorter tasks rather than one long one that input would wait behind.
setTimeout(() => void import('./bootstrap'), 0);
