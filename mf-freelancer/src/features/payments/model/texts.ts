// Payments & Earnings' texts (spec 001 sections 2, 3, 4 and 9; issue 20), in one place for the
// tests. The spec gives the title, the tab names, 'Connect with Stripe', 'No Payment Methods
// Connected', 'Payment FAQ' and 'Contact Support'; the rest is ours, in the same voice.

export const PAYMENTS_TEXTS = {
  title: 'Payments & Earnings',
  intro: 'Your sales, your payouts and your Stripe account.',
  tabsLabel: 'Payments',
  tabs: {
    overview: 'Overview',
    history: 'Payment History',
    methods: 'Payment Methods',
    settings: 'Settings',
  },
  retry: 'Try again',
} as const;

export const ACCOUNT_TEXTS = {
  loading: 'Loading your Stripe account',
  error: 'Your Stripe account could not be loaded.',
  connect: 'Connect with Stripe',
  /** Ours (issue 37): the same button once onboarding is started and unfinished. */
  continueSetup: 'Continue Stripe setup',
  connecting: 'Opening Stripe...',
  none: {
    title: 'Connect with Stripe',
    text: 'Connect a Stripe account to sell your products and get paid. Atelier is commission-free: buyers pay you directly through Stripe.',
  },
  onboarding: {
    title: 'Stripe needs a few more details',
    text: 'You can take payments once Stripe has:',
    pending:
      'Stripe is reviewing what you sent. This page shows your account as Stripe last reported it.',
  },
  enabled: {
    title: 'Connected with Stripe',
    text: 'Your Stripe account takes payments and pays you out. Refunds are made from your Stripe Dashboard.',
    payoutsPending: 'Your Stripe account takes payments. Payouts start once Stripe has:',
  },
  dashboard: 'Open Stripe Dashboard',
  connectFailed: 'Stripe could not be opened. Please try again.',
  linkExpired: 'Your Stripe link expired. Opening a new one...',
} as const;

export const OVERVIEW_TEXTS = {
  loading: 'Loading earnings',
  error: 'Your earnings could not be loaded.',
  totalEarnings: 'Total Earnings',
  fees: 'Fees',
  platformFee: 'Platform Fee',
  netEarnings: 'Net Earnings',
  transactions: 'Transactions',
  average: 'Average',
  monthlyGrowth: 'Monthly Growth',
  /** Monthly Growth when last month earned nothing: no percentage compares with $0 (issue 37). */
  newThisMonth: 'New this month',
  feesNote:
    "Fees are Stripe's processing fees, as Stripe reports them for each payment. Atelier is commission-free: its platform fee is always $0.00.",
  chartTitle: 'Earnings over the last 12 months',
  month: 'Month',
  earnings: 'Earnings',
  net: 'Net',
  showTable: 'Show the figures',
  empty: 'No earnings yet',
  emptyText: 'Your sales will show here once buyers pay for your products.',
} as const;

export const HISTORY_TEXTS = {
  loading: 'Loading transactions',
  error: 'Your transactions could not be loaded.',
  search: 'Search transactions',
  searchHint: 'A description or a buyer.',
  from: 'From',
  to: 'To',
  backwards: 'The start date is after the end date.',
  export: 'Export CSV',
  exporting: 'Exporting...',
  exportFailed: 'The export could not be downloaded. Please try again.',
  caption: 'Payment History',
  columns: {
    date: 'Date',
    description: 'Description',
    type: 'Type',
    buyer: 'Buyer',
    amount: 'Amount',
    fee: 'Fee',
    net: 'Net',
    status: 'Status',
  },
  noBuyer: '-',
  refunded: (amount: string) => `${amount} refunded`,
  empty: 'No transactions found',
  emptyFiltered: 'Try adjusting your search or dates.',
  emptyText: 'Your sales and subscription payments will show here.',
  pages: 'Payment History pages',
} as const;

export const METHODS_TEXTS = {
  title: 'Payout method',
  empty: 'No Payment Methods Connected',
  emptyText:
    'Stripe pays you out to the bank account or debit card you add when you connect with Stripe.',
  emptyConnected: 'Add a bank account or debit card in your Stripe Dashboard.',
  kinds: { bank_account: 'Bank account', card: 'Debit card' },
  endingIn: (name: string, last4: string) => `${name} ending in ${last4}`,
  managed: 'Stripe pays your earnings out here. Change it in your Stripe Dashboard.',
} as const;

export const SETTINGS_TEXTS = {
  loading: 'Loading settings',
  error: 'Your payout settings could not be loaded.',
  frequency: 'Payout Frequency',
  minimum: 'Minimum Payout',
  minimumHint:
    'Stripe pays out your whole balance on a weekly or monthly schedule, whatever its size. To be paid only above your minimum, choose Manual and pay out from your Stripe Dashboard.',
  alerts: 'Notify me of payments of $100 or more',
  alertsHint: 'An Atelier notification for each sale of $100 or more.',
  save: 'Save Settings',
  saving: 'Saving...',
  saved: 'Your payout settings have been saved.',
  saveFailed: 'Your payout settings could not be saved. Please try again.',
  notConnected:
    'Connect with Stripe to choose how and when you are paid: these settings are saved to your Stripe account.',
} as const;

export const HELP_TEXTS = {
  title: 'Help',
  faqTitle: 'Payment FAQ',
  faq: [
    {
      question: 'Does Atelier take a commission?',
      answer:
        'No. Atelier is commission-free: the platform fee on every sale is $0.00. Buyers pay you directly, through your own Stripe account.',
    },
    {
      question: 'How do buyers pay me?',
      answer:
        'A buyer pays by card on Stripe Checkout. Each payment is made directly on your connected Stripe account, so the money goes to your Stripe balance, never through Atelier.',
    },
    {
      question: 'What fees do I pay?',
      answer:
        "Only Stripe's processing fee, which Stripe takes from each payment; it depends on the card and the country (see stripe.com/pricing). The Overview shows the fees Stripe reported for your sales.",
      /** Issue 37: the address in the answer opens Stripe's pricing page. */
      link: { text: 'stripe.com/pricing', href: 'https://stripe.com/pricing' },
    },
    {
      question: 'When am I paid out?',
      answer:
        'Stripe pays your balance out to your bank account or debit card on the schedule you choose in Settings: weekly, monthly or manually. Your first payout can take a few more days while Stripe verifies your account.',
    },
    {
      question: 'How do I refund a buyer?',
      answer:
        "Open your Stripe Dashboard and refund the payment there, in full or in part. Atelier follows Stripe: a full refund ends the buyer's access to the files, and the sale shows as refunded in Payment History.",
    },
    {
      question: 'What happens when a buyer disputes a payment?',
      answer:
        "Stripe tells you and you answer the dispute in your Stripe Dashboard. The buyer's access to the files ends, and the sale shows as disputed.",
    },
  ],
  supportTitle: 'Contact Support',
  supportIntro:
    'A question about a payment, a payout or your account? Write to us and we answer by email.',
  topic: 'Topic',
  message: 'Message',
  send: 'Send to Support',
  sending: 'Sending...',
  sent: 'Your message has been sent. We will answer by email.',
  sendFailed: 'Your message could not be sent. Please try again.',
  messageRequired: 'Please enter a message.',
  messageMax: 5000,
  messageTooLong: 'Please keep your message under 5,000 characters.',
} as const;
