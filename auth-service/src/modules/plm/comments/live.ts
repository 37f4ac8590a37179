/**
 * Issue 39: a style's news on the real-time connection. A new comment or revision, or news of a
 * sample round, commits a `style` pointer; each instance tells the style's people connected to it.
 */
import type { FastifyInstance } from 'fastify';
import { publishPointer } from '../../realtime/pointers';
import type { CommentsService } from './service';

/** Tells the style's people connected to this instance of each `style` pointer. */
export function deliverStyleNews(fastify: FastifyInstance, comments: CommentsService) {
  fastify.realtime.onPointer('style', async ({ s, w, r, by, n }) => {
    const people = await comments.peopleOfStyle(s);
    for (const userId of people) {
      if (fastify.realtime.isHere(userId)) {
        fastify.realtime.sendTo(userId, {
          type: 'style',
          styleId: s,
          change: w,
          revision: r,
          by: { id: by, name: n },
        });
      }
    }
  });
}

/** Announces a new revision of a style (after its save committed). */
export function revisionSaved(
  fastify: FastifyInstance,
  style: { id: string; revision: number },
  author: { id: string; name: string },
) {
  return publishPointer(fastify.kysely, {
    k: 'style',
    s: style.id,
    w: 'revision',
    r: style.revision,
    by: author.id,
    n: author.name,
  });
}

/** Announces news of one of a style's sample rounds (after its write committed). */
export function sampleChanged(
  fastify: FastifyInstance,
  styleId: string,
  author: { id: string; name: string },
) {
  return publishPointer(fastify.kysely, {
    k: 'style',
    s: styleId,
    w: 'sample',
    r: null,
    by: author.id,
    n: author.name,
  });
}
