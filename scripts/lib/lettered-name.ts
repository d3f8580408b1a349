// A person's name for the n-th of many people a bench or a test makes: a name holds no digit
// (schemas/person-name.ts), so each digit is spelled as a letter ("Bench", 12 -> "Bench Bc"), and
// every n still gets a name of its own.
const LETTERS = 'abcdefghij'

export const letteredName = (prefix: string, n: number | string): string => {
  const spelled = String(n).replace(/[0-9]/g, (d) => LETTERS[Number(d)]!)
  return `${prefix} ${spelled.charAt(0).toUpperCase()}${spelled.slice(1)}`
}
