// Types of index.js (plain JavaScript: Netlify Build loads it without a compiler).
interface CacheUtils {
  restore(paths: string[]): Promise<boolean>
  save(paths: string[]): Promise<boolean>
}
export declare const CACHED: string[]
export declare function onPreBuild(options: { utils: { cache: CacheUtils } }): Promise<void>
export declare function onPostBuild(options: { utils: { cache: CacheUtils } }): Promise<void>
