// budgets/local-uniqueness.json: how far apart the local landing pages must
// be. Read by scripts/check-local-uniqueness.ts (own words, 5-word-shingle
// Jaccard against any page) and scripts/audit/local-similarity.ts (word-
// sequence ratio between sibling pages: same service, two cities).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

const Ratio = z.number().min(0).max(1)

const LocalUniquenessBudgetsSchema = z
  .object({
    $comment: z.string().optional(),
    minOwnWords: z.number().int().min(0).describe('Fewest words a page must have that occur on no other local page'),
    maxSimilarity: Ratio.describe('Highest Jaccard similarity (5-word shingles) allowed against any other local page'),
    siblings: z
      .object({
        maxMedianRatio: Ratio.describe('Highest median word-sequence ratio over all sibling pairs (same service, two cities)'),
        maxRatio: Ratio.describe('Highest word-sequence ratio any one sibling pair may reach'),
      })
      .strict()
      .describe('Word-sequence similarity (difflib ratio on words) between pages of one service in two cities'),
  })
  .strict()
type LocalUniquenessBudgets = z.infer<typeof LocalUniquenessBudgetsSchema>

const LOCAL_UNIQUENESS_BUDGETS_FILE = 'budgets/local-uniqueness.json'

/** The budgets of the repository at `root`; throws a sentence naming the file and the fields at fault. */
export function loadLocalUniquenessBudgets(root: string): LocalUniquenessBudgets {
  const parsed = LocalUniquenessBudgetsSchema.safeParse(JSON.parse(readFileSync(path.join(root, LOCAL_UNIQUENESS_BUDGETS_FILE), 'utf8')))
  if (!parsed.success)
    throw new Error(
      `${LOCAL_UNIQUENESS_BUDGETS_FILE} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    )
  return parsed.data
}
