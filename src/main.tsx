import './styles/app.css';

import { nextTask } from './app/next-task';

/**
 * Starts the app in a few short tasks instead of one long one: React, the reply schemas and the
 * app are evaluated one after another, with the main thread free in between. The page preloads all
 * three files (see the `startup-preload` plugin in vite.config.ts), so nothing waits on the network.
 */
async function start(container: HTMLElement) {
  await import('react-dom/client');
  await nextTask();
  await import('./api/schemas/catalogue');
  await nextTask();
  const { boot } = await import('./app/boot');
  await nextTask();
  await boot(container);
}

const container = document.getElementById('root');
if (container) void start(container);
