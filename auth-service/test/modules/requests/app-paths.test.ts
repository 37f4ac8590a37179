import { ROUTES } from '../../../../shared-ui/src/contract/routes';
import { SUPPLIER_SUBSCRIPTION_PATH } from '../../../src/modules/requests/app-paths';

describe("a big order's upgrade link", () => {
  it('is the route table’s supplier subscription page', () => {
    expect(SUPPLIER_SUBSCRIPTION_PATH).toBe(ROUTES.supplier.subscription);
  });
});
