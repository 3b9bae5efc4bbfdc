import { failedChunk } from './failed-chunk';
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

describe('failedChunk', () => {
  const chunkError = (message: string) =>
    Object.assign(new Error(message), { name: 'ChunkLoadError' });

  it('names the script of a failed download', () => {
    const error = chunkError(
      'Failed to load chunk /_next/static/chunks/1p25.js from module 123: TypeError',
    );
    expect(failedChunk(error)).toBe('/_next/static/chunks/1p25.js');
  });

  it('names none for any other error', () => {
    expect(failedChunk(new Error('Failed to load chunk /_next/static/chunks/1p25.js'))).toBeNull();
    expect(failedChunk(chunkError('Something else'))).toBeNull();
    expect(failedChunk('Failed to load chunk /x.js')).toBeNull();
  });
});
