import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CatalogueSyncService, CatalogueVersion } from '@app/catalogue';
import { createLogger } from '@app/core';
import type { PackageComplete, PackageSummary } from '@app/contracts';
import { io, Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApi } from '../../../apps/api/src/bootstrap';
import { Harness, startHarness } from '../../support/harness';
import { until, waitForCatalogue } from './support';

jest.setTimeout(240_000);

/** Catalogue reads: cached per version in each api instance, ETag/304, invalidated everywhere. */
describe('catalogue reads', () => {
  let harness: Harness;
  let second: NestFastifyApplication;
  let secondUrl: string;
  let db: DataSource;
  let socket: Socket;

  beforeAll(async () => {
    harness = await startHarness({ sandbox: true });
    await waitForCatalogue(harness, 1404);
    db = harness.worker!.get(DataSource);
    second = await createApi(harness.config, createLogger({ level: 'silent', name: 'api-2' }));
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.getHttpServer().address();
    secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    socket = io(harness.url, { path: '/ws', transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.once('subscription_confirmed', () => resolve());
      socket.once('connect_error', reject);
      socket.emit('subscribe_packages');
    });
  });

  afterAll(async () => {
    socket?.disconnect();
    await second?.close();
    await harness?.close();
  });

  const thailand1GB = async (url: string) => {
    const list = (await request(url).get('/api/packages').expect(200)).body as PackageSummary[];
    return list.find((pkg) => pkg.apiCode === '102-0-7-1-G') as PackageSummary;
  };

  it('answers a repeat read with 304 and the same weak ETag on every instance', async () => {
    const pkg = await thailand1GB(harness.url);
    for (const path of [
      '/api/packages',
      '/api/packages/popular',
      `/api/packages/${pkg.id}/complete`,
      '/api/destinations',
    ]) {
      const first = await request(harness.url).get(path).expect(200);
      expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      const other = await request(secondUrl).get(path).expect(200);
      expect(other.headers.etag).toBe(first.headers.etag);
      const repeat = await request(harness.url)
        .get(path)
        .set('if-none-match', first.headers.etag)
        .expect(304);
      expect(repeat.text).toBe('');
      await request(secondUrl).get(path).set('if-none-match', `"x", ${first.headers.etag}`).expect(304);
      await request(harness.url).get(path).set('if-none-match', 'W/"stale"').expect(200);
    }
  });

  it('gzips large bodies for clients that take gzip, once per version', async () => {
    const plain = await request(harness.url)
      .get('/api/packages')
      .set('accept-encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await request(harness.url).get('/api/packages').set('accept-encoding', 'gzip').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers.etag).toBe(plain.headers.etag);
    expect(zipped.body).toEqual(plain.body);
    expect(Number(zipped.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text) / 5);
  });

  it('serves a package with its destination’s plans, image and coverage', async () => {
    const pkg = await thailand1GB(harness.url);
    const complete = (await request(harness.url).get(`/api/packages/${pkg.id}/complete`).expect(200))
      .body as PackageComplete;
    expect(complete.package).toMatchObject({
      id: pkg.id,
      destination: 'Thailand',
      data: '1GB',
      days: 7,
      kind: 'country',
    });
    expect(Object.keys(complete.variants.fixedPlans)).toEqual([
      '500MB',
      '1GB',
      '2GB',
      '3GB',
      '5GB',
      '10GB',
      '20GB',
      '50GB',
    ]);
    expect(Object.keys(complete.variants.dayPassPlans)).toEqual(['500MB', '1GB']);
    expect(complete.variants.allPlans).toHaveLength(10);
    expect(complete.variants.allPlans.slice(-2).every((plan) => plan.isDayPass)).toBe(true);
    expect(complete.image).toEqual({ kind: 'flag', code: 'th' });
    expect(complete.networkCoverage).toMatchObject({
      totalOperators: 3,
      totalCountries: 1,
      countryDisplay: 'Thailand',
    });
    expect(complete.networkCoverage.networksByCountry.Thailand).toContainEqual({
      operator: 'AIS',
      type: '5G',
    });
    const devices = (
      await request(harness.url).get(`/api/packages/${pkg.id}/device-compatibility`).expect(200)
    ).body;
    expect(devices.simType).toBe('eSIM');
    expect(devices.devices.length).toBeGreaterThan(6);
  });

  it('says which field is wrong, and 404s an unknown package', async () => {
    const bad = await request(harness.url).get('/api/packages/abc').expect(400);
    expect(bad.body.message).toMatch(/^id /);
    const missing = await request(harness.url).get('/api/packages/99999999/complete').expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, message: 'Package not found' });
  });

  it('follows a catalogue change on every api instance within moments', async () => {
    const pkg = await thailand1GB(harness.url);
    const etag = (await request(secondUrl).get(`/api/packages/${pkg.id}`).expect(200)).headers.etag;
    await db.transaction(async (manager) => {
      await manager.query('UPDATE package SET retail_cents = retail_cents + 100 WHERE id = $1', [pkg.id]);
      await harness.worker!.get(CatalogueVersion).bump(manager);
    });
    for (const url of [harness.url, secondUrl]) {
      await until(
        async () => ((await thailand1GB(url)).priceCents === pkg.priceCents + 100 ? true : undefined),
        `${url} to serve the new price`,
        15_000,
      );
    }
    const fresh = await request(secondUrl)
      .get(`/api/packages/${pkg.id}`)
      .set('if-none-match', etag)
      .expect(200);
    expect(fresh.headers.etag).not.toBe(etag);
    expect(fresh.body.priceCents).toBe(pkg.priceCents + 100);
  });

  it('pushes new_package_found and package_update to catalogue subscribers', async () => {
    const [{ id }] = await db.query("SELECT id FROM package WHERE api_code = '103-0-15-3-G'");
    await db.query('DELETE FROM package WHERE id = $1', [id]);
    const found = new Promise<{ package: { apiCode: string; destination: string } }>((resolve) =>
      socket.on('new_package_found', resolve),
    );
    const updated = new Promise<{ newPackages: number }>((resolve) => socket.once('package_update', resolve));
    const sync = harness.worker!.get(CatalogueSyncService);
    await until(() => sync.run({ full: true }).then((result) => result ?? undefined), 'a free sync lease');
    expect((await found).package).toMatchObject({ apiCode: '103-0-15-3-G', destination: 'Vietnam' });
    expect((await updated).newPackages).toBeGreaterThanOrEqual(1);
  });
});
