import { REQUEST_FORM_MESSAGES as VALIDATION } from '@atelier/api-contract/values';
import {
  EMPTY_REQUEST,
  publishProblem,
  requestFormProblems,
  toRequestBody,
  withAddedRegion,
  type RequestFormValues,
} from './requestForm';

const complete: RequestFormValues = {
  ...EMPTY_REQUEST,
  title: 'Jersey',
  location: 'Lisbon',
  type: 'Fabric / Material Supplier',
  category: 'Sustainable',
  description: 'GOTS jersey',
};

describe('publishProblem (section 5, in order)', () => {
  it.each([
    [{}, null],
    [{ title: '   ' }, VALIDATION.title],
    [{ location: '' }, VALIDATION.location],
    [{ type: '' as const }, VALIDATION.type],
    [{ category: '' as const }, VALIDATION.category],
    [{ description: ' ' }, VALIDATION.description],
    [{ title: '', description: '' }, VALIDATION.title],
    [{ type: '' as const, category: '' as const }, VALIDATION.type],
  ])('%j: %s', (change, message) => {
    expect(publishProblem({ ...complete, ...change })).toBe(message);
  });
});

describe('requestFormProblems (the resolver: the first failing check, on its field)', () => {
  it.each([
    [{}, []],
    [{ title: '', location: '' }, [{ field: 'title', message: VALIDATION.title }]],
    [{ type: '' as const, description: '' }, [{ field: 'type', message: VALIDATION.type }]],
    [{ description: '  ' }, [{ field: 'description', message: VALIDATION.description }]],
  ])('%j: %j', (change, problems) => {
    expect(requestFormProblems({ ...complete, ...change })).toEqual(problems);
  });
});

describe('withAddedRegion', () => {
  it.each([
    [[], '', []],
    [[], 'Europe', ['Europe']],
    [['Europe'], 'Europe', ['Europe']],
  ] as const)('%j + %j = %j', (list, region, result) => {
    expect(withAddedRegion(list, region)).toEqual(result);
  });
});

describe('toRequestBody', () => {
  it('trims, turns amounts into numbers and keeps only the upload keys and names', () => {
    const body = toRequestBody(
      {
        ...complete,
        title: ' Jersey ',
        budgetMin: '1500',
        budgetMax: '',
        deadline: '2027-01-31',
        attachments: [{ key: 'k'.repeat(32), name: 'a.pdf', size: 10, type: 'application/pdf' }],
      },
      'active',
    );
    expect(body).toMatchObject({
      title: 'Jersey',
      budgetMin: 1500,
      budgetMax: null,
      deadline: '2027-01-31',
      attachments: [{ key: 'k'.repeat(32), name: 'a.pdf' }],
      status: 'active',
    });
    expect(toRequestBody(EMPTY_REQUEST, 'draft')).toMatchObject({
      deadline: null,
      status: 'draft',
    });
  });
});
