import { spawn } from 'node:child_process';

/**
 * scripts/serve.mjs (npm start's server) serving `folder` on `port` until stopped: for a journey
 * that takes the host away or puts a new build in its place.
 */
export async function serve(folder: string, port: number) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', folder, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) done();
    });
    server.once('exit', (code) => fail(new Error(`scripts/serve.mjs exited with ${code}`)));
  });
  return {
    async stop() {
      if (server.exitCode !== null) return;
      const stopped = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await stopped;
    },
  };
}
