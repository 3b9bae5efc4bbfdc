import { retryableImport } from './retryable-import';

const part = { Form: 'the form' };

describe('retryableImport', () => {
  it('fetches again on the next use after a failed fetch', async () => {
    const load = jest
      .fn<Promise<typeof part>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(part);
    const form = retryableImport(load);
    await expect(form.load()).rejects.toThrow('ChunkLoadError');
    expect(form.loaded()).toBeUndefined();
    await expect(form.load()).resolves.toBe(part);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives the fetched part at once, and never fetches it twice', async () => {
    const load = jest.fn(() => Promise.resolve(part));
    const form = retryableImport(load);
    const [first, second] = await Promise.all([form.load(), form.load()]);
    expect(first).toBe(part);
    expect(second).toBe(part);
    expect(form.loaded()).toBe(part);
    await form.load();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
