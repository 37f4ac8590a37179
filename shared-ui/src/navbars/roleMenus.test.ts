import {
  CLIENT_MENU,
  LOG_OUT_LABEL,
  SUPPLIER_MENU,
  freelancerMenu,
  type NavEntry,
  type RoleMenu,
} from './roleMenus';

type Tuple = [string, string] | [string, [string, string][]];

const toTuples = (entries: readonly NavEntry[]): Tuple[] =>
  entries.map((entry) =>
    entry.kind === 'link'
      ? [entry.label, entry.path]
      : [entry.label, entry.items.map((item): [string, string] => [item.label, item.path])],
  );

// Spec 001, "Navigation bars", with the paths of spec 000 and 001, section 2. Written out here
// independently of roleMenus.ts so that a change to either shows up.
const SPEC: Record<string, { menu: RoleMenu; home: string; primary: Tuple[]; account: Tuple[] }> = {
  freelancer: {
    menu: freelancerMenu('ada'),
    home: '/freelancer/dashboard',
    primary: [
      [
        'Portfolio',
        [
          ['Manage Portfolio', '/freelancer/portfolio'],
          ['View Public Profile', '/portfolio/ada'],
        ],
      ],
      [
        'Job Offers',
        [
          ['Browse Offers', '/jobs'],
          ['My Applications', '/freelancer/applications'],
        ],
      ],
      [
        'Marketplace',
        [
          ['Browse Products', '/marketplace-full'],
          ['Sell Your Work', '/freelancer/sell-products'],
          ['Manage Products', '/freelancer/manage-products'],
          ['Orders', '/freelancer/orders'],
          ['Payments', '/freelancer/payments'],
        ],
      ],
      ['Messages', '/freelancer/messages'],
    ],
    account: [
      ['Dashboard', '/freelancer/dashboard'],
      ['Edit Profile', '/freelancer/manage-profile'],
      ['Subscription', '/freelancer/subscription'],
      ['Payments', '/freelancer/payments'],
      ['Purchases', '/marketplace/purchases'],
      ['PLM', '/plm'],
      ['Settings', '/freelancer/settings'],
    ],
  },
  supplier: {
    menu: SUPPLIER_MENU,
    home: '/supplier/dashboard',
    primary: [
      ['My Services', '/supplier/services'],
      ['Client Requests', '/supplier/requests'],
      ['Marketplace', '/marketplace-full'],
      ['Messages', '/supplier/messages'],
    ],
    account: [
      ['Dashboard', '/supplier/dashboard'],
      ['Profile', '/supplier/profile'],
      ['Saved Searches', '/supplier/saved-searches'],
      ['Billing', '/supplier/billing'],
      ['Purchases', '/marketplace/purchases'],
      ['PLM', '/plm'],
      ['Samples', '/supplier/samples'],
      ['Settings', '/supplier/settings'],
    ],
  },
  client: {
    menu: CLIENT_MENU,
    home: '/client/dashboard',
    primary: [
      [
        'Jobs & Requests',
        [
          ['Post a Job', '/client/post-job'],
          ['Post a Request', '/client/post-request'],
          ['Manage Listings', '/client/manage-listings'],
          ['View Applications', '/client/applications'],
        ],
      ],
      ['Talent & Suppliers', '/explore'],
      ['Marketplace', '/marketplace-full'],
      ['Messages', '/client/messages'],
    ],
    account: [
      ['Dashboard', '/client/dashboard'],
      ['Company Profile', '/client/profile'],
      ['Team Members', '/client/team'],
      ['Purchases', '/marketplace/purchases'],
      ['PLM', '/plm'],
      ['Settings', '/client/settings'],
    ],
  },
};

describe.each(Object.entries(SPEC))('the %s menu', (_role, spec) => {
  it('has the spec’s main entries and paths, in order', () => {
    expect(toTuples(spec.menu.primary)).toEqual(spec.primary);
  });

  it('has the spec’s account entries and paths, in order', () => {
    expect(toTuples(spec.menu.account)).toEqual(spec.account);
  });

  it('links the brand to the role’s dashboard', () => {
    expect(spec.menu.home).toBe(spec.home);
  });
});

describe('freelancerMenu', () => {
  it('puts the username in the public profile path, encoded', () => {
    const portfolio = freelancerMenu('ana maría').primary[0];
    expect(portfolio?.kind === 'group' && portfolio.items[1]?.path).toBe(
      '/portfolio/ana%20mar%C3%ADa',
    );
  });
});

it('ends account menus with the spec’s sign-out label', () => {
  expect(LOG_OUT_LABEL).toBe('Log out');
});
