/**
 * Leaves the platform for a page elsewhere (Stripe Checkout, or the sandbox's payment page) with a
 * full page load. Its own module so that tests, where jsdom cannot navigate, replace it.
 */
export function leavePageFor(url: string): void {
  window.location.assign(url);
}
