// The shared test helpers (ScratchPostgres, ProcessRunner, RawClient, `eventually`) for every file here.
@_exported import TestSupport
