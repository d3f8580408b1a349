// Preloaded into every Node process of a timed build phase (NODE_OPTIONS=--require),
// including the ones npm and npx start: on exit each appends its own peak resident
// set size (the kernel's maxrss) to the file BENCH_RSS_FILE names, so the bench can
// report the phase's peak without sampling. CommonJS because --require needs it.
const { appendFileSync } = require('node:fs')

const file = process.env.BENCH_RSS_FILE
if (file)
  process.on('exit', () => {
    appendFileSync(file, `${process.resourceUsage().maxRSS}\n`)
  })
