/** The jobs module's texts (spec 001 sections 2, 5 and 8); tests import them from here. */

/**
 * Post a Job's own checks and their messages are shared with the form: api-contract's values
 * (JOB_FORM_MESSAGES, firstJobPostingProblem). These the spec leaves to the server, after the
 * form's: the salary and the deadline.
 */
export const JOB_RULE_MESSAGES = {
  salaryRange: 'Please enter a salary range with the minimum not above the maximum.',
  salaryFixed: 'Please enter the fixed salary.',
  deadline: 'The application deadline cannot be in the past.',
} as const;

/** Section 5: 'Autofill with AI'. */
export const AUTOFILL_MESSAGES = {
  missing: 'Please enter a job title and select a category before using AI autofill.',
  failed: 'Failed to generate content. Please try again.',
} as const;

export const JOB_MESSAGES = {
  /** Any job the caller may not see (unknown, a draft of someone else, uninvited invite-only). */
  notFound: 'This job does not exist or is no longer available.',
  /** Applying to or reopening a job that is not open. */
  notOpen: 'This job is no longer accepting applications.',
  alreadyOpen: 'This listing is already active.',
  alreadyClosed: 'This listing is already closed.',
  /** Saving a published job as a draft: it stays published (close it to take it off the board). */
  publishedNotDraft: 'This job is already published. Close it to take it off the job board.',
  inviteUnknown: (who: string) =>
    `No one on Atelier has the email or name ${who}. Check the spelling, or ask them to sign up.`,
  inviteAmbiguous: (who: string) =>
    `More than one member is called ${who}. Please invite them by email.`,
  inviteSelf: 'You cannot invite yourself.',
  /** Inviting to a public or confidential job that is not open (invite-only ones take them in any state). */
  inviteNotOpen: 'Only open jobs take invitations.',
  /** An invitee by id who is not (or no longer) a member. */
  inviteMemberGone: 'This member is no longer on Atelier.',
} as const;

export const APPLICATION_MESSAGES = {
  notFound: 'This application does not exist.',
  coverLetter: 'Please write a cover letter.',
  nda: 'Please accept the standard NDA to apply to this confidential job.',
  ndaVersion:
    'The NDA has changed since you opened it. Please read and accept the current version.',
  duplicate: 'You have already applied to this job.',
  attachment: (name: string) =>
    `The file ${name} is not one of your uploaded attachments (or its upload is not finished). Please upload it again.`,
  attachmentRepeated: (name: string) => `${name} is attached more than once.`,
  illegalMove: (from: string, to: string) =>
    `An application that is ${from} cannot be moved to ${to}.`,
  interviewAt: 'Please choose the date and time of the interview.',
  interviewPast: 'The interview cannot be in the past.',
  reason: 'Please choose a reason for the rejection.',
  withdrawDecided: 'A decided application can no longer be withdrawn.',
  /**
   * A Starter freelancer applying to a premium job in its Pro window (issue 43, item 6); the
   * screens add the link to the subscription page.
   */
  proOnly: (opensAt: string) =>
    `This premium job is open to Pro freelancers until ${opensAt}. Upgrade to Pro to apply now.`,
} as const;

/** A moment in a message: 'Nov 30, 2026, 2:00 PM UTC' (the API knows no reader's zone). */
const MESSAGE_MOMENT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});
export const messageMoment = (at: Date) => `${MESSAGE_MOMENT.format(at)} UTC`;

/** Job promotions (issue 43, item 10): the checkout's lines and the refusals. */
export const PROMOTION_MESSAGES = {
  lines: {
    featured: 'Featured job: 3x visibility',
    urgent: 'Urgent badge',
  },
  nothingChosen: 'Choose Featured or Urgent to promote this job.',
  alreadyPromoted: 'This job already has the promotions you chose.',
  notActive: 'Only a published, open job can be promoted. Publish or reopen it first.',
} as const;
