import { routes } from '../../lib/content.ts'

export default () => routes.filter((r) => r.kind === 'local' || r.kind === 'local-placeholder').map((r) => r.path)
