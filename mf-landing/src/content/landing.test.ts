import {
  FOOTER,
  FREELANCERS,
  HERO,
  JOBS,
  MARKETPLACE,
  NAV_SECTIONS,
  PLM,
  PROMISES,
  STATS,
  SUPPLIERS,
} from './landing';

// The spec's claims and sample items (spec 000, sections 1, 2, 3 and 9).

describe('the landing content', () => {
  it('anchors the header to the seven sections, marketplace labelled Clients/Brands', () => {
    expect(NAV_SECTIONS.map((section) => section.id)).toEqual([
      'home',
      'freelancers',
      'suppliers',
      'marketplace',
      'jobs',
      'pricing',
      'plm-section',
    ]);
    expect(NAV_SECTIONS.find((section) => section.id === 'marketplace')?.label).toBe(
      'Clients/Brands',
    );
  });

  it('makes the marketing claims of the spec', () => {
    expect(PROMISES).toEqual([
      'Start for free, no credit card required',
      'No commissions: keep 100% of your earnings',
      'Cancel anytime',
    ]);
    expect(Object.values(STATS).map((stat) => stat.value)).toEqual([
      '1,100+',
      '1,100+',
      '2,500+',
      '150+',
      '4.9',
      '450+',
      '1,200+',
      '24h',
    ]);
  });

  it('has three calls to action in the hero', () => {
    expect(HERO.actions).toHaveLength(3);
  });

  it.each([
    ['freelancer', FREELANCERS.categories],
    ['supplier', SUPPLIERS.categories],
  ])('has six %s categories with icon, title, description and count', (_, categories) => {
    expect(categories).toHaveLength(6);
    for (const category of categories) {
      expect(category.title).not.toBe('');
      expect(category.description).not.toBe('');
      expect(category.count).toBeGreaterThan(0);
    }
  });

  it('names the six supplier services of the spec', () => {
    expect(SUPPLIERS.categories.map((category) => category.title)).toEqual([
      'Fabric Sourcing',
      'Manufacturing',
      'Cut-Make-Trim',
      'Private Label',
      'Logistics',
      'Sourcing Agents',
    ]);
  });

  it('has four resources at $29, $39, $15 and $19', () => {
    expect(MARKETPLACE.resources.map((resource) => resource.price)).toEqual([29, 39, 15, 19]);
  });

  it('has three featured jobs, exactly one urgent', () => {
    expect(JOBS.jobs).toHaveLength(3);
    expect(JOBS.jobs.filter((job) => job.urgent)).toHaveLength(1);
  });

  it('announces PLM for 2025 with the three early-access benefits', () => {
    expect(PLM.badge).toContain('2025');
    expect(PLM.benefits).toEqual([
      'Free 3-month trial at launch',
      'Priority onboarding and support',
      'Exclusive beta features',
    ]);
  });

  it('has the Platform, Resources and Company columns and the three legal links', () => {
    expect(FOOTER.columns.map((column) => column.title)).toEqual([
      'Platform',
      'Resources',
      'Company',
    ]);
    expect(FOOTER.legal.map((link) => link.path)).toEqual([
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
    ]);
  });
});
