import { ConfigError, DEFAULT_CONFIG, loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      logLevel: 'info',
      publicOrigin: 'http://localhost:8080',
    });
  });

  it('treats empty values (compose `${VAR:-}`) as unset', () => {
    expect(loadConfig({ PORT: '', HOST: ' ', LOG_LEVEL: '', PUBLIC_ORIGIN: '' })).toEqual(
      DEFAULT_CONFIG,
    );
  });

  it('reads valid values and normalises the origin', () => {
    expect(
      loadConfig({
        PORT: '4999',
        HOST: '0.0.0.0',
        LOG_LEVEL: 'debug',
        PUBLIC_ORIGIN: 'https://Atelier.example:8443/',
      }),
    ).toEqual({
      port: 4999,
      host: '0.0.0.0',
      logLevel: 'debug',
      publicOrigin: 'https://atelier.example:8443',
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT must be an integer from 1 to 65535; got "abc".'],
    ['PORT', '0', 'PORT must be an integer from 1 to 65535; got "0".'],
    ['PORT', '65536', 'PORT must be an integer from 1 to 65535; got "65536".'],
    ['PORT', '40.5', 'PORT must be an integer from 1 to 65535; got "40.5".'],
    ['HOST', 'local host', 'HOST must be a host name or IP address; got "local host".'],
    [
      'LOG_LEVEL',
      'verbose',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose".',
    ],
    ['PUBLIC_ORIGIN', 'localhost:8080', 'PUBLIC_ORIGIN must be an http(s) origin'],
    ['PUBLIC_ORIGIN', 'ftp://atelier.example', 'PUBLIC_ORIGIN must be an http(s) origin'],
    ['PUBLIC_ORIGIN', 'https://atelier.example/app', 'PUBLIC_ORIGIN must be an http(s) origin'],
    ['PUBLIC_ORIGIN', 'https://u:p@atelier.example', 'PUBLIC_ORIGIN must be an http(s) origin'],
  ])('rejects %s=%j with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('reports every bad value at once', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).problems).toHaveLength(2);
    expect((caught as ConfigError).message).toBe(
      [
        'Invalid configuration:',
        '  - PORT must be an integer from 1 to 65535; got "abc".',
        '  - LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "loud".',
      ].join('\n'),
    );
  });
});
