// `npm run leads -- …` called in process: the same dispatcher and commands as
// the terminal, its output collected. Like a child process, it resolves with
// stdout and stderr on exit code 0 and rejects with { code, stdout, stderr }
// otherwise, so a test reads as if it had run the command.
import { main } from '../../scripts/leads.ts'

export interface CliResult {
  stdout: string
  stderr: string
}

export async function leadsCli(args: string[], env: Record<string, string | undefined>): Promise<CliResult> {
  let stdout = ''
  let stderr = ''
  const code = await main(args, {
    env,
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  })
  if (code !== 0) throw Object.assign(new Error(`leads ${args.join(' ')} exited with ${code}:\n${stderr}`), { code, stdout, stderr })
  return { stdout, stderr }
}
