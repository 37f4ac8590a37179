/** Upload New Project's values, checks (section 5's order) and the body the API takes. */
import type { CreateProjectBody } from '@atelier/api-contract';
import { PROJECT_FORM_MESSAGES, imageTooLarge, notAnImage } from './texts';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export interface UploadedImage {
  key: string;
  name: string;
  size: number;
  /** An object URL of the chosen file, for the preview. */
  preview: string;
}

export type ProjectStatus = 'draft' | 'published' | 'private';

export interface ProjectFormValues {
  title: string;
  category: string;
  description: string;
  client: string;
  year: string;
  tags: string[];
  status: ProjectStatus;
  images: UploadedImage[];
}

export const PROJECT_FORM_DEFAULTS: ProjectFormValues = {
  title: '',
  category: '',
  description: '',
  client: '',
  year: '',
  tags: [],
  status: 'draft',
  images: [],
};

export type ProjectField = 'title' | 'category' | 'description' | 'images';

/** Every failing check in section 5's order (the first is the alert, and gets focus). */
export function validateProject(
  values: ProjectFormValues,
): { field: ProjectField; message: string }[] {
  const errors: { field: ProjectField; message: string }[] = [];
  if (values.title.trim() === '')
    errors.push({ field: 'title', message: PROJECT_FORM_MESSAGES.title });
  if (values.category === '') {
    errors.push({ field: 'category', message: PROJECT_FORM_MESSAGES.category });
  }
  if (values.description.trim() === '') {
    errors.push({ field: 'description', message: PROJECT_FORM_MESSAGES.description });
  }
  if (values.images.length === 0) {
    errors.push({ field: 'images', message: PROJECT_FORM_MESSAGES.images });
  }
  return errors;
}

/** Section 5: an image must be an image type and at most 10MB; null when it may be uploaded. */
export function imageRefusal(file: { name: string; size: number; type: string }): string | null {
  if (!file.type.startsWith('image/')) return notAnImage(file.name);
  if (file.size > IMAGE_MAX_BYTES) return imageTooLarge(file.name);
  return null;
}

/** Save as Draft sends draft; Publish Project the visibility chosen, published for draft. */
export function statusOnSubmit(action: 'draft' | 'publish', visibility: ProjectStatus) {
  if (action === 'draft') return 'draft';
  return visibility === 'private' ? 'private' : 'published';
}

export function toProjectBody(values: ProjectFormValues, status: ProjectStatus): CreateProjectBody {
  const year = values.year.trim();
  return {
    title: values.title,
    category: values.category,
    description: values.description,
    client: values.client.trim() === '' ? null : values.client,
    year: year === '' ? null : Number(year),
    tags: values.tags,
    status,
    images: values.images.map(({ key, name, size }) => ({ key, name, size })),
  };
}
