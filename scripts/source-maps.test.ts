/**
 * Security review (issue 25): the shell's assets ended with a `sourceMappingURL` comment whose
 * map the gateway refuses (every .map is a 404 there), so every DevTools session logged a 404.
 * Production builds write their maps for ops, hidden: no comment points at them.
 */
import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { createFederatedConfig } from '@atelier/build-config';
import federation from '../shell/federation.config';

describe("the shell's build", () => {
  it('writes hidden source maps in production and keeps them in development', () => {
    const config = createFederatedConfig(path.resolve(__dirname, '../shell'), federation);
    expect(config({}, { mode: 'production' }).devtool).toBe('hidden-source-map');
    expect(config({}, { mode: 'development' }).devtool).toBe('cheap-module-source-map');
  });
});
