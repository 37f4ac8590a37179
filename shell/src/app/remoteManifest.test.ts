import {
  exposedModuleFiles,
  needsEnhancedRuntime,
  parseRemoteManifest,
  remoteEntryUrl,
} from './remoteManifest';

/** A manifest as today's remotes write it (build-config/src/federation-manifest.ts). */
const today = {
  id: 'mf_landing',
  name: 'mf_landing',
  metaData: {
    name: 'mf_landing',
    type: 'app',
    buildInfo: { buildVersion: '1.0.0', buildName: '@atelier/mf-landing' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: 'mf_landing',
    pluginVersion: 'webpack 5.111.1',
    publicPath: 'auto',
    containerRuntime: 'webpack',
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: 'mf_landing:lifecycles',
      name: 'lifecycles',
      path: './lifecycles',
      assets: {
        js: { sync: ['__federation_expose_lifecycles.47373e3260.js'], async: ['993.d0.js'] },
        css: { sync: [], async: [] },
      },
    },
  ],
};

/** The previous release's manifest, written by @module-federation/enhanced 2.9.2. */
const enhanced = {
  ...today,
  metaData: { ...today.metaData, pluginVersion: '2.9.2', containerRuntime: undefined },
};

describe('parseRemoteManifest', () => {
  it('reads where the entry is, its global name and the exposed files', () => {
    expect(parseRemoteManifest(today)).toEqual({
      metaData: {
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        globalName: 'mf_landing',
        publicPath: 'auto',
        containerRuntime: 'webpack',
      },
      exposes: [
        {
          path: './lifecycles',
          assets: { js: { sync: ['__federation_expose_lifecycles.47373e3260.js'] } },
        },
      ],
    });
  });

  it.each([[null], [{}], [{ metaData: {} }], [{ metaData: { remoteEntry: { name: 'x.js' } } }]])(
    'refuses %j, which names no remote entry',
    (value) => {
      expect(() => parseRemoteManifest(value)).toThrow('The remote manifest names no remote entry');
    },
  );
});

describe('remoteEntryUrl', () => {
  it("is next to the manifest when the public path is 'auto'", () => {
    expect(remoteEntryUrl(parseRemoteManifest(today), '/remotes/landing/v7/mf-manifest.json')).toBe(
      'http://localhost/remotes/landing/v7/remoteEntry.js',
    );
  });

  it("follows the manifest's entry path and public path", () => {
    const manifest = parseRemoteManifest({
      ...today,
      metaData: {
        ...today.metaData,
        publicPath: 'https://cdn.example/landing/',
        remoteEntry: { name: 'remoteEntry.js', path: './static/', type: 'global' },
      },
    });
    expect(remoteEntryUrl(manifest, '/remotes/landing/mf-manifest.json')).toBe(
      'https://cdn.example/landing/static/remoteEntry.js',
    );
  });
});

describe('exposedModuleFiles', () => {
  it("lists the exposed module's first files, next to the manifest", () => {
    expect(
      exposedModuleFiles(
        parseRemoteManifest(today),
        'http://localhost:3001/mf-manifest.json',
        './lifecycles',
      ),
    ).toEqual(['http://localhost:3001/__federation_expose_lifecycles.47373e3260.js']);
  });

  it('is empty for a module the remote does not expose', () => {
    expect(exposedModuleFiles(parseRemoteManifest(today), '/m.json', './other')).toEqual([]);
  });
});

describe('needsEnhancedRuntime', () => {
  it("is false for today's remotes, on webpack's container", () => {
    expect(needsEnhancedRuntime(parseRemoteManifest(today))).toBe(false);
  });

  it("is true for the previous release's remotes, built with @module-federation/enhanced", () => {
    expect(needsEnhancedRuntime(parseRemoteManifest(enhanced))).toBe(true);
  });
});
