// The waitlist and newsletter boxes' texts (spec 000, sections 2 and 4), in one place so tests
// can import them. Quoted spec texts are reproduced exactly.

export const EMAIL_TEXTS = {
  label: 'Email address',
  placeholder: 'you@example.com',
  empty: 'Please enter your email address.',
  invalid: 'Please enter a valid email address.',
  tryAgain: "We couldn't save your email right now. Please try again.",
  rateLimited: 'Too many sign-ups from this connection. Please wait a minute and try again.',
} as const;

/** The first PLM box: launch updates, confirmation for 3 seconds. */
export const PLM_BOX_TEXTS = {
  formLabel: 'PLM launch updates',
  title: 'Get launch updates',
  text: 'Hear first when PLM opens, with a short note on what is new.',
  submit: 'Notify Me',
  busy: 'Sending...',
  confirmation: "Thanks! We'll email you when PLM launches.",
} as const;

/** The second PLM box: the waitlist form (spec 000, section 2). */
export const WAITLIST_TEXTS = {
  formLabel: 'Join the PLM waitlist',
  title: 'Join the waitlist',
  submit: 'Join the waitlist',
  busy: 'Joining...',
  confirmationTitle: "You're on the list!",
  confirmationText: "We'll notify you as soon as the PLM platform is ready.",
  note: 'No spam. Only launch updates.',
  explore: 'Explore current platform',
  /** Once PLM is launched (issue 38), instead of the form. */
  launched: 'Atelier PLM is live: early-access members have had their invitation by e-mail.',
  open: 'Open Atelier PLM',
} as const;

/** The footer's 'Stay Updated' box. */
export const STAY_UPDATED_TEXTS = {
  title: 'Stay Updated',
  text: 'New resources, jobs and platform news, about once a month.',
  submit: 'Subscribe',
  busy: 'Subscribing...',
  confirmation: 'Thanks for subscribing!',
} as const;
