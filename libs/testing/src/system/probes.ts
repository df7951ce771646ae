/** What an app process holds, read from /proc and from its probe server: memory, open files, sockets. */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** VmRSS of a process in kB (undefined if it is gone). */
export function rssKb(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** How many file descriptors a process has open (undefined if it is gone). */
export function openFds(pid: number): number | undefined {
  try {
    return readdirSync(`/proc/${pid}/fd`).length;
  } catch {
    return undefined;
  }
}

function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match) inodes.add(match[1]!);
      } catch {
        // closed in between
      }
    }
  } catch {
    // gone
  }
  return inodes;
}

/** Local ports of the TCP sockets a process holds, by state (hex as in /proc/net/tcp: 0A listening, 01 established). */
function tcpPorts(pid: number, state: (state: string) => boolean): number[] {
  const mine = socketInodes(pid);
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      // sl local rem st tx:rx tr:when retrnsmt uid timeout inode
      const [, local, , st, , , , , , inode] = line.trim().split(/\s+/);
      if (!local || !inode || !st || !state(st) || !mine.has(inode)) continue;
      ports.push(parseInt(local.slice(local.lastIndexOf(':') + 1), 16));
    }
  }
  return ports;
}

/**
 * A service's V8 heap in use, in kB, from its probe server's /metrics (prom-client's
 * nodejs_heap_size_used_bytes); the probe port is the one port the process listens on.
 * Undefined for the gateway (no probe server) or when it does not answer.
 */
export async function heapUsedKb(pid: number): Promise<number | undefined> {
  const [port] = tcpPorts(pid, (st) => st === '0A');
  if (port === undefined) return undefined;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) return undefined;
    const match = /^nodejs_heap_size_used_bytes(?:\{[^}]*\})? (\d+(?:\.\d+)?)/m.exec(await response.text());
    return match ? Math.round(Number(match[1]) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How many of a process's open files are TCP connections accepted on `port` (the gateway's
 * HTTP clients, i.e. the load's own keep-alive connections), from /proc/net/tcp{,6}.
 */
export function inboundConnections(pid: number, port: number): number {
  return tcpPorts(pid, (st) => st !== '0A').filter((local) => local === port).length;
}
