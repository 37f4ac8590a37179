// `npm run build` runs this after webpack: prerender.tsx under esbuild, with React's automatic
// JSX runtime as the apps' tsconfig has it. Node runs it with `--conditions=development`, so the
// workspace packages resolve to their sources (api-contract's `values`, which shared-ui imports,
// is otherwise its `dist/` build, which a remote's own build does not make).
require('esbuild-register/dist/node').register({ jsx: 'automatic', target: 'node20' });
require('./prerender.tsx');
