// Building the app creates a PGlite database (initdb in WASM): seconds, more under load.
// (`testTimeout` in a project's jest config is ignored; this applies to hooks too.)
jest.setTimeout(60_000);
