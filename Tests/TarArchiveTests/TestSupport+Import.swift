// The shared test helpers (the raw HTTP client, `TestEnvironment`, `eventually`) for every file here.
@_exported import TestSupport
