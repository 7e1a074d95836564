process.env.TEST_DB_DRIVER = 'postgres';
