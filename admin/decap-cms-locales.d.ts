// The part of decap-cms-locales the editor uses (the package ships no types): Decap's English phrases.
declare module 'decap-cms-locales' {
  export const en: { collection: { collectionTop: { newButton: string } & Record<string, string> } & Record<string, object> } & Record<
    string,
    object
  >
}
