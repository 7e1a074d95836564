import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany, loginAs } from '../../test/factories';

function writeFile(root: string, relative: string, content: string | Buffer) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/**
 * A file with the brotli and gzip copies the production build writes beside it, at levels the
 * server's per-request compression does not use, so a recompressed answer would differ.
 */
function writePrecompressed(root: string, relative: string, content: string) {
  writeFile(root, relative, content);
  const quality = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 };
  writeFile(root, `${relative}.br`, zlib.brotliCompressSync(content, { params: quality }));
  writeFile(root, `${relative}.gz`, zlib.gzipSync(content, { level: 1 }));
}

const chunkSource = `export const words = ${JSON.stringify('kaamyaab '.repeat(400))};`;

describe('one URL for the shell, the remotes and the API', () => {
  let webRoot: string;
  let testApp: TestApp;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'kaamyaab-web-'));
    writeFile(
      webRoot,
      'shell/dist/index.html',
      '<!doctype html><html lang="en"><head><meta\n name="description"\n content="The shell." />' +
        '<link rel="manifest" href="/manifest.webmanifest" />' +
        '<title>shell</title></head><body><div id="root">' +
        '<div class="boot-status" role="status">Loading...</div></div></body></html>',
    );
    writeFile(webRoot, 'shell/dist/main.js', 'console.log("shell")');
    writeFile(webRoot, 'shell/dist/main.js.map', '{}');
    writePrecompressed(webRoot, 'shell/dist/sw.js', chunkSource);
    writeFile(webRoot, 'shell/dist/manifest.webmanifest', '{"name":"Kaamyaab"}');
    writeFile(webRoot, 'shell/dist/boot-files.json', '["206.eea1e405a9.js","470.f220c98413.js"]');
    // The shell provides react in main.js (eager) and the contract lazily, from its own file.
    const contract = '@kaamyaab/shared-api/contract';
    const listings = '@kaamyaab/shared-ui/listings';
    writeFile(
      webRoot,
      'shell/dist/module-files.json',
      JSON.stringify({
        exposes: {},
        provides: {
          react: { files: [], shares: [] },
          [contract]: { files: ['477.c99fa227f3.js'], shares: [] },
        },
      }),
    );
    writeFile(
      webRoot,
      'remote-public/dist/module-files.json',
      JSON.stringify({
        exposes: {
          HomePage: { files: ['home.0a1b2c3d4e.js'], shares: ['react'] },
          BlogsPage: { files: ['blogs.5f6a7b8c9d.js'], shares: ['react'] },
          JobBoardPage: { files: ['board.1a2b3c4d5e.js'], shares: [contract, listings] },
        },
        provides: {
          react: { files: ['696.4cf7f50eae.js'], shares: [] },
          [contract]: { files: ['726.f9485bce95.js'], shares: [] },
          [listings]: { files: ['763.ef2386b647.js'], shares: ['react', contract] },
        },
      }),
    );
    writeFile(webRoot, 'remote-public/dist/880.3fec731bfe.js', 'chunk');
    writePrecompressed(webRoot, 'remote-public/dist/470.f220c98413.js', chunkSource);
    writePrecompressed(webRoot, 'remote-public/dist/remoteEntry.js', chunkSource);
    testApp = await buildTestApp({
      SERVE_WEB: 'true',
      WEB_ROOT: webRoot,
      REMOTE_ADMIN_URL: 'https://cdn.example.test/admin/remoteEntry.js',
    });
  });

  afterAll(async () => {
    await testApp.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });
  const preloadsOf = (page: string) =>
    [...page.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);
  /** What the shell preloads for its first render, then the public remote's entry. */
  const shellChunks = ['/206.eea1e405a9.js', '/470.f220c98413.js'];
  const publicEntry = [...shellChunks, '/remotes/public/remoteEntry.js'];

  it.each(['/', '/blogs', '/freelancer-dashboard/jobs', '/no-such-page'])(
    'answers the client route %s with the shell, revalidated',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>shell</title>');
    },
  );

  it.each([
    ['/', '/remotes/public/remoteEntry.js'],
    ['/freelancer-dashboard/jobs', '/remotes/freelancer/remoteEntry.js'],
    ['/login-admin', 'https://cdn.example.test/admin/remoteEntry.js'],
  ])(
    'writes the manifest into the page for %s and preloads the remote it needs',
    async (url, entry) => {
      const page = (await get(url)).body;
      const inline = /<script id="remotes-manifest" type="application\/json">(.*?)<\/script>/.exec(
        page,
      );
      expect(JSON.parse(inline?.[1] ?? 'null')).toEqual((await get('/remotes.json')).json());
      expect(page).toContain(`<link rel="preload" as="script" href="${entry}">`);
    },
  );

  it('preloads the chunks the shell listed for its first render, before the remote entry', async () => {
    expect(preloadsOf((await get('/blogs')).body)).toEqual([
      ...publicEntry,
      '/remotes/public/blogs.5f6a7b8c9d.js',
    ]);
  });

  it("preloads, after the remote entry, the files of the route's remote modules and of the shared modules they use", async () => {
    expect(preloadsOf((await get('/')).body)).toEqual([
      ...publicEntry,
      '/remotes/public/home.0a1b2c3d4e.js',
    ]);
    // What a page's module asks for comes along: the shell's copy where the shell provides it
    // (none for react, which is in main.js), else the remote's own.
    expect(preloadsOf((await get('/jobs')).body)).toEqual([
      ...publicEntry,
      '/remotes/public/board.1a2b3c4d5e.js',
      '/477.c99fa227f3.js',
      '/remotes/public/763.ef2386b647.js',
    ]);
    // The admin remote lives at another URL: the folder here may hold another build of it.
    expect(preloadsOf((await get('/login-admin')).body)).toEqual([
      ...shellChunks,
      'https://cdn.example.test/admin/remoteEntry.js',
    ]);
  });

  it("preloads a dashboard page's first reads for a visitor with a session, and only then", async () => {
    const fetchPreloads = (body: string) =>
      [
        ...body.matchAll(
          /<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g,
        ),
      ].map((match) => match[1]);
    const withSession = (url: string) =>
      testApp.app.inject({ method: 'GET', url, cookies: { kaamyaab_session: 'any-token' } });
    expect(fetchPreloads((await withSession('/freelancer-dashboard/jobs')).body)).toEqual([
      '/api/v1/account/email-verification',
      '/api/v1/me',
      '/api/v1/jobs/all-jobs',
    ]);
    expect(fetchPreloads((await withSession('/company-dashboard')).body)).toEqual([
      '/api/v1/account/email-verification',
      '/api/v1/me',
    ]);
    // An admin's layout reads no account of its own.
    expect(fetchPreloads((await withSession('/admin-dashboard/freelancers')).body)).toEqual([
      '/api/v1/account/email-verification',
    ]);
    expect((await get('/freelancer-dashboard/jobs')).body).not.toContain('as="fetch"');
    expect((await withSession('/freelancer-dashboard-x')).body).not.toContain('as="fetch"');
    expect((await withSession('/login')).body).not.toContain('as="fetch"');
  });

  it("is in the reader's stored language from its first paint, as the app starts in it", async () => {
    const inUrdu = (await testApp.app.inject({ method: 'GET', url: '/', cookies: { lang: 'ur' } }))
      .body;
    expect(inUrdu).toContain('<html lang="ur" dir="rtl">');
    expect(inUrdu).toContain('<div class="boot-status" role="status">لوڈ ہو رہا ہے...</div>');
    // The app reads only the stored choice, so the HTML does too: no Urdu page turning English.
    const asked = await testApp.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'ur-PK' },
    });
    expect(asked.body).toContain('<html lang="en">');
    expect(asked.body).toContain('<div class="boot-status" role="status">Loading...</div>');
  });

  it("gives a job's page the job's own title and description, for link previews", async () => {
    const company = await createCompany(testApp.db, { active: true });
    const { cookie } = await loginAs(testApp.app, 'company', company.email);
    const posted = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/jobs/post-job',
      headers: { cookie },
      payload: {
        title: 'Logo <b>design</b> for $& "Chai" shop',
        description: `${'A friendly logo for a tea shop in Lahore. '.repeat(8)}The end.`,
        projectType: 'one-time',
        experienceLevel: 'entry',
        jobCategory: 'Web Development',
        skills: ['Illustrator'],
        budget: 25000,
        duration: '1 week',
        numberOfFreelancers: 1,
      },
    });
    const jobId: string = posted.json().data.job._id;
    const page = (await get(`/jobs/${jobId}`)).body;
    expect(page).toMatch(
      /<title>Logo &lt;b&gt;design&lt;\/b&gt; for \$&amp; &quot;Chai&quot; shop at .+ \| Kaamyaab<\/title>/,
    );
    const [, description] = /<meta name="description" content="([^"]*)">/.exec(page) ?? [];
    expect(description).toMatch(/^Rs 25,000 · Web Development · A friendly logo for a tea shop/);
    expect(description).toMatch(/…$/);
    expect(description!.length).toBeLessThanOrEqual(201);
    expect(page).toContain(`<meta property="og:description" content="${description}">`);
    expect(page).toMatch(/<meta property="og:title" content="Logo &lt;b&gt;design/);
    expect(page.match(/name="description"/g)).toHaveLength(1);

    for (const other of [`/jobs/${crypto.randomUUID()}`, '/jobs/not-a-job', '/jobs']) {
      const shell = (await get(other)).body;
      expect(shell).toContain('<title>shell</title>');
      expect(shell).toContain('content="The shell."');
      expect(shell).not.toContain('og:title');
    }
  });

  it('serves entry files with revalidation and hashed chunks for a year', async () => {
    expect((await get('/main.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/public/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/public/880.3fec731bfe.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  describe('precompressed copies, never compressed per request', () => {
    const onDisk = (url: string, suffix: string) =>
      fs.readFileSync(
        path.join(webRoot, url.replace('/remotes/public/', 'remote-public/dist/')) + suffix,
      );
    const fetchFile = (url: string, acceptEncoding: string | undefined) =>
      testApp.app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });

    it.each([
      { acceptEncoding: 'br, gzip, deflate', encoding: 'br', suffix: '.br' },
      { acceptEncoding: 'gzip, deflate', encoding: 'gzip', suffix: '.gz' },
      { acceptEncoding: 'br;q=0, gzip', encoding: 'gzip', suffix: '.gz' },
      { acceptEncoding: 'identity', encoding: undefined, suffix: '' },
      { acceptEncoding: undefined, encoding: undefined, suffix: '' },
    ])(
      'answers accept-encoding $acceptEncoding with the bytes of the file$suffix copy',
      async ({ acceptEncoding, encoding, suffix }) => {
        for (const url of ['/remotes/public/470.f220c98413.js', '/remotes/public/remoteEntry.js']) {
          const response = await fetchFile(url, acceptEncoding);
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-encoding']).toBe(encoding);
          expect(response.headers['content-type']).toContain('javascript');
          expect(response.headers.vary).toContain('accept-encoding');
          // The very bytes the build wrote: nothing was compressed again on the way out.
          expect(response.rawPayload.equals(onDisk(url, suffix))).toBe(true);
        }
      },
    );

    it('caches every copy of a hashed chunk for a year and revalidates every copy of an entry', async () => {
      for (const acceptEncoding of ['br', 'gzip', 'identity']) {
        const chunk = await fetchFile('/remotes/public/470.f220c98413.js', acceptEncoding);
        expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const entry = await fetchFile('/remotes/public/remoteEntry.js', acceptEncoding);
        expect(entry.headers['cache-control']).toBe('no-cache');
      }
    });
  });

  it('never serves source maps, missing files or API misses as the shell', async () => {
    expect((await get('/main.js.map')).statusCode).toBe(404);
    expect((await get('/remotes/public/missing.js')).statusCode).toBe(404);
    const api = await get('/api/v1/nowhere');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });

  it('publishes the remotes manifest, each entry overridable by environment', async () => {
    const response = await get('/remotes.json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      remotes: {
        public: { entry: '/remotes/public/remoteEntry.js' },
        freelancer: { entry: '/remotes/freelancer/remoteEntry.js' },
        company: { entry: '/remotes/company/remoteEntry.js' },
        admin: { entry: 'https://cdn.example.test/admin/remoteEntry.js' },
      },
    });
  });

  it('serves the service worker for the whole site, revalidated in every encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const worker = await testApp.app.inject({
        method: 'GET',
        url: '/sw.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toContain('javascript');
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['service-worker-allowed']).toBe('/');
    }
    expect((await get('/main.js')).headers['service-worker-allowed']).toBeUndefined();
    const csp = (await get('/')).headers['content-security-policy'] as string;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it("links the installed app's manifest in the reader's language", async () => {
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/')).body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const inUrdu = await testApp.app.inject({ method: 'GET', url: '/', cookies: { lang: 'ur' } });
    expect(inUrdu.body).toContain('<link rel="manifest" href="/manifest.ur.webmanifest" />');
  });

  it('sends security headers that allow a configured remote origin to run scripts', async () => {
    const csp = (await get('/')).headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://cdn.example.test");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect((await get('/')).headers['x-content-type-options']).toBe('nosniff');
  });
});
