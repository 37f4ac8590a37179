// The public API of @atelier/build-config: the one webpack configuration of every app and the
// shared singletons it gives Module Federation.
export {
  createFederatedConfig,
  renderPage,
  type FederationConfig,
} from './create-federated-config';
export {
  APP_REACT_REDUX_EXPORTS,
  APP_REDUX_TOOLKIT_EXPORTS,
  REACT_REDUX_EXPORTS,
  REACT_ROUTER_EXPORTS,
  REDUX_TOOLKIT_EXPORTS,
  SHARED_LIBRARY_CHUNKS,
  SHARED_SINGLETON_PACKAGES,
  SHARED_SUBSETS,
  STYLED_COMPONENTS_EXPORTS,
  type SharedConfig,
  namesImportedFrom,
  sharedSingletons,
  sharedUiVersion,
  sharedUiWithFallback,
  wholeLibraryAliases,
} from './shared-singletons';
