/**
 * git, when the machine has it: a shallow clone of the data's repository (its newest commit only) and
 * that commit's id and date. Found on the PATH of the run's environment (so a test can hide it).
 */
import { spawn, spawnSync } from 'node:child_process';
import type { Io } from '../io.js';

function gitEnv(io: Io): NodeJS.ProcessEnv {
  const path = io.env['PATH'] ?? process.env['PATH'];
  // Never ask for a password on the terminal: a private or mistyped URL fails at once.
  return { ...process.env, ...(path === undefined ? {} : { PATH: path }), GIT_TERMINAL_PROMPT: '0' };
}

export function gitAvailable(io: Io): boolean {
  try {
    return spawnSync('git', ['--version'], { env: gitEnv(io), stdio: 'ignore' }).status === 0;
  } catch {
    return false;
  }
}

/**
 * `git clone --depth 1 url dir`; git's own progress goes to `progress` when given. Resolves with the
 * commit, or rejects with git's last message.
 */
export function shallowClone(io: Io, url: string, local: boolean, dir: string, progress: ((text: string) => void) | undefined): Promise<{ commit: string; date: string }> {
  return new Promise((done, fail) => {
    // --no-local: a repository on this machine is cloned as a remote one is, so --depth applies.
    const args = ['clone', '--depth', '1', '--single-branch', ...(local ? ['--no-local'] : []), ...(progress === undefined ? ['--quiet'] : ['--progress']), '--', url, dir];
    const child = spawn('git', args, { env: gitEnv(io), stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      said = (said + text).slice(-4000);
      progress?.(text);
    });
    child.on('error', (error) => fail(new Error(`git could not be run (${error.message})`)));
    child.on('close', (code) => {
      if (code !== 0) {
        const last = said.split(/[\r\n]+/).map((l) => l.trim()).filter((l) => l !== '').pop();
        fail(new Error(last ?? `git clone exited with status ${code}`));
        return;
      }
      const log = spawnSync('git', ['-C', dir, 'log', '-1', '--format=%H %cI'], { env: gitEnv(io), encoding: 'utf8' });
      const [commit = '', date = ''] = (log.stdout ?? '').trim().split(' ');
      done({ commit, date });
    });
  });
}
