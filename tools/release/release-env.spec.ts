import path from 'node:path';
import { releaseEnvironment } from './release-env';

describe("a release's environment", () => {
  const dir = path.resolve('/srv/phc/releases/phc-1');

  it('takes the builds and the data folder from the release folder, in production mode, for its own tournament', () => {
    expect(releaseEnvironment({ PORT: '3101' }, dir, { tournament: 'phc' })).toEqual({
      PORT: '3101',
      TOURNAMENT: 'phc',
      NODE_ENV: 'production',
      STATIC_DIR: path.join(dir, 'web'),
      ADMIN_DIR: path.join(dir, 'admin'),
      DATA_DIR: path.join(dir, 'data'),
    });
  });

  it("keeps what the operator set and never sets SEED_DEMO", () => {
    const env = releaseEnvironment({ DATA_DIR: '/var/lib/phc/phc', NODE_ENV: 'staging', TOURNAMENT: 'phc' }, dir, { tournament: 'phc' });
    expect(env).toMatchObject({ DATA_DIR: '/var/lib/phc/phc', NODE_ENV: 'staging' });
    expect(env.SEED_DEMO).toBeUndefined();
  });

  it("refuses another tournament than the release's, naming the variable", () => {
    expect(() => releaseEnvironment({ TOURNAMENT: 'czechopen' }, dir, { tournament: 'phc' })).toThrow(/TOURNAMENT: this release is of phc; it cannot run czechopen/);
  });
});
