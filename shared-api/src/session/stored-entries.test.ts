import Cookies from 'js-cookie';
import { clearEntry, hasEntry, readEntry, saveAdminEntry, saveEntry } from './stored-entries';

describe('stored entries', () => {
  afterEach(() => {
    localStorage.clear();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });

  it('keeps the whole login answer as `user` in localStorage and a 7-day cookie on /', () => {
    const setCookie = jest.spyOn(Cookies, 'set');
    const answer = {
      statusCode: 200,
      success: true,
      data: { freelancer: { _id: 'f1', fullName: 'Ayesha Khan' } },
    };
    saveEntry('user', answer);
    expect(JSON.parse(localStorage.getItem('user') as string)).toEqual(answer);
    expect(setCookie).toHaveBeenCalledWith(
      'user',
      JSON.stringify(answer),
      expect.objectContaining({ expires: 7, path: '/' }),
    );
    expect(readEntry('user')).toEqual(answer);
    expect(hasEntry('user')).toBe(true);
    setCookie.mockRestore();
  });

  it('stores the admin object itself, and its tokens in secure 7-day cookies', () => {
    const setCookie = jest.spyOn(Cookies, 'set');
    saveAdminEntry({ _id: 'a1', username: 'noor' }, { accessToken: 'acc', refreshToken: 'ref' });
    expect(readEntry('admin')).toEqual({ _id: 'a1', username: 'noor' });
    expect(setCookie).toHaveBeenCalledWith(
      'accessToken',
      'acc',
      expect.objectContaining({ expires: 7, path: '/', secure: true }),
    );
    expect(setCookie).toHaveBeenCalledWith(
      'refreshToken',
      'ref',
      expect.objectContaining({ secure: true }),
    );
    setCookie.mockRestore();
  });

  it('forgets an entry everywhere on clear', () => {
    saveEntry('company', { data: { company: { _id: 'c1' } } });
    clearEntry('company');
    expect(readEntry('company')).toBeNull();
    expect(Cookies.get('company')).toBeUndefined();
    expect(hasEntry('company')).toBe(false);
  });

  it('treats an unreadable entry as absent instead of crashing', () => {
    localStorage.setItem('user', '{not json');
    expect(readEntry('user')).toBeNull();
  });
});
