import { formatCount } from '@atelier/shared-ui';

/** The public profile's texts (spec 001 section 2, Freelancer public profile). */
export const PUBLIC_PROFILE_TEXTS = {
  back: 'Back to Home',
  available: 'Available for new projects',
  booked: 'Currently booked',
  sendMessage: 'Send Message',
  inviteToProject: 'Invite to Project',
  myShop: 'My Shop',
  aboutMe: 'About Me',
  readMore: 'Read more',
  readLess: 'Read less',
  portfolio: 'Portfolio',
  featured: 'Featured',
  featuredProducts: 'Featured Products',
  visitMyShop: 'Visit My Shop',
  testimonials: 'Client Testimonials',
  whatIDo: 'What I Do',
  workWithMe: 'Work With Me',
  workWithMeText: 'Have a project in mind? Get in touch to discuss scope, timeline and budget.',
  quickStats: 'Quick Stats',
  contact: 'Contact',
  bestseller: 'Bestseller',
  new: 'New',
  /** A product card's downloads, counted in the platform's one format ('1,248 downloads'). */
  downloads: (count: number) => `${formatCount(count)} downloads`,
  pro: 'PRO',
  verifiedSupplier: 'Verified Supplier',
  privateNotice: 'Your profile is private: only you can see this page.',
  download: 'Download',
} as const;

/** Invite to Project: a signed-in client invites the freelancer to one of their open jobs. */
export const INVITE_TEXTS = {
  title: (name: string) => `Invite ${name} to a project`,
  job: 'Job',
  chooseJob: 'Choose one of your open jobs',
  send: 'Send Invitation',
  cancel: 'Cancel',
  sending: 'Sending...',
  loading: 'Loading your jobs...',
  loadError: 'Your jobs could not be loaded.',
  retry: 'Retry',
  noOpenJobs: 'You have no open jobs. Post a job, then invite freelancers to it.',
  postJob: 'Post a Job',
  required: 'Please choose a job.',
  sent: (name: string, job: string) => `${name} is invited to ${job}.`,
} as const;

export const STAT_LABELS = {
  projectsCompleted: 'Projects',
  clientsWorked: 'Clients',
  yearsExperience: 'Years',
  rating: 'Rating',
} as const;

/** Shown for a private or unknown username. */
export const NOT_FOUND = {
  title: 'Profile Not Found',
  message: "The profile you're looking for doesn't exist or is private.",
  action: 'Back to Home',
} as const;

/** Card tag counts (section 9): a profile's product card shows 2, then '+N'. */
export const PRODUCT_CARD_TAGS = 2;
export const plusMore = (hidden: number) => `+${hidden}`;
