/**
 * For the tests: the text of each page of a PDF, read by a real PDF parser (unpdf, PDF.js's
 * serverless build). PDF.js is an ES module that loads itself with a dynamic import, which jest's
 * CommonJS sandbox refuses, so it runs in a child Node process that reads the PDF on stdin.
 */
import { execFile } from 'node:child_process';

const READER = `
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { extractText } = await import('unpdf');
const { text } = await extractText(new Uint8Array(Buffer.concat(chunks)), { mergePages: false });
process.stdout.write(JSON.stringify(text));
`;

/** Each page's text, in order. */
export function readPdfText(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '--eval', READER],
      { cwd: __dirname, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        if (error !== null) reject(new Error('The PDF could not be read', { cause: error }));
        else resolve(JSON.parse(stdout) as string[]);
      },
    );
    child.stdin?.end(pdf);
  });
}
