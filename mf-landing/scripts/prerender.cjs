// `npm run build` runs this after webpack: prerender.tsx under esbuild, with React's automatic
// JSX runtime as the apps' tsconfig has it.
require('esbuild-register/dist/node').register({ jsx: 'automatic', target: 'node20' });
require('./prerender.tsx');
