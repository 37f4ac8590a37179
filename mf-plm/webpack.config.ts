import { createFederatedConfig } from '@atelier/build-config';
import federation from './federation.config';

export default createFederatedConfig(__dirname, federation);
