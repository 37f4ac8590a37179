/**
 * What the jobs module's route files share (board-routes.ts, posting-routes.ts,
 * application-routes.ts): their options, the refusal reply, and jobs and applications
 * as a reader sees them (branded by the owner's company profile; a hire's testimonial the
 * portfolio's).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendError as send } from '../../platform/errors';
import { KIB } from '../../platform/json-body';
import { sendStarterLimit } from '../billing/starter-allowances';
import type { Autofill } from './autofill';
import type { ApplicationRow, ApplicationsRepository } from './applications-repository';
import type { JobRow, JobsRepository } from './repository';
import { toApplication, toJob } from './responses';
import type { JobsService, Outcome } from './service';

/** A job posting: texts up to 5000 characters and 90 list rows. */
export const JOB_BODY_LIMIT = 96 * KIB;
/** 500 job ids. */
export const SAVED_JOBS_BODY_LIMIT = 24 * KIB;

export interface JobsRoutesOptions {
  jobs: JobsRepository;
  applications: ApplicationsRepository;
  service: JobsService;
  autofill: Autofill;
}

/** The helpers every route file of the module uses, on `fastify` and the jobs repository. */
export function jobsRouteContext(fastify: FastifyInstance, jobs: JobsRepository) {
  const { companies, portfolio } = fastify;

  /** Jobs as `readerId` sees them, each branded by its owner's company profile when one exists. */
  async function jobsFor(rows: readonly JobRow[], readerId: string) {
    const brands = await companies.brandsOf(rows.map((row) => row.client_id));
    const now = fastify.clock.now();
    return rows.map((row) => toJob(row, readerId, brands.get(row.client_id), now));
  }
  const jobFor = async (row: JobRow, readerId: string) =>
    toJob(
      row,
      readerId,
      (await companies.brandsOf([row.client_id])).get(row.client_id),
      fastify.clock.now(),
    );

  /**
   * What applications show beyond their rows: the job's brand from its owner's company profile,
   * whether a hire's testimonial is written (the portfolio's) and whether the applicant is Pro
   * (billing's one rule).
   */
  async function applicationView(rows: readonly ApplicationRow[]) {
    const hired = rows.filter((row) => row.status === 'hired').map((row) => row.id);
    const [brands, written, pro] = await Promise.all([
      companies.brandsOf(rows.map((row) => row.client_id)),
      portfolio.hiresWithTestimonial(hired),
      fastify.billing.proAmong([...new Set(rows.map((row) => row.freelancer_id))]),
    ]);
    const proApplicants = new Set(pro);
    return (row: ApplicationRow, readerId: string) =>
      toApplication(row, readerId, brands.get(row.client_id), written.has(row.id), {
        applicantIsPro: proApplicants.has(row.freelancer_id),
      });
  }
  /** Applications as `readerId` sees them. */
  async function applicationsFor(rows: readonly ApplicationRow[], readerId: string) {
    const view = await applicationView(rows);
    return rows.map((row) => view(row, readerId));
  }
  const applicationFor = async (row: ApplicationRow, readerId: string) =>
    (await applicationView([row]))(row, readerId);

  /** Answers an action's refusal: the limit (402), or its status and message. */
  function refuse(reply: FastifyReply, outcome: Exclude<Outcome<unknown>, { ok: true }>) {
    if (outcome.status === 402) return sendStarterLimit(reply, outcome.refusal);
    return send(reply, outcome.status, outcome.message);
  }

  async function jobOf(id: string, readerId: string) {
    const row = await jobs.find(id, readerId);
    if (row === undefined) throw new Error(`job ${id} vanished`);
    return row;
  }

  return {
    jobsFor,
    jobFor,
    applicationsFor,
    applicationFor,
    refuse,
    jobOf,
  };
}
