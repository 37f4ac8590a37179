import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  ROUTES,
  conversationPath,
  editJobPath,
  editRequestPath,
  jobPath,
  orderPath,
  portfolioPath,
  productPath,
  purchasePath,
  sellProductPath,
} from '@atelier/shared-ui/routes';
import { DEMO, DEMO_USER_ID, signIn, tokenSentDuring } from './support/accounts';
import { followVerificationEmail } from './support/mail';
import { savePublicProfile } from './support/profiles';
import { createPublishedProduct } from './support/catalogue';
import { PDF } from './support/files';
import { connectPayoutAccount } from './support/payouts';
import {
  LONG_WORD,
  PHONE,
  expectFitsThePhone,
  longNameOf,
  screenshotAtBothWidths,
  uploadFile,
} from './support/phone';

// Issue 26: every screen of every role fits a 390 px phone, with the menu reachable, whatever the
// length of the user's name. New freelancer, client and supplier accounts with 40-character names
// make real data with unbroken long words in what they write (a job, a request, a product, a
// service, a company, a message with a file, a custom order, a draft request); then each role
// walks every route of the route table it can open, one browser context per role, two roles at
// a time.

/** Every path of the route table, flattened: the walk must cover them all. */
function allRoutes(table: object = ROUTES): string[] {
  return Object.values(table).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : allRoutes(value as object),
  );
}

interface Visit {
  /** The route table's pattern. */
  route: string;
  /** The concrete path visited. */
  path: string;
  /** The page has the platform's header (and so its Menu button). */
  header: boolean;
}

/** What the set-up made, which the parameterised routes are built from. */
interface Made {
  productId: string;
  freelancerProductId: string;
  username: string;
  purchaseId: string;
  /** The client's custom order of the freelancer's product (both open its page). */
  orderId: string;
  jobId: string;
  /** The client's draft request, opened in Post a Request to be completed. */
  draftRequestId: string;
  freelancerId: string;
  clientId: string;
}

const visit = (route: string, path = route, header = true): Visit => ({ route, path, header });

/** Pages that every signed-in role may open. */
const anyRole = (made: Made): Visit[] => [
  visit(ROUTES.home),
  visit(ROUTES.marketplace),
  visit(ROUTES.product, productPath(made.productId)),
  visit(ROUTES.jobs),
  visit(ROUTES.job, jobPath(made.jobId)),
  visit(ROUTES.portfolio, portfolioPath(made.username), false),
];

/** The walks, per role: what each opens. */
const WALKS = {
  public: (made: Made): Visit[] => [
    visit(ROUTES.home),
    visit(ROUTES.privacyPolicy),
    visit(ROUTES.termsOfService),
    visit(ROUTES.cookiePolicy),
    // Keycloak's themed pages.
    visit(ROUTES.login, ROUTES.login, false),
    visit(ROUTES.signup, ROUTES.signup, false),
    visit(ROUTES.marketplace),
    visit(ROUTES.product, productPath(made.productId)),
    visit(ROUTES.productWithoutId),
    visit(ROUTES.jobs),
    visit(ROUTES.job, jobPath(made.jobId)),
    visit(ROUTES.portfolio, portfolioPath(made.username), false),
    visit(ROUTES.freelancerDashboardPreview, ROUTES.freelancerDashboardPreview, false),
    visit(ROUTES.clientDashboardPreview, ROUTES.clientDashboardPreview, false),
    visit(ROUTES.supplierDashboardPreview, ROUTES.supplierDashboardPreview, false),
  ],
  freelancer: (made: Made): Visit[] => [
    ...anyRole(made),
    ...Object.values(ROUTES.freelancer)
      .filter((route) => route !== ROUTES.freelancer.editProduct)
      .map((route) => visit(route)),
    visit(ROUTES.freelancer.editProduct, sellProductPath(made.freelancerProductId)),
    visit(ROUTES.freelancer.messages, conversationPath('freelancer', made.clientId)),
    visit(ROUTES.order, orderPath(made.orderId)),
  ],
  client: (made: Made): Visit[] => [
    ...anyRole(made),
    ...Object.values(ROUTES.client).map((route) => visit(route)),
    visit(ROUTES.client.messages, conversationPath('client', made.freelancerId)),
    visit(ROUTES.client.postJob, editJobPath(made.jobId)),
    visit(ROUTES.client.postRequest, editRequestPath(made.draftRequestId)),
    visit(ROUTES.explore),
    visit(ROUTES.purchases),
    visit(ROUTES.purchase, purchasePath(made.purchaseId)),
    visit(ROUTES.order, orderPath(made.orderId)),
    visit(ROUTES.checkoutSuccess, ROUTES.checkoutSuccess, false),
    visit(ROUTES.checkoutCancel, ROUTES.checkoutCancel, false),
  ],
  supplier: (made: Made): Visit[] => [
    ...anyRole(made),
    ...Object.values(ROUTES.supplier).map((route) => visit(route)),
  ],
  admin: (): Visit[] => [visit(ROUTES.admin.dashboard)],
} as const;

/** Visited on the way through sign-up (Keycloak's registration, then the role choice). */
const SIGN_UP_ROUTES = [ROUTES.signup, ROUTES.selectRole];

/**
 * Walked at 390 px by the specs of their own features, with the data they need: e2e/plm.spec.ts
 * walks `/plm`, New style and every tab of a Pro brand's style; e2e/supplier-profile.spec.ts a
 * Pro supplier's public page.
 */
const WALKED_ELSEWHERE = [
  ROUTES.plm.styles,
  ROUTES.plm.newStyle,
  ROUTES.plm.style,
  ROUTES.plm.styleTab,
  ROUTES.supplierProfile,
];

test('the phone walk covers every route of the route table', () => {
  const made: Made = {
    productId: 'p',
    freelancerProductId: 'p',
    username: 'u',
    purchaseId: 'x',
    orderId: 'o',
    jobId: 'j',
    draftRequestId: 'r',
    freelancerId: 'f',
    clientId: 'c',
  };
  const walked = new Set([
    ...SIGN_UP_ROUTES,
    ...WALKED_ELSEWHERE,
    ...Object.values(WALKS).flatMap((walk) => walk(made).map(({ route }) => route)),
  ]);
  expect(allRoutes().filter((route) => !walked.has(route))).toEqual([]);
});

const ROLE_CARDS = {
  freelancer: 'Freelancer / Designer',
  client: 'Brand / Client',
  supplier: 'Supplier / Manufacturer',
} as const;

/**
 * A new account with a 40-character name, signed up on the phone: Keycloak's registration page
 * and the role choice fit it too.
 */
async function signUpOnThePhone(
  browser: Browser,
  role: keyof typeof ROLE_CARDS,
  stamp: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(ROUTES.signup);
  await expect(page).toHaveURL(/registration/, { timeout: 30_000 });
  await page.locator('#fullName').fill(longNameOf(role[0]!.toUpperCase() + role.slice(1)));
  const email = `phone-${role}-${stamp}@e2e.atelier.test`;
  await page.locator('#email').fill(email);
  await page.locator('#password').fill('secret-42');
  await page.locator('#password-confirm').fill('secret-42');
  await page.locator('#kc-register-form [type="submit"]').click();
  await followVerificationEmail(page, email);
  await expect(page).toHaveURL(/\/onboarding\/select-role$/, { timeout: 30_000 });
  await expect(page.getByText(ROLE_CARDS[role])).toBeVisible();
  expect
    .soft(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);
  await page.getByText(ROLE_CARDS[role]).click();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/${role}/dashboard$`), { timeout: 30_000 });
  return { context, page };
}

/** A fresh access token (they live 20 s in the tests) and the headers that carry it. */
async function authOf(page: Page) {
  const token = await tokenSentDuring(page, () => page.reload());
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/** The three new accounts and what they write; their pages stay signed in for the walk. */
async function makeData(browser: Browser, contexts: BrowserContext[]) {
  const stamp = Date.now().toString(36);

  // The client: a company, a job and a supplier request, all with long unbroken words.
  // The three sign-ups at once (each in its own browser context); what they write follows.
  const signUp = async (role: 'client' | 'freelancer' | 'supplier') => {
    const signedUp = await signUpOnThePhone(browser, role, stamp);
    contexts.push(signedUp.context);
    return signedUp;
  };
  const [client, freelancer, supplier] = await Promise.all([
    signUp('client'),
    signUp('freelancer'),
    signUp('supplier'),
  ]);

  let auth = await authOf(client.page);
  const api = client.page.request;
  const company = `Maison ${LONG_WORD}`;
  const posted = await api.post('/api/jobs', {
    headers: auth.headers,
    data: {
      status: 'published',
      title: `Patternmaker ${LONG_WORD} ${stamp}`,
      company,
      location: `Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch`,
      type: 'contract',
      remote: true,
      category: 'Design',
      experience: 'mid',
      description: `Grading ${LONG_WORD} for a womenswear line.`,
      requirements: [`A ${LONG_WORD} portfolio`],
      skills: ['Illustration', LONG_WORD],
      benefits: ['Remote work'],
      salaryType: 'not-specified',
      salaryMin: null,
      salaryMax: null,
      salaryFixed: null,
      salaryCurrency: 'USD',
      salaryPeriod: 'year',
      deadline: null,
      featured: false,
      urgent: false,
      visibility: 'public',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const job = (await posted.json()) as { id: string };
  const requested = await api.post('/api/requests', {
    headers: auth.headers,
    data: {
      title: `Organic ${LONG_WORD} jersey ${stamp}`,
      location: 'Lisbon, Portugal',
      type: 'Fabric / Material Supplier',
      category: 'Sustainable',
      quantity: '2,000 m',
      budget: '',
      deadline: null,
      description: `GOTS-certified ${LONG_WORD} jersey in three colours.`,
      preferredRegions: ['Europe'],
      certifications: ['GOTS'],
      languages: ['English'],
      needSamples: true,
      budgetMin: 5000,
      budgetMax: 12000,
      budgetCurrency: 'EUR',
      visibility: 'public',
      attachments: [],
      status: 'active',
    },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const request = (await requested.json()) as { id: string };
  const drafted = await api.post('/api/requests', {
    headers: auth.headers,
    data: {
      title: `Draft ${LONG_WORD} denim ${stamp}`,
      location: '',
      type: 'Fabric / Material Supplier',
      category: 'Denim',
      quantity: '',
      budget: '',
      deadline: null,
      description: `Selvedge ${LONG_WORD} denim.`,
      preferredRegions: [],
      certifications: [],
      languages: [],
      needSamples: false,
      budgetMin: null,
      budgetMax: null,
      budgetCurrency: 'EUR',
      visibility: 'public',
      attachments: [],
      status: 'draft',
    },
  });
  expect(drafted.status(), await drafted.text()).toBe(201);
  const draft = (await drafted.json()) as { id: string };
  const clientMe = (await (await api.get('/api/me', { headers: auth.headers })).json()) as {
    id: string;
  };

  // The freelancer: a payout account, a product, a public profile, an application.
  const freelancerApi = freelancer.page.request;
  auth = await authOf(freelancer.page);
  await connectPayoutAccount(freelancerApi, auth.token);
  const product = await createPublishedProduct(freelancerApi, auth.token, {
    title: `Tech pack ${LONG_WORD}`,
    description: `A ${LONG_WORD} tech pack.`,
    price: 1500,
    tags: [LONG_WORD.slice(0, 30)],
  });
  auth = await authOf(freelancer.page);
  const me = (await (await freelancerApi.get('/api/me', { headers: auth.headers })).json()) as {
    id: string;
    fullName: string;
  };
  const username = `phone-${stamp}`;
  await savePublicProfile(freelancerApi, auth.token, {
    username,
    fullName: me.fullName,
    profession: `Patternmaker ${LONG_WORD}`,
    bio: `Industrial ${LONG_WORD} pattern making.`,
    skills: ['Pattern Making', LONG_WORD.slice(0, 40)],
  });
  const applied = await freelancerApi.post(`/api/jobs/${job.id}/applications`, {
    headers: auth.headers,
    data: {
      coverLetter: `Ten years of ${LONG_WORD} patterns.`,
      rate: null,
      attachments: [],
      ndaVersion: null,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  // The supplier: a profile, a service, a quote on the client's request.
  const supplierApi = supplier.page.request;
  auth = await authOf(supplier.page);
  const profiled = await supplierApi.put('/api/suppliers/me/profile', {
    headers: auth.headers,
    data: {
      companyName: `Knit ${LONG_WORD} Mills`,
      capabilities: ['Knitting', LONG_WORD.slice(0, 40)],
      certifications: ['GOTS'],
      regions: ['Europe'],
      description: `Circular ${LONG_WORD} knitting.`,
      website: '',
      location: 'Porto, Portugal',
      logo: null,
    },
  });
  expect(profiled.status(), await profiled.text()).toBe(200);
  const serviced = await supplierApi.post('/api/suppliers/me/services', {
    headers: auth.headers,
    data: {
      title: `Jersey ${LONG_WORD}`,
      type: 'Garment Manufacturer',
      description: `Knitting ${LONG_WORD} jersey.`,
      categories: ['Activewear'],
      certifications: ['GOTS'],
      priceMin: 500,
      priceMax: 1200,
      currency: 'EUR',
      moq: 300,
      leadTimeMinDays: 14,
      leadTimeMaxDays: 30,
    },
  });
  expect(serviced.status(), await serviced.text()).toBe(201);
  const responded = await supplierApi.post(`/api/requests/${request.id}/responses`, {
    headers: auth.headers,
    data: {
      quote: {
        tiers: [{ minQuantity: 500, unitPrice: 450 }],
        moq: 500,
        sampleCost: 12000,
        sampleLeadTimeDays: 10,
        productionLeadTimeDays: 35,
        toolingCost: 0,
        incoterm: 'FOB',
        validUntil: '2099-12-31',
        certifications: [LONG_WORD],
      },
      message: `We can deliver ${LONG_WORD} within five weeks.`,
      attachments: [],
      acceptNda: true,
    },
  });
  expect(responded.status(), await responded.text()).toBe(201);

  // The client writes to the freelancer with a file, and buys one of the demo products.
  auth = await authOf(client.page);
  const opened = await api.post('/api/conversations', {
    headers: auth.headers,
    data: { userId: me.id },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const { id: conversationId } = (await opened.json()) as { id: string };
  const attachment = await uploadFile(api, auth.token, 'attachment', `${LONG_WORD}.pdf`, PDF);
  const sent = await api.post(`/api/conversations/${conversationId}/messages`, {
    headers: auth.headers,
    data: {
      clientId: crypto.randomUUID(),
      content: `The tech pack ${LONG_WORD}`,
      attachments: [attachment],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  // The demo freelancer's shop, oldest first (the seeded products): other specs' products fill
  // the marketplace's first page, and the demo freelancer's newest ones, in a full run.
  const listed = await api.get(
    `/api/catalogue/products?author=${DEMO_USER_ID.freelancer}&sort=oldest`,
  );
  const demoProduct = (
    (await listed.json()) as { products: { id: string; authorId: string; productType: string }[] }
  ).products.find(
    (candidate) =>
      candidate.authorId === DEMO_USER_ID.freelancer && candidate.productType !== 'custom',
  );
  if (demoProduct === undefined) throw new Error('No product to buy');
  await client.page.goto(productPath(demoProduct.id));
  await client.page.getByRole('button', { name: /^Buy Now for / }).click({ timeout: 30_000 });
  await expect(client.page.getByRole('heading', { name: 'Atelier sandbox checkout' })).toBeVisible({
    timeout: 30_000,
  });
  await client.page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(client.page).toHaveURL(/\/marketplace\/purchases\/[^/]+$/, { timeout: 30_000 });
  const purchaseId = new URL(client.page.url()).pathname.split('/').pop() ?? '';

  // The client orders the freelancer's custom service: the order's page is the buyer's and the
  // seller's.
  await client.page.goto(productPath(product.id));
  await client.page.getByRole('button', { name: 'Order Now' }).click({ timeout: 30_000 });
  await expect(client.page.getByRole('heading', { name: 'Atelier sandbox checkout' })).toBeVisible({
    timeout: 30_000,
  });
  await client.page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(client.page).toHaveURL(/\/marketplace\/orders\/[^/]+$/, { timeout: 30_000 });
  const orderId = new URL(client.page.url()).pathname.split('/').pop() ?? '';

  const made: Made = {
    productId: product.id,
    freelancerProductId: product.id,
    username,
    purchaseId,
    orderId,
    jobId: job.id,
    draftRequestId: draft.id,
    freelancerId: me.id,
    clientId: clientMe.id,
  };
  return {
    made,
    pages: { client: client.page, freelancer: freelancer.page, supplier: supplier.page },
  };
}

test('every page of every role fits a 390 px phone, with the menu on screen', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const contexts: BrowserContext[] = [];
  try {
    const { made, pages } = await test.step('three new accounts make real data', () =>
      makeData(browser, contexts));
    const admin = await browser.newContext({ viewport: PHONE });
    contexts.push(admin);
    const visitor = await browser.newContext({ viewport: PHONE });
    contexts.push(visitor);
    const walkers = {
      ...pages,
      public: await visitor.newPage(),
      admin: await admin.newPage(),
    };
    await signIn(walkers.admin, DEMO.admin, ROUTES.admin.dashboard);
    const walk = async (role: keyof typeof WALKS) => {
      await test.step(`the ${role} pages`, async () => {
        for (const { path, header } of WALKS[role](made)) {
          await expectFitsThePhone(walkers[role], path, { header });
          // Named by what the page is, not by this run's ids: runs compare by name.
          const name = `${role}${path}`
            .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'id')
            .replace(made.username, 'username');
          await screenshotAtBothWidths(walkers[role], name);
        }
      });
    };
    // Two walkers at a time (each role has its own browser context): the walk takes half as
    // long, most of it waiting for pages to settle.
    await Promise.all([
      (async () => {
        for (const role of ['freelancer', 'public', 'admin'] as const) await walk(role);
      })(),
      (async () => {
        for (const role of ['client', 'supplier'] as const) await walk(role);
      })(),
    ]);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
