// Client-side code of every page: only the chrome's progressive enhancements.
import { enhanceSite } from '../enhance/every-page.ts'

enhanceSite()
