import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders react-router 7 needs at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy* and waitFor wait for what a user would see, however loaded the machine is: their 1 s
// default failed tests whose debounced searches and lazy screens were only slow (a test never
// fails because the machine was slow; benchmarks measure speed). What never appears still fails.
configure({ asyncUtilTimeout: 10_000 });
// And the test around them gets time too (a project's `testTimeout` is ignored in the root run).
jest.setTimeout(30_000);
