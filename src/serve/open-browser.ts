/** Opens a URL in the default browser (open, start, xdg-open); a failure is reported, never thrown. */
import { spawn } from 'node:child_process';

export function openBrowser(url: string, warn: (why: string) => void, platform: string = process.platform): void {
  const [program, args] = platform === 'darwin' ? ['open', [url]] : platform === 'win32' ? ['cmd', ['/c', 'start', '', url]] : ['xdg-open', [url]];
  const failed = (why: string) => warn(`${program}: ${why}`);
  try {
    const child = spawn(program as string, args as string[], { stdio: 'ignore', detached: true });
    child.on('error', (error) => failed(error.message));
    child.on('exit', (code) => {
      if (code !== 0 && code !== null) failed(`exit status ${code}`);
    });
    child.unref();
  } catch (error) {
    failed(error instanceof Error ? error.message : String(error));
  }
}
