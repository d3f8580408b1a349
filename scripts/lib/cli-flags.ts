// Command-line flags of the scripts, read with node:util parseArgs in strict
// mode: a mistyped flag stops the script and shows what it accepts, instead
// of being silently ignored.
import { parseArgs, type ParseArgsConfig } from 'node:util'

/** parseArgs(config), or exit 2 with its message and the script's usage. */
export function parseFlags<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config)
  } catch (error) {
    console.error(`${(error as Error).message}\n\nUsage: ${usage}`)
    process.exit(2)
  }
}
