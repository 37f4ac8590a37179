/**
 * The app's page a Pro-only refusal sends a supplier to, as shared-ui's route table names it
 * (`ROUTES.supplier.subscription` in shared-ui/src/contract/routes.ts, which this service's build
 * cannot import); test/modules/requests/app-paths.test.ts checks that they agree.
 */
export const SUPPLIER_SUBSCRIPTION_PATH = '/supplier/subscription';
