import { screen } from '@testing-library/react';
import type { Notification } from '@atelier/api-contract';
import { renderWithProviders } from '@atelier/shared-ui/test-utils';
import { NotificationItem } from './NotificationsScreen';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const base: Notification = {
  id: '1',
  kind: 'message-received',
  type: 'message',
  message: 'New message from Bruno Buyer',
  time: '2026-11-27T11:59:00.000Z',
  unread: false,
  conversationId: '11111111-1111-4111-8111-111111111111',
  actorId: '33333333-3333-4333-8333-333333333333',
};

describe('NotificationItem', () => {
  it("opens an order's page from an order's notification (issue 22)", () => {
    renderWithProviders(
      <NotificationItem
        notification={{
          ...base,
          kind: 'order-delivered',
          type: 'order',
          message: 'Sofia Seller delivered your order',
          conversationId: null,
          orderId: '55555555-5555-4555-8555-555555555555',
        }}
        workspace="client"
        now={NOW}
      />,
      { route: '/client/notifications' },
    );
    expect(screen.getByRole('link', { name: 'Sofia Seller delivered your order' })).toHaveAttribute(
      'href',
      '/marketplace/orders/55555555-5555-4555-8555-555555555555',
    );
  });

  it.each([
    ['style-mention', 'Ada mentioned you in a comment on AT-1 Shirt', 'comments'],
    ['style-revision-submitted', 'Ada submitted revision 2 of AT-1 Shirt for approval', 'history'],
    ['style-revision-approved', 'Ada approved revision 2 of AT-1 Shirt', 'history'],
    ['style-changes-requested', 'Ada asked for changes to revision 2 of AT-1 Shirt', 'history'],
  ] as const)("a style's news (%s, '%s') opens its %s tab (issue 39)", (kind, message, tab) => {
    renderWithProviders(
      <NotificationItem
        notification={{
          ...base,
          kind,
          message,
          conversationId: null,
          styleId: '66666666-6666-4666-8666-666666666666',
        }}
        workspace="freelancer"
        now={NOW}
      />,
      { route: '/freelancer/notifications' },
    );
    expect(screen.getByRole('link', { name: message })).toHaveAttribute(
      'href',
      `/plm/styles/66666666-6666-4666-8666-666666666666/${tab}`,
    );
  });

  it("opens the conversation from a message's notification", () => {
    renderWithProviders(<NotificationItem notification={base} workspace="client" now={NOW} />, {
      route: '/client/notifications',
    });
    expect(screen.getByRole('link', { name: base.message })).toHaveAttribute(
      'href',
      '/client/messages?with=33333333-3333-4333-8333-333333333333',
    );
  });

  it.each([
    ['product-sold', 'Bruno Buyer bought Denim Tech Pack'],
    ['large-payment', 'You received a payment of $1,234.50'],
  ] as const)(
    "opens Payments & Earnings from a sale's notification (%s, issue 37)",
    (kind, message) => {
      renderWithProviders(
        <NotificationItem
          notification={{ ...base, kind, type: 'sale', message, conversationId: null }}
          workspace="freelancer"
          now={NOW}
        />,
        { route: '/freelancer/notifications' },
      );
      expect(screen.getByRole('link', { name: message })).toHaveAttribute(
        'href',
        '/freelancer/payments',
      );
    },
  );

  it("draws its links in the design system's brand colour, not the browser's blue", () => {
    renderWithProviders(<NotificationItem notification={base} workspace="client" now={NOW} />, {
      route: '/client/notifications',
    });
    expect(screen.getByRole('link', { name: base.message })).toHaveStyle({ color: '#6d28d9' });
  });
});
