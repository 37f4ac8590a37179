/**
 * Each route names every status it answers with its schema (docs/conventions.md,
 * "auth-service": no `4xx`/`5xx` wildcards), so the OpenAPI document says what each error is. A
 * route declaring a wildcard stops the app when it gets ready (a start-up check, always on). An
 * error answer whose status its route does not declare is reported to `onUndeclared` when one is
 * given (the tests give one and fail on it): that check reads every answer, so the service, which
 * gives none, does not pay for it on each request (`npm run bench:api`; docs/perf-history.md,
 * "Eleventh session").
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** A route's declared answer, as `method url: status`, e.g. `GET /api/jobs/:id: 404`. */
export interface UndeclaredStatus {
  route: string;
  statusCode: number;
}

export interface DeclaredStatusesOptions {
  /**
   * Called for an answer of 400 or above whose status its route's schema does not declare;
   * without it, answers are not checked.
   */
  onUndeclared?: (answer: UndeclaredStatus, request: FastifyRequest, reply: FastifyReply) => void;
}

/** `4xx`, `5XX`, `default`: a response key that names no one status. */
export function isWildcardStatus(key: string): boolean {
  return !/^[1-5]\d\d$/.test(key);
}

function responsesOf(schema: unknown): Record<string, unknown> | undefined {
  const response = (schema as { response?: Record<string, unknown> } | undefined)?.response;
  return response;
}

export default fp<DeclaredStatusesOptions>(
  (fastify, { onUndeclared }, done) => {
    // Collected, then refused when the app is ready: a throw inside a module's route plugin would
    // leave that plugin unfinished (a start-up timeout) rather than name the route.
    const wildcardRoutes: string[] = [];
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const wildcards = Object.keys(responsesOf(route.schema) ?? {}).filter(isWildcardStatus);
      if (wildcards.length > 0) {
        wildcardRoutes.push(
          `${[route.method].flat().join(',')} ${route.url} declares ${wildcards.join(', ')}`,
        );
      }
    });
    fastify.addHook('onReady', (ready) => {
      ready(
        wildcardRoutes.length === 0
          ? undefined
          : new Error(
              `${wildcardRoutes.join('; ')}: name each status a route answers (errorResponses).`,
            ),
      );
    });
    if (onUndeclared === undefined) {
      done();
      return;
    }
    fastify.addHook('onSend', (request, reply, payload, next) => {
      const responses = responsesOf(request.routeOptions.schema);
      if (reply.statusCode >= 400 && responses !== undefined && !(reply.statusCode in responses)) {
        const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
        try {
          onUndeclared({ route, statusCode: reply.statusCode }, request, reply);
        } catch (error) {
          next(error as Error);
          return;
        }
      }
      next(null, payload);
    });
    done();
  },
  { name: 'declared-statuses' },
);
