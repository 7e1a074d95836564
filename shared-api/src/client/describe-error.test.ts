import { AxiosError, AxiosHeaders } from 'axios';
import { describeError, failureCode, type ErrorCatalogue } from './describe-error';
import { anAxiosError } from '../testing';

const catalogue: ErrorCatalogue = {
  byStatus: {
    400: {
      fallback: 'Invalid request. Please check your input.',
      serverFirst: true,
      joinFieldErrors: true,
    },
    404: { fallback: 'Not registered.', serverFirst: false },
  },
  other: 'Signup failed. Please try again later.',
  noResponse: 'Network error. Please check your internet connection and try again.',
};

const httpError = anAxiosError;

describe('describeError', () => {
  it('joins the field messages of a 400', () => {
    const error = httpError(400, {
      errors: [{ msg: 'Full name is required' }, { msg: 'Bio is required' }],
      message: 'x',
    });
    expect(describeError(error, catalogue)).toBe('Full name is required, Bio is required');
  });

  it('falls back to the server message, then to the catalogue text', () => {
    expect(describeError(httpError(400, { message: 'Server says no' }), catalogue)).toBe(
      'Server says no',
    );
    expect(describeError(httpError(400, null), catalogue)).toBe(
      'Invalid request. Please check your input.',
    );
  });

  it('uses the catalogue text where the server message does not win', () => {
    expect(describeError(httpError(404, { message: 'ignored' }), catalogue)).toBe(
      'Not registered.',
    );
  });

  it('names other statuses and a missing answer', () => {
    expect(describeError(httpError(502, {}), catalogue)).toBe(
      'Signup failed. Please try again later.',
    );
    const offline = new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() });
    expect(describeError(offline, catalogue)).toBe(catalogue.noResponse);
    expect(describeError(new Error('boom'), catalogue)).toBe(catalogue.other);
  });
});

describe('failureCode', () => {
  it("reads the contract's code, whatever language the sentence is in", () => {
    const urdu = { code: 'alreadyApplied', message: 'آپ اس جاب کے لیے پہلے ہی اپلائی کر چکے ہیں۔' };
    expect(failureCode(httpError(409, urdu))).toBe('alreadyApplied');
  });

  it('names nothing it cannot vouch for', () => {
    expect(failureCode(httpError(409, { code: 'notACode' }))).toBeUndefined();
    expect(failureCode(httpError(409, { code: 'toString' }))).toBeUndefined();
    expect(failureCode(httpError(502, '<html>Bad gateway</html>'))).toBeUndefined();
    const offline = new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() });
    expect(failureCode(offline)).toBeUndefined();
    expect(failureCode(new Error('boom'))).toBeUndefined();
  });
});
