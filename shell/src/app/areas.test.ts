import { areaDefinition, loadingLabelOf, ownerOf } from './areas';

describe('ownerOf', () => {
  it.each([
    ['/', 'mf_landing'],
    ['/privacy-policy', 'mf_landing'],
    ['/terms-of-service', 'mf_landing'],
    ['/cookie-policy', 'mf_landing'],
    ['/marketplace-full', 'mf_marketplace'],
    ['/marketplace/product/p-1', 'mf_marketplace'],
    ['/marketplace/orders/o-1', 'mf_marketplace'],
    ['/freelancer/orders', 'mf_freelancer'],
    ['/jobs', 'mf_marketplace'],
    ['/freelancer/dashboard', 'mf_freelancer'],
    ['/freelancer/sell-products/42', 'mf_freelancer'],
    ['/portfolio/someone', 'mf_freelancer'],
    ['/freelancer-dashboard-preview', 'mf_freelancer'],
    ['/client/dashboard', 'mf_client'],
    ['/client/applications/suppliers', 'mf_client'],
    ['/explore', 'mf_client'],
    ['/client-dashboard-preview', 'mf_client'],
    ['/suppliers/de300000-0000-4000-8000-000000000001', 'mf_client'],
    ['/supplier/dashboard', 'mf_supplier'],
    ['/supplier-dashboard-preview', 'mf_supplier'],
    // Atelier PLM (issue 38): /plm and everything under /plm/.
    ['/plm', 'mf_plm'],
    ['/plm/styles/new', 'mf_plm'],
    ['/plm/styles/x/bom', 'mf_plm'],
    ['/jobs/de300000-0000-4000-8000-000000000001', 'mf_marketplace'],
    ['/login', 'shell'],
    ['/signup', 'shell'],
    ['/onboarding/select-role', 'shell'],
    ['/checkout/success', 'shell'],
    ['/checkout/cancel', 'shell'],
    ['/freelancer/subscription', 'shell'],
    ['/client/subscription', 'shell'],
    ['/supplier/subscription', 'shell'],
    ['/supplier/billing', 'shell'],
    ['/admin/dashboard', 'shell'],
  ])('%s belongs to %s', (pathname, owner) => {
    expect(ownerOf(pathname)).toBe(owner);
  });

  it.each([
    '/nowhere',
    '/portfolio',
    '/portfolio/a/b',
    '/admin',
    '/freelancer',
    '/client',
    '/supplier',
    '/marketplace',
    '/jobs/1/apply',
    '/suppliers',
    '/suppliers/a/b',
  ])('%s belongs to nobody', (pathname) => {
    expect(ownerOf(pathname)).toBeNull();
  });
});

describe('loadingLabelOf', () => {
  // Issue 37: Purchases loads as Purchases, not as the Marketplace.
  it.each([
    ['/marketplace/purchases', 'Purchases'],
    ['/marketplace/purchases/de300000-0000-4000-8000-000000000001', 'your purchase'],
    ['/marketplace-full', 'Marketplace'],
    ['/jobs', 'Marketplace'],
  ])('%s loads as %s', (pathname, label) => {
    expect(loadingLabelOf(areaDefinition('mf_marketplace'), pathname)).toBe(label);
  });

  it('names the area where a screen has no label of its own', () => {
    expect(loadingLabelOf(areaDefinition('mf_client'), '/explore')).toBe('Client workspace');
  });
});
