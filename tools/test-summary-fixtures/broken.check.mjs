// Fails to load: a test file the summary must count once, though it has no test of its own.
throw new Error('cannot load');
