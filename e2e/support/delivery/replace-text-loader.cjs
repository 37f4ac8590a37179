// @ts-check
// A webpack loader for the delivery drill's builds: replaces one text in one source file, and
// fails the build when the text is not there (a drill that changed nothing would prove nothing).
/** @this {{ getOptions(): { from: string, to: string }, resourcePath: string }} @param {string} source */
module.exports = function replaceText(source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error(`${this.resourcePath} does not contain "${from}"`);
  return source.split(from).join(to);
};
