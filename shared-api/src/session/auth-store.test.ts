import Cookies from 'js-cookie';
import type { AdminDto, CompanyDto, FreelancerDto } from '../contract/accounts-dto';
import { aCompany, aFreelancer } from '../testing';
import { useAuthStore, type LoginAnswers } from './auth-store';
import { readEntry, saveAdminEntry, saveEntry } from './stored-entries';

const freelancer = { _id: 'f1', fullName: 'Ayesha Khan', isActive: false } as FreelancerDto;
const company = { _id: 'c1', companyName: 'Indus Digital Labs', isActive: true } as CompanyDto;
const admin = { _id: 'a1', username: 'noor', email: 'noor@kaamyaab.pk', role: null } as AdminDto;

const answer = <T>(data: T) => ({ statusCode: 200, success: true as const, message: 'ok', data });
const freelancerLogin: LoginAnswers['freelancer'] = answer({ freelancer });
const companyLogin: LoginAnswers['company'] = answer({ company });
const adminLogin: LoginAnswers['admin'] = answer({
  admin,
  accessToken: 'access',
  refreshToken: 'refresh',
});

const state = () => useAuthStore.getState();

describe('the auth store', () => {
  afterEach(() => {
    state().logout();
    localStorage.clear();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    jest.restoreAllMocks();
  });

  it('starts logged out, stores the user on loginSuccess and clears it on logout', () => {
    expect(state()).toMatchObject({ user: null, isAuthenticated: false });
    state().loginSuccess('freelancer', freelancerLogin);
    expect(state()).toMatchObject({ user: freelancer, isAuthenticated: true, role: 'freelancer' });
    state().logout('freelancer');
    expect(state()).toMatchObject({ user: null, isAuthenticated: false, role: null });
  });

  it("writes each role's stored entry in the spec's exact shape on loginSuccess", () => {
    const setCookie = jest.spyOn(Cookies, 'set');
    state().loginSuccess('freelancer', freelancerLogin);
    state().loginSuccess('company', companyLogin);
    state().loginSuccess('admin', adminLogin);
    expect(readEntry('user')).toEqual(freelancerLogin);
    expect(readEntry('company')).toEqual(companyLogin);
    expect(readEntry('admin')).toEqual(admin);
    for (const [name, value] of [
      ['user', JSON.stringify(freelancerLogin)],
      ['company', JSON.stringify(companyLogin)],
    ])
      expect(setCookie).toHaveBeenCalledWith(
        name,
        value,
        expect.objectContaining({ expires: 7, path: '/' }),
      );
    for (const [name, value] of [
      ['accessToken', 'access'],
      ['refreshToken', 'refresh'],
    ])
      expect(setCookie).toHaveBeenCalledWith(
        name,
        value,
        expect.objectContaining({ expires: 7, secure: true }),
      );
  });

  it('clears the stored entry together with the record on logout', () => {
    state().loginSuccess('company', companyLogin);
    state().loginSuccess('admin', adminLogin);
    state().logout('company');
    expect(readEntry('company')).toBeNull();
    expect(Cookies.get('company')).toBeUndefined();
    state().logout('admin');
    expect(readEntry('admin')).toBeNull();
    expect(Cookies.get('accessToken')).toBeUndefined();
    expect(state().accounts).toEqual({ freelancer: null, company: null, admin: null });
  });

  it('keeps one record per role, so a freelancer and an admin can be signed in at once', () => {
    state().loginSuccess('freelancer', freelancerLogin);
    state().loginSuccess('admin', adminLogin);
    expect(state().accounts).toEqual({ freelancer, company: null, admin });
    expect(state()).toMatchObject({ role: 'admin', user: admin, isAuthenticated: true });

    state().logout('admin');
    expect(state()).toMatchObject({ role: 'freelancer', user: freelancer, isAuthenticated: true });
    expect(readEntry('user')).toEqual(freelancerLogin);

    state().logout();
    expect(state()).toMatchObject({ user: null, isAuthenticated: false });
    expect(readEntry('user')).toBeNull();
  });

  it('is hydrated from the stored entries when it is created (a reload keeps the visitor in)', async () => {
    saveEntry('user', freelancerLogin);
    saveAdminEntry(admin, adminLogin.data);
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./auth-store');
      expect(fresh.useAuthStore.getState()).toMatchObject({
        accounts: { freelancer, company: null, admin },
        role: 'freelancer',
        user: freelancer,
        isAuthenticated: true,
      });
    });
  });

  it('treats an unreadable entry as signed out', () => {
    localStorage.setItem('company', '{not json');
    state().hydrate();
    expect(state()).toMatchObject({ accounts: { company: null }, isAuthenticated: false });
  });

  it('takes a fresher record from the server and rewrites the entry in the same shape', () => {
    state().loginSuccess('freelancer', freelancerLogin);
    const approved = { ...freelancer, isActive: true };
    state().refreshAccount('freelancer', approved);
    expect(state().accounts.freelancer).toEqual(approved);
    expect(state().user).toEqual(approved);
    expect(readEntry('user')).toEqual({ ...freelancerLogin, data: { freelancer: approved } });
  });

  it('keeps the account it has when the server sends the same, so no page re-renders for it', () => {
    state().loginSuccess('freelancer', freelancerLogin);
    const shown = state().accounts.freelancer;
    const listener = jest.fn();
    const unsubscribe = useAuthStore.subscribe(listener);
    state().refreshAccount('freelancer', { ...freelancer });
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
    expect(state().accounts.freelancer).toBe(shown);
  });

  it('ignores a fresher record for a role that is no longer signed in', () => {
    state().refreshAccount('company', company);
    expect(state().accounts.company).toBeNull();
    expect(readEntry('company')).toBeNull();
  });

  describe('personal data', () => {
    const whole = aFreelancer({
      _id: 'f2',
      skills: 'React',
      proofOfRegistrationFee: '/api/v1/files/p1',
    });
    const sessionOnly = {
      _id: 'f2',
      fullName: 'Ayesha Khan',
      email: 'ayesha@example.pk',
      avatar: null,
      isActive: true,
    };
    const wholeCompany = aCompany({ _id: 'c2' });
    const secrets = /35202-1234567-1|PK36SCBL|03001234567|42101-7654321-3|1234567-8/;
    const browserHolds = () =>
      JSON.stringify([localStorage.getItem('user'), localStorage.getItem('company')]) +
      JSON.stringify(Cookies.get());

    it('stores only the session view, whatever the login answered', () => {
      state().loginSuccess('freelancer', answer({ freelancer: whole }));
      state().loginSuccess('company', answer({ company: wholeCompany }));
      expect(readEntry('user')).toEqual(answer({ freelancer: sessionOnly }));
      expect(readEntry<{ data: { company: object } }>('company')?.data.company).toEqual({
        _id: 'c2',
        companyName: 'Indus Digital Labs',
        email: 'hiring@indus.pk',
        avatar: null,
        isActive: true,
      });
      expect(state().accounts.freelancer).toEqual(sessionOnly);
      expect(browserHolds()).not.toMatch(secrets);
    });

    it('trims the whole record /me answers before keeping it', () => {
      state().loginSuccess('freelancer', freelancerLogin);
      state().refreshAccount('freelancer', whole);
      expect(state().accounts.freelancer).toEqual(sessionOnly);
      expect(browserHolds()).not.toMatch(secrets);
    });

    it('rewrites an entry stored whole by an earlier version, keeping its shape', async () => {
      const earlier = answer({ freelancer: whole });
      saveEntry('user', earlier);
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('./auth-store');
        expect(fresh.useAuthStore.getState().accounts.freelancer).toEqual(sessionOnly);
      });
      expect(readEntry('user')).toEqual({ ...earlier, data: { freelancer: sessionOnly } });
      expect(browserHolds()).not.toMatch(secrets);
    });
  });

  it('follows another tab that signs in or out', () => {
    saveEntry('company', companyLogin);
    window.dispatchEvent(new StorageEvent('storage', { key: 'company' }));
    expect(state().accounts.company).toEqual(company);
    localStorage.removeItem('company');
    Cookies.remove('company', { path: '/' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'company' }));
    expect(state().accounts.company).toBeNull();
  });
});
