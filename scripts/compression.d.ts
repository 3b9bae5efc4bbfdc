// compression ships no types, and @types/compression types it for Express; this is the part
// scripts/serve.mjs uses, on Node's own http types.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Filter = (request: IncomingMessage, response: ServerResponse) => boolean;
  type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

  const compression: ((options?: { filter?: Filter }) => Middleware) & { filter: Filter };
  export default compression;
}
