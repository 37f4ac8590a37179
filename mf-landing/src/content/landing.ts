import { PATHS, PLATFORM_PATHS } from '../config/paths';

/**
 * The landing page's marketing claims and sample items (spec 000, sections 1, 2, 3 and 9), in one
 * typed module. They are static by design: the spec calls them claims and sample data, not
 * figures read from a server. The spec gives the claims, the counts of items, their fields and
 * the four resource prices; the titles, descriptions, authors and companies below are our sample
 * values in the spec's shape.
 */

/** The landing page's sections, in page order, as the header's anchors name them. */
export type SectionId =
  'home' | 'freelancers' | 'suppliers' | 'marketplace' | 'jobs' | 'pricing' | 'plm-section';

export interface NavSection {
  id: SectionId;
  /** The header link's text. */
  label: string;
}

/** The header's anchor links (spec 000, section 2): 'marketplace' is labelled Clients/Brands. */
export const NAV_SECTIONS: readonly NavSection[] = [
  { id: 'home', label: 'Home' },
  { id: 'freelancers', label: 'Freelancers' },
  { id: 'suppliers', label: 'Suppliers' },
  { id: 'marketplace', label: 'Clients/Brands' },
  { id: 'jobs', label: 'Jobs' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'plm-section', label: 'PLM' },
];

/** The names of the icons the landing page draws (src/components/icons.tsx). */
export type IconName =
  | 'pencil'
  | 'scissors'
  | 'clipboard'
  | 'palette'
  | 'cube'
  | 'lightbulb'
  | 'layers'
  | 'factory'
  | 'needle'
  | 'tag'
  | 'truck'
  | 'globe';

/** A landing static item: category (spec 000, section 3). */
export interface Category {
  icon: IconName;
  title: string;
  description: string;
  /** How many members offer it, shown as 'n+'. */
  count: number;
}

/** A landing static item: resource (spec 000, section 3). */
export interface Resource {
  title: string;
  description: string;
  /** Formats and contents, one line. */
  details: string;
  /** In whole US dollars (spec 000, section 9: $29, $39, $15, $19). */
  price: number;
  downloads: number;
  author: string;
  badge: string;
}

/** A landing static item: job (spec 000, section 3). */
export interface FeaturedJob {
  title: string;
  type: 'Full-time' | 'Part-time' | 'Contract' | 'Freelance';
  description: string;
  company: string;
  /** The last day to apply, as the card shows it. */
  deadline: string;
  urgent: boolean;
}

/** A headline figure: '1,100+' 'Professionals'. */
export interface Stat {
  value: string;
  label: string;
}

/** The marketing claims of spec 000, section 1. */
export const PROMISES = [
  'Start for free, no credit card required',
  'No commissions: keep 100% of your earnings',
  'Cancel anytime',
] as const;

export const STATS = {
  professionals: { value: '1,100+', label: 'Professionals' },
  suppliers: { value: '1,100+', label: 'Suppliers' },
  downloads: { value: '2,500+', label: 'Downloads' },
  creators: { value: '150+', label: 'Creators' },
  rating: { value: '4.9', label: 'Average rating' },
  jobListings: { value: '450+', label: 'Job listings' },
  hires: { value: '1,200+', label: 'Hires' },
  response: { value: '24h', label: 'Average response' },
} as const satisfies Record<string, Stat>;

export const HERO = {
  eyebrow: 'The fashion industry network',
  /** The page's h1; the platform's browser tests look for it on `/`. */
  title: 'Where fashion talent, brands and suppliers meet',
  lead:
    'Hire designers, patternmakers and tech pack makers, source from verified suppliers, and ' +
    'buy ready-made design resources. One platform, built for fashion.',
  /** The three calls to action; all lead to sign-up (spec 000, section 2). */
  actions: ['Join as a Freelancer', 'Hire as a Brand', 'Join as a Supplier'],
  stats: [STATS.professionals, STATS.suppliers, STATS.hires, STATS.rating],
} as const;

export const FREELANCERS = {
  title: 'Talent for every step of your collection',
  lead: 'Independent designers and technical specialists, ready to join your next project.',
  stat: STATS.professionals,
  countLabel: 'professionals',
  categories: [
    {
      icon: 'pencil',
      title: 'Fashion Designers',
      description: 'Collections, capsules and line extensions from concept to final sketches.',
      count: 320,
    },
    {
      icon: 'scissors',
      title: 'Patternmakers',
      description: 'First patterns, grading and fit corrections, by hand or in CAD.',
      count: 210,
    },
    {
      icon: 'clipboard',
      title: 'Tech Pack Makers',
      description: 'Factory-ready tech packs with specs, bills of materials and size charts.',
      count: 180,
    },
    {
      icon: 'palette',
      title: 'Print & Textile Designers',
      description: 'Seamless repeats, placement prints and colourways for any fabric.',
      count: 150,
    },
    {
      icon: 'cube',
      title: '3D & CAD Designers',
      description: 'Digital samples and 3D garments that cut sampling rounds and cost.',
      count: 120,
    },
    {
      icon: 'lightbulb',
      title: 'Fashion Consultants',
      description: 'Brand strategy, sourcing advice and production planning for new labels.',
      count: 140,
    },
  ],
} as const satisfies {
  title: string;
  lead: string;
  stat: Stat;
  countLabel: string;
  categories: readonly Category[];
};

export const SUPPLIERS = {
  title: 'Suppliers who make it real',
  lead: 'Mills, factories and agents with public profiles, ready to answer your requests.',
  stat: STATS.suppliers,
  countLabel: 'suppliers',
  categories: [
    {
      icon: 'layers',
      title: 'Fabric Sourcing',
      description: 'Mills and converters for wovens, knits, denim and certified fibres.',
      count: 260,
    },
    {
      icon: 'factory',
      title: 'Manufacturing',
      description: 'Full-package production from sampling to bulk, at low or high volume.',
      count: 240,
    },
    {
      icon: 'needle',
      title: 'Cut-Make-Trim',
      description: 'CMT workshops that sew your supplied fabric and trims to your specs.',
      count: 180,
    },
    {
      icon: 'tag',
      title: 'Private Label',
      description: 'Ready styles finished with your labels, packaging and branding.',
      count: 170,
    },
    {
      icon: 'truck',
      title: 'Logistics',
      description: 'Freight, customs and warehousing from the factory to your customers.',
      count: 110,
    },
    {
      icon: 'globe',
      title: 'Sourcing Agents',
      description: 'Local agents who find, audit and manage factories on your behalf.',
      count: 150,
    },
  ],
} as const satisfies {
  title: string;
  lead: string;
  stat: Stat;
  countLabel: string;
  categories: readonly Category[];
};

export const MARKETPLACE = {
  title: 'Ready-made resources for brands and creators',
  lead: 'Templates, patterns and guides made by working professionals. Download and use today.',
  stats: [STATS.downloads, STATS.creators, STATS.rating],
  resources: [
    {
      title: 'Activewear Tech Pack Template',
      description: 'A complete tech pack for leggings and sports bras, ready for factory hand-off.',
      details: 'Illustrator + Excel, 24 pages',
      price: 29,
      downloads: 842,
      author: 'Maya Chen',
      badge: 'Bestseller',
    },
    {
      title: 'Denim Pattern Collection',
      description: 'Graded jeans patterns in five fits, with construction notes.',
      details: 'PDF + DXF, sizes 24 to 36',
      price: 39,
      downloads: 516,
      author: 'Lucas Moreau',
      badge: 'Popular',
    },
    {
      title: 'Tropical Seamless Print Pack',
      description: 'Twelve repeat patterns in four colourways, ready for digital printing.',
      details: 'AI + PNG, 12 repeats',
      price: 15,
      downloads: 1204,
      author: 'Aiko Tanaka',
      badge: 'New',
    },
    {
      title: 'Size Chart & Grading Guide',
      description: 'Womenswear size charts with grading rules from XS to 3XL.',
      details: 'Excel + PDF, 8 charts',
      price: 19,
      downloads: 673,
      author: 'Sofia Rossi',
      badge: 'Top Rated',
    },
  ],
} as const satisfies {
  title: string;
  lead: string;
  stats: readonly Stat[];
  resources: readonly Resource[];
};

export const JOBS = {
  title: 'Featured jobs',
  lead: 'Brands hire on Atelier every day. Apply in minutes with your portfolio.',
  stats: [STATS.jobListings, STATS.hires, STATS.response],
  jobs: [
    {
      title: 'Senior Swimwear Designer',
      type: 'Freelance',
      description: 'Design a 20-piece resort swimwear capsule, from mood board to tech packs.',
      company: 'Coastline Swim Co.',
      deadline: 'Dec 15, 2026',
      urgent: false,
    },
    {
      title: 'Knitwear Technical Designer',
      type: 'Contract',
      description: 'Write specs and grade a 12-style knitwear range for our first production.',
      company: 'Nordic Loom',
      deadline: 'Dec 5, 2026',
      urgent: true,
    },
    {
      title: 'Outerwear Patternmaker',
      type: 'Part-time',
      description: 'Develop and fit patterns for parkas and trench coats, two days a week.',
      company: 'Urban Layer Studio',
      deadline: 'Jan 10, 2027',
      urgent: false,
    },
  ],
} as const satisfies {
  title: string;
  lead: string;
  stats: readonly Stat[];
  jobs: readonly FeaturedJob[];
};

export const PRICING = {
  title: 'Simple pricing for every side of fashion',
  lead: 'Start for free, no credit card required. No commissions. Cancel anytime.',
} as const;

/** The PLM announcement (spec 000, section 1). */
export const PLM = {
  badge: 'Coming in 2025',
  title: 'PLM: from first sketch to finished product',
  lead:
    'A product lifecycle management tool built into Atelier: tech packs, samples, costing, ' +
    'suppliers and deadlines for every style, in one place.',
  benefitsTitle: 'Early-access benefits',
  benefits: [
    'Free 3-month trial at launch',
    'Priority onboarding and support',
    'Exclusive beta features',
  ],
} as const;

/** A footer link: to a landing section, to a path of the platform, or a mailto: address. */
export type FooterLink =
  | { label: string; section: SectionId }
  | { label: string; path: string }
  | { label: string; href: `mailto:${string}` };

export const FOOTER = {
  tagline: 'The fashion industry network: talent, brands and suppliers, in one place.',
  columns: [
    {
      title: 'Platform',
      links: [
        { label: 'Find Talent', section: 'freelancers' },
        { label: 'Find Suppliers', section: 'suppliers' },
        { label: 'Marketplace', path: PLATFORM_PATHS.marketplace },
        { label: 'Jobs', path: PLATFORM_PATHS.jobs },
        { label: 'Pricing', section: 'pricing' },
      ],
    },
    {
      title: 'Resources',
      links: [
        { label: 'Sell Your Work', path: PLATFORM_PATHS.signup },
        { label: 'Post a Job', path: PLATFORM_PATHS.signup },
        { label: 'PLM Waitlist', section: 'plm-section' },
        { label: 'Help Center', href: 'mailto:support@atelier.test' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About Atelier', section: 'home' },
        { label: 'Contact', href: 'mailto:hello@atelier.test' },
        { label: 'Press', href: 'mailto:press@atelier.test' },
      ],
    },
  ],
  contact: {
    title: 'Contact',
    email: 'hello@atelier.test',
    support: 'support@atelier.test',
    location: 'Remote-first, serving brands worldwide',
  },
  legal: [
    { label: 'Privacy Policy', path: PATHS.privacyPolicy },
    { label: 'Terms of Service', path: PATHS.termsOfService },
    { label: 'Cookie Policy', path: PATHS.cookiePolicy },
  ],
} as const satisfies {
  tagline: string;
  columns: readonly { title: string; links: readonly FooterLink[] }[];
  contact: Record<string, string>;
  legal: readonly { label: string; path: string }[];
};

/** The header link's text for a section, used as the section's eyebrow too. */
export function sectionLabel(id: SectionId): string {
  return NAV_SECTIONS.find((section) => section.id === id)?.label ?? id;
}
