import type { PortfolioProject, Testimonial } from '@atelier/api-contract';
import type { ImagesPort } from '../profiles/images-port';
import { toIsoTimestamp } from '../../platform/schemas';
import type { ProjectRow, TestimonialRow } from './repository';

const CAPTION_LENGTH = 140;

/** The card's caption: the description's first sentence, cut at a word near 140 characters. */
export function captionOf(description: string): string {
  const sentence = /^.*?[.!?](\s|$)/s.exec(description)?.[0].trim() ?? description;
  if (sentence.length <= CAPTION_LENGTH) return sentence;
  const cut = sentence.slice(0, CAPTION_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).trimEnd()}…`;
}

export function toProject(row: ProjectRow, images: ImagesPort): PortfolioProject {
  const first = row.images[0];
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    description: row.description,
    caption: captionOf(row.description),
    thumbnail: first === undefined ? null : images.url(first.key, 'thumbnail'),
    client: row.client,
    year: row.year,
    tags: row.tags,
    status: row.status,
    images: row.images.map((image) => ({
      ...image,
      url: images.url(image.key, 'display'),
      thumbnailUrl: images.url(image.key, 'thumbnail'),
    })),
    featured: row.featured,
    views: row.views,
    likes: row.likes,
    createdAt: toIsoTimestamp(row.created_at),
    updatedAt: toIsoTimestamp(row.updated_at),
  };
}

export function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    id: row.id,
    clientName: row.client_name,
    clientAvatar: row.client_avatar_url,
    projectName: row.project_name,
    rating: row.rating,
    comment: row.comment,
    createdAt: toIsoTimestamp(row.created_at),
  };
}
