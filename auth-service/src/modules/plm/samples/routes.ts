import {
  AddSamplePhotoBody,
  CreateSampleBody,
  MoveSampleBody,
  PutMeasurementsBody,
  ReviseSpecBody,
  Sample,
  SampleConflict,
  SampleList,
  SampleParams,
  SamplePhotoParams,
  Style,
  StyleConflict,
  StyleContentRefusal,
  StyleIdParams,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routeGuards } from '../../../platform/authentication';
import { sendError, signedInErrors, signedInWriteErrors } from '../../../platform/errors';
import { OWN_WRITES } from '../../../platform/rate-limit';
import { bearerAuth } from '../../../platform/schemas';
import type { ImagesPort } from '../../profiles/images-port';
import { callerOfRequest } from '../caller';
import { toStyle } from '../responses';
import { answerRefusal } from '../routes';
import type { PlmService } from '../service';
import type { SampleOutcome, SampleService } from './service';

export interface SampleRoutesOptions {
  plm: PlmService;
  samples: SampleService;
  images: ImagesPort;
}

function answerSampleRefusal(reply: FastifyReply, outcome: SampleOutcome<unknown> & { ok: false }) {
  switch (outcome.kind) {
    case 'not-found':
      return sendError(reply, 404, outcome.message);
    case 'forbidden':
      return sendError(reply, 403, outcome.message);
    case 'invalid':
      return sendError(reply, 400, outcome.message);
    case 'moved':
      return reply
        .code(409)
        .send({ error: 'Conflict', message: outcome.message, sample: outcome.sample });
  }
}

/** Sample rounds of a style (issue 39): see api-contract's plm-samples.ts for the routes. */
export const plmSampleRoutes: FastifyPluginCallbackTypebox<SampleRoutesOptions> = (
  fastify,
  { plm, samples, images },
  done,
) => {
  const { signedIn } = routeGuards(fastify);
  const callerOf = (request: FastifyRequest) => callerOfRequest(fastify, plm, request);
  const one = '/plm/styles/:styleId/samples/:sampleId';

  fastify.get(
    '/plm/samples/mine',
    {
      onRequest: signedIn,
      schema: {
        summary:
          'The sample rounds the caller is the supplier of, across styles, last updated first.',
        security: bearerAuth,
        response: { 200: SampleList, ...signedInErrors() },
      },
    },
    async (request) => ({ items: await samples.mine(await callerOf(request)) }),
  );

  fastify.get(
    '/plm/styles/:styleId/samples',
    {
      onRequest: signedIn,
      schema: {
        summary: "A style's sample rounds, newest first (anyone the style is shared with).",
        security: bearerAuth,
        params: StyleIdParams,
        response: { 200: SampleList, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const outcome = await samples.list(await callerOf(request), request.params.styleId);
      if (!outcome.ok) return answerSampleRefusal(reply, outcome);
      return { items: outcome.value };
    },
  );

  fastify.post(
    '/plm/styles/:styleId/samples',
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Requests a sample round against the current revision (the owner’s side).',
        description: 'The supplier must be a reviewer of the style; the size one of its sizes.',
        security: bearerAuth,
        params: StyleIdParams,
        body: CreateSampleBody,
        response: { 201: Sample, ...signedInWriteErrors(403, 404) },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const outcome = await samples.create(caller, request.params.styleId, request.body);
      if (!outcome.ok) return answerSampleRefusal(reply, outcome);
      return reply.code(201).send(outcome.value);
    },
  );

  fastify.get(
    one,
    {
      onRequest: signedIn,
      schema: {
        summary: 'A sample round with its measurement table against its revision’s spec.',
        security: bearerAuth,
        params: SampleParams,
        response: { 200: Sample, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const { styleId, sampleId } = request.params;
      const outcome = await samples.find(await callerOf(request), styleId, sampleId);
      if (!outcome.ok) return answerSampleRefusal(reply, outcome);
      return outcome.value;
    },
  );

  fastify.post(
    `${one}/status`,
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Moves a round forward (the owner’s side and its supplier; deciding: the owner).',
        description: '409 with the round as it is when it moved since `version`.',
        security: bearerAuth,
        params: SampleParams,
        body: MoveSampleBody,
        response: { 200: Sample, ...signedInWriteErrors(403, 404), 409: SampleConflict },
      },
    },
    async (request, reply) => {
      const { styleId, sampleId } = request.params;
      const outcome = await samples.move(await callerOf(request), styleId, sampleId, request.body);
      if (!outcome.ok) return answerSampleRefusal(reply, outcome);
      return outcome.value;
    },
  );

  fastify.put(
    `${one}/measurements`,
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Enters measured values and fit comments on a received round, all or none.',
        description:
          'Each entry names the version of the point it was read at; when any changed since, nothing is applied and the answer is 409 with the round as it is.',
        security: bearerAuth,
        params: SampleParams,
        body: PutMeasurementsBody,
        response: { 200: Sample, ...signedInWriteErrors(403, 404), 409: SampleConflict },
      },
    },
    async (request, reply) => {
      const { styleId, sampleId } = request.params;
      const caller = await callerOf(request);
      const outcome = await samples.measure(caller, styleId, sampleId, request.body.entries);
      if (!outcome.ok) return answerSampleRefusal(reply, outcome);
      return outcome.value;
    },
  );

  fastify.post(
    `${one}/photos`,
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Adds a photo to a round (the owner’s side and its supplier).',
        description:
          'The photo is a finished image upload of the caller’s (400 otherwise); a round has at most 12 (400). Adding one already there changes nothing.',
        security: bearerAuth,
        params: SampleParams,
        body: AddSamplePhotoBody,
        response: { 200: Sample, ...signedInWriteErrors(403, 404) },
      },
    },
    async (request, reply) => {
      const { styleId, sampleId } = request.params;
      const caller = await callerOf(request);
      const outcome = await samples.addPhoto(caller, styleId, sampleId, request.body.uploadId);
      if (!outcome.ok) return answerSampleRefusal(reply, outcome);
      return outcome.value;
    },
  );

  fastify.delete(
    `${one}/photos/:uploadId`,
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: 'Takes a photo off a round (the owner’s side and its supplier).',
        description: '404 when the photo is not on the round.',
        security: bearerAuth,
        params: SamplePhotoParams,
        response: { 200: Sample, ...signedInWriteErrors(403, 404) },
      },
    },
    async (request, reply) => {
      const { styleId, sampleId, uploadId } = request.params;
      const caller = await callerOf(request);
      const outcome = await samples.removePhoto(caller, styleId, sampleId, uploadId);
      if (!outcome.ok) return answerSampleRefusal(reply, outcome);
      return outcome.value;
    },
  );

  fastify.post(
    `${one}/revise-spec`,
    {
      onRequest: signedIn,
      config: OWN_WRITES,
      schema: {
        summary: "'Revise spec from this fit': a new revision with the chosen measured values.",
        description:
          "The owner's side. Each chosen point's measured value becomes its hand-set value at the round's size; saved over `baseRevision` (409 when the style moved).",
        security: bearerAuth,
        params: SampleParams,
        body: ReviseSpecBody,
        response: {
          200: Style,
          ...signedInWriteErrors(403, 404),
          400: StyleContentRefusal,
          409: StyleConflict,
        },
      },
    },
    async (request, reply) => {
      const { styleId, sampleId } = request.params;
      const { baseRevision, pointIds } = request.body;
      const caller = await callerOf(request);
      const outcome = await samples.reviseSpec(caller, styleId, sampleId, baseRevision, pointIds);
      if (!outcome.ok) return answerSampleRefusal(reply, outcome);
      const saved = outcome.value;
      if (!saved.ok) return answerRefusal(reply, saved);
      return toStyle(saved.value, await plm.ownerOf(saved.value, caller), caller, plm, images);
    },
  );

  done();
};
