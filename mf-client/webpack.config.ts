import { createFederatedConfig } from '../scripts/webpack/create-federated-config';
import federation from './federation.config';

export default createFederatedConfig(__dirname, federation);
