import { CONTRACT_VERSION } from '@atelier/shared-ui/contract';
import { contractIncompatibility } from './areaContract';

describe('contractIncompatibility', () => {
  const cases: [remote: unknown, shell: string, reason: string | null][] = [
    ['1.0', '1.0', null],
    ['1.3', '1.0', null],
    ['1.0', '1.7', null],
    // Built before remotes exported a version: contract 1.
    [undefined, '1.2', null],
    [
      undefined,
      '2.0',
      'This version of Marketplace was built for version 1 of the platform contract; this page runs version 2. The rest of Atelier still works.',
    ],
    [
      '2.0',
      '1.0',
      'This version of Marketplace was built for version 2 of the platform contract; this page runs version 1. The rest of Atelier still works.',
    ],
    [
      '1.0',
      '2.1',
      'This version of Marketplace was built for version 1 of the platform contract; this page runs version 2. The rest of Atelier still works.',
    ],
    [
      'two',
      '1.0',
      'This version of Marketplace was built for an unknown version of the platform contract ("two"); this page runs version 1. The rest of Atelier still works.',
    ],
    [
      2,
      '1.0',
      'This version of Marketplace was built for an unknown version of the platform contract (2); this page runs version 1. The rest of Atelier still works.',
    ],
  ];
  it.each(cases)('a remote of %p in a shell of %p', (remote, shell, reason) => {
    expect(contractIncompatibility('Marketplace', remote, shell)).toBe(reason);
  });

  it("compares with the shell's own contract by default", () => {
    expect(contractIncompatibility('Marketplace', CONTRACT_VERSION)).toBeNull();
    expect(contractIncompatibility('Marketplace', '99.0')).toMatch(/built for version 99/);
  });
});
