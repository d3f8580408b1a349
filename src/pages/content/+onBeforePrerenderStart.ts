import { routes } from '../../lib/content.ts'

export default () => routes.filter((r) => r.kind === 'page').map((r) => r.path)
