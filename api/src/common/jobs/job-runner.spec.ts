import { retriedOnConflict } from './job-runner';

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('retriedOnConflict', () => {
  it('does a definition again after a deadlock, until it goes through', async () => {
    let calls = 0;
    await retriedOnConflict(async () => {
      calls += 1;
      if (calls < 3) throw deadlock();
    });
    expect(calls).toBe(3);
  });

  it('passes any other error on at once', async () => {
    let calls = 0;
    const broken = Object.assign(new Error('syntax error'), { code: '42601' });
    await expect(
      retriedOnConflict(async () => {
        calls += 1;
        throw broken;
      }),
    ).rejects.toBe(broken);
    expect(calls).toBe(1);
  });

  it('gives up after five deadlocks in a row', async () => {
    let calls = 0;
    await expect(
      retriedOnConflict(async () => {
        calls += 1;
        throw deadlock();
      }),
    ).rejects.toThrow('deadlock detected');
    expect(calls).toBe(5);
  });
});
