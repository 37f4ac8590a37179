import { Linter } from 'eslint';
import fileNames from './file-names.cjs';

const { checkFileName, fileNamesPlugin } = fileNames;

describe('one file-naming rule', () => {
  it.each([
    ['shared-ui/src/components/Button.tsx', true],
    ['shared-ui/src/components/Button.test.tsx', true],
    ['mf-client/src/features/post-job/api/postJob.ts', true],
    ['shell/src/app/federatedAreaLoader.ts', true],
    ['shell/src/app/federated-area-loader.ts', false],
    ['mf-marketplace/src/lib/api_client.ts', false],
    ['auth-service/src/modules/hiring/application-status.ts', true],
    ['auth-service/src/modules/hiring/applicationStatus.ts', false],
    ['api-contract/src/values/JobOptions.ts', false],
    ['e2e/phone-width.spec.ts', true],
    ['scripts/lint/file-names.test.ts', true],
  ])('%s is named in its package case: %s', (path, ok) => {
    expect(checkFileName(path).ok).toBe(ok);
  });

  it('is reported by lint with the case expected', () => {
    const linter = new Linter({ cwd: '/repo' });
    const lint = (filename: string) =>
      linter.verify(
        'export const answer = 42;',
        {
          files: ['**/*.ts'],
          plugins: { atelier: fileNamesPlugin },
          rules: { 'atelier/file-name-case': 'error' },
        },
        { filename },
      );
    expect(lint('/repo/shell/src/app/route-pattern.ts').map((m) => m.message)).toEqual([
      "'route-pattern' is not camelCase (PascalCase for a component): rename the file.",
    ]);
    expect(lint('/repo/auth-service/src/app.ts')).toEqual([]);
  });
});
