/** PLM's rows as the API answers them (api-contract's Style, StyleCard, revisions). */
import type {
  QuotedFob,
  Style,
  StyleAccess,
  StyleCard,
  StyleOwner,
  StyleRevision,
  StyleRevisionSummary,
} from '@atelier/api-contract';
import type { ImagesPort } from '../profiles/images-port';
import type { RevisionRow, StyleCardRow, StyleRow } from './repository';
import { techPackImageIds } from './export/tech-pack-images';
import type { PlmCaller, PlmService, ReachedStyle } from './service';

const imageUrlsOf = (content: StyleRow['content'], images: ImagesPort) =>
  Object.fromEntries(techPackImageIds(content).map((id) => [id, images.url(id, 'display')]));

/** A style as its page opens it; `owner` named by the service (`plm.ownerOf`). */
export function toStyle(
  row: ReachedStyle,
  owner: StyleOwner,
  caller: PlmCaller,
  plm: PlmService,
  images: ImagesPort,
  quotedFob?: QuotedFob | null,
): Style {
  return {
    id: row.id,
    revision: row.revision,
    owner,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    updatedBy: { id: row.updated_by, name: row.updated_by_name },
    content: row.content,
    imageUrls: imageUrlsOf(row.content, images),
    canDelete: plm.mayDelete(caller, row),
    access: row.access,
    confidential: row.confidential,
    ...(quotedFob !== undefined && { quotedFob }),
  };
}

export function toStyleCard(
  { row, access, owner }: { row: StyleCardRow; access: StyleAccess; owner: StyleOwner },
  images: ImagesPort,
): StyleCard {
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
    owner,
    access,
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
