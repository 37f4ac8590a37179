import type { SelfServiceRole } from '@atelier/shared-ui';

// Role selection (spec 000, section 2 and 8): the cards and the texts, in one place for tests.
export interface RoleOption {
  role: SelfServiceRole;
  title: string;
  description: string;
}

export const ROLE_OPTIONS: readonly RoleOption[] = [
  {
    role: 'freelancer',
    title: 'Freelancer / Designer',
    description:
      'Offer your services, build a portfolio, apply to jobs and sell templates and resources.',
  },
  {
    role: 'client',
    title: 'Brand / Client',
    description:
      'Post jobs and supplier requests, review applications and browse talent and suppliers.',
  },
  {
    role: 'supplier',
    title: 'Supplier / Manufacturer',
    description:
      'Fabric sourcing, manufacturing, cut-make-trim, private label and logistics: answer client requests.',
  },
];

export const SELECT_ROLE_TEXTS = {
  title: 'Choose your role',
  lead: 'Tell us how you will use Atelier.',
  continue: 'Continue to Dashboard',
  processing: 'Processing...',
  required: 'Please select a role to continue',
  failed: 'An error occurred while setting your role',
  changeLater: 'You can change your role later in your account settings.',
} as const;

/** What role selection says to someone a company invited (its team's invitations, issue 14). */
export const INVITATION_TEXTS = {
  title: (company: string) => `Join ${company}`,
  lead: (company: string) =>
    `${company} invited you to join its team on Atelier. You will use Atelier as a Brand / Client, with the company's profile, jobs and requests.`,
  join: (company: string) => `Join ${company}`,
  chooseOther: 'Choose another role instead',
  failed: 'The invitation could not be accepted. It may have been withdrawn: choose your role.',
} as const;
