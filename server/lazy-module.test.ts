import { ModuleLoadError, onFirstUse } from './lazy-module';

describe('onFirstUse', () => {
  it('loads the module only when first asked for, and once', async () => {
    let loads = 0;
    const load = onFirstUse('example', () => {
      loads += 1;
      return Promise.resolve({ answer: 42 });
    });
    expect(loads).toBe(0);
    const first = await load();
    const second = await load();
    expect(first).toEqual({ answer: 42 });
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it('rejects with the module named and the reason when it cannot be loaded, and tries again next time', async () => {
    let loads = 0;
    const load = onFirstUse('nodemailer', () => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error("Cannot find module 'nodemailer'")) : Promise.resolve('loaded');
    });
    const failure = await load().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ModuleLoadError);
    expect((failure as Error).message).toBe(
      "The nodemailer module could not be loaded: Cannot find module 'nodemailer'",
    );
    expect(await load()).toBe('loaded');
  });
});
