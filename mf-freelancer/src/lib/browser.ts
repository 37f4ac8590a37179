/**
 * Leaving Atelier for another site in the same tab (Stripe's onboarding). One object, so that a
 * test can watch the page leave (`jest.spyOn(browser, 'assign')`): jsdom cannot navigate.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
