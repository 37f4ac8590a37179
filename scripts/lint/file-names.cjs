// @ts-check
// One file-naming rule for the monorepo (issue 24), enforced by lint as bulletproof-react does
// with eslint-plugin-check-file, written here because it is one regular expression per kind of
// package: a file is named in its ecosystem's case.
// - Browser packages (shell, shared-ui, inbox, the remotes): camelCase, or PascalCase for a
//   component (`Button.tsx`, `useUploader.ts`, `apiClient.ts`), as React's ecosystem names files.
// - Node packages (auth-service, api-contract, build-config, scripts, e2e): kebab-case
//   (`application-status.ts`), as Node's does.
// The name is checked up to its first dot, so `Button.test.tsx` and `webpack.config.ts` are
// checked as `Button` and `webpack`.

const BROWSER_PACKAGES = ['shell', 'shared-ui', 'inbox', 'mf-'];
const CAMEL_OR_PASCAL = /^[A-Za-z][A-Za-z0-9]*$/;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The expected case of a repository path, and whether its name has it.
 * @param {string} relativePath the file's path from the repository's root, with `/`
 * @returns {{ ok: boolean, expected: string, name: string }}
 */
function checkFileName(relativePath) {
  const [topFolder = ''] = relativePath.split('/');
  const name = (relativePath.split('/').pop() ?? '').split('.')[0] ?? '';
  const browser = BROWSER_PACKAGES.some((prefix) =>
    prefix.endsWith('-') ? topFolder.startsWith(prefix) : topFolder === prefix,
  );
  return browser
    ? { ok: CAMEL_OR_PASCAL.test(name), expected: 'camelCase (PascalCase for a component)', name }
    : { ok: KEBAB.test(name), expected: 'kebab-case', name };
}

/** @type {import('eslint').Rule.RuleModule} */
const fileNameCase = {
  meta: {
    type: 'suggestion',
    docs: { description: "Names a file in its package's case (scripts/lint/file-names.cjs)." },
    messages: { wrongCase: "'{{name}}' is not {{expected}}: rename the file." },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const relative = context.filename
          .slice(context.cwd.length + 1)
          .split('\\')
          .join('/');
        const { ok, expected, name } = checkFileName(relative);
        if (!ok) context.report({ node, messageId: 'wrongCase', data: { name, expected } });
      },
    };
  },
};

module.exports = { checkFileName, fileNamesPlugin: { rules: { 'file-name-case': fileNameCase } } };
