// What the benchmark ran on, for BENCHMARKS.md.
import { existsSync, readFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, release, totalmem } from 'node:os'

export function machine(): Record<string, string> {
  const osRelease = existsSync('/etc/os-release')
    ? (readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]+)/m)?.[1] ?? '')
    : ''
  return {
    cpu: `${cpus()[0]?.model.trim() ?? 'unknown'}, ${availableParallelism()} cores`,
    memory: `${(totalmem() / 2 ** 30).toFixed(0)} GiB`,
    os: `${osRelease || process.platform} (kernel ${release()})`,
    node: process.version,
    'load average at start': loadavg()
      .map((n) => n.toFixed(2))
      .join(' / '),
  }
}
