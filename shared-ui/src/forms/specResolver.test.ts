import type { ResolverOptions } from 'react-hook-form';
import { specResolver, type FieldProblem } from './specResolver';

interface Values {
  title: string;
  location: string;
}

const validate = (values: Values): FieldProblem[] => [
  ...(values.title === '' ? [{ field: 'title', message: 'Please enter a title.' }] : []),
  ...(values.location === '' ? [{ field: 'location', message: 'Please enter a location.' }] : []),
];

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('specResolver', () => {
  it('passes valid values through with no errors', async () => {
    const values = { title: 'Logo', location: 'Lyon' };
    const result = await specResolver(validate)(values, undefined, options);
    expect(result).toEqual({ values, errors: {} });
  });

  it.each([
    [
      { title: '', location: 'Lyon' },
      { title: { type: 'spec', message: 'Please enter a title.' } },
    ],
    [
      { title: '', location: '' },
      {
        title: { type: 'spec', message: 'Please enter a title.' },
        location: { type: 'spec', message: 'Please enter a location.' },
      },
    ],
  ])('answers each problem as its field error (%o)', async (values, errors) => {
    const result = await specResolver(validate)(values, undefined, options);
    expect(result).toEqual({ values: {}, errors });
    expect(Object.keys(result.errors)).toEqual(Object.keys(errors));
  });
});
