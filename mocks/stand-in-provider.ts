import type { Server } from 'node:http';
import type { Plugin } from 'vite';

/**
 * The stand-in card payment provider as a server of its own on 127.0.0.1:{port} (docs/api/
 * card-payment.md, mocks/README.md): another origin than the page, so the browser sends the card
 * there as it would to a real provider (CORS, the page's Content-Security-Policy), and the
 * issuer's 3-D Secure page is another site the person leaves the shop for.
 */
async function startProvider(port: number): Promise<Server> {
  const [{ createMiddleware }, { default: express }, { providerHandlers }] = await Promise.all([
    import('@mswjs/http-middleware'),
    import('express'),
    import('./provider/handlers'),
  ]);
  const app = express();
  // A provider's API is called from shops' pages: any origin, no cookies.
  app.use((req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST');
    res.setHeader('Access-Control-Max-Age', '600');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    next();
  });
  app.use(createMiddleware(...providerHandlers()));
  app.use((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  return new Promise((resolve, reject) => {
    const server = app.listen(port, '127.0.0.1', () => resolve(server));
    server.on('error', reject);
  });
}

function attach(httpServer: { once(event: 'close', listener: () => void): unknown } | null, port: number): void {
  // A server in middleware mode (a script loading modules) serves no page: no provider to run.
  if (!httpServer) return;
  process.env.STAND_IN_PROVIDER_ORIGIN = `http://127.0.0.1:${port}`;
  startProvider(port).then(
    (provider) => httpServer.once('close', () => provider.close()),
    (error: NodeJS.ErrnoException) => {
      // Another server of this checkout already runs it (a dev server beside a preview): that one answers.
      console.warn(`stand-in card provider: port ${port} ${error.code === 'EADDRINUSE' ? 'is in use' : error.message}`);
    },
  );
}

/** Runs the stand-in provider beside the dev or preview server wherever the mock /fapi runs. */
export function standInProvider({ port, enabled }: { port: number; enabled: boolean }): Plugin {
  return {
    name: 'asi-stand-in-provider',
    configureServer(server) {
      if (enabled) attach(server.httpServer, port);
    },
    configurePreviewServer(server) {
      if (enabled) attach(server.httpServer, port);
    },
  };
}
