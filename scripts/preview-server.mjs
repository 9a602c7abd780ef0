// Starts `vite preview` for a measurement script on a free port and stops it, whole, afterwards.
import { spawn } from 'node:child_process';

/** Resolves with { base, stop } once the server answers; exits the process when the port is taken. */
export async function startPreview({ port, outDir, mode, env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  try {
    await fetch(`${base}/`);
    console.error(`Port ${port} is already in use: stop that server first.`);
    process.exit(2);
  } catch {
    /* free, as it should be */
  }
  const args = [
    'node_modules/vite/bin/vite.js',
    'preview',
    '--host',
    '127.0.0.1',
    '--strictPort',
    '--port',
    String(port),
    '--outDir',
    outDir,
    ...(mode ? ['--mode', mode] : []),
  ];
  // Its own process group, so stopping it stops all of it.
  const server = spawn(process.execPath, args, { stdio: 'ignore', detached: true, env: { ...process.env, ...env } });
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {
      /* gone */
    }
  };
  process.on('exit', stop);
  // Up to 60 s: on a busy 2-core machine vite can take a while to start.
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`vite preview did not start on ${base}`);
}
