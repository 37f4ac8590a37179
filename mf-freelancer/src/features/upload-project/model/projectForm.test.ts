import {
  PROJECT_FORM_DEFAULTS,
  imageRefusal,
  statusOnSubmit,
  toProjectBody,
  validateProject,
  type ProjectFormValues,
} from './projectForm';
import { PROJECT_FORM_MESSAGES as M } from '@atelier/api-contract/values';

const image = { key: 'k', name: 'front.png', size: 10, preview: 'blob:x' };
const valid: ProjectFormValues = {
  ...PROJECT_FORM_DEFAULTS,
  title: 'Swim capsule',
  category: 'Swimwear Design',
  description: 'Six pieces.',
  images: [image],
};

describe('validateProject', () => {
  it.each<[string, Partial<ProjectFormValues>, string[]]>([
    ['a valid project', {}, []],
    ['a blank title after trimming', { title: '   ' }, [M.title]],
    ['no category', { category: '' }, [M.category]],
    ['no description', { description: ' ' }, [M.description]],
    ['no image', { images: [] }, [M.images]],
    [
      'everything missing, in order',
      { title: '', category: '', description: '', images: [] },
      [M.title, M.category, M.description, M.images],
    ],
  ])('%s', (_case, change, messages) => {
    expect(validateProject({ ...valid, ...change }).map((error) => error.message)).toEqual(
      messages,
    );
  });
});

describe('imageRefusal', () => {
  it.each([
    [{ name: 'a.png', size: 10, type: 'image/png' }, null],
    [{ name: 'a.pdf', size: 10, type: 'application/pdf' }, 'a.pdf is not a valid image file.'],
    [
      { name: 'big.jpg', size: 10 * 1024 * 1024 + 1, type: 'image/jpeg' },
      'big.jpg is too large. Maximum file size is 10MB.',
    ],
  ])('%j -> %j', (file, expected) => {
    expect(imageRefusal(file)).toBe(expected);
  });
});

describe('submitting', () => {
  it.each([
    ['draft', 'published', 'draft'],
    ['publish', 'draft', 'published'],
    ['publish', 'private', 'private'],
  ] as const)('%s with visibility %s sends %s', (action, visibility, status) => {
    expect(statusOnSubmit(action, visibility)).toBe(status);
  });
  it('sends the images without previews and the year as a number', () => {
    expect(toProjectBody({ ...valid, year: '2026' }, 'published')).toMatchObject({
      year: 2026,
      client: null,
      status: 'published',
      images: [{ key: 'k', name: 'front.png', size: 10 }],
    });
  });
});
