// Shared setup for unit tests; mock server wiring lands with mocks/.
