/**
 * Post a Job's checks (spec 001 section 5), in the spec's order, with their messages: the form
 * shows the first before sending, the API refuses with the same one. Drafts skip them.
 */

export const JOB_FORM_MESSAGES = {
  title: 'Please enter a job title.',
  company: 'Please enter your company name.',
  location: 'Please enter a location.',
  category: 'Please select a category.',
  description: 'Please enter a job description.',
  requirements: 'Please add at least one requirement.',
  skills: 'Please add at least one required skill.',
} as const;

/** The fields the checks read, as typed or as sent. */
export interface JobPostingFields {
  title: string;
  company: string;
  location: string;
  category: string;
  description: string;
  requirements: readonly string[];
  skills: readonly string[];
}

const blank = (text: string) => text.trim() === '';

/** The first failing check's message, in the spec's order, or undefined when all pass. */
export function firstJobPostingProblem(posting: JobPostingFields): string | undefined {
  const checks: [boolean, string][] = [
    [blank(posting.title), JOB_FORM_MESSAGES.title],
    [blank(posting.company), JOB_FORM_MESSAGES.company],
    [blank(posting.location), JOB_FORM_MESSAGES.location],
    [posting.category === '', JOB_FORM_MESSAGES.category],
    [blank(posting.description), JOB_FORM_MESSAGES.description],
    [posting.requirements.every(blank), JOB_FORM_MESSAGES.requirements],
    [posting.skills.every(blank), JOB_FORM_MESSAGES.skills],
  ];
  return checks.find(([failed]) => failed)?.[1];
}
