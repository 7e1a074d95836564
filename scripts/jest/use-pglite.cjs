process.env.TEST_DB_DRIVER = 'pglite';
