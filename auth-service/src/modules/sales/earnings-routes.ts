/**
 * Payments & Earnings' figures (issue 20), freelancers only: the Overview's earnings summary,
 * Payment History's pages and its CSV export (every row the same filter shows).
 */
import { EarningsSummary, TransactionPage, TransactionsQuery } from '@atelier/api-contract';
import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf, routeGuards } from '../../platform/authentication';
import { signedInErrors } from '../../platform/errors';
import { bearerAuth } from '../../platform/schemas';
import type { Earnings } from './earnings';

const CsvQuery = Type.Omit(TransactionsQuery, ['page'], { additionalProperties: false });

export const earningsRoutes: FastifyPluginCallbackTypebox<{ earnings: Earnings }> = (
  fastify,
  { earnings },
  done,
) => {
  const { freelancerOnly } = routeGuards(fastify);

  fastify.get(
    '/earnings',
    {
      onRequest: freelancerOnly,
      schema: {
        summary: "The seller's earnings from completed sales, and the last 12 months.",
        description:
          'Completed sales are paid purchases (partial refunds included): earnings are gross minus refunds, fees Stripe’s processing fees, the platform’s fee 0.',
        security: bearerAuth,
        response: { 200: EarningsSummary, ...signedInErrors() },
      },
    },
    (request) => earnings.summaryOf(identityOf(request).id),
  );

  fastify.get(
    '/transactions',
    {
      onRequest: freelancerOnly,
      schema: {
        summary: "Payment History: the seller's sales and own subscription payments, 10 a page.",
        security: bearerAuth,
        querystring: TransactionsQuery,
        response: { 200: TransactionPage, ...signedInErrors(400) },
      },
    },
    (request) => earnings.page(identityOf(request).id, request.query),
  );

  fastify.get(
    '/transactions.csv',
    {
      onRequest: freelancerOnly,
      schema: {
        summary: 'Payment History as CSV: every transaction the same filter shows.',
        security: bearerAuth,
        querystring: CsvQuery,
        response: {
          200: Type.String({ description: 'text/csv' }),
          ...signedInErrors(400),
        },
      },
    },
    async (request, reply) => {
      const csv = await earnings.csv(identityOf(request).id, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="transactions.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  done();
};
