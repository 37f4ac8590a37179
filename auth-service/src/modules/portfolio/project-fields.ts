/** Upload New Project's rules on the server (spec 001 section 5), in the spec's order. */
import { PORTFOLIO_CATEGORIES, type CreateProjectBody } from '@atelier/api-contract';
import { PROJECT_FORM_MESSAGES } from './messages';

export interface ProjectFields {
  title: string;
  category: string;
  description: string;
  client: string | null;
  year: number | null;
  tags: string[];
  status: 'draft' | 'published' | 'private';
  images: { key: string; name: string; size: number }[];
  featured: boolean;
}

/** Section 3's defaults for what a create leaves out: a draft, not featured. */
export function withDefaults(body: CreateProjectBody): ProjectFields {
  return {
    title: body.title,
    category: body.category,
    description: body.description,
    client: body.client ?? null,
    year: body.year ?? null,
    tags: body.tags ?? [],
    status: body.status ?? 'draft',
    images: body.images,
    featured: body.featured ?? false,
  };
}

const categories: readonly string[] = PORTFOLIO_CATEGORIES;

/**
 * The first failing check's message in section 5's order, or the project as stored: texts
 * trimmed, tags trimmed without empties or repeats (case-insensitive).
 */
export function validateProject(
  fields: ProjectFields,
): { ok: true; value: ProjectFields } | { ok: false; message: string } {
  const title = fields.title.trim();
  const category = fields.category.trim();
  const description = fields.description.trim();
  if (title === '') return { ok: false, message: PROJECT_FORM_MESSAGES.title };
  if (!categories.includes(category)) return { ok: false, message: PROJECT_FORM_MESSAGES.category };
  if (description === '') return { ok: false, message: PROJECT_FORM_MESSAGES.description };
  if (fields.images.length === 0) return { ok: false, message: PROJECT_FORM_MESSAGES.images };
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of fields.tags) {
    const tag = raw.trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  const client = fields.client?.trim() ?? '';
  return {
    ok: true,
    value: {
      ...fields,
      title,
      category,
      description,
      client: client === '' ? null : client,
      tags,
    },
  };
}
