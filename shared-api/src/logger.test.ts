import { logger } from './logger';

describe('logger', () => {
  const nodeEnv = process.env.NODE_ENV;
  let consoleError: jest.SpyInstance;
  let consoleWarn: jest.SpyInstance;

  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    jest.restoreAllMocks();
  });

  it('speaks on the console outside production, with the error when there is one', () => {
    const error = new Error('offline');
    logger.error('Loading users failed', error);
    logger.warn('Slow answer');
    expect(consoleError).toHaveBeenCalledWith('Loading users failed', error);
    expect(consoleWarn).toHaveBeenCalledWith('Slow answer');
  });

  it('is silent in production', () => {
    process.env.NODE_ENV = 'production';
    logger.error('Loading users failed', new Error('offline'));
    logger.warn('Slow answer');
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
  });
});
