// The seller's custom orders, /freelancer/orders (issue 22). The spec's screens predate orders;
// these follow its words. Texts in one place; tests import them from here.
export const SELLER_ORDERS_TEXTS = {
  title: 'Orders',
  intro: 'The custom services buyers ordered from you: what is due, and when.',
  loading: 'Loading orders',
  loadError: 'Your orders could not be loaded.',
  retry: 'Try again',
  status: 'Status',
  allStatuses: (count: number) => `All statuses (${String(count)})`,
  statusOption: (label: string, count: number) => `${label} (${String(count)})`,
  overdue: (count: number) => `Overdue (${String(count)})`,
  lateCount: (count: number) => `${String(count)} ${count === 1 ? 'order is' : 'orders are'} late`,
  list: 'Your orders',
  empty: 'No orders yet',
  emptyText:
    'When a buyer orders one of your custom services, the order appears here with its due date.',
  emptyFiltered: 'No orders with this status',
  emptyFilteredText: 'Choose another status to see your other orders.',
  sellYourWork: 'Sell Your Work',
  by: (buyer: string) => `Ordered by ${buyer}`,
  ordered: (date: string) => `Ordered ${date}`,
  due: (date: string) => `Due ${date}`,
  notStarted: 'Waiting for the requirements',
  cancellationPending: 'Cancellation proposed',
  pagination: 'Orders pages',
} as const;
