// Client-side code of every page: only the chrome's progressive enhancements.
import { enhanceSite } from './every-page.ts'

enhanceSite()
