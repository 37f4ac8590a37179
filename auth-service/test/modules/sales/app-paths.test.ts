import {
  productCheckoutCancelledPath,
  productPath,
  purchasePath,
} from '../../../../shared-ui/src/contract/routes';
import {
  checkoutCancelledPagePath,
  productPagePath,
  purchasePagePath,
} from '../../../src/modules/sales/app-paths';

describe("checkout's return pages", () => {
  it('are the route table’s purchase page, and the product page told the checkout was cancelled', () => {
    const id = '6f1c2c1e-0000-4000-8000-000000000001';
    expect(purchasePagePath(id)).toBe(purchasePath(id));
    expect(checkoutCancelledPagePath(id)).toBe(productCheckoutCancelledPath(id));
    expect(productPagePath(id)).toBe(productPath(id));
  });
});
