/**
 * nginx from Debian's packages as the replicas' load balancer: round robin over the three, keepalive
 * connections to them, and a retry on the next replica only when a connection to one fails (nginx's
 * default `proxy_next_upstream error timeout`), so every 502 or 503 a replica causes reaches the bench
 * and is counted. A request already sent is retried only under /api/checkouts/: nginx never resends a
 * POST by default, but a checkout's PUT and complete are idempotent by their token (API.md: a repeat
 * of the complete answers the same order), so a complete cut by a replica's kill -9 is resent to
 * another, as a shop's balancer may be told to do, and the bench's "duplicated" count checks that it
 * is safe. Its config, pid, logs and temp files live in a temporary prefix.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, onCleanup, tempFolder } from './cleanup';

/** nginx's path, after `apt-get update && apt-get install -y nginx` when it is not installed. */
export function ensureNginx(): string {
  const where = () =>
    [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']
      .map((dir) => join(dir, 'nginx'))
      .find((path) => existsSync(path));
  const found = where();
  if (found) return found;
  console.log('nginx is not installed: apt-get update && apt-get install -y nginx');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit', env });
  const installed = where();
  if (!installed)
    throw new Error('apt-get installed nginx, but no nginx is on PATH or in /usr/sbin');
  return installed;
}

function config(prefix: string, port: number, upstreams: number[]): string {
  return `${userInfo().uid === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream replicas {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_connect_timeout 2s;
    proxy_read_timeout 30s;
    proxy_buffers 32 8k;
    location / {
      proxy_pass http://replicas;
      proxy_next_upstream error timeout;
    }
    location /api/checkouts/ {
      proxy_pass http://replicas;
      proxy_next_upstream error timeout non_idempotent;
    }
  }
}
`;
}

export class Nginx {
  readonly base: string;
  private readonly errorLog: string;
  private logRead = 0;
  /** When nginx last took a replica out of its rotation (epoch ms, rounded up), as its log says. */
  lastDisabledAt = 0;

  private constructor(
    prefix: string,
    readonly port: number,
  ) {
    this.base = `http://127.0.0.1:${port}`;
    this.errorLog = join(prefix, 'error.log');
  }

  static async start(path: string, upstreams: number[]): Promise<Nginx> {
    const prefix = tempFolder('bench-replicas-nginx-');
    const nginx = new Nginx(prefix, await freePort());
    const conf = join(prefix, 'nginx.conf');
    writeFileSync(conf, config(prefix, nginx.port, upstreams));
    const out = openSync(join(prefix, 'stderr.log'), 'a');
    const child = spawn(
      path,
      ['-p', prefix, '-e', nginx.errorLog, '-c', conf, '-g', 'daemon off;'],
      { detached: true, stdio: ['ignore', out, out] },
    );
    const kill = (signal: NodeJS.Signals) => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, signal);
    };
    onCleanup(
      'stopping nginx',
      async () => {
        const exited = new Promise((ok) => child.once('exit', ok));
        kill('SIGTERM');
        if (child.exitCode === null && child.signalCode === null) await exited;
      },
      () => kill('SIGKILL'),
    );
    for (let waited = 0; !(await listening(nginx.port)); waited += 50) {
      if (child.exitCode !== null || waited > 10_000) {
        throw new Error(
          `nginx did not start:\n${readFileSync(join(prefix, 'stderr.log'), 'utf8')}`,
        );
      }
      await sleep(50);
    }
    return nginx;
  }

  /**
   * What nginx logged since the last call, one line per kind of error with its count (addresses and
   * numbers left out): "connect() failed (111: Connection refused) ×12".
   */
  errorsSinceLastCall(): string[] {
    const bytes = readFileSync(this.errorLog);
    const text = bytes.subarray(this.logRead).toString('utf8');
    this.logRead = bytes.length;
    const kinds = new Map<string, number>();
    for (const line of text.split('\n')) {
      const m =
        /\[(?:warn|error|crit|alert|emerg)\] \d+#\d+: (?:\*\d+ )?(.*?)(?:, client: |$)/.exec(line);
      if (!m || /buffered to a temporary file/.test(m[1]!)) continue;
      if (/temporarily disabled/.test(m[1]!)) {
        // nginx writes its local time, to the second: "2026/11/27 04:34:36 [warn] …".
        this.lastDisabledAt = new Date(line.slice(0, 19).replace(/\//g, '-')).getTime() + 1_000;
      }
      const kind = m[1]!.replace(/127\.0\.0\.1:\d+/g, '…').replace(/"[^"]*"/g, '…');
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    return [...kinds].sort((a, b) => b[1] - a[1]).map(([kind, n]) => `${kind} ×${n}`);
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      ok(true);
      socket.destroy();
    });
    socket.once('error', () => ok(false));
  });
}
