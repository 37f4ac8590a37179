/**
 * Payments & Earnings' figures (issue 20), freelancers only: the Overview's earnings summary,
 * Payment History's pages and its CSV export (every row the same filter shows).
 */
import {
  EarningsSummary,
  TransactionPage,
  TransactionsQuery,
  transactionsCsvName,
} from '@atelier/api-contract';
import { Type, type FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf, routeGuards } from '../../platform/authentication';
import { sendError, signedInErrors } from '../../platform/errors';
import { bearerAuth } from '../../platform/schemas';
import { isKnownTimeZone, type Earnings } from './earnings';
import { SALES_MESSAGES } from './messages';

const CsvQuery = Type.Composite(
  [
    Type.Omit(TransactionsQuery, ['page']),
    Type.Object({
      timeZone: Type.Optional(
        Type.String({
          minLength: 1,
          maxLength: 64,
          description:
            "The seller's IANA time zone (the browser's): the file's times. UTC without.",
        }),
      ),
    }),
  ],
  { additionalProperties: false },
);

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
      const { timeZone = 'UTC', ...filter } = request.query;
      if (!isKnownTimeZone(timeZone)) {
        return sendError(reply, 400, SALES_MESSAGES.unknownTimeZone);
      }
      const csv = await earnings.csv(identityOf(request).id, filter, timeZone);
      const name = transactionsCsvName({ from: filter.from ?? '', to: filter.to ?? '' });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  done();
};
