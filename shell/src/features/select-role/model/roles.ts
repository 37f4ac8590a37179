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
