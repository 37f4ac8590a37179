/**
 * The values the API and the screens share: option lists, a status machine's moves, the checks of
 * a form and their messages. Plain constants and pure functions only (no TypeBox, which would
 * ship to every page): the apps import them from `@atelier/api-contract/values`, auth-service
 * from the package's root, which re-exports them. Each value is written here once.
 */
export * from './applications';
export * from './availability';
export * from './big-orders';
export * from './freelancer-forms';
export * from './jobs';
export * from './orders';
export * from './job-posting';
export * from './portfolio';
export * from './requests';
export * from './supplier-request';
export * from './transactions';
export * from './plm';
export * from './plm-figures';
export * from './plm-files';
export * from './plm-approvals';
export * from './plm-comments';
export * from './plm-samples';
export * from './subscriptions';
export * from './saved-searches';
