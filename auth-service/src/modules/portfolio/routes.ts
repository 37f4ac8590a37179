import {
  CreateProjectBody,
  HireIdParams,
  MyProjects,
  PortfolioProject,
  ProjectIdParams,
  PublicProfile,
  Testimonial,
  TestimonialBody,
  UpdateProjectBody,
  UsernameParams,
} from '@atelier/api-contract';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { identityOf, routeGuards } from '../../platform/authentication';
import { viewerOf } from '../../platform/daily-viewers';
import {
  errorResponses,
  sendError as send,
  signedInErrors,
  signedInWriteErrors,
} from '../../platform/errors';
import { KIB } from '../../platform/json-body';
import { deleteOwnRoute } from '../../platform/own-routes';
import { OWN_WRITES } from '../../platform/rate-limit';
import { bearerAuth } from '../../platform/schemas';
import { callerNameOf } from '../profiles/display-name';
import type { ImagesPort } from '../profiles/images-port';
import { PORTFOLIO_MESSAGES } from './messages';
import { toProject, toTestimonial } from './responses';
import { firstScreenHtml } from './first-screen';
import type { HiresPort } from './service';

/** A project: texts up to 5000 characters, 20 images with their keys and names. */
export const PROJECT_BODY_LIMIT = 48 * KIB;

export interface PortfolioRoutesOptions {
  images: ImagesPort;
  hires: HiresPort;
}

export const portfolioRoutes: FastifyPluginCallbackTypebox<PortfolioRoutesOptions> = (
  fastify,
  { images, hires },
  done,
) => {
  const { portfolio, publicProfiles, billing } = fastify;
  const { freelancerOnly, clientOnly, signedIn, optionalSignIn } = routeGuards(fastify);

  fastify.get(
    '/profiles/:username',
    {
      onRequest: optionalSignIn, // the owner sees their private profile
      schema: {
        summary: 'A public profile page: the profile, its stats, published projects, testimonials.',
        description:
          'A private (or unknown) profile is 404 for anyone but its owner; contact details only when the owner shows them. Counts a view by anyone but the owner, once a day per viewer.',
        params: UsernameParams,
        response: { 200: PublicProfile, ...signedInErrors(400, 404) },
      },
    },
    async (request, reply) => {
      const readerId = request.identity?.id ?? null;
      const row = await publicProfiles.findForReader(
        request.params.username,
        readerId,
        viewerOf(request),
      );
      if (row?.username == null) return send(reply, 404, PORTFOLIO_MESSAGES.profileNotFound);
      const [projects, testimonials, isPro, clients, verified] = await Promise.all([
        portfolio.listPublished(row.user_id),
        portfolio.testimonialsOf(row.user_id),
        billing.isPro(row.user_id),
        hires.clientCount(row.user_id),
        // The companies module registers after this one: asked at request time.
        row.role === 'supplier'
          ? fastify.companies.verifications.isVerified(row.user_id)
          : Promise.resolve(false),
      ]);
      const rating =
        testimonials.length === 0
          ? 0
          : Math.round(
              (testimonials.reduce((sum, one) => sum + one.rating, 0) / testimonials.length) * 10,
            ) / 10;
      return {
        userId: row.user_id,
        username: row.username,
        role: row.role,
        ...publicProfiles.describedFieldsOf(row),
        contact: row.show_contact_info
          ? { email: row.contact_email ?? '', phone: row.phone ?? '' }
          : null,
        photoUrl: publicProfiles.photoUrl(row.photo_key),
        stats: {
          projectsCompleted: projects.length,
          clientsWorked: clients,
          yearsExperience: row.years_experience,
          rating,
        },
        isPublic: row.is_public,
        allowDownloads: row.allow_downloads,
        isPro,
        verified,
        isOwner: row.user_id === readerId,
        projects: projects.map((project) => toProject(project, images)),
        testimonials: testimonials.map(toTestimonial),
      };
    },
  );

  fastify.get(
    '/profiles/:username/first-screen',
    {
      schema: {
        summary: "A public profile's first screen as HTML, for the gateway's page (SSI).",
        description:
          "The name, profession, location, photo and collapsed About Me of a public profile, escaped, for nginx to include in the shell's page on /portfolio/<username>; counts no view. 404 for a private or unknown profile (the page then loads as usual).",
        params: UsernameParams,
        response: { 200: { type: 'string' }, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await publicProfiles.findPublic(request.params.username);
      if (row?.username == null) return send(reply, 404, PORTFOLIO_MESSAGES.profileNotFound);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          firstScreenHtml({
            fullName: row.full_name,
            profession: row.profession,
            location: row.location,
            bio: row.bio,
            photoUrl: publicProfiles.photoUrl(row.photo_key),
          }),
        );
    },
  );

  fastify.get(
    '/me/projects',
    {
      onRequest: signedIn,
      schema: {
        summary: "The caller's portfolio projects in every status, newest first.",
        security: bearerAuth,
        response: { 200: MyProjects, ...signedInErrors() },
      },
    },
    async (request) => {
      const rows = await portfolio.listOwn(identityOf(request).id);
      return { projects: rows.map((row) => toProject(row, images)), total: rows.length };
    },
  );

  fastify.post(
    '/me/projects',
    {
      onRequest: freelancerOnly,
      bodyLimit: PROJECT_BODY_LIMIT,
      config: OWN_WRITES,
      schema: {
        summary: 'Adds a project to the caller’s portfolio (Upload New Project).',
        description:
          "400 with section 5's messages in their order (title, category, description, images), then when an image is not the caller's finished upload. Default status: draft.",
        security: bearerAuth,
        body: CreateProjectBody,
        response: {
          201: PortfolioProject,
          ...signedInWriteErrors(404),
        },
      },
    },
    async (request, reply) => {
      const outcome = await portfolio.create(identityOf(request).id, request.body);
      if ('invalid' in outcome) return send(reply, 400, outcome.invalid);
      if ('notFound' in outcome) return send(reply, 404, PORTFOLIO_MESSAGES.projectNotFound);
      return reply.code(201).send(toProject(outcome.project, images));
    },
  );

  fastify.patch(
    '/me/projects/:id',
    {
      onRequest: signedIn,
      bodyLimit: PROJECT_BODY_LIMIT,
      config: OWN_WRITES,
      schema: {
        summary: "Changes the caller's project (status, featured, any field); 404 for others'.",
        security: bearerAuth,
        params: ProjectIdParams,
        body: UpdateProjectBody,
        response: {
          200: PortfolioProject,
          ...signedInWriteErrors(404),
        },
      },
    },
    async (request, reply) => {
      const outcome = await portfolio.update(
        request.params.id,
        identityOf(request).id,
        request.body,
      );
      if ('invalid' in outcome) return send(reply, 400, outcome.invalid);
      if ('notFound' in outcome) return send(reply, 404, PORTFOLIO_MESSAGES.projectNotFound);
      return toProject(outcome.project, images);
    },
  );

  deleteOwnRoute(fastify, '/me/projects/:id', {
    onRequest: signedIn,
    summary: "Deletes the caller's project and its images; 404 for others'.",
    params: ProjectIdParams,
    remove: (id, ownerId) => portfolio.delete(id, ownerId),
    notFound: PORTFOLIO_MESSAGES.projectNotFound,
  });

  fastify.post(
    '/hires/:hireId/testimonial',
    {
      onRequest: clientOnly,
      config: OWN_WRITES,
      schema: {
        summary: 'The hiring client’s testimonial of the freelancer they hired (once per hire).',
        description:
          "404 unless the hire is the caller's (the hiring loop answers); 409 when it already has one.",
        security: bearerAuth,
        params: HireIdParams,
        body: TestimonialBody,
        response: {
          201: Testimonial,
          ...signedInWriteErrors(404, 409),
        },
      },
    },
    async (request, reply) => {
      const identity = identityOf(request);
      const hireId = request.params.hireId.toLowerCase();
      const hire = await hires.find(hireId, identity.id);
      if (hire === undefined) return send(reply, 404, PORTFOLIO_MESSAGES.hireNotFound);
      const saved = await portfolio.addTestimonial({
        hireId,
        freelancerId: hire.freelancerId,
        clientId: identity.id,
        clientName: await callerNameOf(fastify.profiles, identity),
        clientAvatarUrl: null,
        projectName: hire.projectName,
        rating: request.body.rating,
        comment: request.body.comment.trim(),
      });
      if (saved === undefined) return send(reply, 409, PORTFOLIO_MESSAGES.testimonialExists);
      return reply.code(201).send(toTestimonial(saved));
    },
  );
  done();
};
