import {
  conversationPath,
  notificationsPathOf,
  orderPath,
  ROUTES,
} from '../../../../shared-ui/src/contract/routes';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  conversationPagePath,
  notificationsPagePath,
  orderPagePath,
  PAYMENTS_PAGE_PATH,
  PLM_PAGE_PATH,
  ROLE_SELECTION_PATH,
  settingsPagePath,
  SIGN_UP_PATH,
  SUPPLIER_SAVED_SEARCHES_PATH,
  supplierRequestPagePath,
} from '../../../src/modules/mail/app-paths';
import { EMAIL_COLOURS } from '../../../src/modules/mail/layout';

describe('e-mail links and colours', () => {
  it.each(['freelancer', 'client', 'supplier'] as const)(
    'link to the route table’s pages for a %s',
    (role) => {
      const id = '6f1c2c1e-0000-4000-8000-000000000001';
      expect(conversationPagePath(role, id)).toBe(conversationPath(role, id));
      expect(notificationsPagePath(role)).toBe(notificationsPathOf(role));
      expect(settingsPagePath(role)).toBe(ROUTES[role].settings);
    },
  );

  it('opens Payments & Earnings and an order where the route table has them', () => {
    expect(PAYMENTS_PAGE_PATH).toBe(ROUTES.freelancer.payments);
    expect(orderPagePath('7a1c2c1e-0000-4000-8000-000000000002')).toBe(
      orderPath('7a1c2c1e-0000-4000-8000-000000000002'),
    );
  });

  it('sends someone without a role to the role selection', () => {
    expect(ROLE_SELECTION_PATH).toBe(ROUTES.selectRole);
    expect(SIGN_UP_PATH).toBe(ROUTES.signup);
  });

  it('announces PLM with a link to its first page', () => {
    expect(PLM_PAGE_PATH).toBe(ROUTES.plm.styles);
  });

  it('opens a saved search alert’s request on Client Requests, and Saved Searches (issue 40)', () => {
    const id = '8b1c2c1e-0000-4000-8000-000000000003';
    // `?request=` is what mf-supplier's SupplierRequests reads (LINKED_REQUEST_PARAM).
    expect(supplierRequestPagePath(id)).toBe(`${ROUTES.supplier.requests}?request=${id}`);
    expect(SUPPLIER_SAVED_SEARCHES_PATH).toBe(ROUTES.supplier.savedSearches);
  });

  it('are the design system’s colours', () => {
    // Read as text: the theme module augments styled-components, which this service lacks.
    const source = readFileSync(
      path.resolve(__dirname, '../../../../shared-ui/src/theme/theme.ts'),
      'utf8',
    );
    const token = (name: string) => new RegExp(`\\b${name}: '([^']+)'`).exec(source)?.[1];
    expect(EMAIL_COLOURS.primary).toBe(token('brand'));
    expect(EMAIL_COLOURS.brand).toBe(token('brandStrong'));
    expect(EMAIL_COLOURS.text).toBe(token('text'));
    expect(EMAIL_COLOURS.muted).toBe(token('textMuted'));
    expect(EMAIL_COLOURS.page).toBe(token('surface'));
  });
});
