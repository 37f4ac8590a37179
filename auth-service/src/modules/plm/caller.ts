import type { FastifyInstance, FastifyRequest } from 'fastify';
import { identityOf } from '../../platform/authentication';
import { callerNameOf } from '../profiles/display-name';
import type { PlmCaller, PlmService } from './service';

/** The signed-in caller as PLM sees them: their name, what they reach, where new styles go. */
export async function callerOfRequest(
  fastify: FastifyInstance,
  plm: PlmService,
  request: FastifyRequest,
): Promise<PlmCaller> {
  const identity = identityOf(request);
  const name = await callerNameOf(fastify.profiles, identity);
  return plm.callerOf({ id: identity.id, name }, identity.role);
}
