/**
 * The demo freelancer's products (SEED_DEMO_DATA): the spec's three seed products (a tech pack
 * template at 29 (was 39), a textile prints collection at 39, a custom swimwear design service at
 * 299 delivered in 7-14 days with 3 revisions) and the rest of the marketplace's sample listing
 * (mf-marketplace/src/fixtures/sampleData.ts), all of it owned by the demo freelancer. Prices in
 * US cents; each gets one generated image in its hue and one small placeholder file per file
 * type.
 */
export interface DemoProduct {
  title: string;
  description: string;
  category: string;
  subcategory: string;
  price: number;
  originalPrice: number | null;
  license: 'commercial' | 'personal' | 'extended';
  tags: string[];
  fileTypes: string[];
  hue: number;
  /** A custom service (the seed's swimwear design service): its delivery time and revisions. */
  custom?: { deliveryTime: '1-3' | '3-7' | '7-14' | '14-30'; revisions: number };
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    title: 'Complete Tech Pack Template',
    description:
      'A production-ready tech pack for tops and dresses: flat sketches, bill of materials, measurement specs with grading, construction details and a factory-ready cover page. Every page is editable and laid out the way factories expect to read it.',
    category: 'Design Templates',
    subcategory: 'Tech Packs',
    price: 2900,
    originalPrice: 3900,
    license: 'commercial',
    tags: ['tech pack', 'template', 'apparel', 'production', 'specs'],
    fileTypes: ['AI', 'PDF', 'XLSX'],
    hue: 262,
  },
  {
    title: 'Tropical Textile Prints Collection',
    description:
      'Twelve hand-painted tropical prints prepared for digital textile printing, each in three colourways with repeat tiles at 150 dpi and 300 dpi.',
    category: 'Patterns & Prints',
    subcategory: 'Textile Prints',
    price: 3900,
    originalPrice: null,
    license: 'commercial',
    tags: ['prints', 'tropical', 'textile', 'resort wear'],
    fileTypes: ['AI', 'PNG'],
    hue: 150,
  },
  {
    title: 'Swimwear CAD Template Library',
    description:
      'Forty vector flats of one-pieces, bikinis and rash guards with front and back views, stitch lines and trims on separate layers.',
    category: 'Design Templates',
    subcategory: 'CAD Templates',
    price: 4500,
    originalPrice: 6000,
    license: 'commercial',
    tags: ['swimwear', 'CAD', 'flats', 'vector'],
    fileTypes: ['AI', 'SVG'],
    hue: 200,
  },
  {
    title: 'Seasonal Mood Board Kit',
    description:
      'Layered mood board layouts for each season with colour story panels, fabric swatch frames and typography pairings.',
    category: 'Design Templates',
    subcategory: 'Mood Boards',
    price: 1900,
    originalPrice: null,
    license: 'personal',
    tags: ['mood board', 'trends', 'colour story'],
    fileTypes: ['PSD', 'PDF'],
    hue: 330,
  },
  {
    title: 'Line Sheet Presentation Template',
    description:
      'A wholesale line sheet with style numbers, colourways, price tiers and order minimums, ready for buyers and showrooms.',
    category: 'Design Templates',
    subcategory: 'Presentation Templates',
    price: 2500,
    originalPrice: 3500,
    license: 'commercial',
    tags: ['line sheet', 'wholesale', 'presentation'],
    fileTypes: ['INDD', 'PDF'],
    hue: 160,
  },
  {
    title: 'Seamless Botanical Patterns',
    description:
      'Twenty seamless botanical repeats, from ditsy florals to oversized leaves, tested on jersey, poplin and silk.',
    category: 'Patterns & Prints',
    subcategory: 'Seamless Patterns',
    price: 2400,
    originalPrice: null,
    license: 'extended',
    tags: ['seamless', 'botanical', 'repeat', 'florals'],
    fileTypes: ['AI', 'PNG', 'JPG'],
    hue: 24,
  },
  {
    title: 'Embroidery Motif Pack',
    description:
      'Thirty machine-ready embroidery motifs with stitch files and colour charts, sized for chest, sleeve and back placements.',
    category: 'Patterns & Prints',
    subcategory: 'Embroidery Designs',
    price: 3200,
    originalPrice: 4000,
    license: 'commercial',
    tags: ['embroidery', 'motifs', 'DST'],
    fileTypes: ['DST', 'PES', 'PDF'],
    hue: 90,
  },
  {
    title: 'Fashion Flats Vector Library',
    description:
      'Over 300 editable fashion flats for menswear, womenswear and kidswear, organised by garment type with consistent line weights.',
    category: 'Patterns & Prints',
    subcategory: 'Vector Graphics',
    price: 4900,
    originalPrice: 7900,
    license: 'extended',
    tags: ['vector', 'flats', 'illustrator', 'library', 'menswear'],
    fileTypes: ['AI', 'SVG', 'PDF'],
    hue: 300,
  },
  {
    title: 'Womenswear Grading Rules',
    description:
      'Grade rules for tops, bottoms and dresses from XS to 3XL with point-of-measure diagrams and tolerance tables.',
    category: 'Technical Resources',
    subcategory: 'Grading Rules',
    price: 3500,
    originalPrice: null,
    license: 'commercial',
    tags: ['grading', 'sizing', 'womenswear'],
    fileTypes: ['XLSX', 'PDF'],
    hue: 210,
  },
  {
    title: 'International Size Chart Set',
    description:
      'Size conversion charts for US, UK, EU, JP and AU markets across womenswear, menswear, kidswear and footwear.',
    category: 'Technical Resources',
    subcategory: 'Size Charts',
    price: 1500,
    originalPrice: null,
    license: 'personal',
    tags: ['size chart', 'conversion', 'international'],
    fileTypes: ['XLSX', 'PDF'],
    hue: 40,
  },
  {
    title: 'Tailored Jacket Construction Guide',
    description:
      'A step-by-step guide to constructing a fully lined tailored jacket: canvassing, pad stitching, welt pockets and sleeve setting.',
    category: 'Technical Resources',
    subcategory: 'Construction Guides',
    price: 4200,
    originalPrice: null,
    license: 'personal',
    tags: ['tailoring', 'construction', 'outerwear'],
    fileTypes: ['PDF'],
    hue: 120,
  },
  {
    title: 'Denim Fit Guide',
    description:
      'Fit sessions made simple: common denim fit issues, their causes and the pattern corrections that solve them.',
    category: 'Technical Resources',
    subcategory: 'Fitting Guides',
    price: 2800,
    originalPrice: 3400,
    license: 'personal',
    tags: ['denim', 'fit', 'pattern corrections'],
    fileTypes: ['PDF'],
    hue: 0,
  },
  {
    title: 'Brand Guidelines Template',
    description:
      'A complete brand book for fashion labels: logo usage, colour palette, typography, photography direction and tone of voice.',
    category: 'Business Tools',
    subcategory: 'Brand Guidelines',
    price: 5500,
    originalPrice: 7500,
    license: 'commercial',
    tags: ['branding', 'guidelines', 'identity'],
    fileTypes: ['INDD', 'PDF', 'AI'],
    hue: 280,
  },
  {
    title: 'Garment Costing Calculator',
    description:
      'A spreadsheet that turns fabric, trims, labour, duty and freight into landed cost, wholesale and retail prices with margin checks.',
    category: 'Business Tools',
    subcategory: 'Pricing Calculators',
    price: 2200,
    originalPrice: null,
    license: 'commercial',
    tags: ['costing', 'pricing', 'spreadsheet'],
    fileTypes: ['XLSX'],
    hue: 180,
  },
  {
    title: 'Freelance Design Contract Pack',
    description:
      'Plain-language contracts for freelance fashion designers: project agreement, NDA, licensing terms and change-request forms.',
    category: 'Business Tools',
    subcategory: 'Contracts & Templates',
    price: 3800,
    originalPrice: null,
    license: 'commercial',
    tags: ['contracts', 'freelance', 'legal'],
    fileTypes: ['DOCX', 'PDF'],
    hue: 60,
  },
  {
    title: 'Launch Campaign Marketing Kit',
    description:
      'Everything for a collection launch: email sequences, press release, lookbook layout and a two-week social calendar.',
    category: 'Business Tools',
    subcategory: 'Marketing Materials',
    price: 6500,
    originalPrice: 8900,
    license: 'commercial',
    tags: ['marketing', 'launch', 'email', 'social'],
    fileTypes: ['PDF', 'DOCX', 'PSD'],
    hue: 230,
  },
  {
    title: 'Flat Lay Product Photo Pack',
    description:
      'Fifty styled flat lay photographs of basics on neutral backgrounds, shot for e-commerce product pages.',
    category: 'Photography & Media',
    subcategory: 'Product Photos',
    price: 2900,
    originalPrice: null,
    license: 'extended',
    tags: ['photography', 'flat lay', 'e-commerce'],
    fileTypes: ['JPG'],
    hue: 15,
  },
  {
    title: 'Streetwear Lifestyle Photo Set',
    description:
      'Thirty lifestyle photographs of streetwear shot on location, cleared for advertising and social media.',
    category: 'Photography & Media',
    subcategory: 'Lifestyle Photos',
    price: 7900,
    originalPrice: 9900,
    license: 'extended',
    tags: ['streetwear', 'lifestyle', 'photography'],
    fileTypes: ['JPG', 'RAW'],
    hue: 190,
  },
  {
    title: 'Runway Reel Video Templates',
    description:
      'Ten vertical and horizontal video templates for runway and lookbook reels with transitions timed to music.',
    category: 'Photography & Media',
    subcategory: 'Video Templates',
    price: 3500,
    originalPrice: null,
    license: 'commercial',
    tags: ['video', 'reels', 'runway'],
    fileTypes: ['MOGRT', 'AEP'],
    hue: 320,
  },
  {
    title: 'Instagram Story Templates for Fashion',
    description:
      'Sixty story templates for drops, sales, behind-the-scenes and customer reviews, editable in Canva and Photoshop.',
    category: 'Photography & Media',
    subcategory: 'Social Media Templates',
    price: 1800,
    originalPrice: 2400,
    license: 'commercial',
    tags: ['instagram', 'stories', 'social media', 'canva'],
    fileTypes: ['PSD', 'PNG'],
    hue: 140,
  },
  {
    title: 'Custom Swimwear Tech Pack Service',
    description:
      'A made-to-order tech pack for your swimwear style: flats, specs, grading and materials, delivered in 7 to 14 days with up to 3 rounds of revisions.',
    category: 'Design Templates',
    subcategory: 'Tech Packs',
    price: 29900,
    originalPrice: null,
    license: 'commercial',
    tags: ['custom', 'swimwear', 'tech pack', 'service'],
    fileTypes: ['AI', 'PDF'],
    hue: 250,
    custom: { deliveryTime: '7-14', revisions: 3 },
  },
];
