/**
 * The demo client's jobs (`SEED_DEMO_DATA=true`): the board's former sample data, so `/jobs` and
 * Manage Listings are not empty on `npm start`. Posted as the demo client under the brand names
 * they were written with; ages and deadlines are relative to when the seed runs.
 */
import type { JobCategory, JobExperience, JobType, Salary } from '@atelier/api-contract';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface DemoJob {
  title: string;
  company: string;
  location: string;
  type: JobType;
  remote: boolean;
  salary?: Salary;
  description: string;
  requirements: string[];
  skills: string[];
  category: JobCategory;
  experience: JobExperience;
  /** How long before the seed it was published. */
  postedAgoMs: number;
  deadlineInDays?: number;
  featured: boolean;
  urgent: boolean;
  benefits?: string[];
}

export const DEMO_JOBS: readonly DemoJob[] = [
  {
    title: 'Senior Swimwear Designer',
    company: 'Coastal Threads',
    location: 'Los Angeles, CA',
    type: 'full-time',
    remote: false,
    salary: { min: 85000, max: 110000, currency: 'USD', period: 'year' },
    description:
      'Lead the design of our resort and swim collections from concept to production, working closely with our fit and sourcing teams.',
    requirements: [
      '5+ years designing swimwear',
      'Strong portfolio of produced collections',
      'Experience with overseas factories',
    ],
    skills: [
      'Swimwear Design',
      'Adobe Illustrator',
      'Tech Packs',
      'Fabric Sourcing',
      'Trend Research',
      'CLO 3D',
    ],
    category: 'Design',
    experience: 'senior',
    postedAgoMs: 2 * HOUR_MS,
    deadlineInDays: 30,
    featured: true,
    urgent: false,
    benefits: ['Health insurance', 'Sample allowance', 'Hybrid Fridays'],
  },
  {
    title: 'Technical Designer - Activewear',
    company: 'Pulse Athletics',
    location: 'Portland, OR',
    type: 'full-time',
    remote: true,
    salary: { min: 70000, max: 90000, currency: 'USD', period: 'year' },
    description:
      'Own fit, specs and construction for our performance leggings and tops; run fit sessions and keep tech packs factory-ready.',
    requirements: ['3+ years in technical design', 'Knit and stretch fabric expertise'],
    skills: ['Technical Design', 'Fit Sessions', 'Grading', 'Tech Packs', 'PLM'],
    category: 'Technical Design',
    experience: 'mid',
    postedAgoMs: 30 * 60 * 1000,
    deadlineInDays: 21,
    featured: false,
    urgent: true,
  },
  {
    title: 'Freelance Pattern Maker',
    company: 'Atelier Nord',
    location: 'Remote',
    type: 'freelance',
    remote: true,
    salary: { min: 45, max: 65, currency: 'USD', period: 'hour' },
    description:
      'Draft and grade patterns for a capsule of twelve womenswear styles, with digital patterns delivered in DXF.',
    requirements: ['Industrial pattern making experience', 'Gerber or Optitex'],
    skills: ['Pattern Making', 'Grading', 'Gerber', 'Womenswear'],
    category: 'Pattern Making',
    experience: 'mid',
    postedAgoMs: DAY_MS + 3 * HOUR_MS,
    featured: false,
    urgent: false,
  },
  {
    title: 'Production Coordinator',
    company: 'Urban Loom',
    location: 'New York, NY',
    type: 'full-time',
    remote: false,
    description:
      'Keep our production calendar on track: purchase orders, factory follow-ups, sample tracking and shipping documents.',
    requirements: ['Organised and detail-minded', 'Excel or Google Sheets'],
    skills: ['Production Planning', 'Vendor Management', 'Excel'],
    category: 'Production',
    experience: 'entry',
    postedAgoMs: 3 * DAY_MS,
    deadlineInDays: 14,
    featured: false,
    urgent: false,
  },
  {
    title: 'Sustainability Consultant',
    company: 'Green Seam Collective',
    location: 'Remote',
    type: 'contract',
    remote: true,
    salary: { min: 5000, max: 8000, currency: 'USD', period: 'project' },
    description:
      'Assess our supply chain and materials, and build a roadmap to certified fibres and lower-impact dyeing.',
    requirements: ['Textile sustainability background', 'Knowledge of GOTS and OEKO-TEX'],
    skills: [
      'Sustainability',
      'Life Cycle Assessment',
      'Certifications',
      'Supply Chain',
      'Reporting',
    ],
    category: 'Sustainability',
    experience: 'senior',
    postedAgoMs: 5 * HOUR_MS,
    deadlineInDays: 20,
    featured: true,
    urgent: false,
    benefits: ['Flexible schedule'],
  },
  {
    title: 'Fashion Marketing Intern',
    company: 'Maison Vale',
    location: 'Paris, France',
    type: 'internship',
    remote: false,
    salary: { min: 1200, max: 1500, currency: 'EUR', period: 'month' },
    description:
      'Support the marketing team on campaign launches, social content and influencer seeding for the new season.',
    requirements: ['Studying marketing or fashion business', 'French and English'],
    skills: ['Social Media', 'Content Creation', 'Copywriting'],
    category: 'Marketing',
    experience: 'entry',
    postedAgoMs: 6 * DAY_MS,
    featured: false,
    urgent: false,
  },
  {
    title: 'Merchandising Manager',
    company: 'Northline Apparel',
    location: 'Chicago, IL',
    type: 'full-time',
    remote: false,
    salary: { min: 95000, max: 120000, currency: 'USD', period: 'year' },
    description:
      'Plan assortments and buys for menswear, analyse sell-through and partner with design on the line plan.',
    requirements: ['5+ years merchandising', 'Strong analytical skills'],
    skills: ['Assortment Planning', 'Open-to-Buy', 'Analytics', 'Menswear', 'Excel'],
    category: 'Merchandising',
    experience: 'senior',
    postedAgoMs: 2 * DAY_MS + 4 * HOUR_MS,
    deadlineInDays: 25,
    featured: false,
    urgent: false,
  },
  {
    title: 'Quality Control Specialist',
    company: 'Stitchworks Manufacturing',
    location: 'Ho Chi Minh City, Vietnam',
    type: 'full-time',
    remote: false,
    description:
      'Run inline and final inspections, write defect reports and work with lines to fix issues before shipment.',
    requirements: ['AQL inspection experience', 'Knowledge of garment construction'],
    skills: ['Quality Control', 'AQL', 'Garment Construction', 'Reporting'],
    category: 'Quality Control',
    experience: 'mid',
    postedAgoMs: 4 * DAY_MS,
    deadlineInDays: 7,
    featured: false,
    urgent: true,
  },
  {
    title: 'Fashion Photographer (Lookbook)',
    company: 'Solstice Swim',
    location: 'Miami, FL',
    type: 'contract',
    remote: false,
    salary: { min: 2500, max: 4000, currency: 'USD', period: 'project' },
    description:
      'Shoot our summer lookbook on location over two days: on-model, detail and flat lay shots.',
    requirements: ['Fashion lookbook portfolio', 'Own equipment'],
    skills: ['Photography', 'Lighting', 'Retouching'],
    category: 'Photography',
    experience: 'mid',
    postedAgoMs: 12 * HOUR_MS,
    deadlineInDays: 10,
    featured: false,
    urgent: false,
  },
  {
    title: 'Wardrobe Stylist',
    company: 'Editorial House',
    location: 'London, UK',
    type: 'part-time',
    remote: false,
    salary: { min: 30, max: 45, currency: 'GBP', period: 'hour' },
    description:
      'Style editorial and e-commerce shoots two to three days a week, sourcing pieces and managing returns.',
    requirements: ['Editorial styling experience', 'Network of PR contacts'],
    skills: ['Styling', 'Sourcing', 'Editorial'],
    category: 'Styling',
    experience: 'mid',
    postedAgoMs: 8 * DAY_MS,
    featured: false,
    urgent: false,
  },
  {
    title: 'Business Development Lead - Supplier Network',
    company: 'FabricBridge',
    location: 'Remote',
    type: 'full-time',
    remote: true,
    salary: { min: 80000, max: 100000, currency: 'USD', period: 'year' },
    description:
      'Grow our network of mills and manufacturers, negotiate terms and onboard new suppliers to the platform.',
    requirements: ['B2B sales experience in textiles', 'Travel up to 30%'],
    skills: ['Business Development', 'Negotiation', 'Supplier Relations', 'CRM'],
    category: 'Business Development',
    experience: 'senior',
    postedAgoMs: 10 * DAY_MS,
    featured: false,
    urgent: false,
  },
  {
    title: 'Junior CAD Designer',
    company: 'Kindred Kids',
    location: 'Austin, TX',
    type: 'part-time',
    remote: false,
    salary: { min: 22, max: 28, currency: 'USD', period: 'hour' },
    description:
      'Create flats and colourways for our kidswear line and keep the style library up to date.',
    requirements: ['Adobe Illustrator', 'Portfolio of flats'],
    skills: ['Adobe Illustrator', 'CAD', 'Colourways', 'Kidswear', 'Photoshop'],
    category: 'Design',
    experience: 'entry',
    postedAgoMs: 20 * HOUR_MS,
    featured: false,
    urgent: false,
  },
  {
    title: 'Head of Design',
    company: 'Atlas Outerwear',
    location: 'Denver, CO',
    type: 'full-time',
    remote: false,
    salary: { min: 150000, max: 180000, currency: 'USD', period: 'year' },
    description:
      'Set the creative direction for our technical outerwear and lead a team of eight designers.',
    requirements: ['10+ years in outerwear design', 'Team leadership'],
    skills: ['Creative Direction', 'Outerwear', 'Leadership', 'Technical Fabrics'],
    category: 'Design',
    experience: 'executive',
    postedAgoMs: 7 * DAY_MS,
    deadlineInDays: 40,
    featured: true,
    urgent: false,
    benefits: ['Equity', 'Relocation support', 'Health insurance'],
  },
  {
    title: 'Knitwear Design Consultant',
    company: 'Loop & Purl',
    location: 'Remote',
    type: 'freelance',
    remote: true,
    description:
      'Advise on stitch structures, yarn choices and programming for a first knitwear capsule.',
    requirements: ['Flatbed knitting expertise', 'Yarn sourcing network'],
    skills: ['Knitwear', 'Stitch Development', 'Yarn Sourcing', 'Consulting'],
    category: 'Consulting',
    experience: 'senior',
    postedAgoMs: 14 * DAY_MS,
    featured: false,
    urgent: false,
  },
];
