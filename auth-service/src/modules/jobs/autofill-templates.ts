/**
 * 'Autofill with AI' without an AI model configured: per category, a description (`{title}` is
 * replaced by the job's title), requirements and skills a client edits afterwards. Kept as data;
 * add a category's entry here when the board gains one.
 */
import type { JobCategory } from '@atelier/api-contract';

export interface AutofillTemplate {
  description: string;
  requirements: string[];
  skills: string[];
}

export const AUTOFILL_TEMPLATES: Record<JobCategory, AutofillTemplate> = {
  Design: {
    description:
      'We are looking for a {title} to shape our upcoming collections from concept to production-ready designs. You will research trends, build mood boards, sketch and render styles, and work closely with our product and sourcing teams to bring each piece to life.',
    requirements: [
      'A portfolio showing finished collections or styles',
      '3+ years of fashion design experience',
      'Ability to prepare clear tech packs for factories',
    ],
    skills: ['Adobe Illustrator', 'Adobe Photoshop', 'Trend Research', 'Sketching', 'Tech Packs'],
  },
  'Pattern Making': {
    description:
      'We need a {title} to turn designs into accurate, production-ready patterns. You will draft and grade patterns, run fittings, and correct fit issues with our samples room and manufacturers.',
    requirements: [
      'Experience drafting patterns for production',
      'Knowledge of grading across a size range',
      'Comfortable leading fittings and writing fit comments',
    ],
    skills: [
      'Pattern Drafting',
      'Grading',
      'Gerber AccuMark',
      'Fit Analysis',
      'Garment Construction',
    ],
  },
  'Technical Design': {
    description:
      'As our {title} you will own the technical side of each style: specifications, measurements, construction details and fit, making sure factories build exactly what was designed.',
    requirements: [
      'Experience writing complete tech packs',
      'Strong knowledge of garment construction and measurements',
      'Clear written communication with overseas factories',
    ],
    skills: ['Tech Packs', 'CLO 3D', 'Adobe Illustrator', 'Spec Sheets', 'Fit Sessions'],
  },
  Production: {
    description:
      'We are hiring a {title} to run our production from sample approval to delivery: planning, costing, quality and timelines with our manufacturing partners.',
    requirements: [
      'Experience managing apparel production with factories',
      'Ability to track costs, timelines and quality',
      'Strong negotiation and follow-up',
    ],
    skills: ['Production Planning', 'Costing', 'Supplier Management', 'Quality Control', 'Excel'],
  },
  Marketing: {
    description:
      'Join us as {title} to grow our brand: plan campaigns, launches and content across social, email and partnerships, and measure what works.',
    requirements: [
      'Experience marketing a fashion or lifestyle brand',
      'A record of campaigns with measurable results',
      'Excellent writing and visual judgement',
    ],
    skills: [
      'Social Media',
      'Content Strategy',
      'Email Marketing',
      'Influencer Marketing',
      'Analytics',
    ],
  },
  'Business Development': {
    description:
      'As {title} you will open new wholesale, retail and partnership channels for our brand, from first contact to signed agreement.',
    requirements: [
      'Experience selling into fashion retail or wholesale',
      'An existing network of buyers or partners',
      'Comfortable owning targets and a pipeline',
    ],
    skills: ['Wholesale', 'Negotiation', 'CRM', 'Market Research', 'Presentation'],
  },
  Consulting: {
    description:
      'We are looking for a {title} to advise us on a defined project: assess where we stand, recommend what to change, and help our team put it in place.',
    requirements: [
      'Experience advising fashion brands on similar projects',
      'Clear written recommendations with a plan',
      'Availability for regular check-ins with our team',
    ],
    skills: ['Strategy', 'Brand Positioning', 'Process Improvement', 'Workshops', 'Reporting'],
  },
  Photography: {
    description:
      'We need a {title} to shoot our products and campaigns: e-commerce, lookbook and social imagery that shows the clothes at their best.',
    requirements: [
      'A portfolio of fashion or product photography',
      'Own equipment and lighting',
      'Retouching to a consistent brand style',
    ],
    skills: ['Fashion Photography', 'Lighting', 'Adobe Lightroom', 'Retouching', 'Art Direction'],
  },
  Styling: {
    description:
      'As our {title} you will style shoots, looks and campaigns so every image tells our brand story, from pulling pieces to on-set decisions.',
    requirements: [
      'A styling portfolio for editorial or commercial shoots',
      'A sharp eye for trends and our brand’s aesthetic',
      'Organised with samples, returns and call sheets',
    ],
    skills: [
      'Fashion Styling',
      'Creative Direction',
      'Trend Research',
      'Lookbooks',
      'On-set Coordination',
    ],
  },
  Merchandising: {
    description:
      'We are hiring a {title} to plan what we sell and when: assortments, buys, pricing and performance across channels.',
    requirements: [
      'Experience in fashion merchandising or buying',
      'Strong analytical skills with sales data',
      'Ability to work with design and production on ranges',
    ],
    skills: ['Assortment Planning', 'Buying', 'Excel', 'Pricing', 'Sales Analysis'],
  },
  'Quality Control': {
    description:
      'As {title} you will make sure every order meets our standards: inspections, measurements, defect reports and corrective actions with factories.',
    requirements: [
      'Experience inspecting garments against specifications',
      'Knowledge of AQL sampling and defect classification',
      'Clear reports with photos and actions',
    ],
    skills: ['Quality Inspection', 'AQL', 'Measurements', 'Fabric Testing', 'Reporting'],
  },
  Sustainability: {
    description:
      'We need a {title} to make our products and supply chain more sustainable: materials, certifications, traceability and honest communication about them.',
    requirements: [
      'Experience with sustainable materials or certifications',
      'Knowledge of supply chain traceability',
      'Ability to turn goals into practical steps',
    ],
    skills: ['Sustainable Materials', 'GOTS', 'Life Cycle Assessment', 'Supply Chain', 'Reporting'],
  },
  Other: {
    description:
      'We are looking for a {title} to join our fashion team. Tell candidates about the project, the team they will work with, and what success looks like.',
    requirements: ['Relevant experience in the fashion industry', 'A portfolio or references'],
    skills: ['Communication', 'Organisation', 'Fashion Industry Knowledge'],
  },
};
