// The part of netlify-identity-widget's API the editor uses (the package ships no types).
declare module 'netlify-identity-widget' {
  const identity: { init(options?: { APIUrl?: string }): void; open(tab?: 'login' | 'signup'): void }
  export default identity
}
