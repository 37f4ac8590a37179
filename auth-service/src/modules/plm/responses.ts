/** PLM's rows as the API answers them (api-contract's Style, StyleCard, revisions). */
import type {
  Style,
  StyleCard,
  StyleOwner,
  StyleRevision,
  StyleRevisionSummary,
} from '@atelier/api-contract';
import type { ImagesPort } from '../profiles/images-port';
import type { RevisionRow, StyleCardRow, StyleRow } from './repository';
import { imageIdsOf, type PlmCaller, type PlmService } from './service';

/**
 * Who owns a style, named: the caller reaches only their own styles and their company's, so the
 * name is the caller's or their company's.
 */
function ownerOf(
  row: Pick<StyleRow, 'owner_user_id' | 'owner_company_id'>,
  caller: PlmCaller,
): StyleOwner {
  return row.owner_company_id === null
    ? { kind: 'user', id: row.owner_user_id ?? caller.author.id, name: caller.author.name }
    : { kind: 'company', id: row.owner_company_id, name: caller.companyName ?? '' };
}

const imageUrlsOf = (content: StyleRow['content'], images: ImagesPort) =>
  Object.fromEntries(imageIdsOf(content).map((id) => [id, images.url(id, 'display')]));

export function toStyle(
  row: StyleRow,
  caller: PlmCaller,
  plm: PlmService,
  images: ImagesPort,
): Style {
  return {
    id: row.id,
    revision: row.revision,
    owner: ownerOf(row, caller),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    updatedBy: { id: row.updated_by, name: row.updated_by_name },
    content: row.content,
    imageUrls: imageUrlsOf(row.content, images),
    canDelete: plm.mayDelete(caller, row),
  };
}

export function toStyleCard(row: StyleCardRow, caller: PlmCaller, images: ImagesPort): StyleCard {
  return {
    id: row.id,
    styleNumber: row.style_number,
    name: row.name,
    season: row.season,
    category: row.category,
    status: row.status,
    coverImageUrl: row.cover_image_id === null ? null : images.url(row.cover_image_id, 'thumbnail'),
    revision: row.revision,
    updatedAt: row.updated_at.toISOString(),
    owner: ownerOf(row, caller),
  };
}

export function toRevisionSummary(row: Omit<RevisionRow, 'content'>): StyleRevisionSummary {
  return {
    revision: row.revision,
    createdAt: row.created_at.toISOString(),
    author: { id: row.author_id, name: row.author_name },
    summary: row.summary,
    restoredFrom: row.restored_from,
  };
}

export function toRevision(row: RevisionRow, images: ImagesPort): StyleRevision {
  return {
    revision: row.revision,
    createdAt: row.created_at.toISOString(),
    author: { id: row.author_id, name: row.author_name },
    content: row.content,
    imageUrls: imageUrlsOf(row.content, images),
  };
}
