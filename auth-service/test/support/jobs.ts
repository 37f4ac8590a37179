/** What the jobs tests share: a complete posting to change field by field. */
import type { JobPostingBody } from '@atelier/api-contract';
import type { App } from '../../src/app';
import type { signedInUser } from './keycloak';

export type User = Awaited<ReturnType<typeof signedInUser>>;

export const aPosting = (change: Partial<JobPostingBody> = {}): JobPostingBody => ({
  status: 'published',
  title: 'Senior Swimwear Designer',
  company: 'Coastal Threads',
  location: 'Los Angeles, CA',
  type: 'full-time',
  remote: false,
  category: 'Design',
  experience: 'senior',
  description: 'Lead the design of our swimwear collections.',
  requirements: ['5+ years of swimwear design'],
  skills: ['CLO 3D'],
  benefits: ['Health insurance'],
  salaryType: 'range',
  salaryMin: 85000,
  salaryMax: 110000,
  salaryFixed: null,
  salaryCurrency: 'USD',
  salaryPeriod: 'year',
  deadline: null,
  featured: false,
  urgent: false,
  visibility: 'public',
  ...change,
});

/**
 * Buys `choice` of promotions for the client's published job through the sandbox's checkout
 * (issue 43, item 10): a posting's featured and urgent are only requests until paid.
 */
export async function payPromotion(
  app: App,
  client: User,
  jobId: string,
  choice: { featured: boolean; urgent: boolean },
): Promise<void> {
  const origin = app.config.publicOrigin;
  const started = await app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/promotion/checkout`,
    headers: client.headers,
    payload: { ...choice, success_url: `${origin}/`, cancel_url: `${origin}/` },
  });
  if (started.statusCode !== 200) throw new Error(`checkout answered ${started.body}`);
  const { url } = started.json<{ url: string }>();
  const paid = await app.inject({
    method: 'POST',
    url: `/api/sandbox/checkout/${url.split('/').pop() ?? ''}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  if (paid.statusCode !== 303) throw new Error(`the sandbox's Pay answered ${paid.body}`);
}
