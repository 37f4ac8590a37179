/** Which e-mail each notification sends, and which Settings box turns it off. */
import { NOTIFICATION_KINDS } from '@atelier/api-contract';
import { EMAIL_OF_NOTIFICATION, pageFor } from '../../../src/modules/mail/kinds';
import { renderEmail } from '../../../src/modules/mail/render';
import { notificationFooter } from '../../../src/modules/mail/templates/footer';

const ACTOR = '6f1c2c1e-0000-4000-8000-000000000001';
const ORDER = '7a1c2c1e-0000-4000-8000-000000000002';
const PURCHASE = '7a1c2c1e-0000-4000-8000-000000000003';
const PRODUCT = '7a1c2c1e-0000-4000-8000-000000000004';
const STYLE = '7a1c2c1e-0000-4000-8000-000000000005';

describe('notification e-mails', () => {
  it.each([
    ['message-received', 'emailMessages', `/freelancer/messages?with=${ACTOR}`],
    ['application-received', 'emailApplications', '/freelancer/notifications'],
    ['quote-received', 'emailApplications', '/freelancer/notifications'],
    ['application-status-changed', 'emailApplications', '/freelancer/notifications'],
    ['listing-invitation', 'emailRequests', '/freelancer/notifications'],
    // Issue 37: sales and orders have their own preference, and open their own pages.
    ['product-sold', 'emailSales', '/freelancer/payments'],
    ['large-payment', 'emailSales', '/freelancer/payments'],
    ['order-placed', 'emailSales', `/marketplace/orders/${ORDER}`],
    ['order-delivered', 'emailSales', `/marketplace/orders/${ORDER}`],
    ['order-late', 'emailSales', `/marketplace/orders/${ORDER}`],
    // Issue 37: the buyer's receipt, refund and dispute, the seller's dispute, reviews.
    ['purchase-receipt', 'emailSales', `/marketplace/purchases/${PURCHASE}`],
    ['purchase-refunded', 'emailSales', `/marketplace/purchases/${PURCHASE}`],
    ['purchase-disputed', 'emailSales', `/marketplace/purchases/${PURCHASE}`],
    ['sale-disputed', 'emailSales', '/freelancer/payments'],
    ['review-received', 'emailSales', `/marketplace/product/${PRODUCT}`],
    ['review-replied', 'emailSales', `/marketplace/product/${PRODUCT}`],
    // Issue 39: a mention on a style goes with messages and opens the style's comments.
    ['style-mention', 'emailMessages', `/plm/styles/${STYLE}/comments`],
    // Issue 43: a verification's answer goes with applications.
    ['verification-approved', 'emailApplications', '/freelancer/notifications'],
    ['verification-refused', 'emailApplications', '/freelancer/notifications'],
    // Issue 43: a big order and a direct inquiry go with client requests.
    ['big-order-posted', 'emailRequests', '/freelancer/notifications'],
    ['direct-inquiry', 'emailRequests', '/freelancer/notifications'],
    // Issue 39: an approval's news goes with messages too and opens the style's history.
    ['style-revision-submitted', 'emailMessages', `/plm/styles/${STYLE}/history`],
    ['style-revision-approved', 'emailMessages', `/plm/styles/${STYLE}/history`],
    ['style-changes-requested', 'emailMessages', `/plm/styles/${STYLE}/history`],
  ] as const)('%s: turned off by %s, opens %s', (kind, preference, page) => {
    const email = EMAIL_OF_NOTIFICATION[kind];
    expect(email.preference).toBe(preference);
    const about = {
      actorId: ACTOR,
      orderId: ORDER,
      purchaseId: PURCHASE,
      productId: PRODUCT,
      styleId: STYLE,
    };
    expect(pageFor(email, 'freelancer', about)).toBe(page);
    expect(pageFor(email, null, { actorId: ACTOR })).toBe('/onboarding/select-role');
  });

  it('gives each order event a subject of its own (issue 37)', () => {
    const orderKinds = NOTIFICATION_KINDS.filter((kind) => kind.startsWith('order-'));
    const subjects = orderKinds.map(
      (kind) => renderEmail(EMAIL_OF_NOTIFICATION[kind].template, { subject: 'Logo' }).subject,
    );
    expect(new Set(subjects).size).toBe(orderKinds.length);
    for (const subject of subjects) expect(subject).toMatch(/: Logo$/);
  });

  it('has an e-mail for every notification kind, each rendering both parts', () => {
    expect(Object.keys(EMAIL_OF_NOTIFICATION).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    for (const kind of NOTIFICATION_KINDS) {
      const rendered = renderEmail(
        EMAIL_OF_NOTIFICATION[kind].template,
        {
          name: 'Ada',
          news: 'Your application to Spring was shortlisted',
          actorName: 'Brand & Co',
          subject: 'Spring',
          senderName: 'Brand & Co',
          count: 1,
          excerpt: 'Hello',
          link: 'https://atelier.example/x',
          listLabel: 'Email me about new messages',
          unsubscribeLink: 'https://atelier.example/api/mail/unsubscribe?x=1',
        },
        notificationFooter,
      );
      expect(rendered.subject).not.toBe('');
      expect(rendered.html).toContain('href="https://atelier.example/x"');
      expect(rendered.html).toContain('#7c3aed');
      expect(rendered.text).toContain('https://atelier.example/x');
      expect(rendered.text).toContain('https://atelier.example/api/mail/unsubscribe?x=1');
      expect(rendered.text).not.toMatch(/&amp;|<a /);
    }
  });
});
