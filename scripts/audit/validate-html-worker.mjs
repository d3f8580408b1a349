// One worker of the HTML validity check (validate-html.ts): validates its
// share of the built pages with the configuration it is given, and posts back
// each page's errors (not warnings), in the order of its files. Plain
// JavaScript: Node starts a worker thread without the TypeScript loader.
import { readFileSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { HtmlValidate } from 'html-validate'

const validator = new HtmlValidate(workerData.config)
const errors = workerData.files.map((file) =>
  validator
    .validateStringSync(readFileSync(file, 'utf8'), file)
    .results.flatMap((r) =>
      r.messages.filter((m) => m.severity === 2).map(({ line, column, message, ruleId }) => ({ line, column, message, ruleId })),
    ),
)
parentPort.postMessage(errors)
